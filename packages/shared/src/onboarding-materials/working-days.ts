import { addDays, DayType, dayTypeOf, type TCalendarOverrides } from '../attendance/calendar';

/**
 * The date `days` working days after `date` on the statutory calendar with the company's
 * overrides (spec 3 §3: a birth certificate's review takes one working day): submitted on a
 * Friday, expected on Monday; before a holiday, after it.
 */
export function addWorkingDays(date: string, days: number, overrides?: TCalendarOverrides): string {
  let at = date;
  let left = days;
  // A bound keeps a broken calendar (every day a holiday) from looping forever.
  for (let guard = 0; left > 0 && guard < 366; guard += 1) {
    at = addDays(at, 1);
    if (dayTypeOf(at, overrides) === DayType.Workday) left -= 1;
  }
  return at;
}
