import { createHash } from 'node:crypto';
import {
  addDays,
  calendarDay,
  DayType,
  datesBetween,
  haversineDistance,
  type TCalendarOverrides,
  weekdayOf,
} from '@ehome/shared';
import { sql } from 'drizzle-orm';
import { businessDate, instantAt, inZone } from '../../platform/clock';
import type { Tx } from '../client';
import {
  attendanceLocations,
  attendanceRecords,
  attendanceRules,
  calendarOverrides,
  clockExceptions,
  companies,
  shifts,
  workSchedules,
} from '../schema';

/** Fixed ids of the attendance demo rows (other domains' demo data and tests may refer to them). */
export const DEMO_ATTENDANCE_IDS = {
  standardShift: '0b6c3a5e-1d2f-4c8a-9e10-000000003001',
  counterShift: '0b6c3a5e-1d2f-4c8a-9e10-000000003002',
  salesCounterLocation: '0b6c3a5e-1d2f-4c8a-9e10-000000002002',
  rules: [4001, 4002, 4003, 4004].map((n) => `0b6c3a5e-1d2f-4c8a-9e10-00000000${n}`),
  attempts: [5001, 5002, 5003].map((n) => `0b6c3a5e-1d2f-4c8a-9e10-00000000${n}`),
} as const;

/** The sales counter in a Lujiazui shopping mall where 赵六 works (WGS-84). */
export const SALES_COUNTER = { latitude: 31.2397, longitude: 121.4998, limit: 200 };

export type DemoPerson = {
  eid: string;
  companyId: string;
  /** The punch point and shift this person uses. */
  point: { id: string; latitude: number; longitude: number };
  shift: { start: string; end: string };
};

/**
 * A deterministic number in [0, 1) per key: the demo data looks random but is the same on every
 * load, so screenshots and documentation stay true.
 */
