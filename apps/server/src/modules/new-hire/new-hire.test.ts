import { randomUUID } from 'node:crypto';
import { nationalIdCheckChar } from '@ehome/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { DEMO_NEW_HIRE, DEMO_NEW_HIRE_CODE, DEMO_NEW_HIRE_IDS } from '../../db/demo/new-hire';
import {
  companies,
  employeeChildren,
  employeeProfiles,
  employees,
  newHireInvitations,
  newHireWorkExperiences,
  organizations,
} from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { hashPassword } from '../../platform/passwords';
import { TokenService } from '../../platform/tokens';
import { bearer, createTestApp, type TestApp } from '../../testing/app';
import { hashCode } from './service';

const clock = fixedClock('2026-11-25T02:00:00Z');
const ADMIN = '/api/NewHireAdmin';
const BASE = '/api/NewHire';
let app: TestApp;
const tokens: Record<string, string> = {};
const other = { companyId: randomUUID(), orgId: randomUUID(), hrEid: randomUUID() };

/** A valid GB 11643 number from its first 17 characters. */
const idOf = (first17: string) => `${first17}${nationalIdCheckChar(first17)}`;
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

beforeAll(async () => {
  app = await createTestApp({ clock });
  for (const who of ['wangwu', 'zhangsan']) tokens[who] = await app.login(who);
  const db = app.database.db;
  await db.insert(companies).values({ id: other.companyId, name: '北京另一家公司', city: '北京' });
  await db.insert(organizations).values({ id: other.orgId, companyId: other.companyId, name: '北京总部' });
  await db.insert(employees).values({
    eid: other.hrEid,
    userName: `otherhr${randomUUID().slice(0, 6)}`,
    passwordHash: await hashPassword('Demo2026'),
    employeeName: '别家HR',
    employeeNo: 'H1',
    companyId: other.companyId,
    organizationId: other.orgId,
    socialCity: '北京',
    employeeType: 'CiicEmployee',
    roles: ['employee', 'hr'],
  });
  const issuer = await TokenService.create(app.appConfig.jwtSecret, 3600, clock);
  tokens.otherHr = (await issuer.issue(other.hrEid)).token;
});
afterAll(async () => {
  await app?.close();
});

async function call(
  token: string | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  lang = 'zh',
) {
  const response = await app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, ...response.json() };
}
const hr = (method: 'GET' | 'POST', url: string, payload?: object, who = 'wangwu') =>
  call(tokens[who] as string, method, `${ADMIN}${url}`, payload);

let mobileSeq = 0;
const invitation = (over: Partial<Record<string, string>> = {}) => ({
  employeeName: '刘洋',
  mobile: `1370000${String(1000 + mobileSeq++).padStart(4, '0')}`,
  organizationId: DEMO_IDS.rdDepartment,
  hireDate: '2026-12-01',
  socialCity: '上海',
  ...over,
});
async function invite(over: Partial<Record<string, string>> = {}) {
  const input = invitation(over);
  const answer = await hr('POST', '/Invite', input);
  expect(answer.errNo).toBe(0);
  return { ...input, ...answer.resultData } as ReturnType<typeof invitation> & {
    invitationId: string;
    code: string;
    link: string;
  };
}
const land = (code: string, employeeName: string, mobile: string, lang = 'zh') =>
  call(null, 'POST', `${BASE}/Landing`, { code, employeeName, mobileLast4: mobile.slice(-4) }, lang);
async function registrationToken(inv: { code: string; employeeName: string; mobile: string }) {
  const answer = await land(inv.code, inv.employeeName, inv.mobile);
  expect(answer.errNo).toBe(0);
  return answer.resultData.token as string;
}
const goodForm = (idNumber: string) => ({
  gender: 2,
  idNumber,
  nation: '汉族',
  maritalStatus: 'unmarried',
  political: 'masses',
  highestDegree: 'bachelor',
  isHealth: 'good',
  email: 'liu.yang@example.com',
  contact: '刘父 13800001111',
  livePrivince: '上海市',
  liveCity: '上海市',
  liveCountry: '浦东新区',
  resiPermitStreet: '张江镇',
  residentialAddress: '碧波路 100 弄 5 号 301 室',
  resZipCode: '201203',
});

