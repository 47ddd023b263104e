import {
  APPROVAL_HUB_KINDS,
  BIZ_TYPE_KINDS,
  OUTING_CATEGORY_CODE,
  type TApplyAction,
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
import { notFound } from '../../platform/errors';
import { categoryName, statusName, type WorkflowEngine } from './engine';
import type { Actor } from './ports';
import * as repo from './repository';

type Deps = { db: Db; timeZone: string; engine: WorkflowEngine };

/**
 * The kinds a list shows. Outing and trip share BizType 5 (spec 1 §7): the outing list asks for the
 * OfficialOuting category, the special (trip) list for none, so without a code it is the trips only.
 */
function listKinds(bizType: number, categoryCode: string | undefined): readonly TApplyKind[] {
  const kinds = BIZ_TYPE_KINDS[bizType] ?? [];
  if (!kinds.includes('outing') || !kinds.includes('trip')) return kinds;
  return categoryCode === OUTING_CATEGORY_CODE ? ['outing'] : ['trip'];
}

export type ApprovalsService = ReturnType<typeof approvalsService>;

/** The approver's side of the workflow: acting on tasks, the trail, the approval lists and counts. */
export function approvalsService({ db, timeZone, engine }: Deps) {
  const dateTime = (at: Date | null) => (at ? formatDateTime(at, timeZone) : '');
  const minutes = (at: Date | null) => (at ? formatDateTime(at, timeZone).slice(0, 16) : '');

  function listItem(
    row: { apply: repo.ApplyRow; empName: string; empNo: string },
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
     * The request's trail, oldest first, then one pending row per open task. Only the owner and
     * the request's approvers see it; anyone else is told it does not exist.
     */
    async auditTrail(applyId: string, viewer: Actor, lang: TLanguage): Promise<TAuditTrail[]> {
      if (!(await engine.canView(db, applyId, viewer.eid))) throw notFound();
      const [entries, open] = await Promise.all([
        repo.trailOf(db, applyId),
        repo.openTasksWithAssignee(db, applyId),
      ]);
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
        kinds: listKinds(body.BizType, body.applyCategoryCode),
        applyNo: body.applyNo || undefined,
        empName: body.empname || undefined,
        categoryCode: body.applyCategoryCode || undefined,
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
      const [byKind, processed] = await Promise.all([
        repo.pendingCountsByKind(db, actor.eid),
        repo.processedCount(db, actor.eid),
      ]);
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
