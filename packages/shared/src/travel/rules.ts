import { checkRequestDates } from '../time/request-window';
import {
  DAY_MS,
  DESTINATION_MAX,
  DURATION_RE,
  OUTING_HOUR_STEP,
  TRANSPORT_MAX,
  TRAVEL_REMARK_MAX,
  TRIP_DAY_OFFSET_MS,
  TRIP_LENGTH_MAX_CHARS,
  TravelType,
  type TTravelType,
} from './constants';

/**
 * The rules of outing and business trip requests (spec 1 §5), one function each, used by the forms
 * and by the server. No zod: the phone runs the server's rule at no bundle cost.
 */

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME_RE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

/** Minutes since the epoch of a wall-clock 'YYYY-MM-DD HH:mm' (zone-free: only differences count). */
function wallMinutes(value: string): number {
  return Date.parse(`${value.replace(' ', 'T')}:00Z`) / 60_000;
}

/** A valid outing time 'YYYY-MM-DD HH:mm' (a real date and time of day). */
export function isOutingTime(value: string | null | undefined): value is string {
  if (!value || !DATE_TIME_RE.test(value)) return false;
  const at = new Date(`${value.replace(' ', 'T')}:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 16) === value.replace(' ', 'T');
}

/** A valid trip date 'YYYY-MM-DD'. */
export function isTripDate(value: string | null | undefined): value is string {
  if (!value || !DATE_RE.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

/**
 * Outing hours between two times, rounded DOWN to half hours (spec 1 §5): 3h40m -> 3.5, 3h29m -> 3.
 * 0 when the end is not after the start.
 */
export function outingHours(start: string, end: string): number {
  const minutes = wallMinutes(end) - wallMinutes(start);
  if (!(minutes > 0)) return 0;
  return Math.floor(minutes / (60 * OUTING_HOUR_STEP)) * OUTING_HOUR_STEP;
}

/**
 * Trip days from the dates (spec 1 §5): whole days of (end - start + 32 h). Both dates count, and
 * the offset keeps the count whole when a date was read in another zone (up to 8 hours early or
 * 16 hours late): 1 Dec - 3 Dec is 3 days, a single day is 1. 0 when the end is before the start.
 * `start` and `end` are 'YYYY-MM-DD' or instants' milliseconds.
 */
export function tripDays(start: string | number, end: string | number): number {
  const from = typeof start === 'number' ? start : Date.parse(`${start}T00:00:00Z`);
  const to = typeof end === 'number' ? end : Date.parse(`${end}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return 0;
  return Math.floor((to - from + TRIP_DAY_OFFSET_MS) / DAY_MS);
}

/** The length the form shows and the server stores: hours of an outing, days of a trip. */
export function travelLength(type: TTravelType, start: string, end: string): number {
  return type === TravelType.Outing ? outingHours(start, end) : tripDays(start, end);
}

/** Duration text: digits with up to two decimals (spec 1 §9); a trip's at most 3 characters. */
export function isTravelLengthText(type: TTravelType, text: string): boolean {
  if (!DURATION_RE.test(text)) return false;
  if (type === TravelType.Trip && text.length > TRIP_LENGTH_MAX_CHARS) return false;
  return Number(text) > 0;
}

export type TTravelField =
  | 'category'
  | 'start'
  | 'end'
  | 'timeLength'
  | 'remark'
  | 'arrivalName'
  | 'transportation';

export type TTravelIssue = {
  field: TTravelField;
  key:
    | 'travel.outingCategory'
    | 'travel.tripCategory'
    | 'travel.start'
    | 'travel.end'
    | 'travel.outingOrder'
    | 'travel.tripOrder'
    | 'travel.length'
    | 'travel.remark'
    | 'travel.remarkTooLong'
    | 'travel.destination'
    | 'travel.destinationTooLong'
    | 'travel.transportTooLong'
    | 'validation.requestDateWindow';
  params?: Record<string, string>;
};

export type TTravelInput = {
  type: TTravelType;
  /** '' when none is chosen. */
  categoryId: string;
  /** Outing 'YYYY-MM-DD HH:mm', trip 'YYYY-MM-DD'; '' when not chosen. */
  start: string;
  end: string;
  /** The duration as shown or typed. */
  timeLength: string;
  remark: string;
  arrivalName: string;
  transportation: string;
};

export type TTravelContext = {
  /** Whether the chosen category is one offered to this kind (outing, or one of the first two trips). */
  categoryOffered: boolean;
  /** The category's isRemarkRequired. */
  remarkRequired: boolean;
  /** Today in the business time zone (YYYY-MM-DD): dates must lie in the request window. */
  today: string;
};

/** Every broken rule of an outing or trip form, in field order (spec 1 §5); [] when it may be saved. */
export function checkTravelApply(input: TTravelInput, context: TTravelContext): TTravelIssue[] {
  const issues: TTravelIssue[] = [];
  const outing = input.type === TravelType.Outing;
  const validTime = outing ? isOutingTime : isTripDate;
  if (!input.categoryId || !context.categoryOffered) {
    issues.push({ field: 'category', key: outing ? 'travel.outingCategory' : 'travel.tripCategory' });
  }
  const startOk = validTime(input.start);
  const endOk = validTime(input.end);
  if (!startOk) issues.push({ field: 'start', key: 'travel.start' });
  if (!endOk) issues.push({ field: 'end', key: 'travel.end' });
  if (startOk && endOk) {
    const window = checkRequestDates([input.start, input.end], context.today);
    for (const issue of window) issues.push({ field: 'start', ...issue });
    if (outing && input.end <= input.start) issues.push({ field: 'end', key: 'travel.outingOrder' });
    else if (!outing && input.end < input.start) issues.push({ field: 'end', key: 'travel.tripOrder' });
    else if (!isTravelLengthText(input.type, input.timeLength.trim())) {
      issues.push({ field: 'timeLength', key: 'travel.length' });
    }
  }
  const remark = input.remark.trim();
  if (context.remarkRequired && remark === '') issues.push({ field: 'remark', key: 'travel.remark' });
  if (remark.length > TRAVEL_REMARK_MAX) {
    issues.push({ field: 'remark', key: 'travel.remarkTooLong', params: { max: String(TRAVEL_REMARK_MAX) } });
  }
  const destination = input.arrivalName.trim();
  if (destination === '') issues.push({ field: 'arrivalName', key: 'travel.destination' });
  else if (destination.length > DESTINATION_MAX) {
    issues.push({
      field: 'arrivalName',
      key: 'travel.destinationTooLong',
      params: { max: String(DESTINATION_MAX) },
    });
  }
  if (input.transportation.trim().length > TRANSPORT_MAX) {
    issues.push({
      field: 'transportation',
      key: 'travel.transportTooLong',
      params: { max: String(TRANSPORT_MAX) },
    });
  }
  return issues;
}

/** The cancellation remark's rule: at most TRAVEL_REMARK_MAX characters. */
export function checkCancelRemark(remark: string): 'travel.remarkTooLong' | null {
  return remark.trim().length > TRAVEL_REMARK_MAX ? 'travel.remarkTooLong' : null;
}
