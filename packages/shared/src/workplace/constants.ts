/**
 * Uniform receipts (/Signclothes) and the electronic badge (/Electronictag), issue 18.
 * No zod here: screens import it freely.
 */
export const UNIFORM_LIMITS = { item: 40, size: 12, quantityMax: 20, employeeNo: 20 } as const;
/** How long a badge code is accepted, in seconds; the screen asks for a new one before it runs out. */
export const BADGE_CODE_TTL_SECONDS = 60;
/** The MAC part of a badge code: 10 base32 characters (50 bits) for a code that lives 60 seconds. */
export const BADGE_MAC_CHARS = 10;
export const BADGE_CODE_MAX = 60;
/** HR's list of issues: those not confirmed yet, or all. */
export const UNIFORM_FILTERS = ['unconfirmed', 'all'] as const;
export type TUniformFilter = (typeof UNIFORM_FILTERS)[number];
/** A badge's state from the employee's leave status: only a person in service has a valid badge. */
export const BADGE_STATES = ['onboarding', 'inService', 'departed'] as const;
export type TBadgeState = (typeof BADGE_STATES)[number];
