import { requestDateWindow } from '@ehome/shared/time/request-window';

/** Date-times of the overtime form: the API speaks 'YYYY-MM-DD HH:mm' in the business time zone. */

const pad = (n: number) => String(n).padStart(2, '0');

export function isoOfDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function dateTimeOf(date: Date): string {
  return `${isoOfDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** 'YYYY-MM-DD HH:mm' (or a date alone) as the picker's local time. */
export function dateOfText(text: string): Date {
  const [y = 1970, mo = 1, d = 1, h = 0, mi = 0] = text.split(/[-: ]/).map(Number);
  return new Date(y, mo - 1, d, h, mi);
}

/** The pickers' range: the request window the server checks, whole days. */
export function pickerRange(today: string): { min: Date; max: Date } {
  const { from, to } = requestDateWindow(today);
  return { min: dateOfText(`${from} 00:00`), max: dateOfText(`${to} 23:59`) };
}

/** Hours as the cards show them: 3, 2.5. */
export const hoursText = (hours: number) => String(Math.round(hours * 100) / 100);
