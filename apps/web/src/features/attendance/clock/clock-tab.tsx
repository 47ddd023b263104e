/** Placeholder until the screen lands (being built now). */
export function ClockTab() {
  return null;
}
