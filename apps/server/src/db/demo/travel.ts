import { addDays, calendarDay, DayType, OUTING_CATEGORY_CODE, TravelType } from '@ehome/shared';
import { and, eq, gte } from 'drizzle-orm';
import { businessDate, instantAt, inZone } from '../../platform/clock';
import type { Tx } from '../client';
import {
  applies,
  approvalTasks,
  attendanceRecords,
  auditTrails,
  localTravelApplies,
  notifications,
  travelCategories,
} from '../schema';
import { raiseApplySequence } from './apply-numbers';

/** Fixed ids so a second load is a no-op and tests can refer to the categories and requests. */
export const DEMO_TRAVEL_IDS = {
  officialOuting: '0b6c3a5e-1d2f-4c8a-9e10-000000014001',
  domesticTrip: '0b6c3a5e-1d2f-4c8a-9e10-000000014002',
  overseasTrip: '0b6c3a5e-1d2f-4c8a-9e10-000000014003',
  trainingTrip: '0b6c3a5e-1d2f-4c8a-9e10-000000014004',
  approvedOuting: '0b6c3a5e-1d2f-4c8a-9e10-000000014101',
  approvedTrip: '0b6c3a5e-1d2f-4c8a-9e10-000000014102',
  pendingTrip: '0b6c3a5e-1d2f-4c8a-9e10-000000014103',
} as const;
const ID = DEMO_TRAVEL_IDS;

/**
 * Outing and trip types: the one outing type and three trip types, of which the form offers the
 * first two (spec 1 §5), so the third shows the rule. Overseas trips need a reason.
 */
const CATEGORIES = [
  {
    id: ID.officialOuting,
    code: OUTING_CATEGORY_CODE,
    type: TravelType.Outing,
    name: '因公外出',
    nameEn: 'Official outing',
    nameJa: '公用外出',
    uom: 0,
    isRemarkRequired: false,
  },
  {
    id: ID.domesticTrip,
    code: 'DomesticTrip',
    type: TravelType.Trip,
    name: '国内出差',
    nameEn: 'Domestic business trip',
    nameJa: '国内出張',
    uom: 1,
    isRemarkRequired: false,
  },
  {
    id: ID.overseasTrip,
    code: 'OverseasTrip',
    type: TravelType.Trip,
    name: '境外出差',
    nameEn: 'Overseas business trip',
    nameJa: '海外出張',
    uom: 1,
    isRemarkRequired: true,
  },
  {
    id: ID.trainingTrip,
    code: 'TrainingTrip',
    type: TravelType.Trip,
    name: '培训出差',
    nameEn: 'Training trip',
    nameJa: '研修出張',
    uom: 1,
    isRemarkRequired: false,
  },
] as const;

export type TravelDemoArgs = {
  companyId: string;
  zhangsan: string;
  lisi: string;
  now: Date;
  timeZone: string;
};

const isWorkday = (date: string) => calendarDay(date).dayType === DayType.Workday;
function workdayFrom(date: string, step: 1 | -1): string {
  let d = date;
  while (!isWorkday(d)) d = addDays(d, step);
  return d;
}

/** Dates from `from` on where the person signed in by 09:00 and out from 18:00 (the demo's office hours). */
async function ordinaryDays(tx: Tx, eid: string, from: string, timeZone: string): Promise<Set<string>> {
  const rows = await tx
    .select({
      date: attendanceRecords.attendanceDate,
      signIn: attendanceRecords.signInAt,
      signOut: attendanceRecords.signOutAt,
    })
    .from(attendanceRecords)
    .where(and(eq(attendanceRecords.eid, eid), gte(attendanceRecords.attendanceDate, from)));
  const days = new Set<string>();
  for (const row of rows) {
    if (!row.signIn || !row.signOut) continue;
    const open = instantAt(row.date, '09:00', timeZone).getTime();
    const close = instantAt(row.date, '18:00', timeZone).getTime();
    if (row.signIn.getTime() <= open && row.signOut.getTime() >= close) days.add(row.date);
  }
  return days;
}

/**
 * The company's outing and trip types and a little history of 张三's: an approved afternoon outing
 * and an approved two-day trip last month (they show on his calendar), and a one-day trip next
 * month waiting for 李四.
 */
