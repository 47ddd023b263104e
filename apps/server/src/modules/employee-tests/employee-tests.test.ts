import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { DEMO_SUPPORT_IDS } from '../../db/demo/support';
import { employeeTests, testQuestions, testResults } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../testing/app';

const clock = fixedClock('2026-03-02T02:00:00Z');
const BASE = '/api/EmployeeTest';
const { attendanceRules, infoSecurity } = DEMO_SUPPORT_IDS.tests;
let app: TestApp;
const PEOPLE = ['zhangsan', 'lisi', 'zhaoliu', 'sunqi', 'wangwu'] as const;
type Person = (typeof PEOPLE)[number];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  // The demo tests are published a week before the demo's "now".
  app = await createTestApp({ clock });
  for (const who of PEOPLE) tokens[who] = await app.login(who);
});
afterAll(async () => {
  await app?.close();
});

const get = (who: Person, url: string, lang = 'zh') =>
  app.callAs(tokens[who] as string, 'GET', url, undefined, lang);
const post = (who: Person, url: string, payload: object, lang = 'zh') =>
  app.callAs(tokens[who] as string, 'POST', url, payload, lang);

async function questions(testId: string) {
  return app.database.db
    .select()
    .from(testQuestions)
    .where(eq(testQuestions.testId, testId))
    .orderBy(testQuestions.sort);
}
/** All right answers, or all but the first question right. */
async function answersFor(testId: string, allRight: boolean) {
  const qs = await questions(testId);
  return Object.fromEntries(
    qs.map((q, i) => [
      q.id,
      allRight || i > 0
        ? q.correct
        : q.options
            .map((o) => o.key)
            .filter((k) => !q.correct.includes(k))
            .slice(0, 1),
    ]),
  );
}

describe('employee tests', () => {
  it('lists the published tests, not taken, in the reader language', async () => {
    const res = await get('zhaoliu', `${BASE}/List`);
    expect(res.errNo).toBe(0);
    expect(res.resultData.map((t: { id: string }) => t.id).sort()).toEqual(
      [attendanceRules, infoSecurity].sort(),
    );
    expect(res.resultData.find((t: { id: string }) => t.id === attendanceRules)).toMatchObject({
      title: '考勤制度测试',
      questionCount: 3,
      taken: false,
      score: null,
    });
    const en = await get('zhaoliu', `${BASE}/List`, 'en');
    expect(en.resultData.map((t: { title: string }) => t.title)).toContain('Attendance rules test');
  });

  it('hides unpublished tests and never sends the answers with the paper', async () => {
    const [draft] = await app.database.db
      .insert(employeeTests)
      .values({ companyId: null, title: { zh: '草稿' }, publishedAt: null })
      .returning();
    const list = await get('zhangsan', `${BASE}/List`);
    expect(list.resultData.map((t: { id: string }) => t.id)).not.toContain(draft?.id);
    const hidden = await get('zhangsan', `${BASE}/Paper?testId=${draft?.id}`);
    expect(hidden.message).toBe('该测试不存在或未发布');
    const paper = await get('zhangsan', `${BASE}/Paper?testId=${attendanceRules}`);
    expect(paper.resultData.questions).toHaveLength(3);
    expect(JSON.stringify(paper.resultData)).not.toContain('correct');
    expect(paper.resultData.questions.map((q: { kind: string }) => q.kind)).toEqual([
      'single',
      'single',
      'multiple',
    ]);
    const bad = await get('zhangsan', `${BASE}/Paper?testId=nope`);
    expect(bad.message).toBe('测试编号不正确');
  });

  it('refuses an incomplete or invalid paper, keeping nothing', async () => {
    const qs = await questions(attendanceRules);
    const partial = await post('lisi', `${BASE}/Submit`, {
      testId: attendanceRules,
      answers: { [qs[0]?.id as string]: ['B'] },
    });
    expect(partial.message).toBe('请回答全部题目');
    const twoForSingle = await answersFor(attendanceRules, true);
    twoForSingle[qs[0]?.id as string] = ['A', 'B'];
    expect(
      (await post('lisi', `${BASE}/Submit`, { testId: attendanceRules, answers: twoForSingle })).message,
    ).toBe('请回答全部题目');
    const unknownOption = await answersFor(attendanceRules, true);
    unknownOption[qs[0]?.id as string] = ['Z'];
    expect(
      (await post('lisi', `${BASE}/Submit`, { testId: attendanceRules, answers: unknownOption })).message,
    ).toBe('请回答全部题目');
    const none = await post('lisi', `${BASE}/Submit`, { testId: randomUUID(), answers: {} });
    expect(none.message).toBe('该测试不存在或未发布');
    expect((await get('lisi', `${BASE}/Result?testId=${attendanceRules}`)).message).toBe('您尚未参加该测试');
    const kept = await app.database.db.select().from(testResults).where(eq(testResults.eid, DEMO_IDS.lisi));
    expect(kept).toHaveLength(0);
  });

  it('grades on the server and keeps the first result', async () => {
    const first = await post('zhangsan', `${BASE}/Submit`, {
      testId: attendanceRules,
      answers: await answersFor(attendanceRules, false),
    });
    expect(first.errNo).toBe(0);
    expect(first.resultData).toMatchObject({ score: 67, correctCount: 2, total: 3 });
    expect(first.resultData.questions[0]).toMatchObject({ right: false, correct: ['B'] });
    const second = await post('zhangsan', `${BASE}/Submit`, {
      testId: attendanceRules,
      answers: await answersFor(attendanceRules, true),
    });
    expect(second.resultData).toMatchObject({ score: 67, correctCount: 2 });
    const list = await get('zhangsan', `${BASE}/List`);
    expect(list.resultData.find((t: { id: string }) => t.id === attendanceRules)).toMatchObject({
      taken: true,
      score: 67,
    });
    const result = await get('zhangsan', `${BASE}/Result?testId=${attendanceRules}`, 'ja');
    expect(result.resultData).toMatchObject({ title: '勤怠ルールテスト', score: 67 });
    // Another person's result is their own.
    expect((await get('zhaoliu', `${BASE}/Result?testId=${attendanceRules}`)).message).toBe(
      '您尚未参加该测试',
    );
  });

  it('concurrent submits keep one result', async () => {
    const [right, wrong] = await Promise.all([
      answersFor(infoSecurity, true),
      answersFor(infoSecurity, false),
    ]);
    const results = await Promise.all([
      post('sunqi', `${BASE}/Submit`, { testId: infoSecurity, answers: right }),
      post('sunqi', `${BASE}/Submit`, { testId: infoSecurity, answers: wrong }),
      post('sunqi', `${BASE}/Submit`, { testId: infoSecurity, answers: right }),
    ]);
    const rows = await app.database.db
      .select()
      .from(testResults)
      .where(and(eq(testResults.eid, DEMO_IDS.sunqi), eq(testResults.testId, infoSecurity)));
    expect(rows).toHaveLength(1);
    for (const r of results) expect(r.resultData.score).toBe(rows[0]?.score);
  });

  it('needs a login', async () => {
    expect((await app.inject({ method: 'GET', url: `${BASE}/List` })).statusCode).toBe(401);
  });
});
