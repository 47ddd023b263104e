/**
 * A non-negative number with up to two decimals ("3", "3.5", "3.25"): lengths in hours or days and
 * amounts typed into a form. Apart from patterns.ts so that a form's rule file can use it without
 * downloading zod.
 */
export const DECIMAL2_RE = /^\d+(\.\d{1,2})?$/;