export async function loadTravelDemo(tx: Tx, args: TravelDemoArgs): Promise<void> {
  const { companyId, timeZone } = args;
  await tx
    .insert(travelCategories)
    .values(CATEGORIES.map((c, index) => ({ ...c, companyId, sort: (index + 1) * 10 })))
    .onConflictDoNothing();

  const existing = await tx.select({ id: applies.id }).from(applies).where(eq(applies.id, ID.approvedOuting));
  if (existing.length > 0) return;

  const today = businessDate(args.now, timeZone);
  const lastMonth = inZone(args.now, timeZone).subtract(1, 'month').startOf('month').format('YYYY-MM-DD');
  // Only on days 张三 worked his ordinary hours: the attendance demo's late, early, missing and
  // absent days are there to be seen (and made up), so a trip must not cover them.
  const ordinary = await ordinaryDays(tx, args.zhangsan, lastMonth, timeZone);
  const ordinaryFrom = (date: string, days: number) => {
    let d = date;
    for (let tries = 0; tries < 40; tries += 1, d = addDays(d, 1)) {
      const run = Array.from({ length: days }, (_, i) => addDays(d, i));
      if (run.every((day) => isWorkday(day) && ordinary.has(day))) return d;
    }
    return workdayFrom(date, 1);
  };
  const outingDay = ordinaryFrom(addDays(lastMonth, 9), 1);
  const tripFirst = ordinaryFrom(addDays(lastMonth, 16), 2);
  const tripLast = addDays(tripFirst, 1);
  const pendingDay = workdayFrom(addDays(today, 21), 1);
  const at = (date: string, time: string) => instantAt(date, time, timeZone);
  const sequences = new Map<string, number>();

  const requests = [
    {
      id: ID.approvedOuting,
      kind: 'outing' as const,
      prefix: 'WC',
      category: CATEGORIES[0],
      start: at(outingDay, '14:00'),
      end: at(outingDay, '17:40'),
      length: 3.5,
      remark: '拜访客户，确认年度合同',
      arrivalName: '浦东新区客户办公室',
      transportation: '地铁',
      created: at(addDays(outingDay, -1), '16:20'),
      decidedAt: at(addDays(outingDay, -1), '17:05'),
    },
    {
      id: ID.approvedTrip,
      kind: 'trip' as const,
      prefix: 'CC',
      category: CATEGORIES[1],
      start: at(tripFirst, '00:00'),
      end: at(addDays(tripLast, 1), '00:00'),
      length: 2,
      remark: '供应商现场审核',
      arrivalName: '苏州',
      transportation: '高铁',
      created: at(addDays(tripFirst, -3), '10:00'),
      decidedAt: at(addDays(tripFirst, -3), '14:30'),
    },
    {
      id: ID.pendingTrip,
      kind: 'trip' as const,
      prefix: 'CC',
      category: CATEGORIES[1],
      start: at(pendingDay, '00:00'),
      end: at(addDays(pendingDay, 1), '00:00'),
      length: 1,
      remark: '参加行业展会',
      arrivalName: '杭州',
      transportation: '高铁',
      created: at(addDays(today, -1), '15:10'),
      decidedAt: null,
    },
  ];

  for (const r of requests) {
    const day = businessDate(r.created, timeZone);
    const key = `${r.prefix}${day}`;
    const n = (sequences.get(key) ?? 0) + 1;
    sequences.set(key, n);
    const categoryNames = { zh: r.category.name, en: r.category.nameEn, ja: r.category.nameJa };
    const trip = r.kind === 'trip';
    await tx.insert(applies).values({
      id: r.id,
      kind: r.kind,
      companyId,
      eid: args.zhangsan,
      loginEid: args.zhangsan,
      categoryId: r.category.id,
      categoryCode: r.category.code,
      categoryNames,
      applyNo: `${r.prefix}${day.replaceAll('-', '')}${String(n).padStart(4, '0')}`,
      approveStatus: r.decidedAt ? 2 : 1,
      startTime: r.start,
      endTime: r.end,
      timeLength: String(r.length),
      timeUnit: trip ? 1 : 0,
      processFacts: { categoryCode: r.category.code, days: trip ? r.length : 0, hours: trip ? 0 : r.length },
      submittedAt: r.created,
      decidedAt: r.decidedAt,
      createdAt: r.created,
      updatedAt: r.decidedAt ?? r.created,
    });
    await raiseApplySequence(tx, { companyId, prefix: r.prefix, day }, n);
    await tx.insert(localTravelApplies).values({
      applyId: r.id,
      categoryId: r.category.id,
      type: r.category.type,
      startTime: r.start,
      endTime: r.end,
      timeLength: String(r.length),
      remark: r.remark,
      arrivalName: r.arrivalName,
      transportation: r.transportation,
    });
    await tx.insert(auditTrails).values({
      applyId: r.id,
      operation: 'submit',
      operatorEid: args.zhangsan,
      activity: 'applicant',
      operatedAt: r.created,
    });
    await tx.insert(approvalTasks).values({
      applyId: r.id,
      kind: r.kind,
      stepIndex: 0,
      activity: 'manager',
      mode: 'any',
      assigneeEid: args.lisi,
      status: r.decidedAt ? 1 : 0,
      action: r.decidedAt ? 'agree' : null,
      comment: r.decidedAt ? '' : null,
      actedAt: r.decidedAt,
      createdAt: r.created,
    });
    if (r.decidedAt) {
      await tx.insert(auditTrails).values({
        applyId: r.id,
        operation: 'agree',
        operatorEid: args.lisi,
        activity: 'manager',
        operatedAt: r.decidedAt,
      });
    } else {
      await tx.insert(notifications).values({
        eid: args.lisi,
        titleKey: 'approvals.notice.pending',
        params: {
          name: '张三',
          category_zh: categoryNames.zh,
          category_en: categoryNames.en,
          category_ja: categoryNames.ja,
        },
        applyId: r.id,
        link: `/TravelView?ApplyId=${r.id}`,
        createdAt: r.created,
      });
    }
  }
}
