import { randomUUID } from 'node:crypto';
import { SHOP_IMAGE_PATH } from '@ehome/shared';
import { maskIdNumber } from '@ehome/shared/activities/catalogue-helpers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { DEMO_ACTIVITY_IDS as A, loadActivityDemoImages } from '../../db/demo/activities';
import { activities, activityRegistrations, companies, shopOrders } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { memoryFileStorage } from '../../platform/files';
import { bearer, createTestApp, type TestApp } from '../../testing/app';
import { shopImageStore } from '../shop/images';
import { withSealedWifeIdNo } from './sealed-relative.test-helpers';

const clock = fixedClock('2026-11-26T03:00:00Z');
const files = memoryFileStorage();
let app: TestApp;
const tokens: Record<string, string> = {};
const OTHER_COMPANY = randomUUID();
const FOREIGN = randomUUID();

beforeAll(async () => {
  app = await createTestApp({ clock, files });
  const db = app.database.db;
  await loadActivityDemoImages(db, shopImageStore({ db, files }));
  for (const who of ['zhangsan', 'lisi']) tokens[who] = await app.login(who);
  await db.insert(companies).values({ id: OTHER_COMPANY, name: '别家公司', city: '北京' });
  const day = 86_400_000;
  await db.insert(activities).values({
    id: FOREIGN,
    companyId: OTHER_COMPANY,
    names: { zh: '别家活动', en: 'Other', ja: '他社' },
    descriptions: { zh: '', en: '', ja: '' },
    signUpStart: new Date(clock.now().getTime() - day),
    signUpEnd: new Date(clock.now().getTime() + day),
    eventStart: new Date(clock.now().getTime() + 2 * day),
    eventEnd: new Date(clock.now().getTime() + 3 * day),
    publishedAt: clock.now(),
  });
});
afterAll(async () => {
  await app?.close();
});

async function get(url: string, who = 'zhangsan', lang = 'zh') {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(tokens[who] as string), 'accept-language': lang },
  });
  return { status: response.statusCode, ...response.json() };
}
const api = (call: string) => `/CIICActivityAPI/Activity/${call}`;

describe('GetActivitiesByStatus', () => {
  it('lists the published activities of the company: open, not started, full, ended', async () => {
    const body = await get(api('GetActivitiesByStatus?pageNow=1&pageSize=10'));
    expect(body.errNo).toBe(0);
    expect(body.resultData.totalCount).toBe(7);
    const rows = body.resultData.result as { id: string; state: string }[];
    expect(rows.map((r) => r.id)).toEqual([
      A.walk,
      A.museum,
      A.checkup,
      A.badminton,
      A.talent,
      A.concert,
      A.bbq,
    ]);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.state]))).toEqual({
      [A.walk]: 'open',
      [A.museum]: 'open',
      [A.checkup]: 'open',
      [A.badminton]: 'open',
      [A.talent]: 'notStarted',
      [A.concert]: 'full',
      [A.bbq]: 'ended',
    });
    const museum = body.resultData.result[1];
    expect(museum).toMatchObject({
      activity_name: '亲子科技馆一日游',
      actFee: '50.00',
      limit: 30,
      location: '上海科技馆',
      activity_status: '已发布',
      is_read: false,
    });
    expect(museum.logoPath).toMatch(new RegExp(`^${SHOP_IMAGE_PATH}[0-9a-f-]{36}$`));
    const bbq = body.resultData.result[6];
    expect(bbq).toMatchObject({ activity_status: '已结束', activity_status_label: '已结束' });
  });

  it('pages by 10 by default and answers in the caller language', async () => {
    const page2 = await get(api('GetActivitiesByStatus?pageNow=2&pageSize=3'), 'zhangsan', 'en');
    expect(page2.resultData.totalCount).toBe(7);
    expect(page2.resultData.result.map((r: { id: string }) => r.id)).toEqual([
      A.badminton,
      A.talent,
      A.concert,
    ]);
    expect(page2.resultData.result[2]).toMatchObject({ activity_name: 'New Year concert', isFull: true });
    const ended = await get(api('GetActivitiesByStatus?pageNow=3&pageSize=3'), 'zhangsan', 'ja');
    expect(ended.resultData.result[0]).toMatchObject({
      activity_status: '已结束',
      activity_status_label: '終了',
    });
  });

  it('never shows a draft nor another company activity', async () => {
    const body = await get(api('GetActivitiesByStatus?pageSize=50'));
    const ids = body.resultData.result.map((r: { id: string }) => r.id);
    expect(ids).not.toContain(A.draft);
    expect(ids).not.toContain(FOREIGN);
  });

  it('refuses a bad page with a message, not a 500', async () => {
    const body = await get(api('GetActivitiesByStatus?pageNow=0'));
    expect(body.status).toBe(200);
    expect(body.errNo).not.toBe(0);
    expect(body.message).toContain('正整数');
  });
});

