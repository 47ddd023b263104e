import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { DEMO_DEDUCTION_IDS as D, loadDeductionsDemo } from '../../db/demo/tax-deductions';
import {
  eSignatures,
  notifications,
  piiReadLog,
  realNameVerifications,
  taxDeductionItems,
  taxFamilyMembers,
} from '../../db/schema';
import { piiCipher } from '../../platform/pii';
import { TokenService } from '../../platform/tokens';
import { createTestApp, type TestApp } from '../../testing/app';
import { addCompany, copyEmployee } from '../../testing/people';
import { TAX_DEDUCTION_AUTHORIZATION } from '../real-name/status';

// Friday 10 April 2026, 10:00 in Shanghai: before the cut-off, inside the settlement window.
let now = new Date('2026-04-10T02:00:00Z');
const clock = { now: () => now };
const key = randomBytes(32);
const pii = piiCipher({ current: key });
const B = '/api/TaxDeduction';
const A = '/api/TaxDeductionAdmin';
let app: TestApp;
const tokens: Record<string, string> = {};
type Person = 'zhangsan' | 'zhaoliu' | 'sunqi' | 'wangwu';
const get = (who: Person, url: string, lang = 'zh') =>
  app.callAs(tokens[who] as string, 'GET', url, undefined, lang);
const post = (who: Person, url: string, payload: object, lang = 'zh') =>
  app.callAs(tokens[who] as string, 'POST', url, payload, lang);

const child = (extra: object = {}) => ({
  year: 2026,
  kind: 'childEducation',
  memberId: D.child,
  stage: 'primary',
  startMonth: '2026-01',
  endMonth: '2026-12',
  ratio: '100',
  ...extra,
});

/** Moves the clock (tokens expire, so everyone logs in again). */
async function at(iso: string) {
  now = new Date(iso);
  for (const who of ['zhangsan', 'zhaoliu', 'sunqi', 'wangwu'] as const) tokens[who] = await app.login(who);
}

/** A verified real name and the signed authorisation for someone the demo leaves unverified. */
async function verify(eid: string, idNumber: string) {
  const [v] = await app.database.db
    .insert(realNameVerifications)
    .values({
      eid,
      status: 'verified',
      nameSealed: pii.seal('x'),
      idNumberSealed: pii.seal(idNumber),
      idNumberHash: pii.blindIndex(idNumber),
      bankCardSealed: pii.seal('6222020200112233445'),
      bankCardLast4: '3445',
      mobileSealed: pii.seal('13900139000'),
      provider: 'test',
      attemptDay: '2026-04-01',
    })
    .returning({ id: realNameVerifications.id });
  await app.database.db.insert(eSignatures).values({
    eid,
    document: TAX_DEDUCTION_AUTHORIZATION,
    version: 'test',
    verificationId: v?.id as string,
    textHash: createHash('sha256').update('t').digest('hex'),
  });
}

beforeAll(async () => {
  app = await createTestApp({ clock, config: { piiKeys: { current: key, previous: [], derived: false } } });
  await app.database.db.transaction((tx) =>
    loadDeductionsDemo(tx, {
      pii,
      zhaoliu: DEMO_IDS.zhaoliu,
      companyId: (DEMO_IDS as Record<string, string>).company as string,
      now,
      timeZone: 'Asia/Shanghai',
    }),
  );
  for (const who of ['zhangsan', 'zhaoliu', 'sunqi', 'wangwu'] as const) tokens[who] = await app.login(who);
});
afterAll(async () => {
  await app?.close();
});

