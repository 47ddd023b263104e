/**
 * `npx tsx bench/statements.ts` (in apps/server, DATABASE_URL set): the SQL statements each bench
 * request sends, counted by wrapping the pg driver's `Client.query`. Starts the app on the database
 * of DATABASE_URL (demo data loaded if empty), sends each request a few times as the bench does and
 * prints, for the last one, how many statements it sent and their text (STATEMENTS_VERBOSE=1).
 * STATEMENTS_ONLY=<substring> picks requests by label.
 */

import { addDays, calendarDay, DayType } from '@ehome/shared';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { DEMO_PASSWORD } from '../src/db/demo';
import { DEMO_LEAVE_IDS } from '../src/db/demo/leave';
import { businessDate, systemClock } from '../src/platform/clock';

const seen: string[] = [];
const original = pg.Client.prototype.query;
// biome-ignore lint/suspicious/noExplicitAny: the driver's overloads
(pg.Client.prototype as any).query = function query(this: pg.Client, ...args: any[]) {
  const first = args[0];
  const text = typeof first === 'string' ? first : (first?.text ?? first?.name ?? '?');
  seen.push(String(text).replace(/\s+/g, ' ').slice(0, 400));
  // biome-ignore lint/suspicious/noExplicitAny: forwarded as given
  return (original as any).apply(this, args);
};

const config = {
  ...loadConfig({ ...process.env, DATA_DIR: ':memory:', LOG_LEVEL: 'warn', NODE_ENV: 'production' }),
  serveWeb: false,
  rateLimit: { enabled: false, windowMs: 60_000, userMax: 0, addressMax: 0, loginMax: 0 },
};
if (!config.databaseUrl) throw new Error('DATABASE_URL is needed');
const app = await buildApp(config);
const login = async (userName: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/Token/Login',
      payload: { userName, password: DEMO_PASSWORD },
    })
  ).json().resultData.token as string;
const zhangsan = await login('zhangsan');
const lisi = await login('lisi');
const date = businessDate(systemClock.now(), config.timeZone);
const [year, month] = date.split('-').map(Number);

const requests: { label: string; method: 'GET' | 'POST'; url: string; token: string; payload?: object }[] = [
  { label: 'GetUserInfo', method: 'GET', url: '/api/User/GetUserInfo', token: zhangsan },
  {
    label: 'clock card day',
    method: 'GET',
    url: '/api/CIICEService/GetEmployeeAttendanceDataForCurrentDay',
    token: zhangsan,
  },
  {
    label: 'CalenderSummary',
    method: 'POST',
    url: '/api/Attendance/CalenderSummary',
    token: zhangsan,
    payload: { attendanceYear: year, attendanceMonth: month },
  },
  {
    label: 'approval list pending',
    method: 'POST',
    url: '/api/Apply/ApplyApproveList?pageIndex=1&pageSize=10',
    token: lisi,
    payload: { BizType: 1, tab: 0 },
  },
  {
    label: 'approval list processed',
    method: 'POST',
    url: '/api/Apply/ApplyApproveList?pageIndex=1&pageSize=10',
    token: lisi,
    payload: { BizType: 1, tab: 1 },
  },
  {
    label: 'approval list search',
    method: 'POST',
    url: '/api/Apply/ApplyApproveList?pageIndex=1&pageSize=10',
    token: lisi,
    payload: { BizType: 1, tab: 0, empname: '张' },
  },
  { label: 'ApprovalCounts', method: 'GET', url: '/api/Apply/ApprovalCounts', token: lisi },
  {
    label: 'own leave list',
    method: 'GET',
    url: '/api/LeaveApply/List?pageIndex=1&pageSize=10',
    token: zhangsan,
  },
  {
    label: 'leave GetDetail',
    method: 'GET',
    url: `/api/LeaveApply/GetDetail?id=${DEMO_LEAVE_IDS.approvedAnnual}`,
    token: zhangsan,
  },
  {
    label: 'audit trail',
    method: 'GET',
    url: `/api/Workflow/GetAudittrails?applyId=${DEMO_LEAVE_IDS.approvedAnnual}`,
    token: zhangsan,
  },
  {
    label: 'GetLeaveCategoryInfo',
    method: 'POST',
    url: '/api/LeaveApply/GetLeaveCategoryInfo',
    token: zhangsan,
    payload: { CategoryId: DEMO_LEAVE_IDS.annual },
  },
];
const pick = process.env.STATEMENTS_ONLY;
const verbose = process.env.STATEMENTS_VERBOSE === '1';
try {
  for (const r of requests.filter((q) => !pick || q.label.includes(pick))) {
    let count = 0;
    for (let i = 0; i < 3; i++) {
      seen.length = 0;
      const response = await app.inject({
        method: r.method,
        url: r.url,
        headers: { authorization: `Bearer ${r.token}` },
        ...(r.payload ? { payload: r.payload } : {}),
      });
      if (response.json().errNo !== 0) throw new Error(`${r.label}: ${response.body.slice(0, 300)}`);
      count = seen.length;
    }
    console.log(`${r.label}: ${count} statements`);
    if (verbose) for (const s of seen) console.log(`   ${s}`);
  }
  if (!pick || 'leave write'.includes(pick)) {
    // The bench's leave write as 张三 (李四 decides): Create + submit, 李四's GetDetail, ApplyAction
    // agree, on the first workday from 30 days ahead where 张三 has no leave yet.
    const call = async (token: string, method: 'GET' | 'POST', url: string, payload?: object) => {
      seen.length = 0;
      const response = await app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });
      return { body: response.json(), count: seen.length, statements: [...seen] };
    };
    for (let d = addDays(date, 30), tries = 0; tries < 300; d = addDays(d, 1), tries++) {
      if (calendarDay(d).dayType !== DayType.Workday) continue;
      const created = await call(zhangsan, 'POST', '/api/LeaveApply/Create', {
        categoryId: DEMO_LEAVE_IDS.personal,
        startTime: `${d} 09:00`,
        endTime: `${d} 18:00`,
        remark: 'statements',
        approveStatus: 1,
      });
      if (created.body.errNo !== 0) continue;
      const applyId = created.body.resultData.applyId as string;
      const detail = await call(lisi, 'GET', `/api/LeaveApply/GetDetail?id=${applyId}`);
      const agreed = await call(lisi, 'POST', '/api/Apply/ApplyAction', {
        action: 'agree',
        taskId: detail.body.resultData.taskId,
        ApplyId: applyId,
      });
      if (agreed.body.errNo !== 0) throw new Error(`agree: ${JSON.stringify(agreed.body).slice(0, 300)}`);
      for (const [label, step] of [
        ['leave write: Create + submit', created],
        ['leave write: GetDetail (approver)', detail],
        ['leave write: ApplyAction agree', agreed],
      ] as const) {
        console.log(`${label}: ${step.count} statements`);
        if (verbose) for (const s of step.statements) console.log(`   ${s}`);
      }
      break;
    }
  }
} finally {
  await app.close();
}
