import { randomUUID } from 'node:crypto';
import { nationalIdCheckChar } from '@ehome/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import {
  companies,
  employeeProfiles,
  employees,
  notifications,
  organizations,
  piiReadLog,
} from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { piiCipher } from '../../platform/pii';
import { TokenService } from '../../platform/tokens';
import { bearer, createTestApp, type TestApp } from '../../testing/app';
import { PROFILE_PURPOSE } from './admin-service';

const clock = fixedClock('2026-11-25T02:00:00Z');
const S = '/api/CIICEService';
const A = '/api/OnboardingAdmin';
let app: TestApp;
const tokens: Record<string, string> = {};

const idOf = (first17: string) => `${first17}${nationalIdCheckChar(first17)}`;
const ZHANG_ID = idOf('31010119900307123');
const SPOUSE_ID = idOf('31010419920202234');
const OTHER_ID = idOf('11010519880808456');
const WRONG_ID = `${ZHANG_ID.slice(0, 17)}${ZHANG_ID.endsWith('0') ? '1' : '0'}`;

beforeAll(async () => {
  app = await createTestApp({ clock });
  for (const who of ['zhangsan', 'lisi', 'wangwu']) tokens[who] = await app.login(who);
});
afterAll(async () => {
  await app?.close();
});

async function call(token: string, method: 'GET' | 'POST', url: string, payload?: object, lang = 'zh') {
  const response = await app.inject({
    method,
    url,
    headers: { ...bearer(token), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, ...response.json() };
}
const get = (who: string, url: string, lang = 'zh') =>
  call(tokens[who] as string, 'GET', url, undefined, lang);
const post = (who: string, url: string, payload: object, lang = 'zh') =>
  call(tokens[who] as string, 'POST', url, payload, lang);

const profileRow = async (eid: string) =>
  (await app.database.db.select().from(employeeProfiles).where(eq(employeeProfiles.eid, eid)))[0] ?? null;

/** A new employee (own token) of a company, with a social-security city and optionally HR. */
async function newEmployee(
  name: string,
  socialCity: string,
  opts: { companyId?: string; hr?: boolean } = {},
) {
  const db = app.database.db;
  const [template] = await db.select().from(employees).where(eq(employees.eid, DEMO_IDS.zhaoliu));
  if (!template) throw new Error('no template employee');
  let organizationId = template.organizationId;
  if (opts.companyId && opts.companyId !== template.companyId) {
    const [org] = await db
      .insert(organizations)
      .values({ companyId: opts.companyId, name: '北京分公司' })
      .returning({ id: organizations.id });
    organizationId = org?.id ?? organizationId;
  }
  const eid = randomUUID();
  await db.insert(employees).values({
    ...template,
    eid,
    companyId: opts.companyId ?? template.companyId,
    organizationId,
    socialCity,
    employeeName: name,
    userName: `ob${eid.slice(0, 8)}`,
    employeeNo: `OB${eid.slice(0, 6)}`,
    roles: opts.hr ? ['employee', 'hr'] : ['employee'],
    createdAt: new Date(),
  });
  const issuer = await TokenService.create(app.appConfig.jwtSecret, 3600, clock);
  tokens[name] = (await issuer.issue(eid)).token;
  return eid;
}

const base = {
  idNumber: ZHANG_ID,
  formerName: '',
  gender: 1,
  nation: '汉族',
  political: 'masses',
  highestDegree: 'bachelor',
  email: 'zhangsan@example.com',
  phoneNumber: '',
  contact: '张父 13911112222',
  socialCityNote: '上海户籍',
};
const other = {
  spouseName: '李梅',
  maritalStatus: 'married',
  childrens: 1,
  isLocalHuKou: true,
  spouseIDNumber: SPOUSE_ID,
  isHealth: 'good',
  resiPermitInfo: false,
  resiPermitNo: '',
  resiPermitType: null,
  relation: 'wife',
};
const household = {
  hukouTypeCode: '1',
  hukouCity: '上海',
  urban: true,
  social: true,
  fund: true,
  fundCount: '123456789',
  resiPermitInfo: false,
  resiPermitType: null,
  resiPermitNo: '',
};
const addresses = {
  provice: '上海市',
  city: '上海市',
  country: '浦东新区',
  streat: '花木街道',
  hukouAddress: '锦绣路1000弄8号',
  zipCode: '200135',
  isSameAddress: false,
  livePrivince: '上海市',
  liveCity: '上海市',
  liveCountry: '徐汇区',
  resiPermitStreet: '漕河泾街道',
  residentialAddress: '漕溪北路88号',
  resZipCode: '200030',
};

describe('the onboarding form of zhangsan (Shanghai)', () => {
  it('GetEmpBase: what the form shows read-only and nothing saved yet', async () => {
    const res = await get('zhangsan', `${S}/GetEmpBase`);
    expect(res.errNo).toBe(0);
    expect(res.resultData).toMatchObject({
      employeeName: '张三',
      phoneNumber: '13800138000',
      socialCity: '上海',
      saved: { householdInfo: false, householdAddress: false, residentialAddress: false },
      submittedAt: null,
    });
    expect(res.resultData.eb.idNumber).toBe('');
  });

  it('Shanghai: the base form needs the household info and both addresses first', async () => {
    const res = await post('zhangsan', `${S}/SaveEmpBaseV`, { eb: base, eo: other, agree: true });
    expect(res).toMatchObject({
      status: 200,
      errNo: 2,
      message: '社保在上海，请先填写户籍信息、户籍地址和居住地址',
    });
    expect((await profileRow(DEMO_IDS.zhangsan))?.idNumberSealed ?? null).toBeNull();
  });

  it('household info: fund account, permit type and number', async () => {
    const bad = await post('zhangsan', `${S}/SaveEmpHuko`, { ...household, fundCount: '12345678' });
    expect(bad.message).toBe('请输入正确九位数公积金账号');
    const en = await post('zhangsan', `${S}/SaveEmpHuko`, { ...household, fundCount: '1234' }, 'en');
    expect(en.message).toBe('Please enter the correct 9-digit provident fund account');
    const permit = { ...household, hukouTypeCode: '0', resiPermitInfo: true };
    expect((await post('zhangsan', `${S}/SaveEmpHuko`, permit)).message).toBe('请选择居住证类型');
    expect((await post('zhangsan', `${S}/SaveEmpHuko`, { ...permit, resiPermitType: 2 })).message).toBe(
      '请输入居住证号码',
    );
    expect(
      (
        await post('zhangsan', `${S}/SaveEmpHuko`, {
          ...permit,
          resiPermitType: 2,
          resiPermitNo: 'X'.repeat(51),
        })
      ).message,
    ).toBe('居住证号码最多50个字符');
    expect((await profileRow(DEMO_IDS.zhangsan))?.hukouTypeCode ?? null).toBeNull();
    const saved = await post('zhangsan', `${S}/SaveEmpHuko`, household);
    expect(saved.errNo).toBe(0);
    const read = await get('zhangsan', `${S}/GetEmpHukou`);
    expect(read.resultData).toMatchObject({ hukouTypeCode: '1', fund: true, fundCount: '123456789' });
  });

  it('a permit number is sealed; the fund account is dropped when the fund is off', async () => {
    const lisiPermit = {
      ...household,
      hukouTypeCode: '0',
      fund: false,
      fundCount: '999',
      resiPermitInfo: true,
      resiPermitType: 2,
      resiPermitNo: 'SH-2026-0001',
    };
    expect((await post('lisi', `${S}/SaveEmpHuko`, lisiPermit)).errNo).toBe(0);
    const row = await profileRow(DEMO_IDS.lisi);
    expect(row?.fundAccount).toBe('');
    expect(row?.resiPermitNoSealed).toMatch(/^pii1\./);
    expect(row?.resiPermitNoSealed).not.toContain('SH-2026');
    expect((await get('lisi', `${S}/GetEmpHukou`)).resultData.resiPermitNo).toBe('SH-2026-0001');
  });

  it('household address: required parts and a 6-digit zip; the same-address box copies it', async () => {
    const household = { ...addresses, scope: 'household' };
    expect((await post('zhangsan', `${S}/SaveEmpHukoV`, { ...household, streat: '' })).message).toBe(
      '请填写户籍所在省市、区县、街道和详细地址',
    );
    expect((await post('zhangsan', `${S}/SaveEmpHukoV`, { ...household, zipCode: '20013' })).message).toBe(
      '邮政编码须为6位数字',
    );
    // Copied to the residential address, a zip starting with 0 breaks the postcode rule.
    expect(
      (await post('zhangsan', `${S}/SaveEmpHukoV`, { ...household, zipCode: '012345', isSameAddress: true }))
        .message,
    ).toBe('邮政编码须为6位数字，且不能以0开头');
    expect((await profileRow(DEMO_IDS.zhangsan))?.hukouAddressSealed ?? null).toBeNull();
    const same = await post('zhangsan', `${S}/SaveEmpHukoV`, { ...household, isSameAddress: true });
    expect(same.errNo).toBe(0);
    expect(same.resultData).toMatchObject({ residentialAddress: '锦绣路1000弄8号', resZipCode: '200135' });
  });

  it('residential address: detailed address and a postcode not starting with 0', async () => {
    const live = { ...addresses, scope: 'residential' };
    expect((await post('zhangsan', `${S}/SaveEmpHukoV`, { ...live, residentialAddress: ' ' })).message).toBe(
      '请填写居住详细地址',
    );
    expect((await post('zhangsan', `${S}/SaveEmpHukoV`, { ...live, resZipCode: '020030' })).message).toBe(
      '邮政编码须为6位数字，且不能以0开头',
    );
    const ok = await post('zhangsan', `${S}/SaveEmpHukoV`, live);
    expect(ok.resultData).toMatchObject({
      hukouAddress: '锦绣路1000弄8号',
      residentialAddress: '漕溪北路88号',
      isSameAddress: false,
    });
    const row = await profileRow(DEMO_IDS.zhangsan);
    for (const column of [row?.hukouAddressSealed, row?.hukouStreetSealed, row?.residentialAddressSealed]) {
      expect(column).toMatch(/^pii1\./);
      expect(column).not.toMatch(/路|街道/);
    }
  });

  it('base: the e-mail, the spouse, the children and the agreement, each with its message', async () => {
    const cases: [object, string][] = [
      [{ eb: { ...base, email: 'zhangsan@' }, eo: other, agree: true }, '请输入正确的邮箱地址'],
      [
        { eb: { ...base, nation: '' }, eo: other, agree: true },
        '请填写民族、婚姻状况、政治面貌、最高学历和健康状况',
      ],
      [{ eb: { ...base, idNumber: WRONG_ID }, eo: other, agree: true }, '请输入正确的身份证号码'],
      [{ eb: base, eo: { ...other, spouseIDNumber: ZHANG_ID }, agree: true }, '配偶身份证号码不能与本人相同'],
      [{ eb: base, eo: { ...other, childrens: 5 }, agree: true }, '子女数须为0至4'],
      [{ eb: base, eo: other, agree: false }, '请先阅读并同意声明'],
    ];
    for (const [payload, message] of cases) {
      const res = await post('zhangsan', `${S}/SaveEmpBaseV`, payload);
      expect(res.message).toBe(message);
      expect(res.errNo).not.toBe(0);
    }
    expect((await profileRow(DEMO_IDS.zhangsan))?.idNumberSealed ?? null).toBeNull();
    const ja = await post('zhangsan', `${S}/SaveEmpBaseV`, { eb: { ...base, email: 'x@' }, eo: other }, 'ja');
    expect(ja.message).toBe('正しいメールアドレスを入力してください');
  });

  it('saves sealed: no plain ID number in the row; the owner reads it unmasked', async () => {
    const res = await post('zhangsan', `${S}/SaveEmpBaseV`, { eb: base, eo: other, agree: true });
    expect(res.errNo).toBe(0);
    expect(res.resultData.eb.idNumber).toBe(ZHANG_ID);
    expect(res.resultData.agreedAt).toBe('2026-11-25 10:00:00');
    const row = await profileRow(DEMO_IDS.zhangsan);
    expect(row?.idNumberSealed).toMatch(/^pii1\./);
    expect(JSON.stringify(row)).not.toContain(ZHANG_ID.slice(6, 14));
    expect(row?.idNumberHash).toMatch(/^[0-9a-f]{64}$/);
    const other2 = await get('zhangsan', `${S}/GetEmpOther`);
    expect(other2.resultData).toMatchObject({
      spouseIDNumber: SPOUSE_ID,
      maritalStatus: 'married',
      childrens: 1,
    });
  });

  it('a masked value sent back unchanged keeps the stored one', async () => {
    const masked = `3101**********${ZHANG_ID.slice(-4)}`;
    const res = await post('zhangsan', `${S}/SaveEmpBaseV`, {
      eb: { ...base, idNumber: masked, formerName: '张小三' },
      eo: other,
      agree: true,
    });
    expect(res.errNo).toBe(0);
    expect(res.resultData.eb).toMatchObject({ idNumber: ZHANG_ID, formerName: '张小三' });
  });

  it('an ID number already held by someone else is refused', async () => {
    const eid = await newEmployee('赵北京', '北京');
    const res = await post('赵北京', `${S}/SaveEmpBaseV`, {
      eb: { ...base, idNumber: ZHANG_ID.toLowerCase() },
      eo: { ...other, spouseIDNumber: '' },
      agree: true,
    });
    expect(res.message).toBe('该身份证号码已存在');
    expect(await profileRow(eid)).toBeNull();
    // Outside Shanghai the addresses are not needed.
    const ok = await post('赵北京', `${S}/SaveEmpBaseV`, {
      eb: { ...base, idNumber: OTHER_ID },
      eo: { ...other, spouseIDNumber: '' },
      agree: true,
    });
    expect(ok.errNo).toBe(0);
  });

  it('the same new ID number saved by several people at once: one keeps it', async () => {
    const shared = idOf('44030519950505321');
    const names = ['并发甲', '并发乙', '并发丙', '并发丁', '并发戊'];
    for (const name of names) await newEmployee(name, '深圳');
    const results = await Promise.all(
      names.map((name) =>
        post(name, `${S}/SaveEmpBaseV`, {
          eb: { ...base, idNumber: shared },
          eo: { ...other, spouseIDNumber: '' },
          agree: true,
        }),
      ),
    );
    expect(results.filter((r) => r.errNo === 0)).toHaveLength(1);
    expect(results.filter((r) => r.message === '该身份证号码已存在')).toHaveLength(names.length - 1);
    const [row] = await app.database.db
      .select({ n: count() })
      .from(employeeProfiles)
      .where(eq(employeeProfiles.idNumberHash, piiCipher(app.appConfig.piiKeys).blindIndex(shared)));
    expect(row?.n).toBe(1);
  });

  it('bad input changes nothing and is no 500', async () => {
    const before = await profileRow(DEMO_IDS.zhangsan);
    const res = await post('zhangsan', `${S}/SaveEmpBaseV`, { eb: { ...base, gender: 'x' }, eo: 'no' });
    expect(res.status).toBe(200);
    expect(res.errNo).not.toBe(0);
    const hukou = await post('zhangsan', `${S}/SaveEmpHukoV`, { ...addresses, scope: 'everything' });
    expect(hukou.errNo).not.toBe(0);
    expect(await profileRow(DEMO_IDS.zhangsan)).toEqual(before);
  });
});

describe('contact, organisation, handleHire', () => {
  it('Shanghai sees the operator; elsewhere the organisation contact', async () => {
    const sh = await get('zhangsan', `${S}/GetEmployeeServcieContact`);
    expect(sh.resultData).toMatchObject({
      shanghai: true,
      operatorName: '陈晓燕',
      operatorEmail: expect.any(String),
    });
    const bj = await get('赵北京', `${S}/GetEmployeeServcieContact`);
    expect(bj.resultData).toMatchObject({ shanghai: false, operatorName: '', telephone: '021-62889012' });
    expect(bj.resultData.address).toContain('漕溪北路');
  });

  it('GetOrganizationByID answers the own organisation, not another company', async () => {
    expect((await get('zhangsan', `${S}/GetOrganizationByID`)).resultData).toEqual({
      organizationName: '研发部',
    });
    const [company] = await app.database.db
      .insert(companies)
      .values({ name: '别家公司', city: '北京' })
      .returning({ id: companies.id });
    const [org] = await app.database.db
      .insert(organizations)
      .values({ companyId: company?.id as string, name: '别家部门' })
      .returning({ id: organizations.id });
    const res = await get('zhangsan', `${S}/GetOrganizationByID?id=${org?.id}`);
    expect(res.errNo).not.toBe(0);
  });

  it('handleHire stamps once and tells HR once', async () => {
    const notices = async () =>
      (
        await app.database.db
          .select({ n: count() })
          .from(notifications)
          .where(
            and(
              eq(notifications.eid, DEMO_IDS.wangwu),
              eq(notifications.titleKey, 'onboarding.hireSubmitted'),
            ),
          )
      )[0]?.n;
    const first = await post('zhangsan', '/api/employee/handleHire', {});
    expect(first.resultData).toEqual({ submittedAt: '2026-11-25 10:00:00', notified: true });
    const again = await post('zhangsan', '/api/employee/handleHire', {});
    expect(again.resultData.notified).toBe(false);
    expect(await notices()).toBe(1);
    const messages = await get('wangwu', '/api/Message/List?pageIndex=1&pageSize=10');
    expect(JSON.stringify(messages.resultData)).toContain('张三（');
  });
});

describe("HR's onboarding review", () => {
  it('only HR may call it', async () => {
    for (const url of [`${A}/People`, `${A}/Profile?eid=${DEMO_IDS.zhangsan}`, `${A}/ReadLog`]) {
      expect((await get('zhangsan', url)).status).toBe(403);
    }
  });

  it('the list shows completeness and masked ID numbers', async () => {
    const res = await get('wangwu', `${A}/People?pageSize=50`);
    expect(res.errNo).toBe(0);
    const zhang = res.resultData.result.find((p: { eid: string }) => p.eid === DEMO_IDS.zhangsan);
    expect(zhang).toMatchObject({
      idNumber: `3101**********${ZHANG_ID.slice(-4)}`,
      completeness: { base: true, householdInfo: true, householdAddress: true, residentialAddress: true },
      submittedAt: '2026-11-25 10:00:00',
    });
    expect(JSON.stringify(res.resultData)).not.toContain(ZHANG_ID);
  });

  it('a profile read unmasked is logged with the fields shown', async () => {
    const res = await get('wangwu', `${A}/Profile?eid=${DEMO_IDS.zhangsan}`);
    expect(res.resultData.eb.idNumber).toBe(ZHANG_ID);
    expect(res.resultData.addresses.hukouAddress).toBe('锦绣路1000弄8号');
    const logs = await app.database.db
      .select()
      .from(piiReadLog)
      .where(and(eq(piiReadLog.readerEid, DEMO_IDS.wangwu), eq(piiReadLog.subjectEid, DEMO_IDS.zhangsan)));
    expect(logs).toHaveLength(1);
    expect(logs[0]?.fields).toEqual(['idNumber', 'spouseIdNumber', 'hukouAddress', 'residentialAddress']);
    expect(logs[0]?.purpose).toBe(PROFILE_PURPOSE);
    const log = await get('wangwu', `${A}/ReadLog`);
    expect(log.resultData.result[0]).toMatchObject({ readerName: '王五', subjectName: '张三' });
  });

  it('reviewed is stamped', async () => {
    const res = await post('wangwu', `${A}/Review`, { eid: DEMO_IDS.zhangsan });
    expect(res.resultData).toEqual({ reviewedAt: '2026-11-25 10:00:00' });
    expect((await profileRow(DEMO_IDS.zhangsan))?.reviewedBy).toBe(DEMO_IDS.wangwu);
    expect((await post('wangwu', `${A}/Review`, { eid: 'nope' })).errNo).not.toBe(0);
  });

  it("HR of another company gets 403 for this company's people, and nothing is logged", async () => {
    const [company] = await app.database.db
      .insert(companies)
      .values({ name: '外部公司', city: '北京' })
      .returning({ id: companies.id });
    await newEmployee('外部HR', '北京', { companyId: company?.id as string, hr: true });
    const res = await get('外部HR', `${A}/Profile?eid=${DEMO_IDS.zhangsan}`);
    expect(res.status).toBe(403);
    expect((await post('外部HR', `${A}/Review`, { eid: DEMO_IDS.zhangsan })).status).toBe(403);
    const list = await get('外部HR', `${A}/People`);
    expect(JSON.stringify(list.resultData)).not.toContain('张三');
    const logs = await app.database.db.select({ n: count() }).from(piiReadLog);
    expect(logs[0]?.n).toBe(1);
    expect((await get('外部HR', `${A}/ReadLog`)).resultData.totalCount).toBe(0);
  });
});
