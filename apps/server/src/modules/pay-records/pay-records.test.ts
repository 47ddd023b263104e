import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { DEMO_PAY_MONTHS, demoMonth, demoPayPeople, tinyPdf } from '../../db/demo/pay-records';
import { fundAccounts, payslips, piiReadLog, socialSecurityCards } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { piiCipher } from '../../platform/pii';
import { bearer, createTestApp, type TestApp } from '../../testing/app';

// Thursday 26 November 2026, 10:00 in Shanghai.
const clock = fixedClock('2026-11-26T02:00:00Z');
let app: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp({ clock });
  for (const who of ['zhangsan', 'lisi', 'wangwu', 'zhaoliu', 'wushi']) tokens[who] = await app.login(who);
  const pii = piiCipher(app.appConfig.piiKeys);
  await app.database.db
    .insert(socialSecurityCards)
    .values([
      {
        eid: DEMO_IDS.zhangsan,
        companyId: DEMO_IDS.company,
        status: 'issued',
        cardNoSealed: pii.seal('310104199001011234'),
        bank: '中国工商银行',
        city: '上海',
        appliedOn: '2019-03-20',
        issuedOn: '2019-04-18',
      },
      {
        eid: DEMO_IDS.lisi,
        companyId: DEMO_IDS.company,
        status: 'applying',
        cardNoSealed: pii.seal('310101198507071111'),
        bank: '交通银行',
        city: '上海',
        appliedOn: '2026-11-02',
      },
    ])
    // On PostgreSQL the app loaded the same demo rows itself (loadPayRecordsStoredDemo).
    .onConflictDoNothing();
  await app.database.db
    .insert(fundAccounts)
    .values({
      eid: DEMO_IDS.zhangsan,
      companyId: DEMO_IDS.company,
      accountNoSealed: pii.seal('201900341287'),
      city: '上海',
      openedOn: '2019-03-04',
      openingBalance: 8_642_000,
    })
    .onConflictDoNothing();
});
afterAll(() => app.close());

async function reauth(who: string, password = 'Demo2026', token = tokens[who] as string) {
  return app.callAs(token, 'POST', '/api/Account/Reauthenticate', { password });
}
async function get(who: string | { token: string }, url: string, reauthToken?: string) {
  const token = typeof who === 'string' ? (tokens[who] as string) : who.token;
  const response = await app.inject({
    method: 'GET',
    url,
    headers: {
      ...bearer(token),
      'accept-language': 'en',
      ...(reauthToken ? { 'x-reauth-token': reauthToken } : {}),
    },
  });
  return { status: response.statusCode, headers: response.headers, ...response.json() };
}

