import { z } from 'zod';
import { zPage } from '../envelope';
import {
  APPLY_KINDS,
  APPROVAL_BATCH_MAX,
  APPROVAL_COMMENT_MAX,
  AUDIT_OPERATIONS,
  BIZ_TYPE_KINDS,
} from './constants';

export * from './constants';

/**
 * The request/approval contract shared by every request kind (spec 1 §3 apply header, approval
 * trail, actions, list items; §4 states; §7 "Approval"). Paths and field names are the spec's.
 */

/** approveStatus (ApproveStatus): 0 draft, 1 in approval, 2 approved, 3 rejected. */
export const ZApproveStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
/** Create/Add and Update take 0 (save draft) or 1 (submit). */
export const ZSaveStatus = z.union([z.literal(0), z.literal(1)], { error: 'validation.saveStatus' });

export const ZApplyKind = z.enum(APPLY_KINDS);

export const ZBizType = z.coerce
  .number({ error: 'validation.bizType' })
  .int()
  .refine((v) => v in BIZ_TYPE_KINDS, { error: 'validation.bizType' });

export const ZActionItem = z.object({ code: z.string(), name: z.string() });
export type TActionItem = z.infer<typeof ZActionItem>;

/** POST /api/Apply/ApplyAction {action, taskId, ApplyId, comment}. */
export const ZApplyAction = z.object({
  action: z
    .string({ error: 'validation.approvalAction' })
    .trim()
    .min(1, { error: 'validation.approvalAction' }),
  taskId: z.uuid({ error: 'validation.taskId' }),
  ApplyId: z.uuid({ error: 'validation.applyId' }),
  comment: z
    .string()
    .trim()
    .max(APPROVAL_COMMENT_MAX, { error: 'validation.approvalComment' })
    .optional()
    .default(''),
});
export type TApplyAction = z.infer<typeof ZApplyAction>;
/** The request after the action: its new status and whether this call changed anything. */
export const ZApplyActionResult = z.object({
  applyId: z.string(),
  approveStatus: ZApproveStatus,
  /** false when the same action had already been taken on this task (a repeated call). */
  changed: z.boolean(),
});
export type TApplyActionResult = z.infer<typeof ZApplyActionResult>;

/** GET /api/Workflow/GetAudittrails?applyId. operation: 提交, 待审批, 同意, 拒绝 (and 撤回). */
export const ZAuditTrailQuery = z.object({ applyId: z.uuid({ error: 'validation.applyId' }) });
export const ZAuditTrail = z.object({
  /** Display text in the reader's language (zh: 提交, 待审批, 同意, 拒绝, 撤回). */
  operation: z.string(),
  operationCode: z.enum(AUDIT_OPERATIONS),
  operator: z.object({ eid: z.string(), cnName: z.string() }),
  activityName: z.string(),
  /** YYYY-MM-DD HH:mm:ss; empty for a pending step. */
  operateTime: z.string(),
  comments: z.string(),
});
export type TAuditTrail = z.infer<typeof ZAuditTrail>;

/**
 * The header part of every request's Get/GetDetail answer, for the viewer: whether they own it,
 * and, when they hold an open task on it, its taskId and action list.
 */
