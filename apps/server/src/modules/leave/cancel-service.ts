import {
  ApproveStatus,
  cancelledLength,
  checkLeaveCancel,
  checkRequestDates,
  ErrorCode,
  LeaveUom,
  ownerMay,
  type TApplicationItem,
  type TApproveStatus,
  type TCancelledLeave,
  type TLanguage,
  type TLeaveCancelCreate,
  type TLeaveCancelDetail,
  type TLeaveCancelSaved,
  type TLeaveCancelUpdate,
  type TLeaveDayDetail,
  type TMessageKey,
} from '@ehome/shared';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { businessDate, type Clock, formatDateTime, instantAt } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import type { Actor, ApprovalEngine, RequestKindDefinition } from '../approvals/ports';
import * as cancelRepo from './cancel-repository';
import * as repo from './repository';

/** Leave cancellation (销假): the direct manager decides. */
export const leaveCancelKindDefinition: RequestKindDefinition = {
  kind: 'leaveCancel',
  process: () => [{ activity: 'manager', approver: { type: 'manager' }, mode: 'any' }],
  viewPath: (applyId) => `/LeaveCancelDetail?applyId=${applyId}`,
};

type Deps = { db: Db; clock: Clock; timeZone: string; engine: ApprovalEngine };

const actorOf = (user: AuthUser): Actor => ({ eid: user.eid, companyId: user.companyId });
const refusal = (key: TMessageKey, params: Record<string, string | number> = {}) =>
  new AppError(ErrorCode.Failed, key, params);

/**
 * Leave cancellation (销假): the owner of an approved leave asks to cancel it whole or from a date
 * on; on approval the cancelled part stops being charged (balances read approved cancellations)
 * and stops showing on the calendar (the leave's RequestSource cuts the period). One unfinished
 * cancellation per leave: the leave's row is locked while one is written.
 */