describe('HR invitations', () => {
  it('creates the employee (onboarding, CiicEmployee, user name = mobile) and shows the link once', async () => {
    const inv = await invite();
    expect(inv.link).toBe(`/Employeelanding?code=${encodeURIComponent(inv.code)}`);
    expect(Buffer.from(inv.code, 'base64url').length).toBeGreaterThanOrEqual(16);
    const db = app.database.db;
    const [row] = await db
      .select()
      .from(newHireInvitations)
      .where(eq(newHireInvitations.id, inv.invitationId));
    expect(row?.codeHash).toBe(hashCode(inv.code));
    expect(JSON.stringify(row)).not.toContain(inv.code);
    expect(row?.expiresAt.toISOString()).toBe('2026-12-02T02:00:00.000Z');
    const [employee] = await db
      .select()
      .from(employees)
      .where(eq(employees.eid, row?.eid as string));
    expect(employee).toMatchObject({
      userName: inv.mobile,
      leaveStatus: 0,
      employeeType: 'CiicEmployee',
      hireDate: '2026-12-01',
      companyId: DEMO_IDS.company,
    });
    // Nobody can log in before the registration (the password is random and unknown).
    const login = await call(null, 'POST', '/api/Token/Login', {
      userName: inv.mobile,
      password: 'Demo2026',
    });
    expect(login.errNo).not.toBe(0);
    const list = await hr('GET', '/Invitations?pageIndex=1&pageSize=50');
    const listed = list.resultData.result.find(
      (i: { invitationId: string }) => i.invitationId === inv.invitationId,
    );
    expect(listed).toMatchObject({ state: 'invited', employeeName: '刘洋', organizationName: '研发部' });
    expect(JSON.stringify(list.resultData)).not.toContain(inv.code);
  });

  it.each([
    [{ employeeName: ' ' }, '请输入姓名'],
    [{ mobile: '12345678901' }, '请输入正确的11位手机号码'],
    [{ organizationId: '' }, '请选择所属组织'],
    [{ organizationId: randomUUID() }, '请选择所属组织'],
    [{ hireDate: '2026-13-40' }, '请选择入职日期'],
    [{ socialCity: '' }, '请输入社保城市'],
    [{ mobile: '13800138000', employeeName: '重复' }, null],
  ])('refuses %o and creates nothing', async (over, message) => {
    const before = (await app.database.db.select().from(employees)).length;
    const input = invitation(over);
    if (message === null) {
      // The user name of an existing account.
      await app.database.db
        .update(employees)
        .set({ userName: '13800138000' })
        .where(eq(employees.eid, DEMO_NEW_HIRE_IDS.registeredEid));
    }
    const answer = await hr('POST', '/Invite', input);
    expect(answer.errNo).not.toBe(0);
    expect(answer.message).toBe(message ?? '该手机号已有账号，不能重复邀请');
    expect((await app.database.db.select().from(employees)).length).toBe(before);
  });

  it('is for HR only, and HR of another company neither sees nor touches ours', async () => {
    const inv = await invite();
    const employee = await call(tokens.zhangsan as string, 'GET', `${ADMIN}/Invitations`);
    expect(employee.status).toBe(403);
    expect((await call(tokens.zhangsan as string, 'POST', `${ADMIN}/Invite`, invitation())).status).toBe(403);
    const theirs = await hr('GET', '/Invitations?pageSize=100', undefined, 'otherHr');
    expect(theirs.resultData.totalCount).toBe(0);
    const orgs = await hr('GET', '/Organizations', undefined, 'otherHr');
    expect(orgs.resultData).toEqual([{ id: other.orgId, name: '北京总部' }]);
    const reissue = await hr('POST', '/Reissue', { invitationId: inv.invitationId }, 'otherHr');
    expect(reissue.message).toBe('只能处理本公司的入职邀请');
    const intoOurs = await hr(
      'POST',
      '/Invite',
      invitation({ organizationId: DEMO_IDS.rdDepartment }),
      'otherHr',
    );
    expect(intoOurs.message).toBe('请选择所属组织');
    // The old code still works: nothing changed.
    expect((await land(inv.code, inv.employeeName, inv.mobile)).errNo).toBe(0);
  });
});

