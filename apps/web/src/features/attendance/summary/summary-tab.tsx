/** Placeholder until the screen lands (being built now). */
export function SummaryTab() {
  return null;
}