export function leaveCancelService({ db, clock, timeZone, engine }: Deps) {
  const display = (at: Date) => formatDateTime(at, timeZone).slice(0, 16);
  const dateOf = (at: Date) => businessDate(at, timeZone);

  /** The leave as a cancellation sees it: its dates still charged after approved cancellations. */
  async function leaveInfo(conn: DbOrTx, leaveApplyId: string, lang: TLanguage, excludeCancelId?: string) {
    const [header, row] = await Promise.all([
      engine.find(conn, leaveApplyId),
      repo.findLeaveApply(conn, leaveApplyId),
    ]);
    if (!header || !row || header.kind !== 'leave') throw notFound();
    const approved = (await cancelRepo.cancelsOfLeave(conn, leaveApplyId, [ApproveStatus.Approved])).filter(
      (c) => c.applyId !== excludeCancelId,
    );
    const firstCut = approved.map((c) => c.cancelFrom).sort()[0];
    const days = (row.details as TLeaveDayDetail[])
      .filter((d) => !firstCut || d.date < firstCut)
      .map((d) => ({ date: d.date, length: d.length }));
    const startDate = dateOf(row.startTime);
    const endDate = dateOf(row.endTime);
    const info: TCancelledLeave = {
      applyId: leaveApplyId,
      applyNo: header.applyNo,
      categoryName: header.categoryNames[lang] || header.categoryNames.zh,
      startTime: display(row.startTime),
      endTime: display(row.endTime),
      timeLength: Number(row.timeLength),
      uom: row.timeLengthType === LeaveUom.Day ? 1 : 0,
      chargedUntil: firstCut ? (days.at(-1)?.date ?? startDate) : endDate,
      days,
    };
    return { header, row, info, startDate, fullyCancelled: firstCut !== undefined && firstCut <= startDate };
  }

  /** Every rule of a cancellation; the leave is locked (its owner's row) by the caller. */
  async function validate(
    tx: Tx,
    user: AuthUser,
    leaveApplyId: string,
    input: { CancelFrom: string; Remark: string },
    lang: TLanguage,
    selfId?: string,
  ) {
    const leaveHeader = await engine.getOwned(tx, 'leave', leaveApplyId, actorOf(user));
    if (leaveHeader.approveStatus !== ApproveStatus.Approved) throw refusal('leaveCancel.leaveNotApproved');
    const open = (
      await cancelRepo.cancelsOfLeave(tx, leaveApplyId, [ApproveStatus.Draft, ApproveStatus.InApproval])
    ).filter((c) => c.applyId !== selfId);
    if (open[0]) throw refusal('leaveCancel.alreadyOpen', { applyNo: open[0].applyNo });
    const leave = await leaveInfo(tx, leaveApplyId, lang);
    if (leave.fullyCancelled) throw refusal('leaveCancel.fullyCancelled');
    const from = input.CancelFrom.trim();
    const issues = checkLeaveCancel({
      from,
      remark: input.Remark,
      leaveStartDate: leave.startDate,
      leaveEndDate: leave.info.chargedUntil,
      days: leave.info.days,
    });
    if (issues[0]) throw refusal(issues[0].key, issues[0].params);
    const window = checkRequestDates([from], businessDate(clock.now(), timeZone));
    if (window[0]) throw refusal(window[0].key, window[0].params);
    const length = cancelledLength(leave.info.days, from);
    const cancelStart = from === leave.startDate ? leave.row.startTime : instantAt(from, '00:00', timeZone);
    return { leave, from, length, cancelStart, remark: input.Remark.trim() };
  }

  type Checked = Awaited<ReturnType<typeof validate>>;

  function headerOf(v: Checked) {
    return {
      categoryId: v.leave.header.categoryId,
      categoryCode: v.leave.header.categoryCode,
      categoryNames: v.leave.header.categoryNames,
      startTime: v.cancelStart,
      endTime: v.leave.row.endTime,
      timeLength: v.length,
      timeUnit: v.leave.row.timeLengthType,
    };
  }

  function factsOf(v: Checked) {
    const day = v.leave.row.timeLengthType === LeaveUom.Day;
    return { categoryCode: v.leave.header.categoryCode, days: day ? v.length : 0, hours: day ? 0 : v.length };
  }

  async function saved(tx: Tx, applyId: string, user: AuthUser): Promise<TLeaveCancelSaved> {
    const header = await engine.getOwned(tx, 'leaveCancel', applyId, actorOf(user));
    return {
      applyId,
      applyNo: header.applyNo,
      approveStatus: header.approveStatus,
      viewPath: leaveCancelKindDefinition.viewPath(applyId),
    };
  }

  return {
    /** Get {ApplyId}: a cancellation for its owner or approver; {LeaveApplyId}: a new one for the owner's leave. */
    async detail(
      user: AuthUser,
      body: { ApplyId?: string; LeaveApplyId?: string },
      lang: TLanguage,
    ): Promise<TLeaveCancelDetail> {
      if (body.ApplyId) {
        const view = await engine.view(db, 'leaveCancel', body.ApplyId, actorOf(user), lang);
        const row = await cancelRepo.findCancel(db, body.ApplyId);
        if (!row) throw notFound();
        const leave = await leaveInfo(db, row.leaveApplyId, lang, body.ApplyId);
        return {
          applyId: body.ApplyId,
          applyEntity: view,
          leave: leave.info,
          cancelFrom: row.cancelFrom,
          cancelLength: Number(row.cancelLength),
          remark: row.remark,
        };
      }
      const leaveId = body.LeaveApplyId as string;
      const view = await engine.view(db, 'leave', leaveId, actorOf(user), lang);
      if (!view.isOwner) throw notFound();
      const leave = await leaveInfo(db, leaveId, lang);
      return {
        applyId: null,
        applyEntity: null,
        leave: leave.info,
        cancelFrom: leave.startDate,
        cancelLength: cancelledLength(leave.info.days, leave.startDate),
        remark: '',
      };
    },

    create(user: AuthUser, input: TLeaveCancelCreate, lang: TLanguage): Promise<TLeaveCancelSaved> {
      return db.transaction(async (tx) => {
        await repo.lockEmployee(tx, user.eid);
        const v = await validate(tx, user, input.LeaveApplyId, input, lang);
        const header = await engine.createApply(tx, 'leaveCancel', actorOf(user), headerOf(v), input.ApplyId);
        await cancelRepo.insertCancel(tx, {
          applyId: header.applyId,
          leaveApplyId: input.LeaveApplyId,
          cancelFrom: v.from,
          cancelStart: v.cancelStart,
          cancelLength: String(v.length),
          remark: v.remark,
        });
        if (input.approveStatus === ApproveStatus.InApproval) {
          await engine.submit(tx, header.applyId, actorOf(user), factsOf(v));
        }
        return saved(tx, header.applyId, user);
      });
    },

    update(user: AuthUser, input: TLeaveCancelUpdate, lang: TLanguage): Promise<TLeaveCancelSaved> {
      return db.transaction(async (tx) => {
        await repo.lockEmployee(tx, user.eid);
        const current = await engine.getOwned(tx, 'leaveCancel', input.ApplyId, actorOf(user));
        if (!ownerMay('edit', current.approveStatus))
          throw new AppError(ErrorCode.Conflict, 'approvals.notDraft');
        const row = await cancelRepo.findCancel(tx, input.ApplyId);
        if (!row) throw notFound();
        const v = await validate(tx, user, row.leaveApplyId, input, lang, input.ApplyId);
        await engine.updateApply(tx, input.ApplyId, headerOf(v));
        await cancelRepo.updateCancel(tx, input.ApplyId, {
          cancelFrom: v.from,
          cancelStart: v.cancelStart,
          cancelLength: String(v.length),
          remark: v.remark,
        });
        if (input.approveStatus === ApproveStatus.InApproval) {
          await engine.submit(tx, input.ApplyId, actorOf(user), factsOf(v));
        }
        return saved(tx, input.ApplyId, user);
      });
    },

    recall(user: AuthUser, applyId: string): Promise<{ applyId: string; approveStatus: TApproveStatus }> {
      return db.transaction(async (tx) => {
        await engine.recall(tx, 'leaveCancel', applyId, actorOf(user));
        return { applyId, approveStatus: ApproveStatus.Draft };
      });
    },

    destroy(user: AuthUser, applyId: string): Promise<{ applyId: string }> {
      return db.transaction(async (tx) => {
        await engine.destroy(tx, 'leaveCancel', applyId, actorOf(user));
        return { applyId };
      });
    },

    list(
      user: AuthUser,
      page: { pageIndex: number; pageSize: number; approveStatus?: number },
      lang: TLanguage,
    ): Promise<{ result: TApplicationItem[]; totalCount: number }> {
      return engine.listOwned(db, 'leaveCancel', actorOf(user), page, lang);
    },
  };
}

export type LeaveCancelService = ReturnType<typeof leaveCancelService>;
