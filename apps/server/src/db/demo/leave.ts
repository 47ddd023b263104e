import {
  addDays,
  calendarDay,
  DayType,
  datesBetween,
  statutoryAnnualLeave,
  type TLeaveDayDetail,
  type TStoredLeaveCategorySettings,
  weekdayOf,
  ZStoredLeaveCategorySettings,
} from '@ehome/shared';
import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import { businessDate, instantAt, inZone } from '../../platform/clock';
import type { Tx } from '../client';
import {
  applies,
  approvalTasks,
  attendanceRecords,
  auditTrails,
  leaveApplies,
  leaveCategories,
  leaveGrants,
  notifications,
} from '../schema';
import { raiseApplySequence } from './apply-numbers';

/** Fixed ids so a second load is a no-op and tests can refer to the leave types. */
export const DEMO_LEAVE_IDS = {
  annual: '0b6c3a5e-1d2f-4c8a-9e10-000000006001',
  personal: '0b6c3a5e-1d2f-4c8a-9e10-000000006002',
  sick: '0b6c3a5e-1d2f-4c8a-9e10-000000006003',
  marriage: '0b6c3a5e-1d2f-4c8a-9e10-000000006004',
  maternity: '0b6c3a5e-1d2f-4c8a-9e10-000000006005',
  paternity: '0b6c3a5e-1d2f-4c8a-9e10-000000006006',
  bereavement: '0b6c3a5e-1d2f-4c8a-9e10-000000006007',
  compensatory: '0b6c3a5e-1d2f-4c8a-9e10-000000006008',
  nursing: '0b6c3a5e-1d2f-4c8a-9e10-000000006009',
  prenatal: '0b6c3a5e-1d2f-4c8a-9e10-000000006010',
  approvedAnnual: '0b6c3a5e-1d2f-4c8a-9e10-000000006101',
  rejectedPersonal: '0b6c3a5e-1d2f-4c8a-9e10-000000006102',
  pendingAnnual: '0b6c3a5e-1d2f-4c8a-9e10-000000006103',
} as const;

const base: Omit<TStoredLeaveCategorySettings, 'uom' | 'minLength'> = {
  needAttachment: false,
  customFields: [],
  remindOverdraftDays: 0,
  minimumUnitNeedAttachment: null,
  countCalendarDays: false,
  maxLength: null,
  extraPerBaby: 0,
  extraCaesarean: 0,
  extendFields: [],
};
const settings = (
  s: Partial<TStoredLeaveCategorySettings> & Pick<TStoredLeaveCategorySettings, 'uom' | 'minLength'>,
) => ZStoredLeaveCategorySettings.parse({ ...base, ...s });

type DemoCategory = {
  key: keyof typeof DEMO_LEAVE_IDS;
  code: string;
  name: string;
  nameEn: string;
  nameJa: string;
  limitType?: number;
  hasBalance?: boolean;
  remark: string;
  remarkEn: string;
  remarkJa: string;
  settings: TStoredLeaveCategorySettings;
};

/**
 * The usual leave types of a Shanghai company (legal-rules.md): statutory annual leave by service,
 * marriage 10 days, maternity 158 calendar days (+15 per extra baby, +15 for a difficult birth),
 * paternity 10 days, bereavement 3 days; sick leave needs a certificate beyond one day.
 */