describe('real name and e-signature first (spec 3 §4)', () => {
  it('refuses every saving call with 403 and the real-name page', async () => {
    for (const [url, body] of [
      [`${B}/SaveItem`, child()],
      [`${B}/SaveMember`, { name: '张小三' }],
      [`${B}/Submit`, { year: 2026 }],
      [`${B}/ConfirmMethod`, { year: 2026, method: 'employer' }],
      [`${B}/SaveMyInfo`, { phone: '13800138000' }],
    ] as const) {
      const r = await post('zhangsan', url, body);
      expect(r.status).toBe(403);
      expect(r.resultData).toBe('/realNameAuthentication');
      expect(r.message).toBe('请先完成实名认证和电子签名，再填报专项附加扣除');
    }
    const overview = await get('zhangsan', `${B}/Overview`);
    expect(overview.resultData.realName).toEqual({ verified: false, signed: false });
  });
  it('needs a token', async () => {
    const r = await app.inject({ method: 'GET', url: `${B}/Record` });
    expect(r.statusCode).toBe(401);
  });
});

describe("zhaoliu's deductions of 2026", () => {
  let itemId = '';
  it('shows the cut-off and the window', async () => {
    const r = await get('zhaoliu', `${B}/Overview`);
    expect(r.resultData).toMatchObject({
      year: 2026,
      status: 'draft',
      effectiveMonthIfNow: '2026-04',
      window: { open: true, from: '2026-03-01', to: '2026-06-30', year: 2025 },
      realName: { verified: true, signed: true },
    });
  });
  it('refuses each broken rule with its message and changes nothing', async () => {
    const cases: [object, string][] = [
      [child({ startMonth: '2026-09', endMonth: '2026-03' }), '开始时间不能晚于结束时间'],
      [child({ ratio: '' }), '请选择分配比例（100%或50%）'],
      [child({ memberId: '' }), '请选择子女'],
      [
        { year: 2026, kind: 'housingLoan', loanTerm: '241', firstRepayment: '2026-01-05' },
        '贷款期限最多240个月',
      ],
      [
        { year: 2026, kind: 'housingLoan', loanTerm: '-3', firstRepayment: '2026-01-05' },
        '贷款期限须为正整数',
      ],
      [
        {
          year: 2026,
          kind: 'seriousIllness',
          memberId: 'self',
          totalAmount: '100',
          personalAmount: '100.01',
        },
        '个人负担金额不能大于医药费用总金额',
      ],
      [{ year: 2026, kind: 'other', otherType: 'personalPension', amount: '0' }, '金额须大于0'],
      [
        {
          year: 2026,
          kind: 'continuingEducation',
          certType: 'skill',
          certNumber: 'X'.repeat(21),
          certIssuer: 'a',
          certDate: '2026-01-01',
        },
        '证书编号不能超过20个字符',
      ],
      [
        { year: 2026, kind: 'elderlySupport', onlyChild: true, dependantIds: [D.child] },
        '被赡养人须年满60周岁',
      ],
      [
        { year: 2026, kind: 'rent', cityClass: '1', leaseStart: '2026-05-01', leaseEnd: '2026-04-30' },
        '租赁结束日期不能早于开始日期',
      ],
    ];
    for (const [body, message] of cases) {
      const r = await post('zhaoliu', `${B}/SaveItem`, body);
      expect([r.status, r.errNo !== 0, r.message]).toEqual([200, true, message]);
    }
    const record = await get('zhaoliu', `${B}/Record?year=2026`);
    expect(record.resultData.items).toHaveLength(0);
  });
  it('adds a child education once per form key, 2,000 a month', async () => {
    const clientKey = randomUUID();
    const [a, b] = await Promise.all([
      post('zhaoliu', `${B}/SaveItem`, child({ clientKey })),
      post('zhaoliu', `${B}/SaveItem`, child({ clientKey })),
    ]);
    expect(a.errNo).toBe(0);
    expect(b.resultData).toBe(a.resultData);
    itemId = a.resultData;
    const record = await get('zhaoliu', `${B}/Record?year=2026`);
    expect(record.resultData.items).toHaveLength(1);
    expect(record.resultData.items[0]).toMatchObject({
      kind: 'childEducation',
      people: ['赵小明'],
      yearTotal: '24000.00',
    });
    expect(record.resultData.monthly).toEqual(Array(12).fill(200000));
  });
  it('loan interest and rent not both in one year', async () => {
    const rent = await post('zhaoliu', `${B}/SaveItem`, {
      year: 2026,
      kind: 'rent',
      cityClass: '1',
      leaseStart: '2026-01-01',
      leaseEnd: '2026-12-31',
    });
    expect(rent.errNo).toBe(0);
    const loan = await post('zhaoliu', `${B}/SaveItem`, {
      year: 2026,
      kind: 'housingLoan',
      loanTerm: '120',
      firstRepayment: '2020-01-05',
    });
    expect(loan.message).toBe('住房贷款利息和住房租金不能在同一年度同时扣除');
  });
  it('submits (locked, effective this month), idempotently', async () => {
    const [a, b] = await Promise.all([
      post('zhaoliu', `${B}/Submit`, { year: 2026 }),
      post('zhaoliu', `${B}/Submit`, { year: 2026 }),
    ]);
    expect(a.resultData).toEqual({ status: 'submitted', effectiveMonth: '2026-04' });
    expect(b.resultData).toEqual(a.resultData);
    const edit = await post('zhaoliu', `${B}/SaveItem`, child({ id: itemId, ratio: '50' }));
    expect(edit.message).toBe('扣除信息已提交，处理完成前不能修改');
    const del = await post('zhaoliu', `${B}/DeleteItem`, { year: 2026, id: itemId });
    expect(del.message).toBe('扣除信息已提交，处理完成前不能修改');
  });
  it('the port gives the months before April in April (cumulative catch-up)', async () => {
    const y = await app.taxDeductions.ofYear(app.database.db, DEMO_IDS.zhaoliu, 2026);
    expect(y.monthly.slice(0, 5)).toEqual([0, 0, 0, 4 * 350000, 350000]);
    expect(y.monthly.reduce((s, v) => s + v, 0)).toBe(12 * 350000);
    expect(y.oneOff).toBe(0);
    const none = await app.taxDeductions.ofYear(app.database.db, DEMO_IDS.zhangsan, 2026);
    expect(none.monthly.every((v) => v === 0)).toBe(true);
  });
  it('HR sees it, reads the members unmasked (logged), returns it with a note', async () => {
    expect((await get('zhaoliu', `${A}/Records`)).status).toBe(403);
    const list = await get('wangwu', `${A}/Records?status=submitted`);
    const row = list.resultData.result.find((r: { eid: string }) => r.eid === DEMO_IDS.zhaoliu);
    expect(row).toMatchObject({
      year: 2026,
      status: 'submitted',
      effectiveMonth: '2026-04',
      yearTotal: '42000.00',
    });
    const detail = await get('wangwu', `${A}/Record/${row.id}`);
    expect(detail.resultData.members[0].idNumber).toBe('310101201605100027');
    const logs = await app.database.db
      .select()
      .from(piiReadLog)
      .where(eq(piiReadLog.subjectEid, DEMO_IDS.zhaoliu));
    expect(logs.some((l) => l.fields.includes('familyMembers'))).toBe(true);
    const noNote = await post('wangwu', `${A}/Decide`, { id: row.id, action: 'return' });
    expect(noNote.message).toBe('退回时请填写退回原因');
    const back = await post('wangwu', `${A}/Decide`, {
      id: row.id,
      action: 'return',
      note: '请补充租房合同',
    });
    expect(back.resultData).toBe('returned');
    const inbox = await app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.eid, DEMO_IDS.zhaoliu));
    expect(
      inbox.some((n) => n.titleKey === 'deduction.msg.returned' && n.params.note === '请补充租房合同'),
    ).toBe(true);
    const again = await post('wangwu', `${A}/Decide`, { id: row.id, action: 'accept' });
    expect(again.message).toBe('该扣除记录当前不能执行此操作');
  });
  it('after the 15th the resubmit counts from next month; HR accepts', async () => {
    const edit = await post('zhaoliu', `${B}/SaveItem`, child({ id: itemId, ratio: '50' }));
    expect(edit.errNo).toBe(0);
    await at('2026-04-20T02:00:00Z');
    const r = await post('zhaoliu', `${B}/Submit`, { year: 2026 });
    expect(r.resultData).toEqual({ status: 'submitted', effectiveMonth: '2026-05' });
    const record = await get('zhaoliu', `${B}/Record?year=2026`);
    const ok = await post('wangwu', `${A}/Decide`, { id: record.resultData.id, action: 'accept' });
    expect(ok.resultData).toBe('reported');
    const y = await app.taxDeductions.ofYear(app.database.db, DEMO_IDS.zhaoliu, 2026);
    expect(y.monthly.slice(3, 6)).toEqual([0, 5 * 250000, 250000]);
  });
  it('confirms the method once for the year', async () => {
    expect((await post('zhaoliu', `${B}/ConfirmMethod`, { year: 2026, method: 'employer' })).resultData).toBe(
      'employer',
    );
    expect((await post('zhaoliu', `${B}/ConfirmMethod`, { year: 2026, method: 'employer' })).errNo).toBe(0);
    const other = await post('zhaoliu', `${B}/ConfirmMethod`, { year: 2026, method: 'self' }, 'en');
    expect(other.message).toBe("This year's declaration method is confirmed and cannot be changed");
  });
});

