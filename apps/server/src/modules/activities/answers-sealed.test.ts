import { ACTIVITY_API } from '@ehome/shared';
import { ACTIVITY_ADMIN_API } from '@ehome/shared/activities/admin';
import { maskIdNumber, maskPhone } from '@ehome/shared/validation/mask';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACTIVITY_IDS as A } from '../../db/demo/activities';
import { activityRegistrations, type TActivityAnswer } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { type PiiCipher, piiCipher } from '../../platform/pii';
import { bearer, createTestApp, type TestApp } from '../../testing/app';
import { sealPlainRegistrationAnswers } from './seal-at-rest';

const clock = fixedClock('2026-11-25T02:00:00Z');
const I = A.items;
const G = A.registrations;
const PHONE = '13912345678';
const ID_NO = '11010519491231002X';
let app: TestApp;
let pii: PiiCipher;
const tokens: Record<string, string> = {};
const db = () => app.database.db;

beforeAll(async () => {
  app = await createTestApp({ clock });
  pii = piiCipher(app.appConfig.piiKeys);
  for (const who of ['zhangsan', 'wangwu']) tokens[who] = await app.login(who);
});
afterAll(async () => {
  await app?.close();
});

// biome-ignore lint/suspicious/noExplicitAny: the answers' shapes vary by call
type Body = { errNo: number; message: string; resultData: any };
async function call(who: string, method: 'GET' | 'POST', url: string, payload?: object): Promise<Body> {
  const response = await app.inject({ method, url, payload, headers: bearer(tokens[who] as string) });
  return response.json() as Body;
}
const stored = async (id: string) => {
  const [row] = await db()
    .select({ answers: activityRegistrations.answers })
    .from(activityRegistrations)
    .where(eq(activityRegistrations.id, id));
  return new Map((row?.answers ?? []).map((a) => [a.itemId, a.value]));
};
const setAnswers = (id: string, answers: TActivityAnswer[]) =>
  db().update(activityRegistrations).set({ answers }).where(eq(activityRegistrations.id, id));
const myAnswers = async (registrationId: string) =>
  (await call('zhangsan', 'GET', `${ACTIVITY_API}/GetMyRegistration?registrationId=${registrationId}`))
    .resultData.answers as { name: string; value: string }[];
const hrAnswers = async (activityId: string, regNo: string) => {
  const body = await call('wangwu', 'GET', `${ACTIVITY_ADMIN_API}/Registrations?activityId=${activityId}`);
  expect(body.errNo).toBe(0);
  expect(JSON.stringify(body)).not.toContain('pii1.');
  return body.resultData.find((r: { regNo: string }) => r.regNo === regNo).answers as {
    name: string;
    value: string;
  }[];
};

