/** Placeholder until the screen lands (being built now). */
export function LocationPage() {
  return null;
}