describe('previous year and history', () => {
  it('last year can change only in the settlement window', async () => {
    await at('2026-06-30T02:00:00Z');
    const inside = await post('zhaoliu', `${B}/SaveItem`, {
      ...child({ year: 2025, startMonth: '2025-01', endMonth: '2025-12', id: D.lastYearItem, ratio: '50' }),
    });
    expect(inside.errNo).toBe(0);
    await at('2026-07-01T02:00:00Z');
    const outside = await post(
      'zhaoliu',
      `${B}/SaveItem`,
      child({ year: 2025, startMonth: '2025-01', endMonth: '2025-12' }),
    );
    expect(outside.message).toBe('2025年度的扣除信息只能在汇算清缴期（2026-03-01至2026-06-30）内修改');
    const older = await post('zhaoliu', `${B}/Submit`, { year: 2024 });
    expect(older.message).toBe('2024年度的扣除信息已不能填报或修改');
    await at('2026-04-20T02:00:00Z');
  });
  it('lists the years and shows one read-only, to its owner only', async () => {
    const years = await get('zhaoliu', `${B}/Years`);
    expect(years.resultData.map((y: { year: number }) => y.year)).toEqual([2026, 2025]);
    const one = await get('zhaoliu', `${B}/History/${D.lastYear}`);
    expect(one.resultData).toMatchObject({ year: 2025, editable: false });
    expect(one.resultData.items[0].kind).toBe('childEducation');
    const theirs = await get('sunqi', `${B}/History/${D.lastYear}`);
    expect(theirs.message).toBe('扣除记录不存在或您无权查看');
  });
});