function unit(key: string): number {
  return createHash('sha256').update(key).digest().readUInt32BE(0) / 2 ** 32;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clockTime = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}:${String(Math.floor(unit(`s${total}`) * 60)).padStart(2, '0')}`;

/** A point within a few dozen metres of a punch point, as a phone's GPS would give. */
function near(point: { latitude: number; longitude: number }, key: string) {
  const dLat = (unit(`${key}:lat`) - 0.5) * 0.0006;
  const dLng = (unit(`${key}:lng`) - 0.5) * 0.0006;
  const position = { latitude: point.latitude + dLat, longitude: point.longitude + dLng };
  return { ...position, distance: Math.round(haversineDistance(position, point)) };
}

type Anomaly = 'late' | 'early' | 'missing' | 'absent';

/**
 * Which workdays (by position in the period, from its start) go wrong for whom: a few late days,
 * an early departure, missing sign-outs and one absence (issue: "some late, some missing, one
 * absence"), spread over both months.
 */
const ANOMALIES: Record<string, Record<number, Anomaly>> = {
  zhangsan: { 4: 'late', 9: 'missing', 15: 'early', 23: 'late', 27: 'missing', 31: 'absent', 36: 'late' },
  zhaoliu: { 6: 'late', 19: 'missing', 26: 'late', 33: 'early' },
  lisi: { 12: 'late' },
  wangwu: { 21: 'early' },
  sunqi: { 8: 'late' },
};

/**
 * Attendance demo rows: shifts, the counter employee's schedule, the sales counter point, company
 * calendar overrides, punches from `since` to yesterday, out-of-range attempts and rule articles.
 */
export async function loadAttendanceDemo(
  tx: Tx,
  args: {
    companyId: string;
    salesDepartmentId: string;
    hrEid: string;
    headOffice: { id: string; latitude: number; longitude: number };
    people: { userName: string; eid: string; counter?: { managerEid: string } }[];
    now: Date;
    timeZone: string;
  },
) {
  const { companyId, now, timeZone } = args;
  const today = businessDate(now, timeZone);
  // Two months of history: from the first day of the month two months back.
  const since = inZone(now, timeZone).subtract(2, 'month').startOf('month').format('YYYY-MM-DD');
  await tx
    .update(companies)
    .set({ attendanceSince: since })
    .where(sql`${companies.id} = ${companyId} and ${companies.attendanceSince} is null`);

  await tx
    .insert(shifts)
    .values([
      {
        id: DEMO_ATTENDANCE_IDS.standardShift,
        companyId,
        name: '标准班',
        nameEn: 'Standard shift',
        nameJa: '標準勤務',
        workStart: '09:00',
        workEnd: '18:00',
        dinnerStart: '12:00',
        dinnerEnd: '13:00',
        isDefault: true,
      },
      {
        id: DEMO_ATTENDANCE_IDS.counterShift,
        companyId,
        name: '门店班',
        nameEn: 'Store shift',
        nameJa: '店舗勤務',
        workStart: '10:00',
        workEnd: '19:00',
        dinnerStart: '12:30',
        dinnerEnd: '13:30',
        lateGraceMinutes: 5,
        earlyGraceMinutes: 5,
      },
    ])
    .onConflictDoNothing();

  await tx
    .insert(attendanceLocations)
    .values({
      id: DEMO_ATTENDANCE_IDS.salesCounterLocation,
      organizationId: args.salesDepartmentId,
      remark: '陆家嘴商场专柜',
      limitMeters: SALES_COUNTER.limit,
      latitude: String(SALES_COUNTER.latitude),
      longitude: String(SALES_COUNTER.longitude),
      createdBy: args.hrEid,
    })
    .onConflictDoNothing();

  for (const person of args.people.filter((p) => p.counter)) {
    await tx
      .insert(workSchedules)
      .values({
        eid: person.eid,
        shiftId: DEMO_ATTENDANCE_IDS.counterShift,
        followsCalendar: false,
        // Counters open six days a week; Tuesday is the counter staff's day off.
        weekdays: [1, 3, 4, 5, 6, 7],
        punchMode: 'counter',
        counterManagerEid: person.counter?.managerEid,
      })
      .onConflictDoNothing();
  }

  // A company day off (its founding day) and an extra Saturday of stock-taking, both last month.
  const lastMonth = inZone(now, timeZone).subtract(1, 'month').startOf('month');
  const fridays = datesBetween(
    lastMonth.format('YYYY-MM-DD'),
    lastMonth.endOf('month').format('YYYY-MM-DD'),
  ).filter((d) => weekdayOf(d) === 5 && calendarDay(d).dayType === DayType.Workday);
  const saturdays = datesBetween(
    lastMonth.format('YYYY-MM-DD'),
    lastMonth.endOf('month').format('YYYY-MM-DD'),
  ).filter((d) => weekdayOf(d) === 6 && calendarDay(d).dayType === DayType.RestDay);
  const overrides = new Map<string, { dayType: 0 | 1 | 2; name: string }>();
  if (fridays[1]) overrides.set(fridays[1], { dayType: DayType.RestDay, name: '公司成立纪念日' });
  if (saturdays.at(-1))
    overrides.set(saturdays.at(-1) as string, { dayType: DayType.Workday, name: '年度盘点' });
  if (overrides.size > 0) {
    await tx
      .insert(calendarOverrides)
      .values([...overrides].map(([date, o]) => ({ companyId, date, ...o, createdBy: args.hrEid })))
      .onConflictDoNothing();
  }
  const companyOverrides: TCalendarOverrides = overrides;

  const records: (typeof attendanceRecords.$inferInsert)[] = [];
  const yesterday = addDays(today, -1);
  for (const person of args.people) {
    const counter = Boolean(person.counter);
    const point = counter
      ? { id: DEMO_ATTENDANCE_IDS.salesCounterLocation, ...SALES_COUNTER }
      : args.headOffice;
    const [start, end] = counter ? ['10:00', '19:00'] : ['09:00', '18:00'];
    const anomalies = ANOMALIES[person.userName] ?? {};
    let workday = 0;
    for (const date of since <= yesterday ? datesBetween(since, yesterday) : []) {
      const weekday = weekdayOf(date) || 7;
      const works = counter ? weekday !== 2 : calendarDay(date, companyOverrides).dayType === DayType.Workday;
      const key = `${person.userName}:${date}`;
      if (!works) {
        // 张三 once came in on a Saturday of the first month: rest-day work that overtime can claim.
        if (
          person.userName === 'zhangsan' &&
          workday < 15 &&
          weekday === 6 &&
          !records.some((r) => r.restDayWork)
        ) {
          const where = near(point, key);
          records.push(punchRow(person.eid, date, point.id, where, '10:02:17', '15:31:40', timeZone, true));
        }
        continue;
      }
      workday += 1;
      const anomaly = anomalies[workday];
      if (anomaly === 'absent') continue;
      const inMinutes =
        anomaly === 'late'
          ? minutes(start) + 6 + Math.floor(unit(`${key}:late`) * 30)
          : minutes(start) - 3 - Math.floor(unit(`${key}:in`) * 22);
      const outMinutes =
        anomaly === 'early'
          ? minutes(end) - 12 - Math.floor(unit(`${key}:early`) * 40)
          : minutes(end) + Math.floor(unit(`${key}:out`) * 75);
      const where = near(point, key);
      records.push(
        punchRow(
          person.eid,
          date,
          point.id,
          where,
          clockTime(inMinutes),
          anomaly === 'missing' ? null : clockTime(outMinutes),
          timeZone,
          false,
        ),
      );
    }
  }
  if (records.length > 0) await tx.insert(attendanceRecords).values(records).onConflictDoNothing();

  // Out-of-range attempts for HR to review: one waiting, one accepted, one dismissed.
  const zhangsan = args.people.find((p) => p.userName === 'zhangsan');
  const zhaoliu = args.people.find((p) => p.userName === 'zhaoliu');
  const attempt = (
    n: number,
    eid: string,
    date: string,
    at: string,
    status: number,
    remark: string | null,
  ) => ({
    id: DEMO_ATTENDANCE_IDS.attempts[n] as string,
    companyId,
    eid,
    kind: 'in',
    attendanceDate: date,
    occurredAt: instantAt(date, at, timeZone),
    // A client's office in Xujiahui, about 6 km from the head office.
    latitude: 31.1955,
    longitude: 121.4365,
    distance: 5390,
    limitMeters: 300,
    locationId: args.headOffice.id,
    locationName: '上海总部（人民广场）',
    reportedDistance: 5388.4,
    reportedLimit: 300,
    status,
    reviewedBy: status === 0 ? null : args.hrEid,
    reviewedAt: status === 0 ? null : instantAt(date, '17:30', timeZone),
    reviewRemark: remark,
  });
  const recentWorkday = [3, 4, 5, 6, 7, 8]
    .map((n) => addDays(today, -n))
    .find((d) => calendarDay(d).dayType === 0);
  const attempts = [];
  if (zhangsan && recentWorkday) attempts.push(attempt(0, zhangsan.eid, recentWorkday, '08:52:10', 0, null));
  if (zhaoliu && since < yesterday) {
    attempts.push(attempt(1, zhaoliu.eid, addDays(since, 9), '09:58:41', 1, '在客户现场办公，已核实'));
    attempts.push(attempt(2, zhaoliu.eid, addDays(since, 20), '10:20:03', 2, '非工作地点'));
  }
  if (attempts.length > 0) await tx.insert(clockExceptions).values(attempts).onConflictDoNothing();

  await tx
    .insert(attendanceRules)
    .values(
      DEMO_RULES.map((rule, sort) => ({ ...rule, id: DEMO_ATTENDANCE_IDS.rules[sort], companyId, sort })),
    )
    .onConflictDoNothing();
}

function punchRow(
  eid: string,
  date: string,
  locationId: string,
  where: { latitude: number; longitude: number; distance: number },
  signIn: string,
  signOut: string | null,
  timeZone: string,
  restDayWork: boolean,
): typeof attendanceRecords.$inferInsert {
  const inAt = instantAt(date, signIn, timeZone);
  const outAt = signOut ? instantAt(date, signOut, timeZone) : null;
  return {
    eid,
    attendanceDate: date,
    signInAt: inAt,
    signInLongitude: where.longitude,
    signInLatitude: where.latitude,
    signInLocationId: locationId,
    signInDistance: where.distance,
    signInSource: 'clock',
    signOutAt: outAt,
    signOutLongitude: outAt ? where.longitude : null,
    signOutLatitude: outAt ? where.latitude : null,
    signOutLocationId: outAt ? locationId : null,
    signOutDistance: outAt ? where.distance : null,
    signOutSource: outAt ? 'clock' : null,
    restDayWork,
    updatedAt: outAt ?? inAt,
  };
}

/** The company's attendance rules (tab 4), as HR would write them. */
const DEMO_RULES: {
  name: string;
  nameEn: string;
  nameJa: string;
  kind: 'text' | 'image';
  contentHtml: string | null;
  imageUrl: string | null;
}[] = [
  {
    name: '考勤管理制度',
    nameEn: 'Attendance policy',
    nameJa: '勤怠管理規程',
    kind: 'text',
    imageUrl: null,
    contentHtml: `<h2>一、工作时间</h2>
