import {
  CERTIFICATE_TYPES,
  COURIER_FEE_FEN,
  NEARBY_PROVINCES,
  PERSONNEL_AGENCY_SERVICE_TYPE,
  PICKUP_MAX_DAYS_AHEAD,
  PICKUP_MIN_DAYS_AHEAD,
  PROOF_WORKING_DAYS,
  RESIGNATION_WORKING_DAYS,
  type TCertificateMode,
  type TCertificateType,
} from './constants';

/** The date `days` after a date (YYYY-MM-DD); kept here so the web does not load the holiday data. */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The region's short name: 上海市 -> 上海, 浙江省 -> 浙江, 广西壮族自治区 -> 广西. */
export function provinceShortName(province: string): string {
  return province.trim().replace(/(省|市|特别行政区|壮族自治区|回族自治区|维吾尔自治区|自治区)$/u, '');
}

/**
 * The courier to-pay fee in fen by the recipient's province (spec 3 §9): Shanghai 10 yuan;
 * Zhejiang, Jiangsu, Anhui 12; elsewhere 20. Self-pickup costs nothing.
 */
export function courierFeeFen(province: string): number {
  const name = provinceShortName(province);
  if (name === '上海') return COURIER_FEE_FEN.shanghai;
  if ((NEARBY_PROVINCES as readonly string[]).includes(name)) return COURIER_FEE_FEN.nearby;
  return COURIER_FEE_FEN.elsewhere;
}

export function certificateFeeFen(mode: TCertificateMode, province: string): number {
  return mode === 1 ? courierFeeFen(province) : 0;
}

/** Fen as yuan with two decimals: 1200 -> "12.00". */
export const certificateYuan = (fen: number) => (fen / 100).toFixed(2);

/** Working days a certificate takes (spec 3 §4, §9): 5 for proofs, 3 for the resignation certificate. */
export const workingDaysFor = (type: TCertificateType) =>
  type === CERTIFICATE_TYPES.Resignation ? RESIGNATION_WORKING_DAYS : PROOF_WORKING_DAYS;

/** Whether the pickup points are open on a date: the server passes the company's work calendar. */
export type TPickupOpen = (date: string) => boolean;
const alwaysOpen: TPickupOpen = () => true;

/**
 * The self-pickup date window: from today + 3 (spec 3 §4; the default) to today + 60. The pickup
 * points work on working days only, so the earliest is the first working day from today + 3 (a
 * request on a Thursday is collected on Monday, not on Sunday); and nobody is sent to collect a
 * certificate before its promised date (`readyOn`: a proof takes 5 working days, spec 3 §9).
 */
export function pickupWindow(
  today: string,
  isOpen: TPickupOpen = alwaysOpen,
  readyOn = '',
): { earliest: string; latest: string } {
  const latest = addDays(today, PICKUP_MAX_DAYS_AHEAD);
  const threeDays = addDays(today, PICKUP_MIN_DAYS_AHEAD);
  let earliest = readyOn > threeDays ? readyOn : threeDays;
  while (!isOpen(earliest) && earliest < latest) earliest = addDays(earliest, 1);
  return { earliest, latest };
}

export type TPickupDateIssue =
  | { key: 'certificate.pickupDateTooEarly'; params: { date: string } }
  | { key: 'certificate.pickupDateTooLate'; params: { date: string } }
  | { key: 'certificate.pickupDateClosed'; params: { date: string } };

/** Whether a pickup date is in the window and on a working day; the first problem, or null. */
export function checkPickupDate(
  date: string,
  today: string,
  isOpen: TPickupOpen = alwaysOpen,
  readyOn = '',
): TPickupDateIssue | null {
  const { earliest, latest } = pickupWindow(today, isOpen, readyOn);
  if (date < earliest) return { key: 'certificate.pickupDateTooEarly', params: { date: earliest } };
  if (date > latest) return { key: 'certificate.pickupDateTooLate', params: { date: latest } };
  if (!isOpen(date)) return { key: 'certificate.pickupDateClosed', params: { date } };
  return null;
}

/** What decides which certificates a person may ask for (spec 3 §2.2, §6). */
export type TCertificateEligibility = {
  flags: { enter_transact: boolean; income_transact: boolean; leave_transact: boolean };
  /** 2 departed (shared LeaveStatus). */
  leaveStatus: number;
  serviceType: string;
};

export type TEligibilityIssue = 'certificate.notAllowed' | 'certificate.departed';

/**
 * Whether the person may request a certificate of this type: the role flag of the type
 * (enter_transact 1, leave_transact 2, income_transact 3); the personnel-agency service type hides
 * the income certificate; departed employees get no proofs (the resignation certificate is theirs).
 */
export function certificateEligibility(
  type: TCertificateType,
  who: TCertificateEligibility,
): TEligibilityIssue | null {
  const flag =
    type === CERTIFICATE_TYPES.OnJob
      ? who.flags.enter_transact
      : type === CERTIFICATE_TYPES.Income
        ? who.flags.income_transact
        : who.flags.leave_transact;
  if (!flag) return 'certificate.notAllowed';
  if (type === CERTIFICATE_TYPES.Income && who.serviceType.trim() === PERSONNEL_AGENCY_SERVICE_TYPE)
    return 'certificate.notAllowed';
  if (type !== CERTIFICATE_TYPES.Resignation && who.leaveStatus === 2) return 'certificate.departed';
  return null;
}

/** The proofs /Openproof offers this person (on-job, income), in that order. */
export function offeredProofs(who: TCertificateEligibility): TCertificateType[] {
  return ([CERTIFICATE_TYPES.OnJob, CERTIFICATE_TYPES.Income] as TCertificateType[]).filter(
    (type) => certificateEligibility(type, who) !== 'certificate.notAllowed',
  );
}

/** One line of an address; a municipality's city (上海市 上海市) is written once. */
export function addressLine(province: string, city: string, area: string, street: string): string {
  return [province, city === province ? '' : city, area, street].join('');
}
