import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApproveStatus, ErrorCode } from '@ehome/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { DEMO_IDS, DEMO_PASSWORD, HEAD_OFFICE } from '../db/demo';
import { DEMO_LEAVE_IDS } from '../db/demo/leave';
import { applies, approvalTasks, employees } from '../db/schema';
import { bearer, createTestApp, type TestApp } from '../testing/app';
import { fixedClock } from './clock';

// Monday 23 November 2026, 08:55 in Shanghai: the whole office arrives within the minute.
const clock = fixedClock('2026-11-23T00:55:00Z');
const OFFICE = '203.0.113.10';
const STAFF = 400;
const defaults = loadConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:' });
let app: TestApp;
/** The office's tokens, by person, from their morning login. */
const officeTokens: string[] = [];

beforeAll(async () => {
  // The production limits, on: the point is that they let an office through. The limiter's window runs
  // on the real clock; ten minutes instead of one only makes the same limits stricter, and keeps
  // every request of the test in one window however slow the machine is.
  app = await createTestApp({
    clock,
    config: { rateLimit: { ...defaults.rateLimit, windowMs: 10 * 60_000 }, loginLock: defaults.loginLock },
  });
  const db = app.database.db;
  const [model] = await db.select().from(employees).where(eq(employees.eid, DEMO_IDS.zhangsan));
  if (!model) throw new Error('demo data missing');
  const { eid: _eid, createdAt: _createdAt, ...shared } = model;
  // One hash for all: the password is the demo one, and hashing 400 times would only cost time.
  await db.insert(employees).values(
    Array.from({ length: STAFF }, (_, i) => ({
      ...shared,
      userName: `office${i}`,
      employeeNo: `T${String(i).padStart(4, '0')}`,
      employeeName: `员工${i}`,
    })),
  );
}, 120_000);
afterAll(async () => {
  await app?.close();
});

type Answer = { status: number; errNo: number };

async function send(
  url: string,
  options: { token?: string; method?: 'GET' | 'POST'; payload?: object; address?: string } = {},
): Promise<Answer & { body: { errNo: number; resultData: { token?: string } | null } }> {
  const response = await app.inject({
    method: options.method ?? 'GET',
    url,
    remoteAddress: options.address ?? OFFICE,
    ...(options.token ? { headers: bearer(options.token) } : {}),
    ...(options.payload ? { payload: options.payload } : {}),
  });
  const body = response.json();
  return { status: response.statusCode, errNo: body.errNo, body };
}

/** One person's morning: log in (one in ten mistypes first), open the home page, clock in. */
async function morning(i: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  const userName = `office${i}`;
  if (i % 10 === 0) {
    answers.push(
      await send('/api/Token/Login', { method: 'POST', payload: { userName, password: 'Typo2026' } }),
    );
  }
  const login = await send('/api/Token/Login', {
    method: 'POST',
    payload: { userName, password: DEMO_PASSWORD },
  });
  answers.push(login);
  const token = login.body.resultData?.token;
  if (!token) return answers;
  officeTokens[i] = token;
  for (const url of [
    '/api/User/GetUserInfo',
    '/api/Message/UnreadCount',
    '/api/Apply/ApprovalCounts',
    '/api/CIICEService/GetEmployeeAttendanceDataForCurrentDay',
  ]) {
    answers.push(await send(url, { token }));
  }
  answers.push(
    await send(`/api/CIICEService/ClockIn?jd=${HEAD_OFFICE.longitude}&wd=${HEAD_OFFICE.latitude}`, { token }),
  );
  return answers;
}

