import {
  ApproveStatus,
  ErrorCode,
  ownerMay,
  type TApplicationItem,
  type TApproveStatus,
  type TLanguage,
  type TOvertimeCancelDetail,
  type TOvertimeCancelItem,
  type TOvertimeCancelSave,
  type TOvertimeSaved,
} from '@ehome/shared';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { formatDateTime } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import type { ApprovalEngine } from '../approvals/ports';
import * as repo from './repository';
import { actorOf, localizedName, refusal, transferText } from './service';

type Deps = { db: Db; timeZone: string; engine: ApprovalEngine };

const notCancellable = () => new AppError(ErrorCode.Conflict, 'overtime.notCancellable');

/**
 * Overtime cancellation (kind overtimeCancel; spec 1 §4 "Overtime cancellation: edit draft, submit
 * (update), recall, delete"): one open cancellation per approved overtime, filed by its owner. The
 * overtime's id is enough to find it, so UpdateCancel saves or submits "the" cancellation of an
 * overtime; the overtime's row lock serialises every write on it.
 */
export function overtimeCancelService({ db, timeZone, engine }: Deps) {
  const display = (at: Date) => formatDateTime(at, timeZone).slice(0, 16);

  /** The cancellation id an id names: itself when it is one, the open one of an overtime, else null. */
  async function resolve(id: string) {
    const header = await engine.find(db, id);
    if (!header) throw notFound();
    if (header.kind === 'overtimeCancel') {
      const cancel = await repo.findCancel(db, id);
      if (!cancel) throw notFound();
      return { overtimeApplyId: cancel.overtimeApplyId, cancelApplyId: id };
    }
    if (header.kind !== 'overtime') throw notFound();
    const open = await repo.findOpenCancel(db, id);
    return { overtimeApplyId: id, cancelApplyId: open?.applyId ?? null };
  }

  return {
    /** GetCancel {ApplyId}: a cancellation (owner or its approvers), or the form for an overtime (owner). */
    async detail(user: AuthUser, id: string, lang: TLanguage): Promise<TOvertimeCancelDetail> {
      const actor = actorOf(user);
      const { overtimeApplyId, cancelApplyId } = await resolve(id);
      const cancelView = cancelApplyId
        ? await engine.view(db, 'overtimeCancel', cancelApplyId, actor, lang)
        : null;
      // Without a cancellation only the overtime's owner may open the form; an approver of the
      // cancellation sees the overtime it concerns through the cancellation.
      const overtimeView = cancelView
        ? null
        : await engine.view(db, 'overtime', overtimeApplyId, actor, lang);
      if (overtimeView && !overtimeView.isOwner) throw notFound();
      const header = await engine.find(db, overtimeApplyId);
      const row = await repo.findOvertime(db, overtimeApplyId);
      const category = row ? await repo.findCategoryById(db, row.categoryId) : undefined;
      if (!header || !row || !category) throw notFound();
      const cancel = cancelApplyId ? await repo.findCancel(db, cancelApplyId) : undefined;
      const isOwner = header.eid === user.eid;
      const status = (cancelView?.approveStatus ?? null) as TApproveStatus | null;
      const fileable = header.approveStatus === ApproveStatus.Approved && row.cancelledBy === null;
      const base = cancelView ?? overtimeView;
      return {
        overtimeApplyId,
        overtimeApplyNo: header.applyNo,
        categoryName: localizedName(category, lang),
        startTime: display(row.startTime),
        endTime: display(row.endTime),
        timeLength: Number(row.timeLength),
        transferTypeCancel: row.transferType,
        transferTypeText: transferText(row.transferType, lang),
        overtimeRemark: row.remark,
        empName: base?.empName ?? '',
        empNo: base?.empNo ?? '',
        applyId: cancelApplyId,
        applyNo: cancelView?.applyNo ?? '',
        remark: cancel?.remark ?? '',
        approveStatus: status,
        approveStatusText: cancelView?.approveStatusText ?? '',
        taskId: cancelView?.taskId ?? null,
        actionList: cancelView?.actionList ?? [],
        isOwner,
        canEdit: isOwner && fileable && (status === null || ownerMay('edit', status)),
      };
    },

    /** UpdateCancel {ApplyId (overtime), remark, approveStatus}: saves or submits the open cancellation. */
    async save(user: AuthUser, input: TOvertimeCancelSave, lang: TLanguage): Promise<TOvertimeSaved> {
      const actor = actorOf(user);
      const remark = input.remark?.trim() ?? '';
      const submit = input.approveStatus === ApproveStatus.InApproval;
      return db.transaction(async (tx) => {
        // Locks the overtime (and proves it is the caller's) before anything is read.
        const overtime = await engine.getOwned(tx, 'overtime', input.ApplyId, actor);
        const row = await repo.findOvertime(tx, input.ApplyId);
        if (!row || overtime.approveStatus !== ApproveStatus.Approved || row.cancelledBy)
          throw notCancellable();
        if (submit && remark === '')
          throw refusal([{ key: 'overtime.cancelRemarkRequired', field: 'remark' }], lang);
        if (remark.length > 200) {
          throw refusal([{ key: 'overtime.remarkTooLong', field: 'remark', params: { max: 200 } }], lang);
        }
        const header = {
          categoryId: overtime.categoryId,
          categoryCode: overtime.categoryCode,
          categoryNames: overtime.categoryNames,
          startTime: overtime.startTime,
          endTime: overtime.endTime,
          timeLength: overtime.timeLength,
          timeUnit: 0,
        };
        const open = await repo.findOpenCancel(tx, input.ApplyId);
        let cancelId: string;
        if (open) {
          if (!ownerMay('edit', open.approveStatus)) {
            throw new AppError(ErrorCode.Conflict, 'overtime.cancelOpen', { applyNo: open.applyNo });
          }
          cancelId = open.applyId;
          await engine.updateApply(tx, cancelId, header);
          await repo.updateCancelRemark(tx, cancelId, remark);
        } else {
          const created = await engine.createApply(tx, 'overtimeCancel', actor, header);
          cancelId = created.applyId;
          await repo.insertCancel(tx, { applyId: cancelId, overtimeApplyId: input.ApplyId, remark });
        }
        if (submit) {
          await engine.submit(tx, cancelId, actor, {
            categoryCode: overtime.categoryCode,
            days: 0,
            hours: overtime.timeLength ?? 0,
          });
        }
        const saved = await engine.getOwned(tx, 'overtimeCancel', cancelId, actor);
        return {
          applyId: cancelId,
          applyNo: saved.applyNo,
          approveStatus: saved.approveStatus,
          viewPath: `/CommonsOverTimeCancelDetail?applyId=${cancelId}`,
        };
      });
    },

    /** RecallCancel {ApplyId}: a cancellation in approval back to a draft. */
    async recall(user: AuthUser, id: string) {
      const { cancelApplyId } = await resolve(id);
      if (!cancelApplyId) throw notFound();
      return db.transaction(async (tx) => {
        await engine.recall(tx, 'overtimeCancel', cancelApplyId, actorOf(user));
        return { applyId: cancelApplyId, approveStatus: ApproveStatus.Draft as TApproveStatus };
      });
    },

    /** DeleteCancel {ApplyId}: deletes a draft or rejected cancellation. */
    async destroy(user: AuthUser, id: string) {
      const { cancelApplyId } = await resolve(id);
      if (!cancelApplyId) throw notFound();
      return db.transaction(async (tx) => {
        await engine.destroy(tx, 'overtimeCancel', cancelApplyId, actorOf(user));
        return { applyId: cancelApplyId };
      });
    },

    /** overTimeApplyCancelList: my approved overtime that can be cancelled, searchable by applyNo. */
    async cancellable(
      user: AuthUser,
      page: { pageIndex: number; pageSize: number; applyNo?: string },
      lang: TLanguage,
    ): Promise<{ result: TOvertimeCancelItem[]; totalCount: number }> {
      const { rows, totalCount } = await repo.listCancellable(db, user.eid, page);
      return {
        totalCount,
        result: rows.map((r) => ({
          applyId: r.applyId,
          applyNo: r.applyNo,
          categoryName: r.categoryNames[lang] || r.categoryNames.zh,
          startTime: display(r.startTime),
          endTime: display(r.endTime),
          timeLength: Number(r.timeLength),
          transferType: r.transferType,
          cancelApplyId: r.cancelApplyId,
          cancelApproveStatus:
            r.cancelApproveStatus === null ? null : (Number(r.cancelApproveStatus) as TApproveStatus),
        })),
      };
    },

    /** overTimeApplyCancelListSuccess: the cancellations I filed (the inquiry tab). */
    filed(
      user: AuthUser,
      page: { pageIndex: number; pageSize: number; approveStatus?: number },
      lang: TLanguage,
    ): Promise<{ result: TApplicationItem[]; totalCount: number }> {
      return engine.listOwned(db, 'overtimeCancel', actorOf(user), page, lang);
    },
  };
}

export type OvertimeCancelService = ReturnType<typeof overtimeCancelService>;
