/**
 * How approval times read (spec 1 §3): the trail's operateTime with its seconds and without an ISO
 * 'T'; list periods to the minute, the end's date dropped when it is the start's date so a card
 * line fits a 375 px phone.
 */

/** '2026-11-25T09:30:05.000' or '2026-11-25 09:30:05' -> '2026-11-25 09:30:05'; '' stays ''. */
export function formatOperateTime(value: string | null | undefined): string {
  if (!value) return '';
  const text = value.trim().replace('T', ' ');
  return text.length > 19 ? text.slice(0, 19) : text;
}

/** A date-time to the minute: 'YYYY-MM-DD HH:mm' (a bare date stays a date). */
export function formatMinute(value: string | null | undefined): string {
  if (!value) return '';
  return value.trim().replace('T', ' ').slice(0, 16);
}

/** 'start ~ end' to the minute; the same day once: '2026-11-25 09:00 ~ 18:00'. */
export function formatPeriod(start: string | null | undefined, end: string | null | undefined): string {
  const from = formatMinute(start);
  const to = formatMinute(end);
  if (!from || !to) return from || to;
  if (from.length > 10 && to.length > 10 && from.slice(0, 10) === to.slice(0, 10)) {
    return `${from} ~ ${to.slice(11)}`;
  }
  return `${from} ~ ${to}`;
}