describe('payslips behind a re-authentication', () => {
  it('refuses without the re-auth token, with a message and reauth: true', async () => {
    const res = await get('zhangsan', '/api/PayRecords/Payslip?month=2026-10');
    expect(res.status).toBe(200);
    expect(res.errNo).not.toBe(0);
    expect(res.resultData).toEqual({ reauth: true });
    expect(res.message).toMatch(/password again/);
    expect(res.headers['cache-control']).toBe('no-store, private');
  });

  it('a wrong password is refused and counted by the login guard', async () => {
    const res = await reauth('zhaoliu', 'wrong-password');
    expect(res.errNo).not.toBe(0);
    expect(res.resultData).toBeNull();
  });

  it('gives the owner the month with every line, matching the demo computation', async () => {
    const { resultData } = await reauth('zhangsan');
    expect(resultData.expiresIn).toBe(300);
    const res = await get('zhangsan', '/api/PayRecords/Payslip?month=2026-10', resultData.reauthToken);
    expect(res.errNo).toBe(0);
    expect(res.headers['cache-control']).toBe('no-store, private');
    const person = demoPayPeople(DEMO_IDS).find((p) => p.eid === DEMO_IDS.zhangsan);
    const expected = demoMonth(person as NonNullable<typeof person>, '2026-10');
    const slip = res.resultData;
    expect(slip.gross).toBe(17_500);
    expect(slip.allowances).toBe(1_500);
    expect(slip.net).toBe(expected.net / 100);
    expect(Math.round((slip.gross - slip.deductions) * 100)).toBe(Math.round(slip.net * 100));
    expect(slip.items.map((i: { code: string }) => i.code)).toEqual([
      'basePay',
      'allowance',
      'pension',
      'medical',
      'unemployment',
      'fund',
      'tax',
    ]);
    // Shanghai 2026 table: pension 8 %, medical 2 %, unemployment 0.5 % of 17,500; fund 7 % rounded to the yuan.
    expect(slip.socialEmployee).toBe(1_837.5);
    expect(slip.fundEmployee).toBe(1_225);
  });

  it("the year's months and totals", async () => {
    const { resultData } = await reauth('zhangsan');
    const res = await get('zhangsan', '/api/PayRecords/PayslipYear?year=2026', resultData.reauthToken);
    expect(res.errNo).toBe(0);
    expect(res.resultData.months).toHaveLength(11);
    expect(res.resultData.years).toEqual([2026, 2025]);
    const sum = res.resultData.months.reduce(
      (s: number, m: { net: number }) => s + Math.round(m.net * 100),
      0,
    );
    expect(Math.round(res.resultData.totals.net * 100)).toBe(sum);
    // Cumulative withholding: the tax never falls as the year's income grows at the same wage.
    const taxes = res.resultData.months.map((m: { tax: number }) => m.tax);
    expect(taxes[10]).toBeGreaterThanOrEqual(taxes[0]);
  });

  it('refuses an expired re-authentication', async () => {
    const { resultData } = await reauth('zhangsan');
    clock.advance(301_000);
    try {
      const res = await get('zhangsan', '/api/PayRecords/Payslip?month=2026-10', resultData.reauthToken);
      expect(res.resultData).toEqual({ reauth: true });
    } finally {
      clock.advance(-301_000);
    }
  });

  it("refuses another session's re-authentication and another person's", async () => {
    const other = await app.login('zhangsan');
    const { resultData } = await reauth('zhangsan', 'Demo2026', other);
    const res = await get('zhangsan', '/api/PayRecords/Payslip?month=2026-10', resultData.reauthToken);
    expect(res.resultData).toEqual({ reauth: true });
    const lisis = (await reauth('lisi')).resultData.reauthToken;
    const stolen = await get('zhangsan', '/api/PayRecords/Payslip?month=2026-10', lisis);
    expect(stolen.resultData).toEqual({ reauth: true });
    // A login token is not a re-auth token.
    const login = await get('zhangsan', '/api/PayRecords/Payslip?month=2026-10', tokens.zhangsan);
    expect(login.resultData).toEqual({ reauth: true });
  });

  it("refuses another employee and HR without payroll on someone else's slip", async () => {
    for (const who of ['zhaoliu', 'wangwu']) {
      const { resultData } = await reauth(who);
      const res = await get(
        who,
        `/api/PayRecords/Payslip?month=2026-10&eid=${DEMO_IDS.zhangsan}`,
        resultData.reauthToken,
      );
      expect(res.status).toBe(403);
      expect(res.errNo).toBe(403);
    }
  });

  it('lets payroll read a slip of the company, logged as a personal-data read', async () => {
    const { resultData } = await reauth('wushi');
    const res = await get(
      'wushi',
      `/api/PayRecords/Payslip?month=2026-10&eid=${DEMO_IDS.lisi}`,
      resultData.reauthToken,
    );
    expect(res.errNo).toBe(0);
    expect(res.resultData.employeeName).toBe('李四');
    const logged = await app.database.db
      .select()
      .from(piiReadLog)
      .where(and(eq(piiReadLog.subjectEid, DEMO_IDS.lisi), eq(piiReadLog.purpose, 'payroll')));
    expect(logged.length).toBe(1);
    expect(logged[0]?.fields).toEqual(['payslip']);
    // Payroll still needs the re-authentication.
    const bare = await get('wushi', `/api/PayRecords/Payslip?month=2026-10&eid=${DEMO_IDS.lisi}`);
    expect(bare.resultData).toEqual({ reauth: true });
  });

  it('answers a month without a slip and a bad month with messages', async () => {
    const { resultData } = await reauth('zhangsan');
    const none = await get('zhangsan', '/api/PayRecords/Payslip?month=2024-01', resultData.reauthToken);
    expect(none.errNo).not.toBe(0);
    expect(none.message).toBe('There is no payslip for 2024-01');
    const bad = await get('zhangsan', '/api/PayRecords/Payslip?month=2026-13', resultData.reauthToken);
    expect(bad.status).toBe(200);
    expect(bad.errNo).not.toBe(0);
  });

  it('locks re-authentication after repeated wrong passwords like a login', async () => {
    let last: { errNo: number; status: number } = { errNo: 0, status: 200 };
    for (let i = 0; i < 12; i++) last = await reauth('lisi', `wrong-${i}`);
    expect(last.status).toBe(429);
    const right = await reauth('lisi');
    expect(right.errNo).not.toBe(0);
  });
});

