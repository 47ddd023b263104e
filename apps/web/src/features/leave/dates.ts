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

/**
 * The pickers' range around today: from two years back (spec 1 §9, date pickers start two years
 * before now) to the end of next year, the furthest a balance year reaches.
 */
export function pickerRange(today: string): { min: string; max: string } {
  const year = Number(today.slice(0, 4));
  return { min: `${year - 2}${today.slice(4, 10)}`.replace(/-02-29$/, '-02-28'), max: `${year + 1}-12-31` };
}
