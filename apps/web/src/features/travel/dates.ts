import { requestDateWindow } from '@ehome/shared/time/request-window';

/** Local picker values and the API's wall-clock text (business time zone, as the phone shows it). */

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of a local date. */
export function dayOfDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'YYYY-MM-DD HH:mm' (minute) or 'YYYY-MM-DD' (day) of a local date. */
export function textOfDate(date: Date, precision: 'minute' | 'day'): string {
  const day = dayOfDate(date);
  return precision === 'day' ? day : `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** 'YYYY-MM-DD[ HH:mm]' as a local date for the picker. */
export function dateOfText(text: string): Date {
  const [year = 1970, month = 1, day = 1] = text.slice(0, 10).split('-').map(Number);
  const [hour = 0, minute = 0] = text.length > 10 ? text.slice(11, 16).split(':').map(Number) : [];
  return new Date(year, month - 1, day, hour, minute);
}

/** The pickers' range: the request window the server checks (spec 1 §9: two years back). */
export function pickerBounds(today: string): { min: Date; max: Date } {
  const { from, to } = requestDateWindow(today);
  return { min: dateOfText(from), max: dateOfText(`${to} 23:59`) };
}
