import { requestDateWindow } from '@ehome/shared/time/request-window';

/** Local calendar dates for the pickers; the API speaks YYYY-MM-DD in the business time zone. */

const pad = (n: number) => String(n).padStart(2, '0');

export function isoOfDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** YYYY-MM-DD as the picker's local midnight. */
export function dateOfIso(iso: string): Date {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** The pickers' range around today: the request window the server checks, so no offered date is refused. */
export function pickerRange(today: string): { min: string; max: string } {
  const { from, to } = requestDateWindow(today);
  return { min: from, max: to };
}