describe('landing', () => {
  it('opens the demo invitation with its code, name and the last 4 digits', async () => {
    const answer = await land(DEMO_NEW_HIRE_CODE, DEMO_NEW_HIRE.name, DEMO_NEW_HIRE.mobile);
    expect(answer.errNo).toBe(0);
    expect(answer.resultData).toMatchObject({ employeeName: '陈晨', expiresIn: 7200 });
  });

  it('locks after 5 wrong answers; a re-issue kills the old code and opens the new one', async () => {
    const inv = await invite();
    for (let i = 1; i <= 4; i += 1) {
      const wrong = await land(inv.code, inv.employeeName, '00000000000');
      expect(wrong.message).toBe('邀请链接无效或信息不符，请核对后重试');
    }
    const fifth = await land(inv.code, '别人', inv.mobile);
    expect(fifth.message).toBe('验证失败次数过多，请联系HR重新发送邀请');
    const right = await land(inv.code, inv.employeeName, inv.mobile, 'en');
    expect(right.message).toBe('Too many failed attempts; please ask HR to send the invitation again');
    const listed = await hr('GET', '/Invitations?pageSize=100');
    expect(
      listed.resultData.result.find((i: { invitationId: string }) => i.invitationId === inv.invitationId)
        .state,
    ).toBe('locked');
    const again = await hr('POST', '/Reissue', { invitationId: inv.invitationId });
    expect(again.errNo).toBe(0);
    expect(again.resultData.code).not.toBe(inv.code);
    expect((await land(inv.code, inv.employeeName, inv.mobile)).message).toBe(
      '邀请链接无效或信息不符，请核对后重试',
    );
    expect((await land(again.resultData.code, inv.employeeName, inv.mobile)).errNo).toBe(0);
  });

  it('refuses an expired code and a missing answer', async () => {
    const inv = await invite();
    expect((await land(inv.code, '', inv.mobile)).message).toBe('请输入姓名和手机号后4位');
    await app.database.db
      .update(newHireInvitations)
      .set({ expiresAt: new Date('2026-11-25T01:59:59Z') })
      .where(eq(newHireInvitations.id, inv.invitationId));
    expect((await land(inv.code, inv.employeeName, inv.mobile)).message).toBe(
      '邀请链接已过期，请联系HR重新发送',
    );
    const listed = await hr('GET', '/Invitations?pageSize=100');
    expect(
      listed.resultData.result.find((i: { invitationId: string }) => i.invitationId === inv.invitationId)
        .state,
    ).toBe('expired');
  });

  it('a re-issue ends the registration tokens of the old code', async () => {
    const inv = await invite();
    const token = await registrationToken(inv);
    expect((await call(token, 'GET', `${BASE}/Form`)).errNo).toBe(0);
    await hr('POST', '/Reissue', { invitationId: inv.invitationId });
    const after = await call(token, 'GET', `${BASE}/Form`);
    expect(after.status).toBe(401);
    expect(after.resultData).toBe('/Employeelanding');
  });
});

describe('registration token', () => {
  it('is refused by the normal endpoints, and a login token is refused by /api/NewHire', async () => {
    const token = await registrationToken(await invite());
    expect((await call(token, 'GET', '/api/User/GetUserInfo')).status).toBe(401);
    expect((await call(token, 'GET', `${ADMIN}/Invitations`)).status).toBe(401);
    expect((await call(tokens.zhangsan as string, 'GET', `${BASE}/Form`)).status).toBe(401);
    expect(
      (
        await call(tokens.wangwu as string, 'POST', `${BASE}/Password`, {
          password: 'Abc123',
          confirmPassword: 'Abc123',
        })
      ).status,
    ).toBe(401);
    expect((await call(null, 'GET', `${BASE}/Form`)).status).toBe(401);
    expect((await call(`${token}x`, 'GET', `${BASE}/Form`)).status).toBe(401);
  });

  it('expires after 2 hours', async () => {
    const token = await registrationToken(await invite());
    clock.advance(2 * 3600 * 1000);
    const late = await call(token, 'GET', `${BASE}/Form`);
    clock.set('2026-11-25T02:00:00Z');
    expect(late.status).toBe(401);
  });
});