describe('GetActivity', () => {
  it('answers the contract shape with gallery and the caller registration', async () => {
    const body = await get(api(`GetActivity/${A.badminton}`));
    expect(body.errNo).toBe(0);
    expect(body.resultData).toMatchObject({
      id: A.badminton,
      name: '羽毛球俱乐部冬季活动',
      actFee: '80.00',
      state: 'open',
      isSignUp: true,
      isSubmit: true,
      isPay: true,
      isPayed: true,
      regID: A.registrations.badmintonZhangsan,
      regNo: 'HD00000005',
      registrationStatus: 'confirmed',
      total: '80.00',
      holdUntil: null,
    });
    const museum = await get(api(`GetActivity/${A.museum}`), 'zhangsan', 'en');
    // The demo signed zhangsan up for the museum day (form not yet submitted).
    expect(museum.resultData).toMatchObject({
      isMore: true,
      relativeNum: 4,
      isSignUp: true,
      isSubmit: false,
      regID: A.registrations.museumZhangsan,
      registrationStatus: 'signed',
    });
    expect(museum.resultData.imageList).toHaveLength(3);
    expect(museum.resultData.imageList[0].image_decpt).toBe('The museum entrance');
    expect(museum.resultData.startDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('says the activity does not exist for a draft, another company, an unknown or a bad id', async () => {
    for (const id of [A.draft, FOREIGN, randomUUID(), 'nope']) {
      const body = await get(api(`GetActivity/${id}`));
      expect(body.status, id).toBe(200);
      expect(body.errNo, id).not.toBe(0);
      expect(body.message, id).toBe('活动不存在');
    }
  });
});

describe('CheckActivivtyDate', () => {
  it('is true only while sign-up is open', async () => {
    expect((await get(api(`CheckActivivtyDate/${A.walk}`))).resultData).toBe(true);
    expect((await get(api(`CheckActivivtyDate/${A.talent}`))).resultData).toBe(false);
    expect((await get(api(`CheckActivivtyDate/${A.bbq}`))).resultData).toBe(false);
    expect((await get(api(`CheckActivivtyDate/${A.draft}`))).errNo).not.toBe(0);
  });
});

describe('my activities', () => {
  it('lists my live registrations newest first, with ended and paid flags', async () => {
    const body = await get(api('GetMyActivities?pageNow=1'));
    expect(body.errNo).toBe(0);
    expect(body.resultData.totalCount).toBe(3);
    const [museum, badminton, bbq] = body.resultData.result;
    expect(museum).toMatchObject({ activity_id: A.museum, status: 'signed', isPay: false, needsPay: false });
    expect(badminton).toMatchObject({
      activity_id: A.badminton,
      registrationId: A.registrations.badmintonZhangsan,
      ended: false,
      activity_status: '已发布',
      isPay: true,
      needsPay: false,
      total: '80.00',
      status: 'confirmed',
    });
    expect(bbq).toMatchObject({ activity_id: A.bbq, ended: true, activity_status: '已结束' });
    const ended = await get(api('GetMyActivities?tab=ended'));
    expect(ended.resultData.result.map((r: { activity_id: string }) => r.activity_id)).toEqual([A.bbq]);
    const ongoing = await get(api('GetMyActivities?tab=ongoing'));
    expect(ongoing.resultData.result.map((r: { activity_id: string }) => r.activity_id)).toEqual([
      A.museum,
      A.badminton,
    ]);
    const bad = await get(api('GetMyActivities?tab=later'));
    expect(bad.errNo).not.toBe(0);
    expect(bad.message).toContain('标签');
  });

  it("never shows another employee's registrations", async () => {
    const lisi = await get(api('GetMyActivities'), 'lisi');
    const ids = lisi.resultData.result.map((r: { registrationId: string }) => r.registrationId);
    expect(ids.sort()).toEqual([A.registrations.bbqLisi, A.registrations.concertLisi].sort());
    const foreign = await get(api(`GetMyRegistration?registrationId=${A.registrations.bbqLisi}`));
    expect(foreign.errNo).not.toBe(0);
    expect(foreign.message).toBe('报名记录不存在');
    expect(JSON.stringify(foreign)).not.toContain('13900000002');
  });

  it('shows my registration with labelled answers and the relatives I brought (ID masked)', async () => {
    const body = await get(
      api(`GetMyRegistration?registrationId=${A.registrations.bbqZhangsan}`),
      'zhangsan',
      'en',
    );
    expect(body.errNo).toBe(0);
    expect(body.resultData).toMatchObject({
      regNo: 'HD00000003',
      status: 'confirmed',
      persons: 2,
      answers: [{ name: 'Mobile phone', value: '13800138000' }],
      relatives: [{ name: '李梅', relation: 'wife', idNo: null }],
      activity: { id: A.bbq, name: 'Summer barbecue', state: 'ended', activity_status_label: 'Ended' },
    });
  });

  it("opens a brought relative's sealed ID number and shows it masked", async () => {
    await withSealedWifeIdNo(app, async (idNo) => {
      const body = await get(
        api(`GetMyRegistration?registrationId=${A.registrations.bbqZhangsan}`),
        'zhangsan',
      );
      expect(body.resultData.relatives).toEqual([
        { name: '李梅', relation: 'wife', idNo: maskIdNumber(idNo) },
      ]);
      expect(JSON.stringify(body)).not.toContain('pii1.');
    });
  });
});

describe('UpdateReadStatus', () => {
  const read = (id: string, readType: string, who = 'zhangsan') =>
    get(`/api/CIICEService/UpdateReadStatus?id=${id}&readType=${readType}`, who);
  const isRead = async (id: string, who = 'zhangsan') => {
    const body = await get(api('GetActivitiesByStatus?pageSize=50'), who);
    return body.resultData.result.find((r: { id: string }) => r.id === id).is_read as boolean;
  };

  it('marks an activity read for the caller only; a change makes it unread again', async () => {
    expect(await isRead(A.walk)).toBe(false);
    expect((await read(A.walk, 'Activities')).resultData).toBe(true);
    expect(await isRead(A.walk)).toBe(true);
    expect(await isRead(A.walk, 'lisi')).toBe(false);
    // Read again later: one row per person (upsert).
    clock.advance(60_000);
    expect((await read(A.walk, 'Activities')).resultData).toBe(true);
    clock.advance(60_000);
    await app.database.db.update(activities).set({ updatedAt: clock.now() }).where(eq(activities.id, A.walk));
    expect(await isRead(A.walk)).toBe(false);
    const mine = await get(api('GetMyActivities'));
    expect(mine.resultData.result[0].is_read).toBe(false);
  });

  it('refuses drafts, other companies and unknown types; keeps Sales working', async () => {
    expect((await read(A.draft, 'Activities')).message).toBe('活动不存在');
    expect((await read(FOREIGN, 'Activities')).message).toBe('活动不存在');
    const badType = await read(A.walk, 'Travel');
    expect(badType.errNo).not.toBe(0);
    expect(badType.message).toContain('已读类型');
    const [order] = await app.database.db
      .select({ id: shopOrders.id })
      .from(shopOrders)
      .where(eq(shopOrders.eid, DEMO_IDS.zhangsan))
      .limit(1);
    expect((await read(order?.id as string, 'Sales')).resultData).toBe(true);
    expect((await read(order?.id as string, 'Sales', 'lisi')).errNo).not.toBe(0);
    expect((await read(A.walk, 'Sales')).errNo).not.toBe(0);
  });
});

describe('an unpaid registration', () => {
  it('offers "go pay" with its hold time in my list, and the detail shows it submitted, unpaid', async () => {
    // zhangsan's demo museum registration, submitted for two persons and not yet paid.
    const id = A.registrations.museumZhangsan;
    const holdUntil = new Date(clock.now().getTime() + 30 * 60_000);
    await app.database.db
      .update(activityRegistrations)
      .set({ status: 'submitted', persons: 2, totalFen: 10_000, submittedAt: clock.now(), holdUntil })
      .where(eq(activityRegistrations.id, id));
    const mine = await get(api('GetMyActivities?tab=ongoing'));
    expect(mine.resultData.result[0]).toMatchObject({
      registrationId: id,
      status: 'submitted',
      total: '100.00',
      isPay: false,
      needsPay: true,
    });
    expect(mine.resultData.result[0].holdUntil).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const detail = await get(api(`GetActivity/${A.museum}`));
    expect(detail.resultData).toMatchObject({
      regID: id,
      isSignUp: true,
      isSubmit: true,
      isPay: false,
      isPayed: false,
      total: '100.00',
      registrationStatus: 'submitted',
    });
    expect(detail.resultData.holdUntil).not.toBeNull();
    const registration = await get(api(`GetMyRegistration?registrationId=${id}`));
    expect(registration.resultData).toMatchObject({ needsPay: true, persons: 2, answers: [], relatives: [] });
    expect((await get(api(`GetMyRegistration?registrationId=${id}`), 'lisi')).errNo).not.toBe(0);
  });
});