describe('ID-number and phone answers', () => {
  it('are stored sealed, read back by the registrant and masked for HR', async () => {
    const submitted = await call('zhangsan', 'POST', `${ACTIVITY_API}/SubRegistration`, {
      activityID: A.museum,
      lstInfo: [
        [I.museumPhone, PHONE],
        [I.museumIdNo, ID_NO],
        [I.museumBirthday, '1990-05-01'],
        [I.museumStaffNo, 'E10001'],
      ].map(([activity_detail_id, conValues]) => ({ activity_detail_id, name: '', conValues })),
    });
    expect(submitted.errNo, submitted.message).toBe(0);

    // At rest: sealed, the plain text nowhere in the row; the other answers as typed.
    const row = await stored(G.museumZhangsan);
    expect(row.get(I.museumPhone)).toMatch(/^pii1\./);
    expect(row.get(I.museumIdNo)).toMatch(/^pii1\./);
    expect(JSON.stringify([...row])).not.toContain(PHONE);
    expect(JSON.stringify([...row])).not.toContain(ID_NO);
    expect(pii.open(row.get(I.museumIdNo) as string)).toBe(ID_NO);
    expect(row.get(I.museumBirthday)).toBe('1990-05-01');
    expect(row.get(I.museumStaffNo)).toBe('E10001');

    // The registrant: the form filled again in full; the registration's detail with the ID masked.
    const form = await call('zhangsan', 'GET', `${ACTIVITY_API}/GetActivityDetail/${A.museum}`);
    const val = new Map(
      form.resultData.map((i: { activity_detail_id: string; val: string }) => [i.activity_detail_id, i.val]),
    );
    expect(val.get(I.museumPhone)).toBe(PHONE);
    expect(val.get(I.museumIdNo)).toBe(ID_NO);
    expect((await myAnswers(G.museumZhangsan)).map((a) => a.value)).toEqual([
      PHONE,
      maskIdNumber(ID_NO),
      '1990-05-01',
      'E10001',
    ]);

    // HR: masked, neither the plain text nor the sealed one.
    const hr = await hrAnswers(A.museum, 'HD00000006');
    expect(hr.map((a) => a.value)).toEqual([maskPhone(PHONE), maskIdNumber(ID_NO), '1990-05-01', 'E10001']);
    const list = await call('wangwu', 'GET', `${ACTIVITY_ADMIN_API}/Registrations?activityId=${A.museum}`);
    expect(JSON.stringify(list)).not.toContain(PHONE);
    expect(JSON.stringify(list)).not.toContain(ID_NO);

    // Another employee's registration stays out of reach.
    const foreign = await call(
      'zhangsan',
      'GET',
      `${ACTIVITY_API}/GetMyRegistration?registrationId=${G.bbqLisi}`,
    );
    expect(foreign.errNo).not.toBe(0);
    expect(JSON.stringify(foreign)).not.toContain('13900000002');
  });

  it('the demo stores its phone answers sealed too', async () => {
    expect((await stored(G.bbqZhangsan)).get(I.bbqPhone)).toMatch(/^pii1\./);
    expect((await myAnswers(G.bbqZhangsan))[0]?.value).toBe('13800138000');
  });
});

describe('sealing the plain answers at start-up', () => {
  it('reads plain rows meanwhile, seals them once (idempotent) and leaves the other answers alone', async () => {
    await setAnswers(G.bbqZhangsan, [{ itemId: I.bbqPhone, value: '13800138000' }]);
    await setAnswers(G.museumZhangsan, [
      { itemId: I.museumPhone, value: PHONE },
      { itemId: I.museumIdNo, value: pii.seal(ID_NO) },
      { itemId: I.museumStaffNo, value: 'E10001' },
    ]);

    // During a rolling deploy a plain value is still read (tolerant open), masked for HR.
    expect((await myAnswers(G.bbqZhangsan))[0]?.value).toBe('13800138000');
    expect((await hrAnswers(A.bbq, 'HD00000003'))[0]?.value).toBe('138****8000');

    // Batches of one: every row is reached.
    expect(await sealPlainRegistrationAnswers(db(), pii, { batchSize: 1 })).toBe(2);
    const bbq = await stored(G.bbqZhangsan);
    expect(bbq.get(I.bbqPhone)).toMatch(/^pii1\./);
    expect(pii.open(bbq.get(I.bbqPhone) as string)).toBe('13800138000');
    const museum = await stored(G.museumZhangsan);
    expect(pii.open(museum.get(I.museumPhone) as string)).toBe(PHONE);
    expect(pii.open(museum.get(I.museumIdNo) as string)).toBe(ID_NO);
    expect(museum.get(I.museumStaffNo)).toBe('E10001');

    // A second run (a restart, another instance) finds nothing and changes nothing.
    expect(await sealPlainRegistrationAnswers(db(), pii)).toBe(0);
    expect(await stored(G.museumZhangsan)).toEqual(museum);
    expect((await myAnswers(G.museumZhangsan)).map((a) => a.value)).toEqual([
      PHONE,
      maskIdNumber(ID_NO),
      'E10001',
    ]);
  });
});
