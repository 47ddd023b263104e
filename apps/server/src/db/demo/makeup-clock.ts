import { translate } from '@ehome/shared';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { businessDate, formatTime, instantAt } from '../../platform/clock';
import type { Tx } from '../client';
import {
  applies,
  approvalTasks,
  attendanceRecords,
  auditTrails,
  makeupClockApplies,
  makeupClockSlots,
} from '../schema';
import { raiseApplySequence } from './apply-numbers';

/** Fixed ids so a second load is a no-op. */
export const DEMO_MAKEUP_IDS = {
  approved: '0b6c3a5e-1d2f-4c8a-9e10-000000014001',
  pending: '0b6c3a5e-1d2f-4c8a-9e10-000000014002',
} as const;

export type MakeupDemoArgs = {
  companyId: string;
  zhangsan: string;
  zhaoliu: string;
  wangwu: string;
  timeZone: string;
};

/**
 * A little make-up clock history: 张三's first late morning (at a client's), made up and approved
 * by 王五 (HR), so the calendar shows a repaired day; and 赵六's forgotten
 * sign-out waiting for 王五, so the make-up approvals have something pending. The other days
 * missing a punch stay open for the demo user to file.
 */
export async function loadMakeupClockDemo(tx: Tx, args: MakeupDemoArgs): Promise<void> {
  const existing = await tx
    .select({ id: applies.id })
    .from(applies)
    .where(eq(applies.id, DEMO_MAKEUP_IDS.approved));
  if (existing.length > 0) return;
  const firstMissing = async (eid: string) => {
    const [row] = await tx
      .select({ date: attendanceRecords.attendanceDate })
      .from(attendanceRecords)
      .where(
        and(
          eq(attendanceRecords.eid, eid),
          isNotNull(attendanceRecords.signInAt),
          isNull(attendanceRecords.signOutAt),
        ),
      )
      .orderBy(asc(attendanceRecords.attendanceDate))
      .limit(1);
    return row?.date;
  };
  /** The first day the person signed in after 09:05 (the demo shifts start at 09:00, 5 minutes' grace). */
  const firstLate = async (eid: string) => {
    const rows = await tx
      .select({ date: attendanceRecords.attendanceDate, signInAt: attendanceRecords.signInAt })
      .from(attendanceRecords)
      .where(and(eq(attendanceRecords.eid, eid), isNotNull(attendanceRecords.signInAt)))
      .orderBy(asc(attendanceRecords.attendanceDate));
    return rows.find((r) => r.signInAt && formatTime(r.signInAt, args.timeZone) > '09:05:59')?.date;
  };
  const names = (type: number) => ({
    zh: translate('zh', `makeup.name.${type}`),
    en: translate('en', `makeup.name.${type}`),
    ja: translate('ja', `makeup.name.${type}`),
  });
  const at = (date: string, time: string) => instantAt(date, time, args.timeZone);
  const entries = [
    {
      id: DEMO_MAKEUP_IDS.approved,
      eid: args.zhangsan,
      date: await firstLate(args.zhangsan),
      type: 0,
      remark: '早上到客户现场开会，回公司才打卡',
      decided: true,
      seq: 1,
    },
    {
      id: DEMO_MAKEUP_IDS.pending,
      eid: args.zhaoliu,
      date: await firstMissing(args.zhaoliu),
      type: 1,
      remark: '下班时手机没电',
      decided: false,
      seq: 2,
    },
  ];
  for (const e of entries) {
    if (!e.date) continue;
    const created = at(e.date, '21:30');
    const day = businessDate(created, args.timeZone);
    await tx.insert(applies).values({
      id: e.id,
      kind: 'makeupClock',
      companyId: args.companyId,
      eid: e.eid,
      loginEid: e.eid,
      categoryCode: `makeup${e.type}`,
      categoryNames: names(e.type),
      applyNo: `BK${day.replaceAll('-', '')}${String(e.seq).padStart(4, '0')}`,
      approveStatus: e.decided ? 2 : 1,
      startTime: at(e.date, e.type === 0 ? '09:00' : '18:00'),
      endTime: at(e.date, e.type === 0 ? '09:00' : '18:00'),
      processFacts: { categoryCode: `makeup${e.type}`, days: 0, hours: 0 },
      submittedAt: created,
      decidedAt: e.decided ? at(e.date, '22:10') : null,
      createdAt: created,
      updatedAt: created,
    });
    await raiseApplySequence(tx, { companyId: args.companyId, prefix: 'BK', day }, e.seq);
    await tx.insert(makeupClockApplies).values({
      applyId: e.id,
      eid: e.eid,
      attendanceDate: e.date,
      type: e.type,
      remark: e.remark,
      workStatus: e.type === 0 ? null : 2,
      source: 1,
    });
    await tx
      .insert(makeupClockSlots)
      .values({ eid: e.eid, attendanceDate: e.date, punch: e.type === 0 ? 'in' : 'out', applyId: e.id });
    await tx.insert(auditTrails).values({
      applyId: e.id,
      operation: 'submit',
      operatorEid: e.eid,
      activity: 'applicant',
      operatedAt: created,
    });
    await tx.insert(approvalTasks).values({
      applyId: e.id,
      kind: 'makeupClock',
      stepIndex: 0,
      activity: 'hr',
      mode: 'any',
      assigneeEid: args.wangwu,
      status: e.decided ? 1 : 0,
      action: e.decided ? 'agree' : null,
      comment: e.decided ? '情况属实' : null,
      actedAt: e.decided ? at(e.date, '22:10') : null,
      createdAt: created,
    });
    if (e.decided) {
      await tx.insert(auditTrails).values({
        applyId: e.id,
        operation: 'agree',
        operatorEid: args.wangwu,
        activity: 'hr',
        comments: '情况属实',
        operatedAt: at(e.date, '22:10'),
      });
    }
  }
}
