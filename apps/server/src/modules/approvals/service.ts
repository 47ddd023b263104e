import {
  APPROVAL_HUB_KINDS,
  BIZ_TYPE_KINDS,
  OUTING_CATEGORY_CODE,
  type TApplyAction,
  type TApplyActionBatch,
  type TApplyActionBatchResult,
  type TApplyActionResult,
  type TApplyKind,
  type TApprovalCounts,
  type TApproveListBody,
  type TApproveListItem,
  type TApproveStatus,
  type TAuditOperation,
  type TAuditTrail,
  type TLanguage,
  translate,
} from '@ehome/shared';
import type { Db } from '../../db/client';
import { businessDate, formatDateTime } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import { categoryName, statusName, type WorkflowEngine } from './engine';
import type { Actor } from './ports';
import * as repo from './repository';

type Deps = { db: Db; timeZone: string; engine: WorkflowEngine };

/**
 * The kinds and category an approval list asks for. Outing and trip share BizType 5 (spec 1 §7); the
 * hub lists them apart by kind (`kind`), as the counts do. A client that tells them apart the legacy
 * way gets the outing list for the OfficialOuting category and the trips for anything else; another
 * category code still filters by category as it says.
 */
export function listKinds(body: Pick<TApproveListBody, 'BizType' | 'kind' | 'applyCategoryCode'>): {
  kinds: readonly TApplyKind[];
  categoryCode?: string;
} {
  const ofBizType = BIZ_TYPE_KINDS[body.BizType] ?? [];
  const code = body.applyCategoryCode || undefined;
  if (body.kind) return { kinds: ofBizType.filter((kind) => kind === body.kind), categoryCode: code };
  if (ofBizType.includes('outing') && ofBizType.includes('trip')) {
    return code === OUTING_CATEGORY_CODE
      ? { kinds: ['outing'], categoryCode: code }
      : { kinds: ['trip'], categoryCode: code };
  }
  return { kinds: ofBizType, categoryCode: code };
}

export type ApprovalsService = ReturnType<typeof approvalsService>;

