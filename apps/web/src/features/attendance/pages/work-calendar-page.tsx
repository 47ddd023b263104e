/** Placeholder until the screen lands (being built now). */
export function WorkCalendarPage() {
  return null;
}