const CATEGORIES: DemoCategory[] = [
  {
    key: 'annual',
    code: 'annual',
    name: '年假',
    nameEn: 'Annual leave',
    nameJa: '年次有給休暇',
    limitType: 1,
    hasBalance: true,
    remark: '按累计工作年限享受法定年休假，可按半天请',
    remarkEn: 'Statutory annual leave by total years of service; may be taken in half days',
    remarkJa: '累計勤続年数に応じた法定の年次有給休暇。半日単位で取得できます',
    settings: settings({ uom: 1, minLength: 0.5 }),
  },
  {
    key: 'personal',
    code: 'personal',
    name: '事假',
    nameEn: 'Personal leave',
    nameJa: '私用休暇',
    remark: '无薪，按小时请',
    remarkEn: 'Unpaid; taken by the hour',
    remarkJa: '無給。時間単位で取得します',
    settings: settings({ uom: 0, minLength: 1 }),
  },
  {
    key: 'sick',
    code: 'sick',
    name: '病假',
    nameEn: 'Sick leave',
    nameJa: '病気休暇',
    remark: '超过1天须上传病历或医院证明',
    remarkEn: 'Over 1 day, upload a medical record or a hospital certificate',
    remarkJa: '1日を超える場合は、診断書または病院の証明書をアップロードしてください',
    settings: settings({ uom: 1, minLength: 0.5, minimumUnitNeedAttachment: 1 }),
  },
  {
    key: 'marriage',
    code: 'marriage',
    name: '婚假',
    nameEn: 'Marriage leave',
    nameJa: '結婚休暇',
    remark: '上海：婚假10天，须在结婚登记之日起一年内休完',
    remarkEn: 'Shanghai: 10 days, to be taken within one year of the marriage registration',
    remarkJa: '上海：10日。婚姻届の日から1年以内に取得してください',
    settings: settings({ uom: 1, minLength: 1, customFields: ['MarryDate'], maxLength: 10 }),
  },
  {
    key: 'maternity',
    code: 'maternity',
    name: '产假',
    nameEn: 'Maternity leave',
    nameJa: '産前産後休業',
    remark: '上海：158天（含法定98天），多胞胎每多一个婴儿增加15天，难产增加15天；按自然日计算',
    remarkEn:
      'Shanghai: 158 days (including the statutory 98), plus 15 days for each additional baby and 15 days for a difficult birth; counted in calendar days',
    remarkJa:
      '上海：158日（法定の98日を含む）。多胎の場合は乳児1人増えるごとに15日、難産の場合は15日を加算。暦日で数えます',
    settings: settings({
      uom: 1,
      minLength: 1,
      countCalendarDays: true,
      customFields: ['TwinCount', 'IsPlaningCaesarean'],
      maxLength: 158,
      extraPerBaby: 15,
      extraCaesarean: 15,
      needAttachment: true,
    }),
  },
  {
    key: 'paternity',
    code: 'paternity',
    name: '陪产假',
    nameEn: 'Paternity leave',
    nameJa: '配偶者出産休暇',
    remark: '上海：配偶生育的男职工享受10天陪产假',
    remarkEn: 'Shanghai: a male employee whose spouse gives birth gets 10 days of paternity leave',
    remarkJa: '上海：配偶者が出産した男性社員は10日の休暇を取得できます',
    settings: settings({ uom: 1, minLength: 1, maxLength: 10 }),
  },
  {
    key: 'bereavement',
    code: 'bereavement',
    name: '丧假',
    nameEn: 'Bereavement leave',
    nameJa: '忌引休暇',
    remark: '直系亲属或其他近亲属去世，每次最多3天',
    remarkEn: 'On the death of an immediate or other close relative; up to 3 days each time',
    remarkJa: '直系親族またはその他の近親者が亡くなった場合、1回につき最大3日',
    settings: settings({ uom: 1, minLength: 1, customFields: ['Kinship'], maxLength: 3 }),
  },
  {
    key: 'compensatory',
    code: 'compensatory',
    name: '调休',
    nameEn: 'Time off in lieu',
    nameJa: '代休',
    hasBalance: true,
    remark: '由加班转入的调休时长，按小时请',
    remarkEn: 'Hours converted from overtime; taken by the hour',
    remarkJa: '残業から振り替えた代休時間。時間単位で取得します',
    settings: settings({ uom: 0, minLength: 1 }),
  },
  {
    key: 'nursing',
    code: 'nursing',
    name: '哺乳假',
    nameEn: 'Nursing leave',
    nameJa: '育児時間',
    remark: '婴儿未满1周岁，每天1小时哺乳时间',
    remarkEn: 'One hour a day for nursing a baby under 1 year old',
    remarkJa: '1歳未満の乳児を育てる社員に、1日1時間の育児時間',
    settings: settings({
      uom: 0,
      minLength: 1,
      extendFields: [
        {
          fieldName: 'BabyBirthDate',
          displayName: { zh: '婴儿出生日期', en: "Baby's date of birth", ja: '乳児の生年月日' },
          required: true,
          componentType: 'DatePicker',
        },
      ],
    }),
  },
  {
    key: 'prenatal',
    code: 'prenatal',
    name: '产检假',
    nameEn: 'Prenatal check-up leave',
    nameJa: '妊婦健診休暇',
    remark: '孕期产前检查，按半天请',
    remarkEn: 'Prenatal check-ups during pregnancy; taken in half days',
    remarkJa: '妊娠中の妊婦健診。半日単位で取得します',
    settings: settings({
      uom: 1,
      minLength: 0.5,
      extendFields: [
        {
          fieldName: 'Hospital',
          displayName: { zh: '就诊医院', en: 'Hospital', ja: '受診病院' },
          required: true,
          componentType: 'Input',
        },
      ],
    }),
  },
];

