import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { companyHealthSettings } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { bearer, createTestApp, type TestApp } from '../../testing/app';

const clock = fixedClock('2026-11-25T02:00:00Z');
const LINKS = [
  '/api/joying/GetInsureClaimUrl',
  '/api/Joying/GetOrderUrl',
  '/api/Joying/GetProductUrl',
  '/api/Joying/GetClaimUrl',
];

async function getAs(app: TestApp, token: string, url: string, lang = 'zh') {
  const r = await app.inject({ url, headers: { ...bearer(token), 'accept-language': lang } });
  return { status: r.statusCode, ...r.json() };
}

describe('health index without a provider configured', () => {
  let app: TestApp;
  const t: Record<string, string> = {};
  beforeAll(async () => {
    app = await createTestApp({ clock });
    t.zhangsan = await app.login('zhangsan');
    t.zhaoliu = await app.login('zhaoliu');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers "not connected yet" for every link, never a URL', async () => {
    for (const url of LINKS) {
      const body = await getAs(app, t.zhangsan as string, url);
      expect(body).toMatchObject({ status: 200, errNo: 4, message: '健康服务尚未接入，请稍后再试' });
      expect(body.resultData).toBeNull();
    }
    const en = await getAs(app, t.zhangsan as string, LINKS[1] as string, 'en');
    expect(en.message).toBe('Health services are not connected yet. Please try again later');
  });

  it('shows the medical claim entry while the policy or its claim window is open', async () => {
    const open = await getAs(app, t.zhangsan as string, '/api/joying/GetInsureClaimDisplay');
    expect(open.resultData).toEqual({ display: true, deadline: '2027-03-31', connected: false });
    const db = app.database.db;
    await db
      .update(companyHealthSettings)
      .set({ medicalPolicyFrom: '2025-01-01', medicalPolicyTo: '2025-12-31' })
      .where(eq(companyHealthSettings.companyId, DEMO_IDS.company));
    const closed = await getAs(app, t.zhangsan as string, '/api/joying/GetInsureClaimDisplay');
    expect(closed.resultData).toEqual({ display: false, deadline: null, connected: false });
    const refused = await getAs(app, t.zhangsan as string, '/api/joying/GetInsureClaimUrl');
    expect(refused.message).toBe('贵公司暂未开通补充医疗保险理赔');
    await db
      .update(companyHealthSettings)
      .set({ medicalPolicyFrom: '2026-01-01', medicalPolicyTo: '2026-12-31' })
      .where(eq(companyHealthSettings.companyId, DEMO_IDS.company));
  });

  it('answers the physical examination subscription of the caller only', async () => {
    expect(
      (await getAs(app, t.zhangsan as string, '/api/personinfo/IsPhysicalExaminationSubscribe')).resultData,
    ).toBe(true);
    expect(
      (await getAs(app, t.zhaoliu as string, '/api/personinfo/IsPhysicalExaminationSubscribe')).resultData,
    ).toBe(false);
    expect((await app.inject({ url: '/api/personinfo/IsPhysicalExaminationSubscribe' })).statusCode).toBe(
      401,
    );
  });

  it('answers the ETC page: four banks, one card per vehicle, the company phone', async () => {
    const body = await getAs(app, t.zhangsan as string, '/api/Etc/Info');
    expect(body.resultData).toEqual({
      phone: '021-6318 8000',
      banks: ['icbc', 'ccb', 'abc', 'boc'],
      cardsPerVehicle: 1,
    });
  });
});

describe('health index with a provider configured', () => {
  let app: TestApp;
  let token: string;
  const signKey = 'test-signing-key';
  beforeAll(async () => {
    app = await createTestApp({
      clock,
      config: {
        healthProviders: { joying: { baseUrl: 'https://health.example.com', signKey } },
        etcContactPhone: '400-000-0000',
      },
    });
    token = await app.login('zhangsan');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers a signed URL of the provider for each link', async () => {
    for (const url of LINKS) {
      const body = await getAs(app, token, url);
      expect(body.errNo).toBe(0);
      const link = new URL(body.resultData);
      expect(link.origin).toBe('https://health.example.com');
      expect(link.searchParams.get('uid')).toBe('E10001');
      const sign = link.searchParams.get('sign');
      link.searchParams.delete('sign');
      link.searchParams.sort();
      expect(sign).toBe(createHmac('sha256', signKey).update(link.searchParams.toString()).digest('hex'));
      expect(link.searchParams.get('ts')).toBe(String(Date.parse('2026-11-25T02:00:00Z') / 1000));
    }
  });

  it('takes the ETC phone from the configuration first', async () => {
    expect((await getAs(app, token, '/api/Etc/Info')).resultData.phone).toBe('400-000-0000');
  });
});
