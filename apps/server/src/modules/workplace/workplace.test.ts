import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { DEMO_WORKPLACE_IDS } from '../../db/demo/workplace';
import { companies, employees, organizations, uniformIssues } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../testing/app';

const clock = fixedClock('2026-11-26T02:00:00Z');
const BASE = '/api/Workplace';
let app: TestApp;
const PEOPLE = ['zhangsan', 'lisi', 'zhaoliu', 'wangwu', 'otherhr'] as const;
type Person = (typeof PEOPLE)[number];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp({ clock });
  // An HR person of another company (same password hash as the demo users).
  const db = app.database.db;
  const [zhangsan] = await db.select().from(employees).where(eq(employees.eid, DEMO_IDS.zhangsan));
  const [company] = await db.insert(companies).values({ name: '别家公司', city: '北京' }).returning();
  const [org] = await db.insert(organizations).values({ companyId: company!.id, name: '人事部' }).returning();
  await db.insert(employees).values({
    userName: 'otherhr',
    passwordHash: zhangsan!.passwordHash,
    employeeName: '外司人事',
    employeeNo: 'E10001',
    companyId: company!.id,
    organizationId: org!.id,
    socialCity: '北京',
    employeeType: 'CiicEmployee',
    roles: ['employee', 'hr'],
  });
  for (const who of PEOPLE) tokens[who] = await app.login(who);
});
afterAll(async () => {
  await app?.close();
});

const get = (who: Person, url: string, lang = 'zh') =>
  app.callAs(tokens[who] as string, 'GET', url, undefined, lang);
const post = (who: Person, url: string, payload: object, lang = 'zh') =>
  app.callAs(tokens[who] as string, 'POST', url, payload, lang);
const issue = (change: object = {}) => ({
  clientRequestId: randomUUID(),
  employeeNo: 'E10001',
  item: '安全帽',
  size: 'M',
  quantity: 1,
  issuedOn: '2026-11-25',
  ...change,
});
const countIssues = async () => (await app.database.db.select().from(uniformIssues)).length;

