import { createHmac } from 'node:crypto';
import { ErrorCode, ZLoginResult, ZUserInfo } from '@ehome/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demo';
import { fixedClock } from '../../platform/clock';
import { bearer, createTestApp, type TestApp } from '../../testing/app';

const clock = fixedClock('2026-03-02T01:00:00Z');
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({
    clock,
    config: {
      rateLimit: {
        enabled: true,
        globalMax: 1000,
        globalWindowMs: 60_000,
        loginMax: 10,
        loginWindowMs: 60_000,
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

  it('locks an account for 15 minutes after 5 wrong passwords, even for the right password', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login('sunqi', 'Wrong2026')).body.errNo).toBe(ErrorCode.LoginFailed);
    }
    const locked = await login('sunqi', DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.errNo).toBe(ErrorCode.LoginLocked);
    expect(locked.body.message).toBe('密码错误次数过多，请15分钟后再试');
    // Other accounts are not affected.
    expect((await login('zhaoliu', DEMO_PASSWORD)).body.errNo).toBe(0);

    clock.advance(14 * 60_000);
    expect((await login('sunqi', DEMO_PASSWORD)).body.errNo).toBe(ErrorCode.LoginLocked);
    clock.advance(61_000);
    expect((await login('sunqi', DEMO_PASSWORD)).body.errNo).toBe(0);
  });

  it('forgets wrong passwords older than the 15-minute window', async () => {
    for (let i = 0; i < 4; i++) await login('wangwu', 'Wrong2026');
    clock.advance(16 * 60_000);
    for (let i = 0; i < 4; i++) await login('wangwu', 'Wrong2026');
    expect((await login('wangwu', DEMO_PASSWORD)).body.errNo).toBe(0);
  });

  it('locks unknown user names too, so a lock does not reveal which names exist', async () => {
    for (let i = 0; i < 5; i++) await login('ghost', 'Wrong2026');
    expect((await login('ghost', 'Wrong2026')).body.errNo).toBe(ErrorCode.LoginLocked);
  });

  it('limits login attempts per address', async () => {
    const remoteAddress = '10.9.9.9';
    for (let i = 0; i < 10; i++) {
      expect((await login(`someone${i}`, 'Wrong2026', remoteAddress)).status).toBe(200);
    }
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
