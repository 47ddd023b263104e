/**
 * Times a leave may start and end at on one day, from the employee's policy (spec 1 §3 policy:
 * workStartTime, workEndTime, dinnerStartTime, dinnerEndTime, as HH:mm).
 */
export type TWorkPolicy = {
  workStartTime: string;
  workEndTime: string;
  dinnerStartTime: string;
  dinnerEndTime: string;
};

export type THalfDay = 'am' | 'pm';
export type TTimeOption = { value: string; half?: THalfDay };

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/** Minutes since midnight of an HH:mm (or HH:mm:ss) time; null when it is not one. */
export function minutesOf(time: string): number | null {
  const match = TIME_RE.exec(time.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

export function timeOf(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The policy's four times as minutes, or null when the policy is incomplete or out of order. */
function policyMinutes(policy: TWorkPolicy) {
  const workStart = minutesOf(policy.workStartTime);
  const workEnd = minutesOf(policy.workEndTime);
  const dinnerStart = minutesOf(policy.dinnerStartTime);
  const dinnerEnd = minutesOf(policy.dinnerEndTime);
  if (workStart === null || workEnd === null || dinnerStart === null || dinnerEnd === null) return null;
  if (
    !(workStart <= dinnerStart && dinnerStart <= dinnerEnd && dinnerEnd <= workEnd && workStart < workEnd)
  ) {
    return null;
  }
  return { workStart, workEnd, dinnerStart, dinnerEnd };
}

/**
 * The half-day selector (spec 1 §5: half-day categories use a date plus a time selector from work
 * and dinner times): a half-day leave starts at the start of the morning or of the afternoon and ends
 * at the end of one of them, so a day splits at the dinner break. Without a usable policy there is
 * nothing to offer.
 */
export function halfDayOptions(policy: TWorkPolicy): { start: TTimeOption[]; end: TTimeOption[] } {
  const m = policyMinutes(policy);
  if (!m) return { start: [], end: [] };
  return {
    start: [
      { value: timeOf(m.workStart), half: 'am' },
      { value: timeOf(m.dinnerEnd), half: 'pm' },
    ],
    end: [
      { value: timeOf(m.dinnerStart), half: 'am' },
      { value: timeOf(m.workEnd), half: 'pm' },
    ],
  };
}

/**
 * Times of an hourly leave: every `step` minutes of the working day, the work start and end and the
 * dinner break's edges included, none inside the break (no one leaves from lunch).
 */
export function hourlyTimeOptions(policy: TWorkPolicy, step = 30): TTimeOption[] {
  const m = policyMinutes(policy);
  if (!m || step <= 0) return [];
  const times = new Set<number>([m.workStart, m.dinnerStart, m.dinnerEnd, m.workEnd]);
  for (let t = Math.ceil(m.workStart / step) * step; t <= m.workEnd; t += step) {
    if (t <= m.dinnerStart || t >= m.dinnerEnd) times.add(t);
  }
  return [...times].sort((a, b) => a - b).map((t) => ({ value: timeOf(t) }));
}

/** Which half of the day a time falls in, for labelling a half-day period already saved. */
export function halfOf(time: string, policy: TWorkPolicy): THalfDay | null {
  const m = policyMinutes(policy);
  const t = minutesOf(time);
  if (!m || t === null) return null;
  return t < m.dinnerEnd ? 'am' : 'pm';
}