describe('social insurance and the housing fund', () => {
  it("agrees with the calculator's table and sums the year", async () => {
    const res = await get('zhangsan', '/api/PayRecords/SocialInsurance?year=2026');
    expect(res.errNo).toBe(0);
    expect(res.resultData.city).toBe('shanghai');
    expect(res.resultData.months).toHaveLength(11);
    const nov = res.resultData.months.at(-1);
    expect(nov.month).toBe('2026-11');
    expect(nov.lines.map((l: { kind: string }) => l.kind)).toEqual([
      'pension',
      'medical',
      'unemployment',
      'injury',
    ]);
    const pension = nov.lines.find((l: { kind: string }) => l.kind === 'pension');
    expect(pension).toMatchObject({ base: 17_500, employee: 1_400, employer: 2_800, status: 'due' });
    const employee = res.resultData.months.reduce(
      (s: number, m: { employee: number }) => s + Math.round(m.employee * 100),
      0,
    );
    expect(Math.round(res.resultData.totals.employee * 100)).toBe(employee);
  });

  it('lists the fund deposits and the masked account with its balance', async () => {
    const fund = await get('zhangsan', '/api/PayRecords/ProvidentFund?year=2025');
    expect(fund.resultData.months).toHaveLength(12);
    expect(fund.resultData.months[0]).toMatchObject({
      month: '2025-01',
      employee: 1_225,
      employer: 1_225,
      total: 2_450,
    });
    const account = await get('zhangsan', '/api/PayRecords/FundAccount');
    expect(account.resultData.accountNo).toBe('20******1287');
    // 86,420 carried in + 22 paid months of 2,450 (2025-01 .. 2026-10; the current month is still due).
    expect(account.resultData.balance).toBe(86_420 + 22 * 2_450);
    const none = await get('zhaoliu', '/api/PayRecords/FundAccount');
    expect(none.errNo).not.toBe(0);
  });
});

describe('the social security card', () => {
  it('shows the masked card and reports an issued card lost once', async () => {
    const card = await get('zhangsan', '/api/PayRecords/SocialSecurityCard');
    expect(card.resultData).toMatchObject({ status: 'issued', cardNo: '31************1234' });
    const lost = await app.callAs(
      tokens.zhangsan as string,
      'POST',
      '/api/PayRecords/SocialSecurityCard/ReportLoss',
    );
    expect(lost.resultData.status).toBe('lostReported');
    const again = await app.callAs(
      tokens.zhangsan as string,
      'POST',
      '/api/PayRecords/SocialSecurityCard/ReportLoss',
    );
    expect(again.errNo).toBe(0);
    expect(again.resultData.lostReportedAt).toBe(lost.resultData.lostReportedAt);
  });

  it('refuses a loss report before the card is issued, and without a card', async () => {
    const applying = await app.callAs(
      tokens.lisi as string,
      'POST',
      '/api/PayRecords/SocialSecurityCard/ReportLoss',
    );
    expect(applying.errNo).not.toBe(0);
    expect(applying.message).toBe('社保卡尚未发放，不能挂失');
    const none = await app.callAs(
      tokens.zhaoliu as string,
      'POST',
      '/api/PayRecords/SocialSecurityCard/ReportLoss',
    );
    expect(none.errNo).not.toBe(0);
    expect((await get('zhaoliu', '/api/PayRecords/SocialSecurityCard')).resultData).toBeNull();
  });
});

describe('reimbursements', () => {
  it("lists the person's claims with a detail, and refuses another person's", async () => {
    const list = await get('zhangsan', '/api/PayRecords/Reimbursements');
    expect(list.resultData.totalCount).toBe(3);
    expect(list.resultData.result.map((c: { claimNo: string }) => c.claimNo)).toEqual([
      'BX2026110003',
      'BX2026100002',
      'BX2026090001',
    ]);
    const second = await get('zhangsan', '/api/PayRecords/Reimbursements?pageIndex=2&pageSize=2');
    expect(second.resultData).toMatchObject({ totalCount: 3, result: [{ claimNo: 'BX2026090001' }] });
    const paid = list.resultData.result[2];
    expect(paid).toMatchObject({ amount: 2_086, status: 'paid', paidOn: '2026-09-20' });
    const detail = await get('zhangsan', `/api/PayRecords/Reimbursement?id=${paid.id}`);
    expect(detail.resultData.lines).toHaveLength(2);
    expect(detail.resultData.steps.at(-1).result).toBe('paid');
    const other = await get('zhaoliu', `/api/PayRecords/Reimbursement?id=${paid.id}`);
    expect(other.errNo).not.toBe(0);
    const bad = await get('zhangsan', '/api/PayRecords/Reimbursement?id=nope');
    expect(bad.errNo).not.toBe(0);
  });
});