export type LeaveDemoArgs = {
  companyId: string;
  people: { eid: string; hireDate: string; name: string }[];
  zhangsan: string;
  lisi: string;
  wangwu: string;
  now: Date;
  timeZone: string;
};

const isWorkday = (date: string) => calendarDay(date).dayType === DayType.Workday;

/**
 * The demo company's leave types, the balances of every employee (statutory annual leave by hire
 * date for last, this and next year; time off in lieu from overtime) and a little history:
 * 张三's approved half day of annual leave last month and his rejected personal leave, and 李四's
 * four days of annual leave waiting for HR (王五). Laid out around "now" like the attendance demo.
 */
export async function loadLeaveDemo(tx: Tx, args: LeaveDemoArgs): Promise<void> {
  const { companyId, timeZone } = args;
  const id = (key: keyof typeof DEMO_LEAVE_IDS) => DEMO_LEAVE_IDS[key];
  await tx
    .insert(leaveCategories)
    .values(
      CATEGORIES.map((c, index) => ({
        id: id(c.key),
        companyId,
        code: c.code,
        name: c.name,
        nameEn: c.nameEn,
        nameJa: c.nameJa,
        limitType: c.limitType ?? 0,
        remark: c.remark,
        remarkEn: c.remarkEn,
        remarkJa: c.remarkJa,
        settings: c.settings,
        hasBalance: c.hasBalance ?? false,
        sort: (index + 1) * 10,
      })),
    )
    .onConflictDoNothing();

  const today = businessDate(args.now, timeZone);
  const year = Number(today.slice(0, 4));
  const grants: (typeof leaveGrants.$inferInsert)[] = [];
  for (const person of args.people) {
    for (const y of [year - 1, year, year + 1]) {
      grants.push({
        eid: person.eid,
        categoryId: id('annual'),
        year: y,
        granted: String(statutoryAnnualLeave({ hireDate: person.hireDate, year: y })),
        // Last year's leave was taken before the app: payroll carried it in.
        usedBefore: y === year - 1 ? '3' : '0',
        source: 'statutory',
        validFrom: `${y}-01-01`,
        validTo: `${y}-12-31`,
      });
    }
  }
  grants.push(
    ...[
      { eid: args.zhangsan, hours: 16 },
      { eid: args.lisi, hours: 6 },
    ].map(({ eid, hours }) => ({
      eid,
      categoryId: id('compensatory'),
      year,
      granted: String(hours),
      source: 'manual',
      validFrom: `${year}-01-01`,
      validTo: `${year}-12-31`,
      remark: '加班转调休',
    })),
  );
  await tx.insert(leaveGrants).values(grants).onConflictDoNothing();

  // History only on a first load: the requests below are not keyed by anything a rerun would find.
  const existing = await tx
    .select({ id: applies.id })
    .from(applies)
    .where(eq(applies.id, id('approvedAnnual')));
  if (existing.length > 0) return;

  const lastMonth = inZone(args.now, timeZone).subtract(1, 'month');
  const monthFrom = lastMonth.startOf('month').format('YYYY-MM-DD');
  const monthTo = lastMonth.endOf('month').format('YYYY-MM-DD');
  const workdays = datesBetween(monthFrom, monthTo).filter(isWorkday);
  // 张三 left at lunch on a day he did not sign out: the afternoon was annual leave.
  const [noSignOut] = await tx
    .select({ date: attendanceRecords.attendanceDate })
    .from(attendanceRecords)
    .where(
      and(
        eq(attendanceRecords.eid, args.zhangsan),
        gte(attendanceRecords.attendanceDate, monthFrom),
        lte(attendanceRecords.attendanceDate, monthTo),
        isNull(attendanceRecords.signOutAt),
      ),
    )
    .orderBy(attendanceRecords.attendanceDate)
    .limit(1);
  const approvedDate = noSignOut?.date ?? workdays[workdays.length - 1] ?? monthTo;
  // A Monday-to-Friday workday early in the month (not a make-up Saturday), other than the approved one.
  const rejectedDate =
    workdays.find((d, i) => i >= 2 && d !== approvedDate && weekdayOf(d) >= 1 && weekdayOf(d) <= 5) ??
    monthFrom;
  let pendingStart = addDays(today, 7);
  while (!isWorkday(pendingStart)) pendingStart = addDays(pendingStart, 1);
  const pendingDates: string[] = [];
  for (let d = pendingStart; pendingDates.length < 4; d = addDays(d, 1))
    if (isWorkday(d)) pendingDates.push(d);

  const at = (date: string, time: string) => instantAt(date, time, timeZone);
  const sequences = new Map<string, number>();
  const applyNo = (created: Date) => {
    const day = businessDate(created, timeZone);
    const n = (sequences.get(day) ?? 0) + 1;
    sequences.set(day, n);
    return { day, no: `QJ${day.replaceAll('-', '')}${String(n).padStart(4, '0')}` };
  };
  const names = (key: keyof typeof DEMO_LEAVE_IDS) => {
    const c = CATEGORIES.find((x) => x.key === key) as DemoCategory;
    return { zh: c.name, en: c.nameEn, ja: c.nameJa };
  };
  const detail = (date: string, length: number): TLeaveDayDetail => ({ date, workDayType: 0, length });

  type DemoRequest = {
    key: 'approvedAnnual' | 'rejectedPersonal' | 'pendingAnnual';
    eid: string;
    category: 'annual' | 'personal';
    start: Date;
    end: Date;
    length: number;
    uom: 0 | 1;
    details: TLeaveDayDetail[];
    remark: string;
    created: Date;
    status: 1 | 2 | 3;
    decision?: { by: string; action: 'agree' | 'reject'; comment: string; at: Date };
    waitingFor?: { eid: string; stepIndex: number; activity: string };
    days: number;
  };
  const requests: DemoRequest[] = [
    {
      key: 'approvedAnnual',
      eid: args.zhangsan,
      category: 'annual',
      start: at(approvedDate, '13:00'),
      end: at(approvedDate, '18:00'),
      length: 0.5,
      uom: 1,
      details: [detail(approvedDate, 0.5)],
      remark: '下午办理户籍手续',
      created: at(addDays(approvedDate, -3), '10:12'),
      status: 2,
      decision: { by: args.lisi, action: 'agree', comment: '', at: at(addDays(approvedDate, -2), '09:40') },
      days: 0.5,
    },
    {
      key: 'rejectedPersonal',
      eid: args.zhangsan,
      category: 'personal',
      start: at(rejectedDate, '14:00'),
      end: at(rejectedDate, '18:00'),
      length: 4,
      uom: 0,
      details: [detail(rejectedDate, 4)],
      remark: '家中有事',
      created: at(addDays(rejectedDate, -1), '16:05'),
      status: 3,
      decision: {
        by: args.lisi,
        action: 'reject',
        comment: '当天下午有版本评审，请改期',
        at: at(addDays(rejectedDate, -1), '17:20'),
      },
      days: 0.5,
    },
    {
      key: 'pendingAnnual',
      eid: args.lisi,
      category: 'annual',
      start: at(pendingDates[0] as string, '09:00'),
      end: at(pendingDates[3] as string, '18:00'),
      length: 4,
      uom: 1,
      details: datesBetween(pendingDates[0] as string, pendingDates[3] as string).map((d) =>
        isWorkday(d) ? detail(d, 1) : { date: d, workDayType: calendarDay(d).dayType, length: 0 },
      ),
      remark: '家庭旅行',
      created: at(addDays(today, -1), '11:30'),
      status: 1,
      // 李四 has no manager: the manager step is skipped and the leave (over 3 days) waits for HR.
      waitingFor: { eid: args.wangwu, stepIndex: 1, activity: 'hr' },
      days: 4,
    },
  ];

  for (const r of requests) {
    const { day, no } = applyNo(r.created);
    const categoryNames = names(r.category);
    await tx.insert(applies).values({
      id: id(r.key),
      kind: 'leave',
      companyId,
      eid: r.eid,
      loginEid: r.eid,
      categoryId: id(r.category),
      categoryCode: r.category,
      categoryNames,
      applyNo: no,
      approveStatus: r.status,
      startTime: r.start,
      endTime: r.end,
      timeLength: String(r.length),
      timeUnit: r.uom,
      processFacts: { categoryCode: r.category, days: r.days, hours: r.uom === 0 ? r.length : 0 },
      submittedAt: r.created,
      decidedAt: r.decision?.at ?? null,
      createdAt: r.created,
      updatedAt: r.decision?.at ?? r.created,
    });
    await raiseApplySequence(tx, { companyId, prefix: 'QJ', day }, sequences.get(day) as number);
    await tx.insert(leaveApplies).values({
      applyId: id(r.key),
      categoryId: id(r.category),
      startTime: r.start,
      endTime: r.end,
      timeLength: String(r.length),
      timeLengthType: r.uom,
      remark: r.remark,
      details: r.details,
      chargeYear: Number(businessDate(r.start, timeZone).slice(0, 4)),
    });
    await tx.insert(auditTrails).values({
      applyId: id(r.key),
      operation: 'submit',
      operatorEid: r.eid,
      activity: 'applicant',
      operatedAt: r.created,
    });
    if (r.decision) {
      await tx.insert(approvalTasks).values({
        applyId: id(r.key),
        kind: 'leave',
        stepIndex: 0,
        activity: 'manager',
        mode: 'any',
        assigneeEid: r.decision.by,
        status: 1,
        action: r.decision.action,
        comment: r.decision.comment,
        actedAt: r.decision.at,
        createdAt: r.created,
      });
      await tx.insert(auditTrails).values({
        applyId: id(r.key),
        operation: r.decision.action,
        operatorEid: r.decision.by,
        activity: 'manager',
        comments: r.decision.comment,
        operatedAt: r.decision.at,
      });
    }
    if (r.waitingFor) {
      await tx.insert(approvalTasks).values({
        applyId: id(r.key),
        kind: 'leave',
        stepIndex: r.waitingFor.stepIndex,
        activity: r.waitingFor.activity,
        mode: 'any',
        assigneeEid: r.waitingFor.eid,
        createdAt: r.created,
      });
      const applicant = args.people.find((p) => p.eid === r.eid);
      await tx.insert(notifications).values({
        eid: r.waitingFor.eid,
        titleKey: 'approvals.notice.pending',
        params: {
          name: applicant?.name ?? '',
          category_zh: categoryNames.zh,
          category_en: categoryNames.en,
          category_ja: categoryNames.ja,
        },
        applyId: id(r.key),
        link: `/CommonApplicationforView?id=${id(r.key)}`,
        createdAt: r.created,
      });
    }
  }
}