export const ZApplyView = z.object({
  applyId: z.string(),
  applyNo: z.string(),
  eid: z.string(),
  empName: z.string(),
  empNo: z.string(),
  loginEid: z.string(),
  categoryId: z.string().nullable(),
  categoryCode: z.string(),
  categoryName: z.string(),
  approveStatus: ZApproveStatus,
  approveStatusText: z.string(),
  /** The viewer's open task on this request, if any. */
  taskId: z.string().nullable(),
  actionList: z.array(ZActionItem),
  isOwner: z.boolean(),
  /** YYYY-MM-DD HH:mm:ss */
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type TApplyView = z.infer<typeof ZApplyView>;

/** POST /api/Apply/ApplyApproveList?pageIndex&pageSize {BizType, applyNo or empname, applyCategoryCode}. */
export const ZApproveListQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export const ZApproveListBody = z.object({
  BizType: ZBizType,
  /** 0 pending (default), 1 processed by me. */
  tab: z.coerce.number().int().min(0).max(1).optional().default(0),
  applyNo: z.string().trim().max(50).optional(),
  empname: z.string().trim().max(50).optional(),
  applyCategoryCode: z.string().trim().max(50).optional(),
  /**
   * Narrows a BizType holding several kinds to one: BizType 5 holds outing and trip (spec 1 §7), and
   * the hub lists them apart (outing = the OfficialOuting category, trip = the others).
   */
  kind: ZApplyKind.optional(),
});
export type TApproveListBody = z.infer<typeof ZApproveListBody>;
export const ZApproveListItem = z.object({
  applyId: z.string(),
  kind: ZApplyKind,
  taskId: z.string().nullable(),
  categoryName: z.string(),
  categoryDisplayName: z.string(),
  categoryCode: z.string(),
  applyNo: z.string(),
  approveStatus: ZApproveStatus,
  approveStatusText: z.string(),
  empName: z.string(),
  empNo: z.string(),
  /** YYYY-MM-DD HH:mm:ss (empty when the kind has no period). */
  startTime: z.string(),
  endTime: z.string(),
  /** YYYY-MM-DD HH:mm, as the mobile card shows it. */
  mobileStartTime: z.string(),
  mobileEndTime: z.string(),
  MobileAttendanceDate: z.string(),
  timeLength: z.number().nullable(),
  timeUnit: z.number().nullable(),
  /** YYYY-MM-DD HH:mm:ss of submission. */
  submittedAt: z.string().nullable(),
});
export type TApproveListItem = z.infer<typeof ZApproveListItem>;
export const ZApproveListPage = zPage(ZApproveListItem);

/** GET /api/Apply/ApprovalCounts: pending counts per hub kind and per BizType for the hub and query home. */
export const ZApprovalCounts = z.object({
  hub: z.array(z.object({ hubType: z.number().int(), key: z.string(), pending: z.number().int() })),
  totalPending: z.number().int(),
  processed: z.number().int(),
});
export type TApprovalCounts = z.infer<typeof ZApprovalCounts>;

/**
 * POST /api/Apply/ApplyActionBatch {items: [{applyId, taskId}], action: 'agree', comment}: bulk
 * approval of a pending list. Only agree: a rejection needs its own comment, so it stays one by one.
 */
export const ZApplyActionBatch = z.object({
  items: z
    .array(
      z.object({
        applyId: z.uuid({ error: 'validation.applyId' }),
        taskId: z.uuid({ error: 'validation.taskId' }),
      }),
      { error: 'validation.batchItems' },
    )
    .min(1, { error: 'validation.batchItems' })
    .max(APPROVAL_BATCH_MAX, { error: 'validation.batchTooMany' }),
  action: z.literal('agree', { error: 'validation.batchAction' }),
  comment: z
    .string()
    .trim()
    .max(APPROVAL_COMMENT_MAX, { error: 'validation.approvalComment' })
    .optional()
    .default(''),
});
export type TApplyActionBatch = z.infer<typeof ZApplyActionBatch>;
/** Each item decided on its own: the ones that took effect and the ones refused, with the reason. */
export const ZApplyActionBatchResult = z.object({
  succeeded: z.array(z.object({ applyId: z.string(), taskId: z.string(), approveStatus: ZApproveStatus })),
  failed: z.array(
    z.object({
      applyId: z.string(),
      taskId: z.string(),
      /** The request's number when the reader may see it, else empty. */
      applyNo: z.string(),
      /** The refusal in the reader's language, as ApplyAction would have answered it. */
      message: z.string(),
    }),
  ),
});
export type TApplyActionBatchResult = z.infer<typeof ZApplyActionBatchResult>;

/**
 * An item of the applicant's own list (/ApplicationInquiry; spec 1 §3 application list item):
 * applyId, applyNo, categoryName or applyCategoryNameCN/EN, approveStatusName or
 * approveStatusTextCN/EN, localTravelCancelID.
 */
export const ZApplicationItem = z.object({
  applyId: z.string(),
  kind: ZApplyKind,
  applyNo: z.string(),
  categoryName: z.string(),
  applyCategoryNameCN: z.string(),
  applyCategoryNameEN: z.string(),
  approveStatus: ZApproveStatus,
  approveStatusName: z.string(),
  approveStatusTextCN: z.string(),
  approveStatusTextEN: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  timeLength: z.number().nullable(),
  timeUnit: z.number().nullable(),
  createdAt: z.string(),
  localTravelCancelID: z.string().nullable(),
});
export type TApplicationItem = z.infer<typeof ZApplicationItem>;
export const ZApplicationPage = zPage(ZApplicationItem);
/** Owner list query of every kind's List call: pageIndex, pageSize (10) and an optional status. */
export const ZApplicationListQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  approveStatus: z.coerce.number().int().min(0).max(3).optional(),
});

/** Recall / Destory bodies: {ApplyId, eid} (spelling varies by kind; both accepted). */
export const ZApplyRef = z
  .object({
    ApplyId: z.uuid({ error: 'validation.applyId' }).optional(),
    applyId: z.uuid({ error: 'validation.applyId' }).optional(),
    eid: z.string().optional(),
    Eid: z.string().optional(),
  })
  .refine((v) => v.ApplyId ?? v.applyId, { error: 'validation.applyId' })
  .transform((v) => ({ applyId: (v.ApplyId ?? v.applyId) as string }));

/** Every kind's Recall answer: the request and its status after the recall (a draft again). */
export const ZRecalled = z.object({ applyId: z.string(), approveStatus: z.number().int() });
/** Every kind's Destory answer: the deleted request's id. */
export const ZDeleted = z.object({ applyId: z.string() });

/** An in-app message (notifications of tasks and decisions). */
export const ZNotification = z.object({
  id: z.string(),
  title: z.string(),
  applyId: z.string().nullable(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;
export const ZNotificationPage = zPage(ZNotification);
/** GET /api/Message/List?pageIndex&pageSize: my messages, newest first. */
export const ZNotificationListQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
/** POST /api/Message/Read {id}: marks one of my messages read. */
export const ZNotificationRead = z.object({ id: z.uuid({ error: 'validation.messageId' }) });
/**
 * GET /api/Message/UnreadCount: my unread messages and, for the home's approval tile, my pending
 * approvals (one cheap call for both badges of the home page).
 */
export const ZUnreadCount = z.object({
  count: z.number().int().nonnegative(),
  pendingApprovals: z.number().int().nonnegative(),
  /** Where "waiting for me" leads: the list of the one kind waiting, else the hub (waitingListPath). */
  pendingPath: z.string(),
});
export type TUnreadCount = z.infer<typeof ZUnreadCount>;
/** GET /api/Message/Get?id: one of my messages (Mynewsdetail). */
export const ZNotificationQuery = z.object({ id: z.uuid({ error: 'validation.messageId' }) });
/** POST /api/Message/ReadAll: marks all my messages read; answers how many changed. */
export const ZReadAllResult = z.object({ marked: z.number().int().nonnegative() });
