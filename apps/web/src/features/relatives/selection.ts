/**
 * Ticking a relative on /Addrelatives: the registrant plus the ticked relatives must stay within the
 * activity's relativeNum (spec 2 §5), so a tick past `max` (relativeNum - 1) is refused at once with
 * the spec's message instead of waiting for the server. `max` null: the activity could not be read;
 * the server still enforces the cap on confirm.
 */
export function toggleRelative(
  chosen: ReadonlySet<string>,
  id: string,
  on: boolean,
  max: number | null,
): { ok: true; chosen: Set<string> } | { ok: false; max: number } {
  if (on && !chosen.has(id) && max !== null && chosen.size >= max) return { ok: false, max };
  const next = new Set(chosen);
  if (on) next.add(id);
  else next.delete(id);
  return { ok: true, chosen: next };
}
