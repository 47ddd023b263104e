import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { incomeDeclarationItems, incomeDeclarations, payslips } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../testing/app';
import type { TYearDeductions } from '../tax-deductions/ports';

// 10 April 2026, 10:00 in Shanghai: inside the filing window of tax year 2025.
const INSIDE = '2026-04-10T02:00:00Z';
const OUTSIDE = '2026-11-26T02:00:00Z';
const clock = fixedClock(INSIDE);
let app: TestApp;
const tokens: Record<string, string> = {};
type Person = 'lisi' | 'zhangsan';
const BASE = '/api/Tax/Declaration';

/** The deductions this file declares per person and year (the deductions area's role in production). */
const declared = new Map<string, TYearDeductions>();
const none: TYearDeductions = { monthly: Array(12).fill(0), oneOff: 0, annualOnly: 0 };

const yuan = (v: number) => Math.round(v * 100);
async function setPayslips(
  eid: string,
  year: number,
  months: number[],
  over: { tax?: (m: number) => number } = {},
) {
  const db = app.database.db;
  await db.delete(payslips).where(and(eq(payslips.eid, eid), like(payslips.month, `${year}-%`)));
  if (months.length === 0) return;
  await db.insert(payslips).values(
    months.map((m) => ({
      eid,
      companyId: DEMO_IDS.company,
      month: `${year}-${String(m).padStart(2, '0')}`,
      gross: yuan(20_000),
      socialEmployee: yuan(1_500),
      fundEmployee: yuan(500),
      specialDeduction: yuan(2_000),
      tax: over.tax ? over.tax(m) : 0,
      net: yuan(17_000),
      items: [],
      paidOn: `${year}-${String(m).padStart(2, '0')}-15`,
    })),
  );
}
async function resetDeclaration(eid: string) {
  await app.database.db.delete(incomeDeclarations).where(eq(incomeDeclarations.eid, eid));
}

beforeAll(async () => {
  // The declaration's own figures of the year's deductions (the deductions module's source has its own tests).
  app = await createTestApp({
    clock,
    deductionSource: async (_db, eid, year) => declared.get(`${eid}:${year}`) ?? none,
  });
  for (const who of ['lisi', 'zhangsan'] as const) tokens[who] = await app.login(who);
});
afterAll(async () => {
  await app?.close();
});
/** Moves the clock and logs in again (a token's lifetime follows the clock). */
async function at(when: string) {
  clock.set(when);
  for (const who of ['lisi', 'zhangsan'] as const) tokens[who] = await app.login(who);
}