describe('a record needs an education or dependant entry; elderly support', () => {
  it('refuses a record with rent only, takes it with a parent of 60', async () => {
    await verify(DEMO_IDS.sunqi, '310101198001010016');
    const rent = await post('sunqi', `${B}/SaveItem`, {
      year: 2026,
      kind: 'rent',
      cityClass: '2',
      leaseStart: '2026-01-01',
      leaseEnd: '2026-12-31',
    });
    expect(rent.errNo).toBe(0);
    const r = await post('sunqi', `${B}/Submit`, { year: 2026 }, 'en');
    expect(r.message).toBe('You must add one education or dependant record');
    const father = await post('sunqi', `${B}/SaveMember`, {
      name: '孙大',
      relation: 'father',
      idType: 'idCard',
      idNumber: '310101195802030015',
      birthDate: '1958-02-03',
      nationality: '中国',
      phone: '13900139001',
    });
    expect(father.errNo).toBe(0);
    const over = await post('sunqi', `${B}/SaveItem`, {
      year: 2026,
      kind: 'elderlySupport',
      onlyChild: false,
      dependantIds: [father.resultData],
      shareMethod: 'equal',
      amount: '1500.01',
    });
    expect(over.message).toBe('非独生子女每月分摊金额不能超过1500元');
    const ok = await post('sunqi', `${B}/SaveItem`, {
      year: 2026,
      kind: 'elderlySupport',
      onlyChild: false,
      dependantIds: [father.resultData],
      shareMethod: 'equal',
      amount: '1500',
    });
    expect(ok.errNo).toBe(0);
    const second = await post('sunqi', `${B}/SaveItem`, {
      year: 2026,
      kind: 'elderlySupport',
      onlyChild: true,
      dependantIds: [father.resultData],
    });
    expect(second.message).toBe('每个年度只能填写一条赡养老人信息');
    const dup = await post('sunqi', `${B}/AddDependant`, {
      itemId: ok.resultData,
      memberId: father.resultData,
    });
    expect(dup.message).toBe('被赡养人不能重复');
    expect((await post('sunqi', `${B}/Submit`, { year: 2026 })).errNo).toBe(0);
  });
});