describe('company documents', () => {
  const pdf = tinyPdf('Test document').toString('base64');

  it('HR uploads a PDF, employees list and download it through an authorised call', async () => {
    const up = await app.callAs(tokens.wangwu as string, 'POST', '/api/PayRecords/CompanyDocument', {
      title: '考勤制度',
      content: pdf,
    });
    expect(up.errNo).toBe(0);
    const list = await get('zhaoliu', '/api/PayRecords/CompanyDocuments');
    expect(list.resultData.map((d: { title: string }) => d.title)).toContain('考勤制度');
    const file = await app.inject({
      method: 'GET',
      url: `/api/PayRecords/CompanyDocument/File?id=${up.resultData.id}`,
      headers: bearer(tokens.zhaoliu as string),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('no-store, private');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/PayRecords/CompanyDocument/File?id=${up.resultData.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a doubled or retried upload (same HR, title and bytes, sent together or again) stores one document', async () => {
    const upload = (title: string, content: string) =>
      app.callAs(tokens.wangwu as string, 'POST', '/api/PayRecords/CompanyDocument', { title, content });
    const before = (await get('wangwu', '/api/PayRecords/CompanyDocuments')).resultData.length;
    const same = tinyPdf('doubled').toString('base64');
    const together = await Promise.all(Array.from({ length: 20 }, () => upload('加班制度', same)));
    const again = await upload('加班制度', same);
    for (const answer of [...together, again]) expect(answer.errNo).toBe(0);
    const ids = new Set([...together, again].map((a) => a.resultData.id));
    expect(ids.size).toBe(1);
    const list = (await get('wangwu', '/api/PayRecords/CompanyDocuments')).resultData;
    expect(list).toHaveLength(before + 1);
    // Other bytes or another title are another document.
    const other = await upload('加班制度', tinyPdf('changed').toString('base64'));
    const renamed = await upload('加班制度（修订）', same);
    expect(new Set([...ids, other.resultData.id, renamed.resultData.id]).size).toBe(3);
  });

  it('refuses a non-PDF, an empty title and an employee uploader', async () => {
    const notPdf = await app.callAs(tokens.wangwu as string, 'POST', '/api/PayRecords/CompanyDocument', {
      title: 'x',
      content: Buffer.from('<html>hello</html>').toString('base64'),
    });
    expect(notPdf.message).toBe('只能上传PDF文件');
    const noTitle = await app.callAs(tokens.wangwu as string, 'POST', '/api/PayRecords/CompanyDocument', {
      title: ' ',
      content: pdf,
    });
    expect(noTitle.errNo).not.toBe(0);
    // One byte over 5 MB is refused with the limit's message, and nothing is stored.
    const before = (await get('wangwu', '/api/PayRecords/CompanyDocuments')).resultData.length;
    const big = Buffer.concat([tinyPdf('big'), Buffer.alloc(5 * 1024 * 1024)]).subarray(
      0,
      5 * 1024 * 1024 + 1,
    );
    const tooLarge = await app.callAs(tokens.wangwu as string, 'POST', '/api/PayRecords/CompanyDocument', {
      title: 'big',
      content: big.toString('base64'),
    });
    expect(tooLarge.message).toBe('文件不能超过5MB');
    expect((await get('wangwu', '/api/PayRecords/CompanyDocuments')).resultData).toHaveLength(before);
    const employee = await app.callAs(tokens.zhangsan as string, 'POST', '/api/PayRecords/CompanyDocument', {
      title: 'x',
      content: pdf,
    });
    expect(employee.status).toBe(403);
  });
});

describe('payroll desk', () => {
  const header =
    'employeeNo,month,basePay,allowance,bonus,taxFree,pension,medical,unemployment,fund,specialDeduction,otherDeduction,tax,net,paidOn';
  const good = `${header}\nE10001,2026-12,16000,1500,0,0,1400,350,87.50,1225,2000,0,300.00,14137.50,2026-12-15\nE10004,2026-12,9000,800,200,0,800,200,50,700,0,0,0,8250,2026-12-15\n`;

  it('is closed to anyone without the payroll role', async () => {
    for (const who of ['zhangsan', 'wangwu']) {
      const res = await app.callAs(tokens[who] as string, 'GET', '/api/PayrollAdmin/Months');
      expect(res.status).toBe(403);
      const up = await app.callAs(tokens[who] as string, 'POST', '/api/PayrollAdmin/Import', { csv: good });
      expect(up.status).toBe(403);
    }
  });

  it('lists the months and a masked month', async () => {
    const months = await app.callAs(tokens.wushi as string, 'GET', '/api/PayrollAdmin/Months');
    expect(months.resultData[0]).toEqual({ month: '2026-11', slips: 5 });
    expect(months.resultData).toHaveLength(DEMO_PAY_MONTHS.length);
    const slips = await app.callAs(tokens.wushi as string, 'GET', '/api/PayrollAdmin/Payslips?month=2026-11');
    expect(slips.resultData).toHaveLength(5);
    expect(slips.resultData[0].net).toMatch(/^¥\*+\.\*\*$/);
  });

  it('stores nothing when one row is bad, and names each problem with its row', async () => {
    const bad = `${good}E99999,2026-12,1000,0,0,0,0,0,0,0,0,0,0,1000,2026-12-15\nE10002,2026-12,1000,0,0,0,0,0,0,0,0,0,0,999,2026-12-15\nE10003,2026-13,1x,0,0,0,0,0,0,0,0,0,0,0,2026-02-30\n`;
    const res = await app.callAs(
      tokens.wushi as string,
      'POST',
      '/api/PayrollAdmin/Import',
      { csv: bad },
      'en',
    );
    expect(res.errNo).not.toBe(0);
    expect(res.message).toContain('Row 4: Employee number E99999 is not an employee of the company');
    expect(res.message).toContain('Row 5: Net pay 999.00 is not gross less deductions 1000.00');
    expect(res.message).toContain('Row 6: Month "2026-13" must be YYYY-MM');
    const stored = await app.database.db.select().from(payslips).where(eq(payslips.month, '2026-12'));
    expect(stored).toHaveLength(0);
    const missing = await app.callAs(
      tokens.wushi as string,
      'POST',
      '/api/PayrollAdmin/Import',
      { csv: 'employeeNo,month\nE10001,2026-12' },
      'en',
    );
    expect(missing.message).toMatch(/^Row 1: Missing columns: basePay/);
  });

  it('loads a month once: the same file again changes nothing', async () => {
    const first = await app.callAs(tokens.wushi as string, 'POST', '/api/PayrollAdmin/Import', { csv: good });
    expect(first.resultData).toEqual({ rows: 2, created: 2, updated: 0 });
    const again = await app.callAs(tokens.wushi as string, 'POST', '/api/PayrollAdmin/Import', { csv: good });
    expect(again.resultData).toEqual({ rows: 2, created: 0, updated: 2 });
    const stored = await app.database.db.select().from(payslips).where(eq(payslips.month, '2026-12'));
    expect(stored).toHaveLength(2);
    const zhangsan = stored.find((s) => s.eid === DEMO_IDS.zhangsan);
    expect(zhangsan).toMatchObject({
      gross: 1_750_000,
      net: 1_413_750,
      tax: 30_000,
      socialEmployee: 183_750,
    });
    // Concurrent loads of the same file end with one slip per employee and month.
    await Promise.all(
      [1, 2, 3].map(() =>
        app.callAs(tokens.wushi as string, 'POST', '/api/PayrollAdmin/Import', { csv: good }),
      ),
    );
    expect(await app.database.db.select().from(payslips).where(eq(payslips.month, '2026-12'))).toHaveLength(
      2,
    );
  });
});

describe('welfare details', () => {
  it("answers the welfare module's claimed rights of the caller only", async () => {
    const res = await get('zhangsan', '/api/PayRecords/WelfareDetails');
    expect(res.errNo).toBe(0);
    expect(res.resultData.result.length).toBeGreaterThan(0);
    for (const item of res.resultData.result) expect(item.claimId).not.toBeNull();
  });
});
