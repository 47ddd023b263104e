/** Placeholder until the screen lands (being built now). */
export function CalendarTab() {
  return null;
}