beforeEach(async () => {
  await at(INSIDE);
  declared.clear();
  declared.set(`${DEMO_IDS.lisi}:2025`, { monthly: Array(12).fill(yuan(2_000)), oneOff: 0, annualOnly: 0 });
  await setPayslips(DEMO_IDS.lisi, 2025, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  await setPayslips(DEMO_IDS.zhangsan, 2025, []);
  await resetDeclaration(DEMO_IDS.lisi);
  await resetDeclaration(DEMO_IDS.zhangsan);
});

const get = (who: Person, url: string, lang = 'zh') =>
  app.callAs(tokens[who] as string, 'GET', url, undefined, lang);
const post = (who: Person, url: string, payload: object, lang = 'zh') =>
  app.callAs(tokens[who] as string, 'POST', url, payload, lang);
const itemCount = async () => (await app.database.db.select().from(incomeDeclarationItems)).length;

describe('individual tax trial', () => {
  it('recomputes the official example from the payslips and shows withheld vs computed per month', async () => {
    const official = [330, 330, 330, 890, 1100, 1100, 1100, 1100, 1100, 1100, 1100, 1100];
    // Payroll withheld 10 yuan too little in May.
    await setPayslips(DEMO_IDS.lisi, 2025, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], {
      tax: (m) => yuan((official[m - 1] as number) - (m === 5 ? 10 : 0)),
    });
    const res = await get('lisi', '/api/Tax/IndividualTaxTrial?year=2025');
    expect(res.errNo).toBe(0);
    const months = res.resultData.months;
    expect(months.map((m: { computed: string }) => Number(m.computed))).toEqual(official);
    expect(months.every((m: { projected: boolean }) => !m.projected)).toBe(true);
    expect(months[4].withheld).toBe('1090.00');
    expect(months[4].difference).toBe('-10.00');
    expect(months[0].difference).toBe('0.00');
    expect(res.resultData.computedTotal).toBe('10680.00');
    expect(res.resultData.difference).toBe('-10.00');
  });

  it('projects the rest of the current year with the latest month, and reads only the caller', async () => {
    await setPayslips(DEMO_IDS.lisi, 2026, [1, 2, 3]);
    declared.set(`${DEMO_IDS.lisi}:2026`, {
      monthly: Array(12).fill(yuan(2_000)),
      oneOff: 0,
      annualOnly: yuan(9_000),
    });
    const res = await get('lisi', '/api/Tax/IndividualTaxTrial');
    expect(res.resultData.year).toBe(2026);
    expect(res.resultData.months).toHaveLength(12);
    expect(res.resultData.months[3]).toMatchObject({
      month: 4,
      projected: true,
      withheld: null,
      computed: '890.00',
    });
    expect(res.resultData.annualOnly).toBe('9000.00');
    await setPayslips(DEMO_IDS.zhangsan, 2026, []);
    const other = await get('zhangsan', '/api/Tax/IndividualTaxTrial?year=2026');
    expect(other.resultData.months).toEqual([]);
    await setPayslips(DEMO_IDS.lisi, 2026, []);
  });

  it('refuses a future year, a bad year and a caller without a token', async () => {
    expect((await get('lisi', '/api/Tax/IndividualTaxTrial?year=2027')).message).toBe('税款所属年度不正确');
    expect((await get('lisi', '/api/Tax/IndividualTaxTrial?year=abc', 'en')).errNo).not.toBe(0);
    const anonymous = await app.inject({ method: 'GET', url: '/api/Tax/IndividualTaxTrial' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('income declaration', () => {
  it('shows the previous year with wages from the payslips and the settlement', async () => {
    const res = await get('lisi', BASE);
    expect(res.errNo).toBe(0);
    const d = res.resultData;
    expect(d).toMatchObject({
      year: 2025,
      status: 'draft',
      open: true,
      window: { from: '2026-03-01', to: '2026-06-30' },
    });
    expect(d.wages).toHaveLength(12);
    expect(d.wages[0]).toMatchObject({ month: '2025-01', gross: '20000.00', social: '2000.00' });
    // 240,000 - 60,000 - 24,000 - 24,000 = 132,000 -> 10,680 due, nothing withheld.
    expect(d.figures).toMatchObject({
      taxable: '132000.00',
      tax: '10680.00',
      withheld: '0.00',
      balance: '10680.00',
    });
  });

  it('adds, edits and removes an income, counting labour at 80% and author remuneration at 56%', async () => {
    const added = await post('lisi', `${BASE}/Income`, {
      year: 2025,
      category: 'labour',
      payer: '某咨询公司',
      amount: '10000',
      taxWithheld: '1600',
    });
    expect(added.errNo).toBe(0);
    expect(added.message).toBe('保存成功');
    const income = added.resultData.incomes[0];
    expect(income).toMatchObject({ category: 'labour', counted: '8000.00', taxWithheld: '1600.00' });
    expect(added.resultData.figures.otherIncome).toBe('8000.00');
    expect(added.resultData.figures.withheld).toBe('1600.00');
    const edited = await post('lisi', `${BASE}/Income`, {
      year: 2025,
      id: income.id,
      category: 'author',
      payer: '出版社',
      amount: '10000',
    });
    expect(edited.resultData.incomes).toHaveLength(1);
    expect(edited.resultData.incomes[0]).toMatchObject({
      payer: '出版社',
      counted: '5600.00',
      taxWithheld: '0.00',
    });
    // Another person cannot touch it.
    await post('zhangsan', `${BASE}/Income`, { year: 2025, category: 'labour', payer: 'x', amount: '1' });
    const foreign = await post('zhangsan', `${BASE}/Income`, {
      year: 2025,
      id: income.id,
      category: 'labour',
      payer: 'y',
      amount: '2',
    });
    expect(foreign.message).toBe('该记录不存在');
    expect((await post('zhangsan', `${BASE}/Remove`, { year: 2025, id: income.id })).message).toBe(
      '该记录不存在',
    );
    const removed = await post('lisi', `${BASE}/Remove`, { year: 2025, id: income.id });
    expect(removed.resultData.incomes).toEqual([]);
  });

  it('refuses bad input with its message and stores nothing', async () => {
    const before = await itemCount();
    const cases: [object, string, string][] = [
      [{ category: 'gift', payer: 'a', amount: '1' }, 'zh', '请选择所得项目'],
      [{ category: 'labour', payer: ' ', amount: '1' }, 'en', 'Please enter the payer'],
      [{ category: 'labour', payer: 'a'.repeat(61), amount: '1' }, 'zh', '支付方名称不能超过60个字'],
      [{ category: 'labour', payer: 'a', amount: '0' }, 'zh', '请输入正确的金额（大于0，最多两位小数）'],
      [
        { category: 'labour', payer: 'a', amount: '1.234' },
        'ja',
        '正しい金額を入力してください（0より大きく、小数点以下2桁まで）',
      ],
      [
        { category: 'labour', payer: 'a', amount: '100000000.01' },
        'zh',
        '请输入正确的金额（大于0，最多两位小数）',
      ],
      [{ category: 'labour', payer: 'a', amount: '1', taxWithheld: '-1' }, 'zh', '已缴税额格式不正确'],
    ];
    for (const [body, lang, message] of cases) {
      const res = await post('lisi', `${BASE}/Income`, { year: 2025, ...body }, lang);
      expect(res.status).toBe(200);
      expect(res.errNo).not.toBe(0);
      expect(res.message).toContain(message);
    }
    const pref = await post('lisi', `${BASE}/Preference`, {
      year: 2025,
      kind: 'exempt',
      name: '残疾人所得减征',
      documentId: 'A'.repeat(30),
      amount: '100',
    });
    expect(pref.message).toContain('证件号码长度应少于30位');
    const donation = await post('lisi', `${BASE}/Donation`, {
      year: 2025,
      recipient: '红十字会',
      certificateNo: '',
      amount: '100',
    });
    expect(donation.message).toContain('请填写捐赠凭证号');
    expect(
      (await post('lisi', `${BASE}/Income`, { year: 2024, category: 'labour', payer: 'a', amount: '1' }))
        .message,
    ).toBe('只能申报上一年度的综合所得');
    expect(await itemCount()).toBe(before);
  });

  it('caps donations at 30% of the taxable income and applies preferences and the illness amount', async () => {
    declared.set(`${DEMO_IDS.lisi}:2025`, {
      monthly: Array(12).fill(yuan(2_000)),
      oneOff: 0,
      annualOnly: yuan(10_000),
    });
    await post('lisi', `${BASE}/Donation`, {
      year: 2025,
      recipient: '中国红十字基金会',
      certificateNo: 'JZ2025-0001',
      amount: '60000',
    });
    const pref = await post('lisi', `${BASE}/Preference`, {
      year: 2025,
      kind: 'relief',
      name: '残疾人所得减征',
      documentId: 'A'.repeat(29),
      amount: '500',
    });
    const f = pref.resultData.figures;
    // 132,000 - 10,000 (illness) = 122,000; cap 36,600 -> 85,400 -> 8,540 - 2,520 = 6,020 - 500 relief
    expect(f).toMatchObject({
      special: '34000.00',
      beforeDonations: '122000.00',
      donationsClaimed: '60000.00',
      donations: '36600.00',
      taxable: '85400.00',
      taxDue: '6020.00',
      relief: '500.00',
      tax: '5520.00',
    });
    expect(pref.resultData.preferences[0]).toMatchObject({ documentId: 'A'.repeat(29), kind: 'relief' });
    expect(pref.resultData.donations[0]).toMatchObject({ certificateNo: 'JZ2025-0001', amount: '60000.00' });
  });

  it('refuses to submit outside March 1 - June 30 and changes nothing', async () => {
    await at(OUTSIDE);
    const res = await post('lisi', `${BASE}/Submit`, { year: 2025, requestId: randomUUID() });
    expect(res.errNo).not.toBe(0);
    expect(res.message).toBe('2025年度汇算办理时间为2026-03-01至2026-06-30，当前不在办理期内');
    const view = await get('lisi', BASE);
    expect(view.resultData).toMatchObject({ status: 'draft', open: false, submittedAt: null });
    // A draft may still be prepared outside the window.
    expect(
      (await post('lisi', `${BASE}/Income`, { year: 2025, category: 'royalty', payer: 'a', amount: '100' }))
        .errNo,
    ).toBe(0);
  });

  it('submits once: a repeat answers the same, the declaration is then read-only, a new one only after reopening inside the window', async () => {
    const requestId = randomUUID();
    const first = await post('lisi', `${BASE}/Submit`, { year: 2025, requestId });
    expect(first.errNo).toBe(0);
    expect(first.message).toBe('申报成功');
    expect(first.resultData).toMatchObject({ status: 'submitted', submittedAt: '2026-04-10 10:00:00' });
    const again = await post('lisi', `${BASE}/Submit`, { year: 2025, requestId });
    expect(again.errNo).toBe(0);
    expect(again.resultData).toEqual(first.resultData);
    expect((await post('lisi', `${BASE}/Submit`, { year: 2025, requestId: randomUUID() })).message).toBe(
      '申报已提交，不能修改',
    );
    expect(
      (await post('lisi', `${BASE}/Income`, { year: 2025, category: 'labour', payer: 'a', amount: '1' }))
        .message,
    ).toBe('申报已提交，不能修改');
    // The stored figures stay what was submitted even if the payslips change later.
    await setPayslips(DEMO_IDS.lisi, 2025, [1]);
    expect((await get('lisi', BASE)).resultData.figures.tax).toBe('10680.00');
    await at(OUTSIDE);
    expect((await post('lisi', `${BASE}/Reopen`, { year: 2025 })).message).toContain('当前不在办理期内');
    await at(INSIDE);
    const reopened = await post('lisi', `${BASE}/Reopen`, { year: 2025 });
    expect(reopened.resultData.status).toBe('draft');
    expect(reopened.resultData.figures.tax).toBe('0.00');
    const replaced = await post('lisi', `${BASE}/Submit`, { year: 2025, requestId: randomUUID() });
    expect(replaced.resultData.status).toBe('submitted');
    const rows = await app.database.db
      .select()
      .from(incomeDeclarations)
      .where(eq(incomeDeclarations.eid, DEMO_IDS.lisi));
    expect(rows).toHaveLength(1);
  });

  it('serves two different submits at once one after the other', async () => {
    const results = await Promise.all([
      post('lisi', `${BASE}/Submit`, { year: 2025, requestId: randomUUID() }),
      post('lisi', `${BASE}/Submit`, { year: 2025, requestId: randomUUID() }),
    ]);
    expect(results.map((r) => r.errNo === 0).sort()).toEqual([false, true]);
    expect(results.find((r) => r.errNo !== 0)?.message).toBe('申报已提交，不能修改');
  });

  it('refuses a declaration without income', async () => {
    const res = await post('zhangsan', `${BASE}/Submit`, { year: 2025, requestId: randomUUID() }, 'en');
    expect(res.message).toBe('There is no income to declare for this year');
  });
});
