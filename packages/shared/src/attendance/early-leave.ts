/**
 * Clocking out well before the shift ends is easy to do by mistake (one tap, 14 hours early), so the
 * phone asks first, as DingTalk does. "Well before": any minute of leaving early beyond the shift's
 * grace, the same count judgeDay makes, so the question names the minutes the day will show.
 * Pure: instants are epoch milliseconds.
 */
const MINUTE = 60_000;

export function earlyClockOutMinutes(now: number, shiftEnd: number, earlyGraceMinutes: number): number {
  const early = Math.round((shiftEnd - Math.floor(now / MINUTE) * MINUTE) / MINUTE);
  return early > earlyGraceMinutes ? early - earlyGraceMinutes : 0;
}
