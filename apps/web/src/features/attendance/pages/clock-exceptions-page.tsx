/** Placeholder until the screen lands (being built now). */
export function ClockExceptionsPage() {
  return null;
}
