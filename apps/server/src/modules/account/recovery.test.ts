import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../db/demo/account';
import { DEMO_NEW_HIRE } from '../../db/demo/new-hire';
import { employeeProfiles } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../testing/app';
import type { SmsMessage, SmsProvider } from '../sms/provider';

// 10:00 in Shanghai: the business day runs until 16:00 UTC.
const clock = fixedClock('2026-11-25T02:00:00Z');
const sent: SmsMessage[] = [];
const sms: SmsProvider = {
  kind: 'gateway',
  async send(message) {
    sent.push(message);
  },
};
let app: TestApp;
let ipSeq = 1;
const MINUTE = 60_000;

beforeAll(async () => {
  app = await createTestApp({ clock, sms });
});
afterAll(() => app.close());

type Answer = { status: number; errNo: number; message: string; resultData: unknown };
async function post(
  url: string,
  payload: object,
  ip = '127.0.0.1',
  token?: string,
  lang = 'zh',
): Promise<Answer> {
  const response = await app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.statusCode, ...response.json() };
}
const freshIp = () => `10.0.${Math.floor(ipSeq / 250)}.${ipSeq++ % 250}`;
const sendCode = (mobile: string, purpose: 'reset' | 'register' = 'reset', ip = freshIp()) =>
  post('/api/Account/SendSmsCode', { mobile, purpose }, ip);
/** The code the last text to this mobile carried. */
const lastCode = (mobile: string) => sent.filter((m) => m.mobile === mobile).at(-1)?.code ?? '';
const reset = (mobile: string, code: string, password = 'NewPass1', confirmPassword = password) =>
  post('/api/Account/ResetPassword', { mobile, code, password, confirmPassword }, freshIp());
const me = (token: string) => app.callAs(token, 'GET', '/api/User/GetUserInfo');

/** A fresh account with its mobile on the profile, so tests do not share counters or passwords. */
let accountSeq = 0;
async function account(): Promise<{ userName: string; mobile: string }> {
  accountSeq += 1;
  const mobile = `1360000${String(accountSeq).padStart(4, '0')}`;
  const userName = `recovery${accountSeq}`;
  const { employees } = await import('../../db/schema');
  const { hashPassword } = await import('../../platform/passwords');
  const { DEMO_IDS } = await import('../../db/demo');
  const [row] = await app.database.db
    .insert(employees)
    .values({
      userName,
      passwordHash: await hashPassword('Demo2026'),
      employeeName: `测试${accountSeq}`,
      employeeNo: `T${accountSeq}`,
      companyId: DEMO_IDS.company,
      organizationId: DEMO_IDS.salesDepartment,
      socialCity: '上海',
      employeeType: 'CiicEmployee',
    })
    .returning({ eid: employees.eid });
  await app.database.db.insert(employeeProfiles).values({ eid: row?.eid as string, phoneNumber: mobile });
  return { userName, mobile };
}

describe('verification codes', () => {
  it('answers alike for a mobile with and without an account; only the account gets a text', async () => {
    const { mobile } = await account();
    const before = sent.length;
    const real = await sendCode(mobile);
    const unknown = await sendCode('13311112222');
    expect(real).toMatchObject({ errNo: 0, resultData: { resendAfter: 60, expiresIn: 300 } });
    expect(unknown).toEqual(real);
    expect(sent.length).toBe(before + 1);
    expect(sent.at(-1)?.mobile).toBe(mobile);
    expect(sent.at(-1)?.code).toMatch(/^\d{6}$/);
    // Registration codes go only to accounts waiting for activation.
    await sendCode(mobile, 'register');
    expect(sent.length).toBe(before + 1);
  });

  it('refuses a bad mobile and purpose with the message, counting nothing', async () => {
    expect((await sendCode('12345')).message).toContain('11位手机号');
    expect((await post('/api/Account/SendSmsCode', { mobile: '13700137008', purpose: 'x' })).errNo).toBe(2);
  });

  it('keeps codes 60 s apart, at most 5 an hour and 10 a day per mobile', async () => {
    const { mobile } = await account();
    expect((await sendCode(mobile)).errNo).toBe(0);
    const soon = await sendCode(mobile);
    expect(soon.errNo).toBe(12);
    expect(soon.message).toBe('验证码发送过于频繁，请60秒后再试');
    for (let i = 0; i < 4; i++) {
      clock.advance(61_000);
      expect((await sendCode(mobile)).errNo).toBe(0);
    }
    clock.advance(61_000);
    expect((await sendCode(mobile)).message).toBe('该手机号获取验证码次数过多，请稍后再试');
    clock.advance(60 * MINUTE);
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(mobile)).errNo).toBe(0);
      clock.advance(61_000);
    }
    // 10 today: the next hour does not help.
    clock.advance(60 * MINUTE);
    expect((await sendCode(mobile)).errNo).toBe(12);
  });

  it('allows 30 codes an hour per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      expect((await sendCode(`1350000${String(i).padStart(4, '0')}`, 'reset', ip)).errNo).toBe(0);
    }
    expect((await sendCode('13500009999', 'reset', ip)).message).toBe('获取验证码的请求过多，请稍后再试');
  });
});

