/**
 * The few contract constants the leave screens need at first paint. Their source is
 * packages/shared/src/{leave,approvals}/schemas.ts, which also defines the zod schemas; importing a
 * value from there brings zod (24 KB gzipped) into every leave screen, so the screens read these
 * copies and constants.test.ts fails the moment one drifts from its source.
 */

/** LEAVE_REMARK_MAX: leave comment max (spec 1 §5, §9). */
export const REMARK_MAX = 30;
/** LEAVE_ATTACHMENT_KEY_TYPE: attachment key type of a leave request's files (keyId = applyId). */
export const ATTACHMENT_KEY_TYPE = 'leave';
/** EMPTY_GUID: the ApplyId a form sends before its request exists (GetApplyExtendFieldList). */
export const NO_APPLY_ID = '00000000-0000-0000-0000-000000000000';
/** LeaveUom.Day: uom 1 is days, anything else hours (spec 1 §9). */
export const UOM_DAY = 1;
/** ApproveStatus: 0 draft, 1 in approval, 2 approved, 3 rejected. */
export const STATUS = { Draft: 0, InApproval: 1, Approved: 2, Rejected: 3 } as const;
