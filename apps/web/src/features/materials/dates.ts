const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of a picker's local date. */
export const isoOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** The local date of YYYY-MM-DD for a picker. */
export function dateOf(text: string): Date {
  const [y = 1970, m = 1, d = 1] = text.split('-').map(Number);
  return new Date(y, m - 1, d);
}
/** Today on the phone, for the picker's end (the server checks against its own today). */
export const todayIso = () => isoOf(new Date());
