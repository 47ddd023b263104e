import {
  ApproveStatus,
  COMP_LEAVE_CATEGORY_CODE,
  compLeaveAmount,
  OVERTIME_HR_STEP_OVER_HOURS,
  TransferType,
} from '@ehome/shared';
import type { DbOrTx, Tx } from '../../db/client';
import { businessDate } from '../../platform/clock';
import type { RequestKindDefinition } from '../approvals/ports';
import type { ApprovedRequest, RequestSource } from '../attendance/ports';
import { grantCredit, revokeCredit } from '../leave/credits';
import { listCategories as listLeaveCategories } from '../leave/repository';
import type { WorkCalendarService } from '../work-calendar/service';
import * as repo from './repository';

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** The company's active comp-leave (调休) category, if it has one. */
export async function compLeaveCategory(db: DbOrTx, companyId: string) {
  const categories = await listLeaveCategories(db, companyId);
  return categories.find((c) => c.code === COMP_LEAVE_CATEGORY_CODE && c.hasBalance);
}

type KindDeps = { timeZone: string; workCalendar: WorkCalendarService };

/**
 * Overtime: the direct manager; HR as well over 8 hours (labour law caps ordinary daily overtime, so
 * a long one is HR's to see). Approval credits comp leave when the overtime is settled as 调休: hours
 * as they are when the comp-leave category counts hours, else converted to days with the employee's
 * working hours (their shift less the dinner break; 8 without a shift). Credited to the year the
 * overtime started in; same transaction as the approval.
 */
export function overtimeKindDefinition({ timeZone, workCalendar }: KindDeps): RequestKindDefinition {
  return {
    kind: 'overtime',
    process: (facts) => [
      { activity: 'manager', approver: { type: 'manager' }, mode: 'any' },
      ...(facts.hours > OVERTIME_HR_STEP_OVER_HOURS
        ? [{ activity: 'hr', approver: { type: 'role', role: 'hr' }, mode: 'any' } as const]
        : []),
    ],
    viewPath: (applyId) => `/OverTimeView?ApplyId=${applyId}`,
    async onStatusChange(tx: Tx, applyId, _from, to) {
      if (to !== ApproveStatus.Approved) return;
      const row = await repo.findOvertime(tx, applyId);
      if (!row || row.transferType !== TransferType.CompLeave || row.cancelledBy) return;
      const header = await repo.headerOf(tx, applyId);
      if (!header) return;
      const category = await compLeaveCategory(tx, header.companyId);
      if (!category) return;
      const uom = Number((category.settings as { uom?: number }).uom ?? 0);
      const date = businessDate(row.startTime, timeZone);
      let daily = 8;
      if (uom === 1) {
        const shift = (await workCalendar.scheduleFor(tx, header.eid, date, date))?.pattern.shift;
        if (shift) {
          const dinner =
            shift.dinnerStart && shift.dinnerEnd ? minutes(shift.dinnerEnd) - minutes(shift.dinnerStart) : 0;
          daily = (minutes(shift.workEnd) - minutes(shift.workStart) - dinner) / 60;
        }
      }
      await grantCredit(tx, {
        eid: header.eid,
        categoryId: category.id,
        year: Number(date.slice(0, 4)),
        amount: compLeaveAmount(Number(row.timeLength), uom, daily),
        unit: uom,
        sourceApplyId: applyId,
      });
    },
  };
}

/**
 * Overtime cancellation: the direct manager. Approval takes the overtime back in the same
 * transaction: marked cancelled (off the calendar and the summary) and its comp-leave credit revoked.
 * A rejected cancellation is no longer open, so another may be filed.
 */
export const overtimeCancelKindDefinition: RequestKindDefinition = {
  kind: 'overtimeCancel',
  process: () => [{ activity: 'manager', approver: { type: 'manager' }, mode: 'any' }],
  viewPath: (applyId) => `/CommonsOverTimeCancelDetail?applyId=${applyId}`,
  async onStatusChange(tx: Tx, applyId, _from, to, context) {
    const cancel = await repo.findCancel(tx, applyId);
    if (!cancel) return;
    if (to === ApproveStatus.Rejected) {
      await repo.setCancelOpen(tx, applyId, false);
      return;
    }
    if (to !== ApproveStatus.Approved) return;
    await repo.markCancelled(tx, cancel.overtimeApplyId, applyId);
    await revokeCredit(tx, cancel.overtimeApplyId);
    await context.notifyCancelled(tx, cancel.overtimeApplyId);
  },
};

/** Approved, not cancelled overtime for the attendance calendar and summary (shown, excusing nothing). */
export const overtimeRequestSource: RequestSource = {
  kind: 'overtime',
  async listApproved(db, eid, from, to): Promise<ApprovedRequest[]> {
    const rows = await repo.listApprovedOverlapping(db, eid, from, to);
    return rows.map((r) => ({
      applyId: r.applyId,
      categoryCode: r.categoryCode,
      categoryName: r.categoryNames.zh,
      categoryNames: r.categoryNames,
      start: r.startTime,
      end: r.endTime,
    }));
  },
  approvedSql: repo.approvedOverlappingSql,
};