<p>公司实行标准工时制：周一至周五 <strong>09:00–18:00</strong>，午休 12:00–13:00，每日工作 8 小时。门店员工按门店班次（10:00–19:00）执行，每周休息一天。</p>
<p>法定节假日及调休安排以国务院办公厅当年通知为准；公司另行安排的休息日或工作日，以考勤日历为准。</p>
<h2>二、迟到与早退</h2>
<ul>
<li>上班打卡时间晚于班次开始时间即为<strong>迟到</strong>（门店班有 5 分钟宽限）。</li>
<li>下班打卡时间早于班次结束时间即为<strong>早退</strong>。</li>
<li>当月累计迟到、早退 3 次以上的，由部门负责人进行面谈。</li>
</ul>
<h2>三、缺卡与旷工</h2>
<ul>
<li>当天只有上班卡或只有下班卡，记为<strong>缺卡</strong>，请在 3 个工作日内提交补打卡申请。</li>
<li>工作日无打卡记录且无已批准的请假、外出或出差申请，记为<strong>旷工</strong>。</li>
</ul>
<h2>四、请假、外出与出差</h2>
<p>经审批通过的请假、外出、出差时间不计入迟到、早退或旷工。</p>
<table><thead><tr><th>类型</th><th>提前申请</th><th>审批人</th></tr></thead>
<tbody><tr><td>年假、事假</td><td>1 个工作日</td><td>直属经理</td></tr>
<tr><td>病假</td><td>当日补交证明</td><td>直属经理</td></tr>
<tr><td>3 天以上假期</td><td>3 个工作日</td><td>直属经理、人事</td></tr></tbody></table>`,
  },
  {
    name: '手机打卡说明',
    nameEn: 'Clocking in on your phone',
    nameJa: 'スマートフォンでの打刻方法',
    kind: 'text',
    imageUrl: null,
    contentHtml: `<h2>如何打卡</h2>