/** The approver's side of the workflow: acting on tasks, the trail, the approval lists and counts. */
export function approvalsService({ db, timeZone, engine }: Deps) {
  const dateTime = (at: Date | null) => (at ? formatDateTime(at, timeZone) : '');
  const minutes = (at: Date | null) => (at ? formatDateTime(at, timeZone).slice(0, 16) : '');

  function listItem(
    row: { apply: repo.ListApply; empName: string; empNo: string },
    taskId: string | null,
    lang: TLanguage,
  ): TApproveListItem {
    const a = row.apply;
    const category = categoryName(a.categoryNames, lang);
    return {
      applyId: a.id,
      kind: a.kind as TApplyKind,
      taskId,
      categoryName: category,
      categoryDisplayName: translate(lang, 'approvals.listTitle', { name: row.empName, category }),
      categoryCode: a.categoryCode,
      applyNo: a.applyNo,
      approveStatus: a.approveStatus as TApproveStatus,
      approveStatusText: statusName(lang, a.approveStatus),
      empName: row.empName,
      empNo: row.empNo,
      startTime: dateTime(a.startTime),
      endTime: dateTime(a.endTime),
      mobileStartTime: minutes(a.startTime),
      mobileEndTime: minutes(a.endTime),
      MobileAttendanceDate: a.startTime ? businessDate(a.startTime, timeZone) : '',
      timeLength: a.timeLength === null ? null : Number(a.timeLength),
      timeUnit: a.timeUnit,
      submittedAt: a.submittedAt ? dateTime(a.submittedAt) : null,
    };
  }

  return {
    act(input: TApplyAction, actor: Actor): Promise<TApplyActionResult> {
      return db.transaction((tx) => engine.act(tx, input, actor));
    },

    /**
     * Bulk agree: each item decided exactly as ApplyAction would, in its own transaction, one after
     * the other, so a refusal (already decided, withdrawn, not the actor's task) leaves the others
     * standing. A repeated item is decided once. A task agreed before counts as refused, so the
     * answer says honestly that this call changed nothing for it.
     */
    async actBatch(
      input: TApplyActionBatch,
      actor: Actor,
      lang: TLanguage,
    ): Promise<TApplyActionBatchResult> {
      const answer: TApplyActionBatchResult = { succeeded: [], failed: [] };
      const seen = new Set<string>();
      for (const item of input.items) {
        if (seen.has(item.taskId)) continue;
        seen.add(item.taskId);
        const action = {
          action: input.action,
          taskId: item.taskId,
          ApplyId: item.applyId,
          comment: input.comment,
        };
        try {
          const result = await db.transaction((tx) => engine.act(tx, action, actor));
          if (result.changed) {
            answer.succeeded.push({ ...item, approveStatus: result.approveStatus });
          } else {
            answer.failed.push({ ...item, applyNo: '', message: translate(lang, 'approvals.alreadyDone') });
          }
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          answer.failed.push({
            ...item,
            applyNo: '',
            message: translate(lang, error.messageKey, error.params),
          });
        }
      }
      // Numbers only of the requests the actor may see (an approver of them): a stranger learns nothing.
      const visible = await repo.applyNosVisibleTo(
        db,
        answer.failed.map((f) => f.applyId),
        actor.eid,
      );
      for (const failure of answer.failed) failure.applyNo = visible.get(failure.applyId) ?? '';
      return answer;
    },

    /**
     * The request's trail, oldest first, then one pending row per open task. Only the owner and
     * the request's approvers see it; anyone else is told it does not exist.
     */
    async auditTrail(applyId: string, viewer: Actor, lang: TLanguage): Promise<TAuditTrail[]> {
      // The trail and the open tasks are read alongside the access check; nothing of them is
      // answered unless it allowed the viewer.
      const [allowed, entries, open] = await Promise.all([
        engine.canView(db, applyId, viewer.eid),
        repo.trailOf(db, applyId),
        repo.openTasksWithAssignee(db, applyId),
      ]);
      if (!allowed) throw notFound();
      const row = (
        code: TAuditOperation,
        operator: { eid: string; name: string },
        activity: string,
        operateTime: string,
        comments: string,
      ): TAuditTrail => ({
        operation: translate(lang, `approvals.operation.${code}`),
        operationCode: code,
        operator: { eid: operator.eid, cnName: operator.name },
        activityName: translate(lang, `approvals.activity.${activity}`),
        operateTime,
        comments,
      });
      return [
        ...entries.map((e) =>
          row(
            e.operation as TAuditOperation,
            { eid: e.operatorEid, name: e.operatorName },
            e.activity,
            formatDateTime(e.operatedAt, timeZone),
            e.comments,
          ),
        ),
        ...open.map((t) => row('pending', { eid: t.assigneeEid, name: t.assigneeName }, t.activity, '', '')),
      ];
    },

    /** Pending (my open tasks) or processed (requests I acted on) for a BizType, searchable, paged. */
    async approveList(
      actor: Actor,
      body: TApproveListBody,
      page: { pageIndex: number; pageSize: number },
      lang: TLanguage,
    ): Promise<{ result: TApproveListItem[]; totalCount: number }> {
      const filter: repo.ApproveListFilter = {
        assigneeEid: actor.eid,
        ...listKinds(body),
        applyNo: body.applyNo || undefined,
        empName: body.empname || undefined,
      };
      const offset = (page.pageIndex - 1) * page.pageSize;
      if (body.tab === 1) {
        const { rows, totalCount } = await repo.processedApplies(db, filter, page.pageSize, offset);
        return { result: rows.map((r) => listItem(r, null, lang)), totalCount };
      }
      const { rows, totalCount } = await repo.pendingTasks(db, filter, page.pageSize, offset);
      return { result: rows.map((r) => listItem(r, r.taskId, lang)), totalCount };
    },

    async counts(actor: Actor): Promise<TApprovalCounts> {
      const { byKind, processed } = await repo.approvalCounts(db, actor.eid);
      const hub = APPROVAL_HUB_KINDS.map((h) => ({
        hubType: h.hubType,
        key: h.key,
        pending: (h.kinds as readonly string[]).reduce((sum, kind) => sum + (byKind.get(kind) ?? 0), 0),
      }));
      const totalPending = [...byKind.values()].reduce((sum, n) => sum + n, 0);
      return { hub, totalPending, processed };
    },
  };
}