describe('the registration', () => {
  it('checks every field of the form with its message and saves nothing refused', async () => {
    const inv = await invite();
    const token = await registrationToken(inv);
    const id = idOf('31011519900307002');
    const cases: [object, string][] = [
      [{ gender: null }, '请选择性别'],
      [{ idNumber: '310115199003070021' }, '请输入正确的身份证号码'],
      [{ nation: '' }, '请填写民族、婚姻状况、政治面貌、最高学历和健康状况'],
      [{ maritalStatus: 'widowed' }, '请填写民族、婚姻状况、政治面貌、最高学历和健康状况'],
      [{ email: 'nope@' }, '请输入正确的邮箱地址'],
      [{ residentialAddress: '' }, '请填写居住详细地址'],
      [{ resZipCode: '012345' }, '邮政编码须为6位数字，且不能以0开头'],
    ];
    for (const [over, message] of cases) {
      const answer = await call(token, 'POST', `${BASE}/Form`, { ...goodForm(id), ...over });
      expect(answer.message).toBe(message);
    }
    const en = await call(token, 'POST', `${BASE}/Form`, { ...goodForm(id), idNumber: '123' }, 'en');
    expect(en.message).toBe('Please enter a valid ID number');
    const rows = await app.database.db.select().from(employeeProfiles);
    const eid = (
      await app.database.db
        .select()
        .from(newHireInvitations)
        .where(eq(newHireInvitations.id, inv.invitationId))
    )[0]?.eid;
    expect(rows.find((r) => r.eid === eid)).toBeUndefined();
  });

  it('seals the ID number and address, refuses an ID that exists, keeps experience, children and sets the password', async () => {
    const inv = await invite({ employeeName: '王芳' });
    const token = await registrationToken(inv);
    const id = idOf('11010519900101004');
    const saved = await call(token, 'POST', `${BASE}/Form`, goodForm(id));
    expect(saved.errNo).toBe(0);
    expect(saved.resultData).toMatchObject({
      idNumber: id,
      saved: true,
      phoneNumber: inv.mobile,
      employeeName: '王芳',
    });
    const db = app.database.db;
    const eid = (
      await db.select().from(newHireInvitations).where(eq(newHireInvitations.id, inv.invitationId))
    )[0]?.eid as string;
    const [profile] = await db.select().from(employeeProfiles).where(eq(employeeProfiles.eid, eid));
    expect(profile?.idNumberSealed).toMatch(/^pii1\./);
    expect(JSON.stringify(profile)).not.toContain(id);
    expect(JSON.stringify(profile)).not.toContain('碧波路');
    expect(profile).toMatchObject({ gender: 2, nation: '汉族', health: 'good', resZipCode: '201203' });

    // The same ID number for someone else: refused, with the catalogue's message.
    const second = await registrationToken(await invite({ employeeName: '赵强' }));
    const dup = await call(second, 'POST', `${BASE}/Form`, goodForm(id));
    expect(dup.message).toBe('身份证号码已存在');
    expect((await call(second, 'POST', `${BASE}/Form`, goodForm(id), 'ja')).message).toBe(
      'この身分証番号は既に存在します',
    );

    // Work experience: up to 10, months in order, required fields.
    const job = {
      company: '上海某公司',
      position: '工程师',
      fromMonth: '2020-01',
      toMonth: '2026-10',
      reason: '发展',
    };
    const tooMany = await call(token, 'POST', `${BASE}/WorkExperience`, { items: Array(11).fill(job) });
    expect(tooMany.message).toBe('工作经历最多填写10条');
    expect(
      (await call(token, 'POST', `${BASE}/WorkExperience`, { items: [{ ...job, company: '' }] })).message,
    ).toBe('请填写公司名称、职位和起止年月');
    expect(
      (await call(token, 'POST', `${BASE}/WorkExperience`, { items: [{ ...job, toMonth: '2026-12' }] }))
        .message,
    ).toBe('起止年月不正确：开始不能晚于结束，结束不能晚于本月');
    expect(
      (await db.select().from(newHireWorkExperiences).where(eq(newHireWorkExperiences.eid, eid))).length,
    ).toBe(0);
    const kept = await call(token, 'POST', `${BASE}/WorkExperience`, { items: [job] });
    expect(kept.resultData.items).toEqual([job]);
    await call(token, 'POST', `${BASE}/WorkExperience`, { items: [job] });
    expect((await call(token, 'GET', `${BASE}/WorkExperience`)).resultData.items).toHaveLength(1);

    // Children: rules, the 'child' image rule, sealed, a double tap adds one.
    const child = { childName: '王小宝', sex: '男', birthday: '2020-05-01', imageInner: PNG };
    expect((await call(token, 'POST', `${BASE}/Children`, { ...child, imageInner: '' })).message).toBe(
      '请填写子女姓名、性别、出生日期并上传证明',
    );
    expect(
      (await call(token, 'POST', `${BASE}/Children`, { ...child, birthday: '1979-12-31' })).message,
    ).toBe('出生日期须在1980-01-01至今天之间');
    const text = `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}`;
    expect((await call(token, 'POST', `${BASE}/Children`, { ...child, imageInner: text })).message).toBe(
      '图片类型必须是.gif,jpeg,jpg,png,bmp中的一种',
    );
    const added = await call(token, 'POST', `${BASE}/Children`, child);
    expect(added.resultData).toMatchObject([
      { childName: '王小宝', sex: '男', birthday: '2020-05-01', verify: 0 },
    ]);
    expect((await call(token, 'POST', `${BASE}/Children`, child)).resultData).toHaveLength(1);
    const [stored] = await db.select().from(employeeChildren).where(eq(employeeChildren.eid, eid));
    expect(stored).toMatchObject({ source: 'newHire', sex: '男', proofMime: 'image/png' });
    expect(stored?.nameSealed).toMatch(/^pii1\./);
    expect(JSON.stringify(stored)).not.toContain('王小宝');
    const twin = await call(token, 'POST', `${BASE}/Children`, { ...child, childName: '王小贝' });
    expect(twin.resultData).toHaveLength(2);
    const removed = await call(token, 'POST', `${BASE}/Children/Delete`, { id: twin.resultData[1].id });
    expect(removed.resultData).toHaveLength(1);
    // Someone else's child cannot be removed with this token.
    const foreign = await call(second, 'POST', `${BASE}/Children/Delete`, { id: stored?.id });
    expect(foreign.message).toBe('子女信息不存在');

    // The password: rules, then the invitation closes and the person logs in.
    expect(
      (await call(second, 'POST', `${BASE}/Password`, { password: 'Abc123', confirmPassword: 'Abc123' }))
        .message,
    ).toBe('请先填写并保存入职登记表');
    expect(
      (await call(token, 'POST', `${BASE}/Password`, { password: 'abc123', confirmPassword: 'abc123' }))
        .message,
    ).toBe('密码至少6位，须包含大写字母、小写字母和数字');
    expect(
      (await call(token, 'POST', `${BASE}/Password`, { password: 'Abc123', confirmPassword: 'Abc124' }))
        .message,
    ).toBe('两次输入的密码不一致');
    const done = await call(token, 'POST', `${BASE}/Password`, {
      password: 'Abc123',
      confirmPassword: 'Abc123',
    });
    expect(done.resultData).toEqual({ userName: inv.mobile });
    const login = await call(null, 'POST', '/api/Token/Login', { userName: inv.mobile, password: 'Abc123' });
    expect(login.errNo).toBe(0);
    expect((await call(token, 'GET', `${BASE}/Form`)).status).toBe(401);
    expect((await land(inv.code, inv.employeeName, inv.mobile)).message).toBe('您已完成注册，请直接登录');
    expect((await hr('POST', '/Reissue', { invitationId: inv.invitationId })).message).toBe(
      '该员工已完成注册，不能重新发送邀请',
    );
    const listed = await hr('GET', '/Invitations?pageSize=100');
    expect(
      listed.resultData.result.find((i: { invitationId: string }) => i.invitationId === inv.invitationId)
        .state,
    ).toBe('registered');
  });
});