describe('rate limits an office can live with', () => {
  it(`lets ${STAFF} people behind one address log in, open the home page and clock in`, async () => {
    const answers: Answer[] = [];
    // Twenty at a time, as people arrive: the limits count the same requests however they interleave.
    for (let start = 0; start < STAFF; start += 20) {
      const batch = await Promise.all(Array.from({ length: 20 }, (_, k) => morning(start + k)));
      answers.push(...batch.flat());
    }
    expect(answers.filter((a) => a.status === 429)).toEqual([]);
    const typos = answers.filter((a) => a.errNo === ErrorCode.LoginFailed).length;
    expect(typos).toBe(STAFF / 10);
    // Every login, home page call and clock-in succeeded (the typos aside).
    expect(answers.filter((a) => a.errNo === 0)).toHaveLength(STAFF * 6);
  }, 300_000);

  it(`lets ${STAFF} of them file a leave at once from there, each sent twice, and their manager approve them in batches: one leave each`, async () => {
    expect(officeTokens.filter(Boolean)).toHaveLength(STAFF);
    const leave = {
      categoryId: DEMO_LEAVE_IDS.personal,
      startTime: '2026-11-25 09:00',
      endTime: '2026-11-25 18:00',
      remark: '家事',
      approveStatus: 1,
    };
    const filed: string[] = [];
    const answers: Answer[] = [];
    for (let start = 0; start < STAFF; start += 20) {
      const pairs = await Promise.all(
        officeTokens
          .slice(start, start + 20)
          .map((token) =>
            Promise.all(
              [1, 2].map(() => send('/api/LeaveApply/Create', { token, method: 'POST', payload: leave })),
            ),
          ),
      );
      for (const pair of pairs) {
        answers.push(...pair);
        // The doubled send files once; the other is refused as overlapping it.
        const ok = pair.filter((a) => a.errNo === 0);
        expect(ok).toHaveLength(1);
        const applyId = (ok[0]?.body.resultData as { applyId?: string } | undefined)?.applyId;
        if (applyId) filed.push(applyId);
      }
    }
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(new Set(filed).size).toBe(STAFF);

    // Their manager lisi, at the same office, agrees in batches of 50 (the most one call takes).
    const lisi = (
      await send('/api/Token/Login', {
        method: 'POST',
        payload: { userName: 'lisi', password: DEMO_PASSWORD },
      })
    ).body.resultData?.token as string;
    const tasks = await app.database.db
      .select({ applyId: approvalTasks.applyId, taskId: approvalTasks.id })
      .from(approvalTasks)
      .where(and(inArray(approvalTasks.applyId, filed), eq(approvalTasks.assigneeEid, DEMO_IDS.lisi)));
    expect(tasks).toHaveLength(STAFF);
    for (let start = 0; start < STAFF; start += 50) {
      const batch = await send('/api/Apply/ApplyActionBatch', {
        token: lisi,
        method: 'POST',
        payload: { items: tasks.slice(start, start + 50), action: 'agree' },
      });
      expect(batch.status).toBe(200);
      expect((batch.body.resultData as unknown as { succeeded: unknown[] }).succeeded).toHaveLength(50);
    }
    const approved = await app.database.db
      .select({ id: applies.id })
      .from(applies)
      .where(and(inArray(applies.id, filed), eq(applies.approveStatus, ApproveStatus.Approved)));
    expect(approved).toHaveLength(STAFF);
  }, 300_000);

  it(`stops one user's runaway client after ${defaults.rateLimit.userMax} requests a minute, not their colleagues`, async () => {
    const token = await app.login('zhaoliu');
    const colleague = await app.login('sunqi');
    const statuses: number[] = [];
    for (let i = 0; i < 2000; i++) {
      const answer = await send('/api/User/GetUserInfo', { token });
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.errNo).toBe(ErrorCode.RateLimited);
        break;
      }
    }
    expect(statuses.indexOf(429)).toBe(defaults.rateLimit.userMax);
    expect((await send('/api/User/GetUserInfo', { token: colleague })).status).toBe(200);
  }, 120_000);

  it('bounds junk tokens per address without taking the quota of the real users there', async () => {
    const address = '198.51.100.7';
    const token = await app.login('lisi');
    const junk = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
    let refused: Answer | null = null;
    for (let i = 0; i <= defaults.rateLimit.addressMax && !refused; i++) {
      const answer = await send('/api/User/GetUserInfo', { token: junk, address });
      if (answer.status !== 401) refused = answer;
    }
    expect(refused).toMatchObject({ status: 429, errNo: ErrorCode.RateLimited });
    expect((await send('/api/User/GetUserInfo', { token, address })).status).toBe(200);
  }, 120_000);
});

describe('the web app behind one address', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'ehome-web-'));
  const ADDRESS_MAX = 5;
  let web: TestApp;

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><head></head><div id="root"></div>');
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    web = await createTestApp({
      clock,
      config: {
        serveWeb: true,
        webDist,
        rateLimit: { ...defaults.rateLimit, windowMs: 10 * 60_000, addressMax: ADDRESS_MAX },
      },
    });
  });
  afterAll(async () => {
    await web?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("serves the office's pages and scripts whatever their number, and still limits its anonymous calls", async () => {
    const address = '192.0.2.44';
    for (let i = 0; i < ADDRESS_MAX * 10; i++) {
      for (const url of ['/Attendancecard', '/assets/index-abc123.js', '/assets/missing.js']) {
        const response = await web.inject({ url, remoteAddress: address });
        expect(response.statusCode, `${url} #${i + 1}`).not.toBe(429);
      }
    }
    const statuses: number[] = [];
    for (let i = 0; i <= ADDRESS_MAX; i++) {
      statuses.push(
        (await web.inject({ url: '/api/Token/GetCurrentYear', remoteAddress: address })).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(ADDRESS_MAX).fill(200), 429]);
  }, 120_000);
});
