/** Placeholder until the screen lands (being built now). */
export function RuleDetailPage() {
  return null;
}
