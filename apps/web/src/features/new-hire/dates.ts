/** Today in the phone's own time (the server checks against the business date again). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
export const thisMonthIso = (now: Date = new Date()) => todayIso(now).slice(0, 7);