describe('forgotten password', () => {
  it('sets the new password, logs out every session, and the code works once', async () => {
    const { userName, mobile } = await account();
    const first = await app.login(userName);
    const second = await app.login(userName);
    await sendCode(mobile);
    const code = lastCode(mobile);
    clock.advance(1000);
    const done = await reset(mobile, code);
    expect(done).toMatchObject({ errNo: 0, resultData: { userName } });
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
    clock.advance(1000);
    const fresh = await app.login(userName, 'NewPass1');
    expect((await me(fresh)).errNo).toBe(0);
    await expect(app.login(userName, 'Demo2026')).rejects.toThrow();
    // Reused code.
    const again = await reset(mobile, code, 'Other123');
    expect(again.message).toBe('验证码错误或已失效，请重新获取');
    expect((await me(fresh)).errNo).toBe(0);
  });

  it('refuses an expired code and a replaced one', async () => {
    const { mobile } = await account();
    await sendCode(mobile);
    const old = lastCode(mobile);
    clock.advance(5 * MINUTE + 1000);
    expect((await reset(mobile, old)).message).toBe('验证码错误或已失效，请重新获取');
    await sendCode(mobile);
    const replaced = lastCode(mobile);
    clock.advance(61_000);
    await sendCode(mobile);
    expect((await reset(mobile, replaced)).errNo).toBe(1);
    expect((await reset(mobile, lastCode(mobile))).errNo).toBe(0);
  });

  it('checks the password rules and the repeat, in the language asked', async () => {
    const { mobile } = await account();
    expect((await reset(mobile, '123456', 'abcdef')).message).toContain('大写字母、小写字母和数字');
    expect((await reset(mobile, '123456', 'Abcdef1', 'Abcdef2')).message).toContain('两次输入的密码不一致');
    expect((await reset(mobile, '', 'Abcdef1')).message).toContain('请输入验证码');
    expect((await reset(mobile, '12a', 'Abcdef1')).message).toContain('验证码为6位数字');
    const en = await post(
      '/api/Account/ResetPassword',
      { mobile, code: '1', password: 'Abc', confirmPassword: 'Abc' },
      freshIp(),
      undefined,
      'en',
    );
    expect(en.message).toContain('6 digits');
  });

  it('locks the mobile for the rest of the day after 10 wrong codes', async () => {
    const { userName, mobile } = await account();
    await sendCode(mobile);
    const right = lastCode(mobile);
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 10 }, () => reset(mobile, wrong)));
    expect(answers.every((a) => a.errNo === 1)).toBe(true);
    expect(answers.filter((a) => a.message.includes('今天已锁定')).length).toBeGreaterThanOrEqual(1);
    // Even the right code is refused now, and no new code is sent.
    expect((await reset(mobile, right)).message).toBe('验证码错误次数过多，该手机号今天已锁定，请明天再试');
    clock.advance(61_000);
    expect((await sendCode(mobile)).errNo).toBe(1);
    await app.login(userName);
    // The next business day (00:00 Asia/Shanghai) it works again.
    clock.set('2026-11-26T16:00:01Z');
    await sendCode(mobile);
    expect((await reset(mobile, lastCode(mobile))).errNo).toBe(0);
  });

  it('sends nothing for a new hire who has not registered yet', async () => {
    const before = sent.length;
    clock.advance(61_000);
    expect((await sendCode(DEMO_NEW_HIRE.mobile)).errNo).toBe(0);
    expect(sent.length).toBe(before);
  });
});

