import { addDays, calendarDay, DayType } from '@ehome/shared';
import { businessDate, instantAt } from '../../platform/clock';
import type { Tx } from '../client';
import {
  applies,
  approvalTasks,
  auditTrails,
  leaveCredits,
  notifications,
  overtimeApplies,
  overtimeCategories,
} from '../schema';
import { DEMO_LEAVE_IDS } from './leave';

/** Fixed ids so a second load is a no-op and tests and journeys can refer to them. */
export const DEMO_OVERTIME_IDS = {
  workday: '0b6c3a5e-1d2f-4c8a-9e10-000000007001',
  restDay: '0b6c3a5e-1d2f-4c8a-9e10-000000007002',
  holiday: '0b6c3a5e-1d2f-4c8a-9e10-000000007003',
  approvedRestDay: '0b6c3a5e-1d2f-4c8a-9e10-000000007101',
  pendingWorkday: '0b6c3a5e-1d2f-4c8a-9e10-000000007102',
} as const;

export type OvertimeDemoArgs = {
  companyId: string;
  zhangsan: string;
  lisi: string;
  now: Date;
  timeZone: string;
};

/**
 * The demo company's overtime types (workday, rest day, holiday; meal break and settlement where they
 * apply) and 张三's history: a rest-day overtime approved by 李四 and settled as 调休 (its 5 hours are
 * credited to his time off in lieu), and a workday evening overtime waiting for 李四.
 */
export async function loadOvertimeDemo(tx: Tx, args: OvertimeDemoArgs): Promise<void> {
  const { companyId, timeZone } = args;
  const id = DEMO_OVERTIME_IDS;
  await tx
    .insert(overtimeCategories)
    .values([
      {
        id: id.workday,
        companyId,
        code: 'workday',
        name: '工作日加班',
        nameEn: 'Workday overtime',
        nameJa: '平日残業',
        dayType: 0,
        customFields: ['DiningTime'],
        defaultTransferType: 0,
        sort: 1,
      },
      {
        id: id.restDay,
        companyId,
        code: 'restDay',
        name: '休息日加班',
        nameEn: 'Rest-day overtime',
        nameJa: '休日出勤',
        dayType: 1,
        customFields: ['DiningTime', 'TransferType'],
        defaultTransferType: 1,
        sort: 2,
      },
      {
        id: id.holiday,
        companyId,
        code: 'holiday',
        name: '法定节假日加班',
        nameEn: 'Public holiday overtime',
        nameJa: '祝日出勤',
        dayType: 2,
        customFields: ['DiningTime'],
        defaultTransferType: 0,
        sort: 3,
      },
    ])
    .onConflictDoNothing();

  const today = businessDate(args.now, timeZone);
  let restDay = addDays(today, -1);
  while (calendarDay(restDay).dayType !== DayType.RestDay) restDay = addDays(restDay, -1);
  let workday = addDays(today, -1);
  while (calendarDay(workday).dayType !== DayType.Workday) workday = addDays(workday, -1);
  const at = (date: string, time: string) => instantAt(date, time, timeZone);

  const requests = [
    {
      key: 'approvedRestDay' as const,
      category: 'restDay' as const,
      names: { zh: '休息日加班', en: 'Rest-day overtime', ja: '休日出勤' },
      start: at(restDay, '10:00'),
      end: at(restDay, '16:00'),
      length: 5,
      dining: 1,
      transferType: 1,
      remark: '版本发布前的回归测试',
      created: at(addDays(restDay, 1), '09:20'),
      status: 2,
      decidedAt: at(addDays(restDay, 1), '11:05'),
    },
    {
      key: 'pendingWorkday' as const,
      category: 'workday' as const,
      names: { zh: '工作日加班', en: 'Workday overtime', ja: '平日残業' },
      start: at(workday, '18:30'),
      end: at(workday, '21:00'),
      length: 2.5,
      dining: 0,
      transferType: null,
      remark: '处理线上故障',
      created: at(workday, '21:10'),
      status: 1,
      decidedAt: null,
    },
  ];
  let sequence = 0;
  for (const r of requests) {
    const day = businessDate(r.created, timeZone);
    sequence += 1;
    const inserted = await tx
      .insert(applies)
      .values({
        id: id[r.key],
        kind: 'overtime',
        companyId,
        eid: args.zhangsan,
        loginEid: args.zhangsan,
        categoryId: id[r.category],
        categoryCode: r.category,
        categoryNames: r.names,
        // 9xxx: clear of the engine's daily sequence (0001 up) for the same day.
        applyNo: `JB${day.replaceAll('-', '')}${String(9000 + sequence)}`,
        approveStatus: r.status,
        startTime: r.start,
        endTime: r.end,
        timeLength: String(r.length),
        timeUnit: 0,
        processFacts: { categoryCode: r.category, days: 0, hours: r.length },
        submittedAt: r.created,
        decidedAt: r.decidedAt,
        createdAt: r.created,
        updatedAt: r.decidedAt ?? r.created,
      })
      .onConflictDoNothing()
      .returning({ id: applies.id });
    if (inserted.length === 0) continue;
    await tx.insert(overtimeApplies).values({
      applyId: id[r.key],
      categoryId: id[r.category],
      startTime: r.start,
      endTime: r.end,
      timeLength: String(r.length),
      diningTime: String(r.dining),
      transferType: r.transferType,
      remark: r.remark,
    });
    await tx.insert(auditTrails).values({
      applyId: id[r.key],
      operation: 'submit',
      operatorEid: args.zhangsan,
      activity: 'applicant',
      operatedAt: r.created,
    });
    if (r.decidedAt) {
      await tx.insert(approvalTasks).values({
        applyId: id[r.key],
        kind: 'overtime',
        stepIndex: 0,
        activity: 'manager',
        mode: 'any',
        assigneeEid: args.lisi,
        status: 1,
        action: 'agree',
        comment: '辛苦了',
        actedAt: r.decidedAt,
        createdAt: r.created,
      });
      await tx.insert(auditTrails).values({
        applyId: id[r.key],
        operation: 'agree',
        operatorEid: args.lisi,
        activity: 'manager',
        comments: '辛苦了',
        operatedAt: r.decidedAt,
      });
      // The approval's comp-leave credit, as the kind's onStatusChange grants it (hours: the demo's
      // 调休 category counts hours).
      await tx
        .insert(leaveCredits)
        .values({
          eid: args.zhangsan,
          categoryId: DEMO_LEAVE_IDS.compensatory,
          year: Number(businessDate(r.start, timeZone).slice(0, 4)),
          amount: String(r.length),
          unit: 0,
          sourceApplyId: id[r.key],
        })
        .onConflictDoNothing();
    } else {
      await tx.insert(approvalTasks).values({
        applyId: id[r.key],
        kind: 'overtime',
        stepIndex: 0,
        activity: 'manager',
        mode: 'any',
        assigneeEid: args.lisi,
        createdAt: r.created,
      });
      await tx.insert(notifications).values({
        eid: args.lisi,
        titleKey: 'approvals.notice.pending',
        params: { name: '张三', category_zh: r.names.zh, category_en: r.names.en, category_ja: r.names.ja },
        applyId: id[r.key],
        link: `/OverTimeView?ApplyId=${id[r.key]}`,
        createdAt: r.created,
      });
    }
  }
}
