import { maternityEntitlement } from '@ehome/shared';
import { eq, sql } from 'drizzle-orm';
import { businessDate, instantAt } from '../../platform/clock';
import type { Tx } from '../client';
import {
  applies,
  applySequences,
  approvalTasks,
  auditTrails,
  leaveApplies,
  leaveCancelApplies,
  leaveCategories,
  leaveGrants,
  maternityApplies,
} from '../schema';
import { DEMO_LEAVE_IDS } from './leave';

/** Fixed ids so a second load is a no-op and tests and journeys can refer to them. */
export const DEMO_MATERNITY_IDS = {
  /** 赵六's birth record, approved by 孙七 and 王五: her maternity leave is granted. */
  approvedRecord: '0b6c3a5e-1d2f-4c8a-9e10-000000014001',
  /** 张三's cancellation (销假) of his approved half day of annual leave, waiting for 李四. */
  pendingCancel: '0b6c3a5e-1d2f-4c8a-9e10-000000014002',
} as const;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Maternity and leave cancellation demo rows (issue 14): a birth record approved 30 days ago with
 * the maternity leave it granted on /LeaveAmount, and a cancellation waiting in the sell-off list.
 */
export async function loadMaternityDemo(
  tx: Tx,
  args: {
    companyId: string;
    zhangsan: string;
    lisi: string;
    wangwu: string;
    zhaoliu: string;
    sunqi: string;
    now: Date;
    timeZone: string;
  },
): Promise<void> {
  const existing = await tx
    .select({ id: applies.id })
    .from(applies)
    .where(eq(applies.id, DEMO_MATERNITY_IDS.approvedRecord));
  if (existing.length > 0) return;
  const { timeZone } = args;
  const today = businessDate(args.now, timeZone);
  const day = today.replaceAll('-', '');
  const birthDate = addDays(today, -40);
  const submitted = instantAt(addDays(today, -35), '10:00', timeZone);
  const managerAgreed = instantAt(addDays(today, -34), '09:30', timeZone);
  const hrAgreed = instantAt(addDays(today, -33), '14:00', timeZone);
  const entitlement = maternityEntitlement({ birthDate, dystocia: false, babyCount: 1, socialCity: '上海' });
  const sequence = async (prefix: string) => {
    const [row] = await tx
      .insert(applySequences)
      .values({ companyId: args.companyId, prefix, day: today, last: 1 })
      .onConflictDoUpdate({
        target: [applySequences.companyId, applySequences.prefix, applySequences.day],
        set: { last: sql`${applySequences.last} + 1` },
      })
      .returning({ last: applySequences.last });
    return `${prefix}${day}${String(row?.last ?? 1).padStart(4, '0')}`;
  };

  // 赵六's approved birth record and the maternity leave it granted.
  await tx.insert(applies).values({
    id: DEMO_MATERNITY_IDS.approvedRecord,
    kind: 'maternity',
    companyId: args.companyId,
    eid: args.zhaoliu,
    loginEid: args.zhaoliu,
    categoryCode: 'maternity',
    categoryNames: { zh: '生育登记', en: 'Birth record', ja: '出産登録' },
    applyNo: await sequence('SY'),
    approveStatus: 2,
    startTime: instantAt(birthDate, '06:20', timeZone),
    timeLength: String(entitlement.total),
    timeUnit: 1,
    processFacts: { categoryCode: 'maternity', days: entitlement.total, hours: 0 },
    submittedAt: submitted,
    decidedAt: hrAgreed,
    createdAt: submitted,
    updatedAt: hrAgreed,
  });
  await tx.insert(maternityApplies).values({
    applyId: DEMO_MATERNITY_IDS.approvedRecord,
    birthTime: instantAt(birthDate, '06:20', timeZone),
    birthDate,
    remark: '上海市第一妇婴保健院',
    grantedDays: String(entitlement.total),
  });
  await tx.insert(approvalTasks).values([
    {
      applyId: DEMO_MATERNITY_IDS.approvedRecord,
      kind: 'maternity',
      stepIndex: 0,
      activity: 'manager',
      mode: 'any',
      assigneeEid: args.sunqi,
      status: 1,
      action: 'agree',
      comment: '母子平安，祝贺',
      actedAt: managerAgreed,
      createdAt: submitted,
    },
    {
      applyId: DEMO_MATERNITY_IDS.approvedRecord,
      kind: 'maternity',
      stepIndex: 1,
      activity: 'hr',
      mode: 'any',
      assigneeEid: args.wangwu,
      status: 1,
      action: 'agree',
      comment: '',
      actedAt: hrAgreed,
      createdAt: managerAgreed,
    },
  ]);
  await tx.insert(auditTrails).values([
    {
      applyId: DEMO_MATERNITY_IDS.approvedRecord,
      operation: 'submit',
      operatorEid: args.zhaoliu,
      activity: 'applicant',
      operatedAt: submitted,
    },
    {
      applyId: DEMO_MATERNITY_IDS.approvedRecord,
      operation: 'agree',
      operatorEid: args.sunqi,
      activity: 'manager',
      comments: '母子平安，祝贺',
      operatedAt: managerAgreed,
    },
    {
      applyId: DEMO_MATERNITY_IDS.approvedRecord,
      operation: 'agree',
      operatorEid: args.wangwu,
      activity: 'hr',
      operatedAt: hrAgreed,
    },
  ]);
  const [maternityCategory] = await tx
    .select({ id: leaveCategories.id })
    .from(leaveCategories)
    .where(eq(leaveCategories.id, DEMO_LEAVE_IDS.maternity));
  if (maternityCategory) {
    await tx
      .insert(leaveGrants)
      .values({
        eid: args.zhaoliu,
        categoryId: maternityCategory.id,
        year: Number(birthDate.slice(0, 4)),
        granted: String(entitlement.total),
        source: 'maternity',
        validFrom: birthDate,
        validTo: addDays(birthDate, entitlement.total - 1),
        remark: '生育登记（演示）',
      })
      .onConflictDoNothing();
  }

  // 张三 asks to cancel his approved half day of annual leave; 李四 decides.
  const [leave] = await tx
    .select({
      startTime: leaveApplies.startTime,
      endTime: leaveApplies.endTime,
      timeLength: leaveApplies.timeLength,
      timeLengthType: leaveApplies.timeLengthType,
      categoryId: leaveApplies.categoryId,
      categoryNames: applies.categoryNames,
      approveStatus: applies.approveStatus,
    })
    .from(leaveApplies)
    .innerJoin(applies, eq(applies.id, leaveApplies.applyId))
    .where(eq(leaveApplies.applyId, DEMO_LEAVE_IDS.approvedAnnual));
  if (!leave) return;
  if (leave.approveStatus !== 2) return;
  const asked = instantAt(addDays(today, -1), '17:30', timeZone);
  await tx.insert(applies).values({
    id: DEMO_MATERNITY_IDS.pendingCancel,
    kind: 'leaveCancel',
    companyId: args.companyId,
    eid: args.zhangsan,
    loginEid: args.zhangsan,
    categoryId: leave.categoryId,
    categoryCode: 'annual',
    categoryNames: leave.categoryNames,
    applyNo: await sequence('XJ'),
    approveStatus: 1,
    startTime: leave.startTime,
    endTime: leave.endTime,
    timeLength: leave.timeLength,
    timeUnit: leave.timeLengthType,
    processFacts: { categoryCode: 'annual', days: Number(leave.timeLength), hours: 0 },
    submittedAt: asked,
    createdAt: asked,
    updatedAt: asked,
  });
  await tx.insert(leaveCancelApplies).values({
    applyId: DEMO_MATERNITY_IDS.pendingCancel,
    leaveApplyId: DEMO_LEAVE_IDS.approvedAnnual,
    cancelFrom: businessDate(leave.startTime, timeZone),
    cancelStart: leave.startTime,
    cancelLength: leave.timeLength,
    remark: '当天下午实际在岗，申请销假',
  });
  await tx.insert(approvalTasks).values({
    applyId: DEMO_MATERNITY_IDS.pendingCancel,
    kind: 'leaveCancel',
    stepIndex: 0,
    activity: 'manager',
    mode: 'any',
    assigneeEid: args.lisi,
    createdAt: asked,
  });
  await tx.insert(auditTrails).values({
    applyId: DEMO_MATERNITY_IDS.pendingCancel,
    operation: 'submit',
    operatorEid: args.zhangsan,
    activity: 'applicant',
    operatedAt: asked,
  });
}
