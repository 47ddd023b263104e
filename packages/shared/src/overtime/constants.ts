/**
 * Plain facts of the overtime contract (spec 1 §3 "Overtime apply", §5 "Overtime", §9): no zod here,
 * so the form imports them without the schema library.
 */

/** transferType (spec 1 §3, §9): how the overtime is settled. */
export const TransferType = { Pay: 0, CompLeave: 1 } as const;
export type TTransferType = (typeof TransferType)[keyof typeof TransferType];
export const TRANSFER_TYPES = [TransferType.Pay, TransferType.CompLeave] as const;

/** Fields a category may demand (settings customFields): meal break and settlement. */
export const OVERTIME_CUSTOM_FIELDS = ['DiningTime', 'TransferType'] as const;
export type TOvertimeCustomField = (typeof OVERTIME_CUSTOM_FIELDS)[number];

/** The reason's longest length, as the form's text area allows. */
export const OVERTIME_REMARK_MAX = 200;
/** One request covers at most this many hours from start to end (a night shift into the next day). */
export const OVERTIME_MAX_SPAN_HOURS = 24;
/** Dining (meal break) choices in hours, taken off the length. */
export const DINING_TIME_OPTIONS = [0, 0.5, 1, 1.5, 2] as const;
/** A request longer than this many hours goes to HR after the manager (labour law caps daily overtime). */
export const OVERTIME_HR_STEP_OVER_HOURS = 8;
/** The leave category an approved comp-leave overtime credits (调休). */
export const COMP_LEAVE_CATEGORY_CODE = 'compensatory';
/** The attachment key type of an overtime request (the request kind). */
export const OVERTIME_ATTACHMENT_KEY_TYPE = 'overtime';
