/**
 * The plain facts of the leave contract the screens use (spec 1 §5, §9): limits, the uom codes, the
 * attachment key type. No zod here, so a leave screen that needs a number or a code does not download
 * the schema library with it; schemas.ts builds on these and re-exports them, so '@ehome/shared'
 * keeps every name. The option lists of the zod enums stay beside their enums in schemas.ts.
 */

/** Leave comment max (spec 1 §5, §9). */
export const LEAVE_REMARK_MAX = 30;
/** Marriage leave must end at most this many days after the marriage date (spec 1 §5, §9). */
export const MARRIAGE_WINDOW_DAYS = 365;
/** A leave longer than this many days also needs the HR step. */
export const LEAVE_HR_STEP_OVER_DAYS = 3;
/** Attachment key type of a leave request's files (keyId = applyId). */
export const LEAVE_ATTACHMENT_KEY_TYPE = 'leave';
/** The empty GUID the form sends as ApplyId before a request exists (GetApplyExtendFieldList). */
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

/** uom (spec 1 §9): 1 day, otherwise hour. */
export const LeaveUom = { Hour: 0, Day: 1 } as const;
export type TLeaveUom = (typeof LeaveUom)[keyof typeof LeaveUom];

/** Max length of an extension field's value. */
export const EXTEND_FIELD_VALUE_MAX = 200;
