/**
 * The one error-code enum of the API. `errNo` 0 is success; everything else is refused and
 * carries a translated message (see i18n/messages.ts, keys `error.<code>`).
 */
export const ErrorCode = {
  Ok: 0,
  /** Generic business refusal; leave-form calls read errNo 1 as failure (spec 1 §8). */
  Failed: 1,
  /** Input did not pass validation; message lists what is wrong. */
  InvalidInput: 2,
  NotFound: 3,
  /** The action is not allowed in the record's current state. */
  Conflict: 4,
  /** User name or password wrong - never says which. */
  LoginFailed: 10,
  /** Too many wrong passwords for this account or address. */
  LoginLocked: 11,
  /** Too many requests from this address. */
  RateLimited: 12,
  PayloadTooLarge: 13,
  /** Clock-in/out outside every punch point's range (message2 / message6); the attempt is kept. */
  OutOfRange: 20,
  /** Clock-out without a clock-in that day (message5). */
  NotClockedIn: 21,
  /** A second clock-in on the same day. */
  AlreadyClockedIn: 22,
  /** No punch point is set for the employee's organisation (message8). */
  NoPunchLocation: 23,
  /** A counter employee without a counter manager on record (message9). */
  NoCounterManager: 24,
  /** No valid token (HTTP 401). */
  Unauthorized: 401,
  /** Valid token but the role may not act (HTTP 403). */
  Forbidden: 403,
  /** Unexpected server fault; details only in the server log. */
  Internal: 500,
} as const;
export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
