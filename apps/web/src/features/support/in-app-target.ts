/**
 * A forward target of /blank?to=: a path of this app ("/x..."), never another origin
 * ("//evil", "/\\evil", "https:...", "javascript:..."); null otherwise.
 */
export function inAppTarget(to: string | null): string | null {
  if (!to?.startsWith('/') || to.startsWith('//') || to.includes('\\')) return null;
  if ([...to].some((c) => c.charCodeAt(0) < 0x20)) return null;
  return to;
}
