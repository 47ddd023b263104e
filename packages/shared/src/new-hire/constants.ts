/**
 * New-hire registration before the first login (spec 3 §2.1 "Other onboarding routes", §2.6 public
 * routes). No zod here: screens import it freely.
 */

/** An invitation link is valid this many days; a re-issue starts a new period and kills the old code. */
export const INVITATION_VALID_DAYS = 7;
/** Wrong answers on /Employeelanding before the invitation locks (HR then re-issues it). */
export const LANDING_MAX_FAILURES = 5;
/** The registration token (scope newHire) lives this long; it is not a login token. */
export const REGISTRATION_TOKEN_TTL_SECONDS = 2 * 60 * 60;
/** The scope (and audience suffix) of the registration token. */
export const NEW_HIRE_SCOPE = 'newHire';
/** Random bytes of an invitation code (>= 128 bits), sent base64url in the link. */
export const INVITATION_CODE_BYTES = 24;
/** /WorkExperience keeps at most this many entries. */
export const WORK_EXPERIENCE_MAX = 10;
/** Children a new hire may register (the form's children count is 0 to 4). */
export const NEW_HIRE_CHILDREN_MAX = 4;

export const NEW_HIRE_LIMITS = {
  employeeName: 20,
  socialCity: 20,
  company: 50,
  position: 30,
  reason: 100,
} as const;

/** An invitation as HR sees it. */
export const INVITATION_STATES = ['invited', 'registered', 'expired', 'locked'] as const;
export type TInvitationState = (typeof INVITATION_STATES)[number];

/** The state of an invitation at `now`. */
export function invitationState(
  inv: { registeredAt: Date | null; expiresAt: Date; failures: number },
  now: Date,
): TInvitationState {
  if (inv.registeredAt) return 'registered';
  if (inv.failures >= LANDING_MAX_FAILURES) return 'locked';
  if (inv.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'invited';
}

/** The public link of an invitation (the code is only ever in the link, never stored). */
export const invitationLink = (code: string) => `/Employeelanding?code=${encodeURIComponent(code)}`;
