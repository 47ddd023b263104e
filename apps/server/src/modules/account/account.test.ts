import { createHmac, randomUUID } from 'node:crypto';
import { ErrorCode, ZLoginResult, ZUserInfo } from '@ehome/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demo';
import { fixedClock } from '../../platform/clock';
import { TokenService } from '../../platform/tokens';
import { bearer, createTestApp, type TestApp } from '../../testing/app';

const clock = fixedClock('2026-03-02T01:00:00Z');
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({
    clock,
    config: {
      rateLimit: { enabled: true, windowMs: 60_000, userMax: 1000, addressMax: 1000, loginMax: 100 },
      // The defaults, with a per-address failure cap small enough to reach in a test.
      loginLock: {
        windowMinutes: 15,
        delayAfter: 3,
        delaySeconds: 5,
        maxFailures: 5,
        lockMinutes: 15,
        accountDelayAfter: 20,
        accountMaxDelaySeconds: 60,
        addressMaxFailures: 12,
      },
    },
  });
});
afterAll(async () => {
  await app?.close();
});

/** Each test logs in from its own address so the per-address login limit stays out of its way. */
let address = 0;
const nextAddress = () => `10.1.0.${++address}`;

async function login(userName: string, password: string, remoteAddress = nextAddress()) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Token/Login',
    payload: { userName, password },
    remoteAddress,
  });
  return { status: response.statusCode, body: response.json() };
}