describe('double taps and races', () => {
  it('the same invitation sent twice at once creates one employee', async () => {
    const input = invitation({ employeeName: '并发' });
    const answers = await Promise.all([hr('POST', '/Invite', input), hr('POST', '/Invite', input)]);
    expect(answers.map((a) => a.errNo === 0).filter(Boolean)).toHaveLength(1);
    expect(answers.find((a) => a.errNo !== 0)?.message).toBe('该手机号已有账号，不能重复邀请');
    const rows = await app.database.db.select().from(employees).where(eq(employees.userName, input.mobile));
    expect(rows).toHaveLength(1);
  });

  it('the same child sent twice at once is stored once; the same ID number for two people at once, once', async () => {
    const token = await registrationToken(await invite({ employeeName: '双击' }));
    const child = { childName: '双双', sex: '女', birthday: '2022-02-02', imageInner: PNG };
    const [a, b] = await Promise.all([
      call(token, 'POST', `${BASE}/Children`, child),
      call(token, 'POST', `${BASE}/Children`, child),
    ]);
    expect([a.errNo, b.errNo]).toEqual([0, 0]);
    expect((await call(token, 'GET', `${BASE}/Children`)).resultData).toHaveLength(1);

    const other = await registrationToken(await invite({ employeeName: '抢号' }));
    const id = idOf('44030519881111003');
    const both = await Promise.all([
      call(token, 'POST', `${BASE}/Form`, goodForm(id)),
      call(other, 'POST', `${BASE}/Form`, goodForm(id)),
    ]);
    expect(both.filter((r) => r.errNo === 0)).toHaveLength(1);
    expect(both.find((r) => r.errNo !== 0)?.message).toBe('身份证号码已存在');
  });
});
