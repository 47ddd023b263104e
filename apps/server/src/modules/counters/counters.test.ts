import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { DEMO_COUNTER_IDS as C } from '../../db/demo/counters';
import { attendanceLocations, companies, counterPositions, counters, organizations } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { bearer, createTestApp, type TestApp } from '../../testing/app';

const clock = fixedClock('2026-11-25T02:00:00Z');
const BASE = '/api/CIICEService';
let app: TestApp;
const PEOPLE = ['zhangsan', 'lisi', 'zhaoliu', 'sunqi', 'wangwu'] as const;
type Person = (typeof PEOPLE)[number];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp({ clock });
  for (const who of PEOPLE) tokens[who] = await app.login(who);
});
afterAll(async () => {
  await app?.close();
});

async function callAs(who: Person, method: 'GET' | 'POST', url: string, payload?: object, lang = 'zh') {
  const response = await app.inject({
    method,
    url,
    headers: { ...bearer(tokens[who] as string), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, ...response.json() };
}
const get = (who: Person, url: string, lang = 'zh') => callAs(who, 'GET', url, undefined, lang);
const post = (who: Person, url: string, payload: object, lang = 'zh') =>
  callAs(who, 'POST', url, payload, lang);

const position = (counterId: string, extra: Record<string, unknown> = {}) => ({
  province: '上海市',
  city: '上海市',
  counterId,
  longitude: 121.4551,
  latitude: 31.2243,
  organizationId: DEMO_IDS.salesDepartment,
  limit: 150,
  remark: '嘉里中心一楼',
  ...extra,
});
const historyOf = async (counterId: string) =>
  (
    await app.database.db
      .select({ n: count() })
      .from(counterPositions)
      .where(eq(counterPositions.counterId, counterId))
  )[0]?.n;
const counterRow = async (id: string) =>
  (await app.database.db.select().from(counters).where(eq(counters.id, id)))[0];

describe('counter lists', () => {
  it('lists provinces, cities and counters of the caller company', async () => {
    const provinces = await get('sunqi', `${BASE}/GetCounterProvince`);
    expect(provinces.resultData).toEqual(['上海市', '北京市', '浙江省'].sort());
    const cities = await get('sunqi', `${BASE}/GetCounterCity?province=${encodeURIComponent('浙江省')}`);
    expect(cities.resultData).toEqual(['杭州市']);
    const list = await get('sunqi', `${BASE}/GetCounter?city=${encodeURIComponent('杭州市')}`);
    expect(list.resultData.map((c: { number: string }) => c.number)).toEqual(['HZ-B-001', 'HZ-B-002']);
    expect(list.resultData[0]).toMatchObject({
      brandCode: 'B',
      positionedBy: '孙七',
      mayPosition: false,
      overwriteBrand: false,
      longitude: 120.165,
      latitude: 30.275,
      limit: 150,
    });
    const orgs = await get('sunqi', `${BASE}/GetCounterOrganization`);
    expect(orgs.resultData.map((o: { organizationId: string }) => o.organizationId)).toContain(
      DEMO_IDS.salesDepartment,
    );
  });

  it("never lists another company's counters", async () => {
    const db = app.database.db;
    const companyId = randomUUID();
    const orgId = randomUUID();
    await db.insert(companies).values({ id: companyId, name: '另一家公司', city: '上海' });
    await db.insert(organizations).values({ id: orgId, companyId, parentId: null, name: '另一家门店' });
    const foreign = randomUUID();
    await db.insert(counters).values({
      id: foreign,
      companyId,
      number: 'X-1',
      name: '别家专柜',
      province: '广东省',
      city: '广州市',
      brandCode: 'S',
      organizationId: orgId,
    });
    const provinces = await get('sunqi', `${BASE}/GetCounterProvince`);
    expect(provinces.resultData).not.toContain('广东省');
    const list = await get('sunqi', `${BASE}/GetCounter?city=${encodeURIComponent('广州市')}`);
    expect(list.resultData).toEqual([]);
    const shanghai = await get('sunqi', `${BASE}/GetCounter?city=${encodeURIComponent('上海市')}`);
    expect(shanghai.resultData.map((c: { counterId: string }) => c.counterId)).not.toContain(foreign);
    const positioned = await post(
      'sunqi',
      `${BASE}/UpdateCounterGPS`,
      position(foreign, { province: '广东省', city: '广州市' }),
    );
    expect(positioned).toMatchObject({ errNo: 1, message: '柜台不存在' });
    const foreignOrg = await post(
      'sunqi',
      `${BASE}/UpdateCounterGPS`,
      position(C.shanghaiJingAn, { organizationId: orgId }),
    );
    expect(foreignOrg).toMatchObject({ errNo: 1, message: '所选组织不存在' });
    expect((await counterRow(foreign))?.positionedAt).toBeNull();
  });

  it('refuses employees (403) and lets only brand administrators enable', async () => {
    for (const url of [
      'GetCounterProvince',
      'GetCounterCity?province=x',
      'GetCounter?city=x',
      'GetCounterOrganization',
    ]) {
      expect((await get('zhaoliu', `${BASE}/${url}`)).status).toBe(403);
    }
    expect((await post('zhaoliu', `${BASE}/UpdateCounterGPS`, position(C.shanghaiJingAn))).status).toBe(403);
    // A brand administrator enables but does not position; a counter leader positions but does not enable.
    expect((await post('lisi', `${BASE}/UpdateCounterGPS`, position(C.shanghaiJingAn))).status).toBe(403);
    expect(
      (await post('sunqi', `${BASE}/EnableCounterReposition`, { counterId: C.hangzhouWulin })).status,
    ).toBe(403);
    expect((await get('lisi', `${BASE}/GetCounterProvince`)).status).toBe(200);
    expect((await counterRow(C.shanghaiJingAn))?.positionedAt).toBeNull();
  });
});

describe('UpdateCounterGPS', () => {
  it('refuses each missing field with its message and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ province: '' }, '请选择省份'],
      [{ city: ' ' }, '请选择城市'],
      [{ counterId: '' }, '请选择柜台'],
      [{ longitude: null }, '请先获取坐标'],
      [{ latitude: undefined }, '请先获取坐标'],
      [{ longitude: 500 }, '坐标不正确，请重新获取'],
      [{ organizationId: '' }, '请选择组织'],
      [{ limit: '' }, '请输入允许范围'],
      [{ limit: 0 }, '允许范围须为1至5000米的整数'],
      [{ limit: '12.5' }, '允许范围须为1至5000米的整数'],
      [{ limit: 5001 }, '允许范围须为1至5000米的整数'],
      [{ remark: '  ' }, '请输入备注'],
      [{ remark: '备'.repeat(201) }, '备注不能超过200个字'],
      [{ counterId: 'not-an-id' }, '柜台不存在'],
      [{ city: '北京市' }, '柜台不存在'],
    ];
    for (const [extra, message] of cases) {
      const refused = await post(
        'sunqi',
        `${BASE}/UpdateCounterGPS`,
        position(C.hangzhouXixi, { province: '浙江省', city: '杭州市', ...extra }),
      );
      expect(refused, JSON.stringify(extra)).toMatchObject({ status: 200, errNo: 1, message });
    }
    const en = await post(
      'sunqi',
      `${BASE}/UpdateCounterGPS`,
      position(C.hangzhouXixi, { longitude: null }),
      'en',
    );
    expect(en.message).toBe('Please get the coordinates first');
    expect((await counterRow(C.hangzhouXixi))?.positionedAt).toBeNull();
    expect(await historyOf(C.hangzhouXixi)).toBe(0);
  });

  it('positions a counter and makes it the clock-in point of the organisation', async () => {
    const saved = await post('sunqi', `${BASE}/UpdateCounterGPS`, position(C.shanghaiJingAn));
    expect(saved).toMatchObject({ errNo: 0, message: '保存成功' });
    expect(saved.resultData).toMatchObject({
      longitude: 121.4551,
      latitude: 31.2243,
      limit: 150,
      remark: '嘉里中心一楼',
      positionedBy: '孙七',
      organizationName: '市场销售部',
      mayPosition: true,
    });
    const row = await counterRow(C.shanghaiJingAn);
    expect(row?.attendanceLocationId).toBeTruthy();
    const [location] = await app.database.db
      .select()
      .from(attendanceLocations)
      .where(eq(attendanceLocations.id, row!.attendanceLocationId!));
    expect(location).toMatchObject({ organizationId: DEMO_IDS.salesDepartment, limitMeters: 150 });
    expect(Number(location?.latitude)).toBeCloseTo(31.2243, 6);
    // HR sees the punch point in the organisation's locations, as attendance does.
    const hrList = await get(
      'wangwu',
      `/api/TbizOrgAttendanceLocation/List?organizationId=${DEMO_IDS.salesDepartment}`,
    );
    expect(hrList.resultData.map((l: { id: string }) => l.id)).toContain(location?.id);
    expect(await historyOf(C.shanghaiJingAn)).toBe(1);
  });

  it('lets brand S overwrite: the old punch point is replaced, the history grows', async () => {
    const first = await counterRow(C.shanghaiJingAn);
    const again = await post(
      'sunqi',
      `${BASE}/UpdateCounterGPS`,
      position(C.shanghaiJingAn, { longitude: 121.456, limit: 300 }),
    );
    expect(again.errNo).toBe(0);
    const row = await counterRow(C.shanghaiJingAn);
    expect(row?.attendanceLocationId).not.toBe(first?.attendanceLocationId);
    const old = await app.database.db
      .select()
      .from(attendanceLocations)
      .where(eq(attendanceLocations.id, first!.attendanceLocationId!));
    expect(old).toHaveLength(0);
    expect(await historyOf(C.shanghaiJingAn)).toBe(2);
    const rows = await app.database.db
      .select()
      .from(counterPositions)
      .where(eq(counterPositions.counterId, C.shanghaiJingAn))
      // The test clock stands still: both rows carry the same time, so order by what they were.
      .orderBy(counterPositions.overwrote);
    expect(rows.map((r) => [r.overwrote, r.limitMeters])).toEqual([
      [false, 150],
      [true, 300],
    ]);
  });

  it('closes repeated positioning for other brands until a brand administrator enables it once', async () => {
    const hz = { province: '浙江省', city: '杭州市' };
    const closed = await post('sunqi', `${BASE}/UpdateCounterGPS`, position(C.hangzhouWulin, hz));
    expect(closed).toMatchObject({ errNo: 1, message: '重复定位已关闭，请联系品牌管理员' });
    const closedJa = await post('sunqi', `${BASE}/UpdateCounterGPS`, position(C.hangzhouWulin, hz), 'ja');
    expect(closedJa.message).toBe('再測位は締め切られています。ブランド管理者に連絡してください');
    expect(await historyOf(C.hangzhouWulin)).toBe(1);

    const enabled = await post('lisi', `${BASE}/EnableCounterReposition`, { counterId: C.hangzhouWulin });
    expect(enabled.resultData).toMatchObject({ repositionEnabled: true, mayPosition: true });
    const once = await post('sunqi', `${BASE}/UpdateCounterGPS`, position(C.hangzhouWulin, hz));
    expect(once.errNo).toBe(0);
    expect(once.resultData).toMatchObject({ repositionEnabled: false, mayPosition: false });
    const twice = await post('sunqi', `${BASE}/UpdateCounterGPS`, position(C.hangzhouWulin, hz));
    expect(twice.message).toBe('重复定位已关闭，请联系品牌管理员');
    expect(await historyOf(C.hangzhouWulin)).toBe(2);

    // A first positioning of another brand's counter is allowed, a second one is not.
    const first = await post('wangwu', `${BASE}/UpdateCounterGPS`, position(C.hangzhouXixi, hz));
    expect(first.errNo).toBe(0);
    const second = await post('sunqi', `${BASE}/UpdateCounterGPS`, position(C.hangzhouXixi, hz));
    expect(second.message).toBe('重复定位已关闭，请联系品牌管理员');
  });

  it('lets only one of concurrent positionings of a closed-brand counter through after enabling', async () => {
    const hz = { province: '浙江省', city: '杭州市' };
    await post('lisi', `${BASE}/EnableCounterReposition`, { counterId: C.hangzhouXixi });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('sunqi', `${BASE}/UpdateCounterGPS`, position(C.hangzhouXixi, hz)),
      ),
    );
    expect(results.filter((r) => r.errNo === 0)).toHaveLength(1);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await historyOf(C.hangzhouXixi)).toBe(2);
  });

  it('refuses enabling an unknown or foreign counter', async () => {
    const unknown = await post('lisi', `${BASE}/EnableCounterReposition`, { counterId: randomUUID() });
    expect(unknown).toMatchObject({ errNo: 1, message: '柜台不存在' });
    const bad = await post('lisi', `${BASE}/EnableCounterReposition`, { counterId: 'x' });
    expect(bad.errNo).not.toBe(0);
    expect(bad.status).toBe(200);
  });
});
