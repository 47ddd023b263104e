/** Placeholder until the screen lands (being built now). */
export function AttendanceDetailPage() {
  return null;
}
