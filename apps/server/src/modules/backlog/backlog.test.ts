import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { activityRegistrations, employeeProfiles } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { bearer, createTestApp, type TestApp } from '../../testing/app';

const clock = fixedClock('2026-11-25T02:00:00Z');
let app: TestApp;
const tokens: Record<string, string> = {};
type Item = {
  key: string;
  type: number;
  mode: number;
  title: string;
  path: string;
  createTime: string;
  status: number;
};

beforeAll(async () => {
  app = await createTestApp({ clock });
  for (const who of ['zhangsan', 'lisi', 'zhaoliu']) tokens[who] = await app.login(who);
});
afterAll(async () => {
  await app?.close();
});

const list = async (who: string, status: number | string = 0, lang = 'zh') => {
  const r = await app.inject({
    url: `/api/Backlog/List?status=${status}`,
    headers: { ...bearer(tokens[who] as string), 'accept-language': lang },
  });
  return { ...r.json(), status: r.statusCode } as {
    status: number;
    errNo: number;
    message: string;
    resultData: { result: Item[]; totalCount: number };
  };
};
const keys = (items: Item[]) => items.map((i) => i.key);

describe('backlog', () => {
  it('gathers the onboarding task and unpaid orders of the caller, dates YYYY.MM.DD, newest first', async () => {
    const body = await list('zhangsan');
    expect(body.errNo).toBe(0);
    const items = body.resultData.result;
    const onboarding = items.find((i) => i.key.startsWith('onboarding:'));
    expect(onboarding).toMatchObject({
      type: 1,
      mode: 1,
      status: 0,
      path: '/Entrymanagement',
      title: '请完善入职信息',
    });
    expect(onboarding?.createTime).toBe('2026.11.25');
    const order = items.find((i) => i.key.startsWith('order:'));
    expect(order).toMatchObject({ type: 2, mode: 1, status: 0 });
    expect(order?.path).toMatch(/^\/Specialsaledetails\?orderId=/);
    expect(order?.title).toMatch(/^订单S\d+待支付$/);
    for (const item of items) expect(item.createTime).toMatch(/^\d{4}\.\d{2}\.\d{2}$/);
    const times = items.map((i) => i.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(body.resultData.totalCount).toBe(items.length);
  });

  it('lists done tasks with status 1 and the done wording', async () => {
    const done = (await list('zhangsan', 1)).resultData.result;
    expect(done.length).toBeGreaterThan(0);
    for (const item of done) expect(item.status).toBe(1);
    expect(done.find((i) => i.key.startsWith('order:'))?.title).toMatch(/已支付$/);
  });

  it('gathers an unpaid activity registration (type 2) until it is paid', async () => {
    const db = app.database.db;
    const [paid] = await db
      .select()
      .from(activityRegistrations)
      .where(eq(activityRegistrations.eid, DEMO_IDS.zhangsan));
    if (!paid) throw new Error('no demo registration');
    const row = (
      await db.select().from(activityRegistrations).where(eq(activityRegistrations.eid, DEMO_IDS.zhangsan))
    ).find((r) => r.totalFen > 0);
    if (!row) throw new Error('no paid-activity registration in the demo');
    await db
      .update(activityRegistrations)
      .set({ status: 'submitted', paidAt: null, submittedAt: new Date('2026-11-24T02:00:00Z') })
      .where(eq(activityRegistrations.id, row.id));
    const pending = (await list('zhangsan')).resultData.result.find((i) => i.key === `activity:${row.id}`);
    expect(pending).toMatchObject({ type: 2, status: 0, createTime: '2026.11.24' });
    expect(pending?.title).toMatch(/^活动“.+”报名待支付$/);
    expect(pending?.path).toBe(`/Detailedactivity?activity_id=${row.activityId}&registrationId=${row.id}`);
    await db.update(activityRegistrations).set(row).where(eq(activityRegistrations.id, row.id));
  });

  it('gathers approvals waiting for the caller (type 3) with the list to open', async () => {
    const items = (await list('lisi')).resultData.result.filter((i) => i.type === 3);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.title).toMatch(/^您有\d+条审批待处理$/);
      expect(item.path).toMatch(/^\/[A-Za-z]+$/);
    }
    expect((await list('zhangsan')).resultData.result.filter((i) => i.type === 3)).toEqual([]);
  });

  it('never shows another person’s items', async () => {
    const mine = keys((await list('zhangsan')).resultData.result).filter((k) => !k.startsWith('onboarding'));
    const theirs = [
      ...keys((await list('zhaoliu')).resultData.result),
      ...keys((await list('zhaoliu', 1)).resultData.result),
    ];
    for (const key of mine) expect(theirs).not.toContain(key);
  });

  it('moves onboarding to done once the base fields and the Shanghai addresses are there', async () => {
    const answers = {
      gender: 1,
      nation: '01',
      political: '13',
      highestDegree: '21',
      health: '1',
      maritalStatus: 'married',
      idNumberSealed: 'sealed',
      updatedAt: new Date('2026-11-20T02:00:00Z'),
    };
    // The demo may already hold a row for zhangsan (his phone number): fill it in either way.
    await app.database.db
      .insert(employeeProfiles)
      .values({ eid: DEMO_IDS.zhangsan, ...answers })
      .onConflictDoUpdate({ target: employeeProfiles.eid, set: answers });
    const address = (await list('zhangsan')).resultData.result.find((i) => i.key.startsWith('onboarding:'));
    expect(address?.title).toBe('请填写户籍地址和居住地址');
    await app.database.db
      .update(employeeProfiles)
      .set({ hukouAddressSealed: 'sealed', residentialAddressSealed: 'sealed' })
      .where(eq(employeeProfiles.eid, DEMO_IDS.zhangsan));
    expect(keys((await list('zhangsan')).resultData.result).some((k) => k.startsWith('onboarding:'))).toBe(
      false,
    );
    const done = (await list('zhangsan', 1, 'en')).resultData.result.find((i) =>
      i.key.startsWith('onboarding:'),
    );
    expect(done).toMatchObject({ status: 1, title: 'Onboarding information complete' });
  });

  it('tolerates a failing source: the others still answer', async () => {
    app.backlog.register('broken', async () => {
      throw new Error('source down');
    });
    const body = await list('lisi');
    expect(body.errNo).toBe(0);
    expect(body.resultData.result.some((i) => i.type === 3)).toBe(true);
  });

  it('refuses a bad status with a message and answers 401 without a token', async () => {
    const bad = await list('zhangsan', 7);
    expect(bad).toMatchObject({ status: 200, errNo: 2 });
    expect(bad.message).toContain('待办状态不正确');
    expect((await app.inject({ url: '/api/Backlog/List' })).statusCode).toBe(401);
  });
});
