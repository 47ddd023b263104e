/** Placeholder until the screen lands (being built now). */
export function RulesTab() {
  return null;
}