describe('family members (memberFamily)', () => {
  const member = (extra: object = {}) => ({
    name: '赵小红',
    relation: 'child',
    idType: 'idCard',
    idNumber: '110105201605100025',
    birthDate: '2016-05-10',
    nationality: '中国',
    phone: '13900139004',
    ...extra,
  });
  it('checks the fields, the ID check digit, own ID and uniqueness', async () => {
    expect(
      (await post('zhaoliu', `${B}/SaveMember`, member({ idNumber: '110105201605100021' }))).message,
    ).toBe('请输入正确的身份证号码');
    expect((await post('zhaoliu', `${B}/SaveMember`, member({ phone: '' }))).message).toBe('请填写手机号码');
    expect((await post('zhaoliu', `${B}/SaveMember`, member({ email: 'x@' }))).message).toBe(
      '请输入正确的电子邮箱',
    );
    const own = await post(
      'zhaoliu',
      `${B}/SaveMember`,
      member({ relation: 'spouse', idNumber: '310101199003150035', birthDate: '1990-03-15' }),
    );
    expect(own.message).toBe('家庭成员（配偶）的证件号码不能与本人相同');
    const dup = await post('zhaoliu', `${B}/SaveMember`, member({ idNumber: '310101201605100027' }), 'en');
    expect(dup.message).toBe('ID already exists');
  });
  it('adds once per key, lists masked, keeps a masked ID on edit, stores it sealed', async () => {
    const clientKey = randomUUID();
    const a = await post('zhaoliu', `${B}/SaveMember`, member({ clientKey }));
    const b = await post('zhaoliu', `${B}/SaveMember`, member({ clientKey }));
    expect(b.resultData).toBe(a.resultData);
    const list = await get('zhaoliu', `${B}/Members`);
    const added = list.resultData.find((m: { id: string }) => m.id === a.resultData);
    expect(added.idNumber).toBe('1101**********0025');
    expect(added.phone).toBe('139****9004');
    const edit = await post('zhaoliu', `${B}/SaveMember`, {
      ...member(),
      ...added,
      email: 'hong@example.com',
    });
    expect(edit.errNo).toBe(0);
    const [row] = await app.database.db
      .select()
      .from(taxFamilyMembers)
      .where(eq(taxFamilyMembers.id, a.resultData));
    expect(row?.idNumberSealed).not.toContain('110105');
    expect(pii.open(row?.idNumberSealed as string)).toBe('110105201605100025');
    expect((await get('sunqi', `${B}/Member/${a.resultData}`)).message).toBe('家庭成员不存在');
  });
  it('a member used by an item stays', async () => {
    const r = await post('zhaoliu', `${B}/DeleteMember`, { id: D.child });
    expect(r.message).toBe('该家庭成员已用于扣除项目，不能删除');
  });
});