<ol>
<li>打开“考勤打卡”，允许获取位置信息。</li>
<li>在打卡地点范围内（总部 300 米，门店 200 米）点击“上班打卡”或“下班打卡”。</li>
<li>打卡时间以服务器时间为准，与手机时间无关。</li>
</ol>
<h2>下班卡可以重复打</h2>
<p>下班卡以当天<strong>最后一次</strong>打卡为准；上班卡每天只能打一次。</p>
<h2>不在打卡范围内怎么办</h2>
<p>外出办公等原因不在范围内时，打卡会失败，但本次尝试会被记录并提交人事审核；审核通过后即作为当天的打卡记录。如经常在外办公，请提交外出或出差申请。</p>
<h2>定位不准</h2>
<p>请打开手机的 GPS 与 Wi‑Fi，在室外或窗边重试。</p>`,
  },
  {
    name: '节假日与调休安排',
    nameEn: 'Public holidays and make-up workdays',
    nameJa: '祝日と振替出勤',
    kind: 'text',
    imageUrl: null,
    contentHtml: `<p>每年法定节假日共 13 天：元旦 1 天、春节 4 天、清明节 1 天、劳动节 2 天、端午节 1 天、中秋节 1 天、国庆节 3 天（《全国年节及纪念日放假办法》）。</p>
<p>调休上班日在考勤日历中标记为“班”，按正常工作日打卡；放假日标记为“休”。</p>
<p>在休息日或节假日打卡会记录为休息日出勤，可据此申请加班。</p>`,
  },
  {
    name: '打卡流程图',
    nameEn: 'Clock-in flow chart',
    nameJa: '打刻の流れ図',
    kind: 'image',
    contentHtml: null,
    imageUrl: '/rules/punch-flow.svg',
  },
];
