/**
 * Phone numbers (spec 2 §5, spec 3 §5 "Shared patterns"). Apart from patterns.ts so that a form's
 * rule file (the address dialog) can use it without downloading zod.
 */

/** Mainland mobile: 11 digits starting 13 to 19. */
export const MOBILE_RE = /^1[3-9]\d{9}$/;
/** Landline with area code: 0 + 2-3 digits, optional dash, 7-8 digits, optional extension. */
export const LANDLINE_RE = /^0\d{2,3}-?[1-9]\d{6,7}(-\d{1,6})?$/;
/** Zip code: exactly 6 digits. */
export const ZIP_RE = /^\d{6}$/;

export const isPhone = (v: string) => MOBILE_RE.test(v) || LANDLINE_RE.test(v);