async function userInfo(token: string | null) {
  const response = await app.inject({
    url: '/api/User/GetUserInfo',
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, body: response.json() };
}

const base64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

describe('login', () => {
  it('answers a token, its lifetime and the user info', async () => {
    const { status, body } = await login('zhangsan', DEMO_PASSWORD);
    expect(status).toBe(200);
    expect(body.errNo).toBe(0);
    const result = ZLoginResult.parse(body.resultData);
    expect(result.expiresIn).toBe(8 * 3600);
    expect(result.userInfo).toMatchObject({
      userName: 'zhangsan',
      employeeName: '张三',
      employeeID: 'E10001',
      socialCity: '上海',
      employeeType: 'CiicEmployee',
      roles: ['employee'],
    });
  });

  it('accepts the user name in any case and with spaces around it', async () => {
    const { body } = await login('  ZhangSan ', DEMO_PASSWORD);
    expect(body.errNo).toBe(0);
  });

  it('gives a wrong password and an unknown user the same refusal', async () => {
    const wrongPassword = await login('lisi', 'Wrong2026');
    const unknownUser = await login('nobody', DEMO_PASSWORD);
    expect(wrongPassword.status).toBe(200);
    expect(wrongPassword.body).toEqual({
      errNo: ErrorCode.LoginFailed,
      message: '用户名或密码错误',
      resultData: null,
    });
    expect(unknownUser.body).toEqual(wrongPassword.body);
  });

  it('refuses an empty user name as invalid input naming the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Token/Login',
      payload: { userName: ' ', password: 'x' },
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(response.json()).toMatchObject({
      errNo: ErrorCode.InvalidInput,
      message: 'User name cannot be empty',
    });
  });

  it('slows an address down after 3 wrong passwords and locks it out after 5, even for the right password', async () => {
    const attacker = '10.2.0.1';
    for (let i = 0; i < 3; i++) {
      expect((await login('sunqi', 'Wrong2026', attacker)).body.errNo).toBe(ErrorCode.LoginFailed);
    }
    const slowed = await login('sunqi', DEMO_PASSWORD, attacker);
    expect(slowed.status).toBe(429);
    expect(slowed.body).toEqual({
      errNo: ErrorCode.LoginLocked,
      message: '登录尝试过于频繁，请5秒后再试',
      resultData: null,
    });
    clock.advance(5000);
    expect((await login('sunqi', 'Wrong2026', attacker)).body.errNo).toBe(ErrorCode.LoginFailed);
    expect((await login('sunqi', 'Wrong2026', attacker)).body.message).toBe('登录尝试过于频繁，请10秒后再试');
    clock.advance(10_000);
    expect((await login('sunqi', 'Wrong2026', attacker)).body.errNo).toBe(ErrorCode.LoginFailed);

    const locked = await login('sunqi', DEMO_PASSWORD, attacker);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      errNo: ErrorCode.LoginLocked,
      message: '密码错误次数过多，请15分钟后再试',
      resultData: null,
    });
    // The owner at their own address is not locked out, and is told about the lock.
    const owner = await login('sunqi', DEMO_PASSWORD, '10.2.0.2');
    expect(owner.body.errNo).toBe(0);
    const messages = await app.inject({
      url: '/api/Message/List?pageIndex=1&pageSize=10',
      headers: { ...bearer(owner.body.resultData.token), 'accept-language': 'en' },
    });
    expect(messages.json().resultData.result[0].title).toBe(
      'Wrong passwords were entered for your account from 10.2.0.1; that address is locked out for 15 minutes. If it was not you, change your password',
    );

    clock.advance(14 * 60_000);
    expect((await login('sunqi', DEMO_PASSWORD, attacker)).body.errNo).toBe(ErrorCode.LoginLocked);
    clock.advance(61_000);
    expect((await login('sunqi', DEMO_PASSWORD, attacker)).body.errNo).toBe(0);
  });

  it('checks no more passwords than allowed when 20 logins arrive at once, and refuses the right one after the lock', async () => {
    const address = '10.2.1.1';
    const burst = async () => {
      const answers = await Promise.all([
        ...Array.from({ length: 19 }, () => login('zhaoliu', 'Wrong2026', address)),
        login('zhaoliu', DEMO_PASSWORD, address),
      ]);
      const checked = answers.filter((a) => a.body.errNo === ErrorCode.LoginFailed).length;
      const refused = answers.filter((a) => a.status === 429 && a.body.errNo === ErrorCode.LoginLocked);
      expect(checked + refused.length).toBe(20);
      return { checked, right: answers[19]! };
    };
    // Three free attempts, then one after each delay: five wrong passwords checked in all.
    const first = await burst();
    expect(first.checked).toBe(3);
    expect(first.right.body.message).toBe('登录尝试过于频繁，请5秒后再试');
    clock.advance(5000);
    expect((await burst()).checked).toBe(1);
    clock.advance(10_000);
    expect((await burst()).checked).toBe(1);
    const after = await burst();
    expect(after.checked).toBe(0);
    expect(after.right.body.message).toBe('密码错误次数过多，请15分钟后再试');
  });

  it('forgets wrong passwords older than the 15-minute window', async () => {
    const address = '10.2.2.1';
    for (let i = 0; i < 2; i++) await login('wangwu', 'Wrong2026', address);
    clock.advance(16 * 60_000);
    for (let i = 0; i < 2; i++) await login('wangwu', 'Wrong2026', address);
    expect((await login('wangwu', DEMO_PASSWORD, address)).body.errNo).toBe(0);
  });

  it('answers an unknown user name exactly as a real one, through delay and lock', async () => {
    const answers = async (userName: string, address: string) => {
      const bodies = [];
      for (let i = 0; i < 4; i++) bodies.push((await login(userName, 'Wrong2026', address)).body);
      clock.advance(5000);
      for (let i = 0; i < 2; i++) bodies.push((await login(userName, 'Wrong2026', address)).body);
      return bodies;
    };
    const real = await answers('lisi', '10.2.3.1');
    const unknown = await answers('ghost', '10.2.3.2');
    expect(unknown).toEqual(real);
    expect(real.map((b) => b.errNo)).toEqual([10, 10, 10, 11, 10, 11]);
  });

  it("slows, but does not lock, an account guessed at from many addresses; the owner's address passes", async () => {
    const home = '10.2.4.1';
    // Earlier tests left wrong passwords on this account: start a fresh window.
    clock.advance(16 * 60_000);
    expect((await login('wangwu', DEMO_PASSWORD, home)).body.errNo).toBe(0);
    for (let i = 1; i <= 20; i++) {
      expect((await login('wangwu', 'Wrong2026', `10.2.5.${i}`)).body.errNo).toBe(ErrorCode.LoginFailed);
    }
    const elsewhere = await login('wangwu', DEMO_PASSWORD, '10.2.6.1');
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.body.message).toBe('登录尝试过于频繁，请5秒后再试');
    expect((await login('wangwu', DEMO_PASSWORD, home)).body.errNo).toBe(0);
    clock.advance(5000);
    expect((await login('wangwu', DEMO_PASSWORD, '10.2.6.1')).body.errNo).toBe(0);
  });

  it('caps failed logins per address across accounts', async () => {
    const address = '10.2.7.1';
    for (let i = 0; i < 12; i++) {
      expect((await login(`typo${i}`, 'Wrong2026', address)).body.errNo).toBe(ErrorCode.LoginFailed);
    }
    clock.advance(61_000);
    const capped = await login('zhangsan', DEMO_PASSWORD, address);
    expect(capped.status).toBe(429);
    expect(capped.body.errNo).toBe(ErrorCode.RateLimited);
    expect((await login('zhangsan', DEMO_PASSWORD, '10.2.7.2')).body.errNo).toBe(0);
    clock.advance(15 * 60_000);
    expect((await login('zhangsan', DEMO_PASSWORD, address)).body.errNo).toBe(0);
  });

  it('limits login requests per address', async () => {
    const remoteAddress = '10.9.9.9';
    // Refused as invalid input, so no failure is counted: only the request limit is at work.
    const blank = () =>
      app.inject({
        method: 'POST',
        url: '/api/Token/Login',
        payload: { userName: ' ', password: 'x' },
        remoteAddress,
      });
    for (let i = 0; i < 100; i++) expect((await blank()).json().errNo).toBe(ErrorCode.InvalidInput);
    const limited = await login('zhangsan', DEMO_PASSWORD, remoteAddress);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ errNo: ErrorCode.RateLimited, resultData: null });
    expect((await login('zhangsan', DEMO_PASSWORD)).body.errNo).toBe(0);
  });
});