describe('uniform receipts', () => {
  it("lists the person's own items, one confirmed", async () => {
    const res = await get('zhangsan', `${BASE}/MyUniforms`);
    expect(res.errNo).toBe(0);
    const byId = new Map(res.resultData.map((i: { id: string }) => [i.id, i]));
    expect(byId.get(DEMO_WORKPLACE_IDS.confirmed)).toMatchObject({ quantity: 2, issuedBy: '王五' });
    expect((byId.get(DEMO_WORKPLACE_IDS.confirmed) as { confirmedAt: string }).confirmedAt).not.toBeNull();
    expect(byId.get(DEMO_WORKPLACE_IDS.open)).toMatchObject({ confirmedAt: null, size: 'XL' });
    expect((await get('zhaoliu', `${BASE}/MyUniforms`)).resultData).toEqual([]);
  });

  it("refuses to confirm another person's item and unknown ids, changing nothing", async () => {
    const other = await post('zhaoliu', `${BASE}/ConfirmUniform`, { id: DEMO_WORKPLACE_IDS.open });
    expect(other.message).toBe('该发放记录不存在');
    const hr = await post('wangwu', `${BASE}/ConfirmUniform`, { id: DEMO_WORKPLACE_IDS.open });
    expect(hr.errNo).not.toBe(0);
    const bad = await post('zhangsan', `${BASE}/ConfirmUniform`, { id: 'nope' });
    expect(bad.message).toBe('发放记录编号不正确');
    const [row] = await app.database.db
      .select()
      .from(uniformIssues)
      .where(eq(uniformIssues.id, DEMO_WORKPLACE_IDS.open));
    expect(row?.confirmedAt).toBeNull();
  });

  it('keeps the first of concurrent and repeated confirms, answering the same', async () => {
    const answers = await Promise.all(
      [0, 1, 2, 3].map(() => post('zhangsan', `${BASE}/ConfirmUniform`, { id: DEMO_WORKPLACE_IDS.open })),
    );
    const times = answers.map((a) => a.resultData.confirmedAt);
    expect(answers.every((a) => a.errNo === 0)).toBe(true);
    expect(new Set(times).size).toBe(1);
    expect(times[0]).toBe('2026-11-26 10:00:00');
    clock.advance(3_600_000);
    const again = await post('zhangsan', `${BASE}/ConfirmUniform`, { id: DEMO_WORKPLACE_IDS.open });
    expect(again.resultData.confirmedAt).toBe('2026-11-26 10:00:00');
    clock.advance(-3_600_000);
  });

  it('lets only HR issue items and list issues', async () => {
    for (const who of ['zhangsan', 'lisi'] as const) {
      expect((await post(who, `${BASE}/IssueUniform`, issue())).status).toBe(403);
      expect((await get(who, `${BASE}/UniformIssues`)).status).toBe(403);
    }
  });

  it('issues to an employee of the same company once per form, shown to the person', async () => {
    const form = issue({ employeeNo: 'e10004', item: '工作鞋', size: '42', quantity: 2 });
    const before = await countIssues();
    const [first, second] = await Promise.all([
      post('wangwu', `${BASE}/IssueUniform`, form),
      post('wangwu', `${BASE}/IssueUniform`, form),
    ]);
    expect(first.errNo).toBe(0);
    expect(second.resultData.id).toBe(first.resultData.id);
    expect(first.resultData).toMatchObject({ employeeName: '赵六', item: '工作鞋', confirmedAt: null });
    expect(await countIssues()).toBe(before + 1);
    const mine = await get('zhaoliu', `${BASE}/MyUniforms`);
    expect(mine.resultData.map((i: { id: string }) => i.id)).toEqual([first.resultData.id]);
    const open = await get('wangwu', `${BASE}/UniformIssues?filter=unconfirmed`);
    expect(open.resultData.result.map((i: { id: string }) => i.id)).toContain(first.resultData.id);
    expect(open.resultData.result.map((i: { id: string }) => i.id)).not.toContain(
      DEMO_WORKPLACE_IDS.confirmed,
    );
    const all = await get('wangwu', `${BASE}/UniformIssues?filter=all&pageSize=100`);
    expect(all.resultData.totalCount).toBe(before + 1);
  });

  it('refuses bad input with its message and records nothing', async () => {
    const before = await countIssues();
    const cases: [object, string][] = [
      [{ quantity: 0 }, '数量须为1到20之间的整数'],
      [{ quantity: 21 }, '数量须为1到20之间的整数'],
      [{ item: ' ' }, '请输入物品名称（不超过40个字）'],
      [{ size: '' }, '请输入尺码（不超过12个字符）'],
      [{ issuedOn: '2026-02-30' }, '请选择正确的发放日期'],
      [{ issuedOn: '2026-11-27' }, '发放日期不能晚于今天'],
      [{ employeeNo: 'E99999' }, '本公司没有该工号的员工'],
      [{ clientRequestId: 'x' }, '请求编号不正确'],
    ];
    for (const [change, message] of cases) {
      const res = await post('wangwu', `${BASE}/IssueUniform`, issue(change));
      expect(res.errNo, JSON.stringify(change)).not.toBe(0);
      expect(res.message).toBe(message);
    }
    const en = await post('wangwu', `${BASE}/IssueUniform`, issue({ quantity: 0 }), 'en');
    expect(en.message).toBe('The quantity must be a whole number from 1 to 20');
    expect(await countIssues()).toBe(before);
  });

  it("keeps HR to their company: another company's HR neither sees nor issues to ours", async () => {
    const theirs = await get('otherhr', `${BASE}/UniformIssues?filter=all`);
    expect(theirs.resultData.totalCount).toBe(0);
    // Their E10001 is their own HR person, not zhangsan.
    const res = await post('otherhr', `${BASE}/IssueUniform`, issue({ employeeNo: 'E10004' }));
    expect(res.message).toBe('本公司没有该工号的员工');
  });
});