describe('registration of an account HR created', () => {
  it('activates by code and password once; the account could not log in before', async () => {
    const { userName, mobile } = DEMO_ACCOUNT.zhoujiu;
    await expect(app.login(userName, 'Start123')).rejects.toThrow();
    clock.advance(61_000);
    // A reset code does not reach a pending account.
    const before = sent.length;
    await sendCode(mobile, 'reset');
    expect(sent.length).toBe(before);
    await sendCode(mobile, 'register');
    const code = lastCode(mobile);
    const body = { mobile, code, password: 'Start123', confirmPassword: 'Start123' };
    const done = await post('/api/Account/Register', body, freshIp());
    expect(done).toMatchObject({ errNo: 0, resultData: { userName } });
    expect(await app.login(userName, 'Start123')).toBeTruthy();
    expect((await post('/api/Account/Register', body, freshIp())).errNo).toBe(1);
    // Active now: registration codes no longer go out, reset codes do.
    clock.advance(61_000);
    await sendCode(mobile, 'register');
    expect(sent.length).toBe(before + 1);
  });

  it('refuses a registration code for an ordinary account', async () => {
    const { mobile } = await account();
    await sendCode(mobile, 'register');
    const body = { mobile, code: '123456', password: 'Start123', confirmPassword: 'Start123' };
    expect((await post('/api/Account/Register', body, freshIp())).errNo).toBe(1);
  });
});

describe('change password', () => {
  it('logs out every other session; this one stays', async () => {
    const { userName } = await account();
    const other = await app.login(userName);
    const mine = await app.login(userName);
    clock.advance(1000);
    const url = '/api/Account/ModifyPassword';
    expect(
      (
        await post(
          url,
          { oldPassword: 'Wrong123', password: 'Next1234', confirmPassword: 'Next1234' },
          freshIp(),
          mine,
        )
      ).message,
    ).toBe('原密码错误');
    expect(
      (
        await post(
          url,
          { oldPassword: 'Demo2026', password: 'Demo2026', confirmPassword: 'Demo2026' },
          freshIp(),
          mine,
        )
      ).message,
    ).toContain('新密码不能与原密码相同');
    expect((await me(other)).errNo).toBe(0);
    const done = await post(
      url,
      { oldPassword: 'Demo2026', password: 'Next1234', confirmPassword: 'Next1234' },
      freshIp(),
      mine,
    );
    expect(done.errNo).toBe(0);
    expect((await me(mine)).errNo).toBe(0);
    expect((await me(other)).status).toBe(401);
    clock.advance(1000);
    expect(await app.login(userName, 'Next1234')).toBeTruthy();
  });

  it('needs a session', async () => {
    const answer = await post('/api/Account/ModifyPassword', {
      oldPassword: 'a',
      password: 'b',
      confirmPassword: 'b',
    });
    expect(answer.status).toBe(401);
  });
});

describe('the development SMS adapter (no SMS_API_URL)', () => {
  it('answers the code outside production only', async () => {
    for (const nodeEnv of ['development', 'production'] as const) {
      const local = await createTestApp({ config: { nodeEnv } });
      try {
        const response = await local.inject({
          method: 'POST',
          url: '/api/Account/SendSmsCode',
          payload: { mobile: DEMO_ACCOUNT.qianba.mobile, purpose: 'reset' },
        });
        const devCode = response.json().resultData.devCode;
        if (nodeEnv === 'development') expect(devCode).toMatch(/^\d{6}$/);
        else expect(devCode).toBeUndefined();
      } finally {
        await local.close();
      }
    }
  });
});