describe('tokens', () => {
  it('refuses a request without a token with a 401 envelope', async () => {
    const { status, body } = await userInfo(null);
    expect(status).toBe(401);
    expect(body).toEqual({ errNo: 401, message: '登录已失效，请重新登录', resultData: null });
  });

  it('refuses garbage, a forged signature and an alg:none token', async () => {
    const token = await app.login('zhangsan');
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${createHmac('sha256', 'not-the-secret').update(`${header}.${payload}`).digest('base64url')}`;
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, sub: claims.sub })}.`;
    const tampered = `${header}.${base64url({ ...claims, sub: '0b6c3a5e-1d2f-4c8a-9e10-000000001002' })}.${token.split('.')[2]}`;
    for (const bad of ['garbage', 'a.b.c', forged, unsigned, tampered]) {
      const { status, body } = await userInfo(bad);
      expect(status, bad).toBe(401);
      expect(body.errNo).toBe(ErrorCode.Unauthorized);
    }
    expect((await userInfo(token)).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const token = await app.login('zhangsan');
    clock.advance(8 * 3600_000 - 1000);
    expect((await userInfo(token)).status).toBe(200);
    clock.advance(2000);
    expect((await userInfo(token)).status).toBe(401);
  });

  it('refuses a token after logout, while other sessions of the user go on', async () => {
    const token = await app.login('lisi');
    const other = await app.login('lisi');
    const logout = await app.inject({ method: 'POST', url: '/api/Token/Logout', headers: bearer(token) });
    expect(logout.json()).toEqual({ errNo: 0, message: '', resultData: true });
    expect((await userInfo(token)).status).toBe(401);
    const again = await app.inject({ method: 'POST', url: '/api/Token/Logout', headers: bearer(token) });
    expect(again.statusCode).toBe(401);
    expect((await userInfo(other)).status).toBe(200);
  });
});

describe('session checks arriving together', () => {
  it('each request is checked on its own: its own user, 401 for a revoked or unknown token', async () => {
    const zhang = await app.login('zhangsan');
    const li = await app.login('lisi');
    const revoked = await app.login('lisi');
    await app.inject({ method: 'POST', url: '/api/Token/Logout', headers: bearer(revoked) });
    // Validly signed, for nobody: an unknown employee id and a subject that is no id at all.
    const tokens = await TokenService.create(app.appConfig.jwtSecret, 3600, clock);
    const nobody = (await tokens.issue(randomUUID())).token;
    const junk = (await tokens.issue('not-an-id')).token;
    const asked = Array.from({ length: 8 }, () => [zhang, li, revoked, nobody, junk]).flat();
    // All sent in one turn, so their checks share statements.
    const answers = await Promise.all(asked.map((token) => userInfo(token)));
    for (const [i, answer] of answers.entries()) {
      const token = asked[i];
      if (token === zhang || token === li) {
        expect(answer.status).toBe(200);
        expect(answer.body.resultData.userName).toBe(token === zhang ? 'zhangsan' : 'lisi');
      } else {
        expect(answer.status).toBe(401);
      }
    }
  });
});

describe('user info and menu', () => {
  async function infoOf(userName: string) {
    const { body } = await userInfo(await app.login(userName));
    expect(body.errNo).toBe(0);
    return ZUserInfo.parse(body.resultData);
  }
  const entries = (info: Awaited<ReturnType<typeof infoOf>>) =>
    info.allMenu.menuList.flatMap((area) => area.children.map((c) => c.name));

  it('answers the spec 3 §3 fields with the service flags', async () => {
    const info = await infoOf('zhangsan');
    expect(info).toMatchObject({ organizationName: '研发部', leaveStatus: 1, wxImage: null });
    expect(info.allMenu.afEmployeeRoleList).toEqual([
      {
        af_service: true,
        fundtransfer: true,
        enter_transact: true,
        income_transact: true,
        leave_transact: true,
      },
    ]);
  });

  it('shows approvals to the manager and not to the employee', async () => {
    const zhangsan = entries(await infoOf('zhangsan'));
    const lisi = entries(await infoOf('lisi'));
    expect(lisi).toContain('approvalQuery');
    expect(zhangsan).not.toContain('approvalQuery');
    expect(zhangsan).toContain('resignationCertificate');
    expect(lisi).not.toContain('resignationCertificate');
  });

  it('shows attendance locations and make-up clock approval to HR only', async () => {
    const wangwu = entries(await infoOf('wangwu'));
    expect(wangwu).toContain('attendanceLocation');
    expect(wangwu).toContain('makeUpClockApproval');
    expect(entries(await infoOf('lisi'))).not.toContain('attendanceLocation');
  });
});