describe('electronic badge', () => {
  it("shows the person's badge with a 60-second code", async () => {
    const res = await get('zhangsan', `${BASE}/Badge`);
    expect(res.resultData).toMatchObject({
      employeeName: '张三',
      employeeNo: 'E10001',
      initials: '张',
      state: 'inService',
      valid: true,
      validSeconds: 60,
      expiresAt: '2026-11-26 10:01:00',
    });
    expect(res.resultData.code).toMatch(/^E10001-[0-9A-Z]+-[A-Z2-7]{10}$/);
    expect(res.resultData.company).not.toBe('');
    expect(res.resultData.department).not.toBe('');
  });

  it('lets HR of the same company verify a fresh code; others are refused', async () => {
    const { code } = (await get('zhangsan', `${BASE}/Badge`)).resultData;
    const checked = await post('wangwu', `${BASE}/VerifyBadge`, { code: ` ${code.toLowerCase()} ` });
    expect(checked.errNo).toBe(0);
    expect(checked.resultData).toMatchObject({ employeeName: '张三', employeeNo: 'E10001', valid: true });
    expect((await post('lisi', `${BASE}/VerifyBadge`, { code })).status).toBe(403);
    expect((await post('zhaoliu', `${BASE}/VerifyBadge`, { code })).status).toBe(403);
    // Another company's HR: the code is signed for our company, so it does not check there.
    expect((await post('otherhr', `${BASE}/VerifyBadge`, { code })).message).toBe(
      '工牌码无效，请让对方刷新后重试',
    );
  });

  it('refuses forged, altered and expired codes', async () => {
    const { code } = (await get('zhangsan', `${BASE}/Badge`)).resultData as { code: string };
    const [no, exp, mac] = code.split('-') as [string, string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const later = (Number.parseInt(exp, 36) + 600).toString(36).toUpperCase();
    for (const forged of [
      `${no}-${exp}-${flipped}`,
      `E10004-${exp}-${mac}`,
      `${no}-${later}-${mac}`,
      'hello',
    ]) {
      const res = await post('wangwu', `${BASE}/VerifyBadge`, { code: forged });
      expect(res.message, forged).toBe('工牌码无效，请让对方刷新后重试');
    }
    expect((await post('wangwu', `${BASE}/VerifyBadge`, { code: '' })).message).toBe('请输入工牌码');
    clock.advance(59_000);
    expect((await post('wangwu', `${BASE}/VerifyBadge`, { code })).errNo).toBe(0);
    clock.advance(1_000);
    const expired = await post('wangwu', `${BASE}/VerifyBadge`, { code }, 'ja');
    expect(expired.message).toBe(
      '社員証コードの有効期限が切れました。更新してもらってから再度お試しください',
    );
    clock.advance(-60_000);
  });

  it("shows a departed person's badge as invalid, without a code, and a code issued before checks invalid", async () => {
    const { code } = (await get('zhaoliu', `${BASE}/Badge`)).resultData;
    await app.database.db
      .update(employees)
      .set({ leaveStatus: 2 })
      .where(eq(employees.eid, DEMO_IDS.zhaoliu));
    try {
      const badge = await get('zhaoliu', `${BASE}/Badge`);
      expect(badge.resultData).toMatchObject({ state: 'departed', valid: false, code: null });
      const checked = await post('wangwu', `${BASE}/VerifyBadge`, { code });
      expect(checked.resultData).toMatchObject({ employeeName: '赵六', state: 'departed', valid: false });
      const refused = await post('wangwu', `${BASE}/IssueUniform`, issue({ employeeNo: 'E10004' }));
      expect(refused.message).toBe('该员工已离职，不能发放');
    } finally {
      await app.database.db
        .update(employees)
        .set({ leaveStatus: 1 })
        .where(eq(employees.eid, DEMO_IDS.zhaoliu));
    }
  });
});