describe('vouchers (relatedVouchers) and my tax info', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
  it('takes an image by content, refuses others', async () => {
    const items = await app.database.db
      .select()
      .from(taxDeductionItems)
      .where(and(eq(taxDeductionItems.id, D.lastYearItem)));
    expect(items).toHaveLength(1);
    const up = (fileName: string, bytes: Buffer, who: Person = 'zhaoliu') =>
      post(who, `${B}/UploadVoucher`, {
        itemId: D.lastYearItem,
        fileName,
        content: bytes.toString('base64'),
      });
    expect((await up('a.bmp', png)).message).toBe('图片类型必须是.gif,jpeg,jpg,png中的一种');
    expect((await up('a.png', Buffer.from('not an image'))).message).toBe(
      '图片类型必须是.gif,jpeg,jpg,png中的一种',
    );
    expect((await up('a.png', Buffer.alloc(6 * 1024 * 1024 + 1))).message).toBe('图片大于6M,不能上传');
    expect((await up(`${'a'.repeat(300)}.png`, png)).message).toBe('文件名过长');
    expect((await up('a.png', png, 'sunqi')).message).toBe('扣除项目不存在');
    const ok = await up('receipt.png', png);
    expect(ok.errNo).toBe(0);
    const list = await get('zhaoliu', `${B}/Vouchers?itemId=${D.lastYearItem}`);
    expect(list.resultData).toHaveLength(1);
    const file = await app.inject({
      method: 'GET',
      url: `${B}/Voucher/${ok.resultData}`,
      headers: { authorization: `Bearer ${tokens.zhaoliu}` },
    });
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png)).toBe(true);
    expect((await get('sunqi', `${B}/Voucher/${ok.resultData}`)).message).toBe('凭证不存在');
    await at('2026-07-01T02:00:00Z');
    expect((await up('b.png', png)).message).toBe(
      '2025年度的扣除信息只能在汇算清缴期（2026-03-01至2026-06-30）内修改',
    );
    await at('2026-04-20T02:00:00Z');
  });
  it('HR of the company opens a voucher (logged); another company and other employees are refused', async () => {
    const upload = await post('zhaoliu', `${B}/UploadVoucher`, {
      itemId: D.lastYearItem,
      fileName: 'rent.png',
      content: png.toString('base64'),
    });
    expect(upload.errNo).toBe(0);
    const id = upload.resultData as string;
    const [item] = await app.database.db
      .select()
      .from(taxDeductionItems)
      .where(eq(taxDeductionItems.id, D.lastYearItem));
    const detail = await get('wangwu', `${A}/Record/${item?.recordId}`);
    expect(detail.resultData.vouchers).toContainEqual(
      expect.objectContaining({ id, itemId: D.lastYearItem, fileName: 'rent.png', size: png.length }),
    );
    const read = (token: string, url: string) =>
      app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const logged = () =>
      app.database.db
        .select()
        .from(piiReadLog)
        .where(
          and(
            eq(piiReadLog.readerEid, DEMO_IDS.wangwu),
            eq(piiReadLog.subjectEid, DEMO_IDS.zhaoliu),
            eq(piiReadLog.purpose, 'GET /api/TaxDeductionAdmin/Voucher'),
          ),
        );
    const before = (await logged()).length;

    const hr = await read(tokens.wangwu as string, `${A}/Voucher/${id}`);
    expect(hr.statusCode).toBe(200);
    expect(hr.headers['content-type']).toBe('image/png');
    expect(hr.headers['cache-control']).toBe('no-store, private');
    expect(hr.headers['x-content-type-options']).toBe('nosniff');
    expect(hr.rawPayload.equals(png)).toBe(true);
    const logs = await logged();
    expect(logs).toHaveLength(before + 1);
    expect(logs.at(-1)?.fields).toEqual(['vouchers']);

    // Another company's HR: 403, nothing logged for them.
    const { companyId: otherCompany } = await addCompany(app.database.db, '另一家公司', '杭州');
    const { eid: otherEid } = await copyEmployee(app.database.db, DEMO_IDS.wangwu, {
      companyId: otherCompany,
      roles: ['employee', 'hr'],
    });
    const otherHr = (await TokenService.create(app.appConfig.jwtSecret, 3600, clock)).issue(otherEid);
    const other = await read((await otherHr).token, `${A}/Voucher/${id}`);
    expect(other.statusCode).toBe(403);
    expect(other.headers['content-type']).toMatch(/json/);
    const otherLogs = await app.database.db
      .select()
      .from(piiReadLog)
      .where(eq(piiReadLog.readerEid, otherEid));
    expect(otherLogs).toHaveLength(0);

    // An employee who is not HR: the HR route refuses, the owner's route does not know the voucher.
    expect((await read(tokens.sunqi as string, `${A}/Voucher/${id}`)).statusCode).toBe(403);
    expect((await get('sunqi', `${B}/Voucher/${id}`)).message).toBe('凭证不存在');
    expect((await get('wangwu', `${A}/Voucher/${randomUUID()}`)).message).toBe('凭证不存在');

    // The owner still can, and the owner's read is not logged.
    const own = await read(tokens.zhaoliu as string, `${B}/Voucher/${id}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store, private');
    expect(own.rawPayload.equals(png)).toBe(true);
    expect(await logged()).toHaveLength(before + 1);
  });
  it('a doubled or retried upload of the same file keeps one voucher', async () => {
    const send = (bytes: Buffer = png) =>
      post('zhaoliu', `${B}/UploadVoucher`, {
        itemId: D.lastYearItem,
        fileName: 'twice.png',
        content: bytes.toString('base64'),
      });
    const named = async () =>
      (await get('zhaoliu', `${B}/Vouchers?itemId=${D.lastYearItem}`)).resultData.filter(
        (v: { fileName: string }) => v.fileName === 'twice.png',
      );
    const [first, second] = await Promise.all([send(), send()]);
    expect(first.errNo).toBe(0);
    expect(second.errNo).toBe(0);
    expect(second.resultData).toBe(first.resultData);
    expect(await named()).toHaveLength(1);
    // Other bytes under the same name are another voucher.
    const changed = await send(Buffer.concat([png, Buffer.from([0])]));
    expect(changed.resultData).not.toBe(first.resultData);
    expect(await named()).toHaveLength(2);
    // The same file again after the retry window is a new voucher too.
    await at('2026-04-20T02:03:00Z');
    const later = await send();
    expect(later.errNo).toBe(0);
    expect(later.resultData).not.toBe(first.resultData);
    expect(await named()).toHaveLength(3);
    await at('2026-04-20T02:00:00Z');
  });
  it('my tax info: phone required, e-mail format', async () => {
    expect((await post('zhaoliu', `${B}/SaveMyInfo`, { phone: '' })).message).toBe('请填写手机号码');
    expect((await post('zhaoliu', `${B}/SaveMyInfo`, { phone: '13900139004', email: 'bad' })).message).toBe(
      '请输入正确的电子邮箱',
    );
    expect(
      (await post('zhaoliu', `${B}/SaveMyInfo`, { phone: '13900139004', address: '上海市黄浦区1号' })).errNo,
    ).toBe(0);
    expect((await get('zhaoliu', `${B}/MyInfo`)).resultData).toEqual({
      phone: '13900139004',
      email: '',
      address: '上海市黄浦区1号',
    });
  });
});
