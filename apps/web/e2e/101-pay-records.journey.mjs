// Pay and benefit records (issue 18): zhangsan opens 工资查询 and is asked for the password again
// (a wrong one is refused, the right one opens the slip); reads a month's lines and the year with
// its totals; social insurance, the housing fund deposits and account; a company document in the
// in-app viewer; the card and its rules; the same screens in en and ja.
import { BASE_URL, PASSWORD } from './harness.mjs';

export default async function payRecordsJourney(h) {
  const { step, expect } = h;
  const phone = await h.newPhone();
  const page = await h.openPage(phone);

  await step(page, '/Salaryinquiry asks for the password again', async () => {
    await h.openAs(page, 'zhangsan', '/Salaryinquiry');
    await page.getByRole('form', { name: '请验证登录密码' }).waitFor();
    await page.getByRole('button', { name: '验证并查看' }).click();
    await page.locator('.pay-error', { hasText: '请输入登录密码' }).waitFor();
  });

  await step(page, 'a wrong password is refused', async () => {
    await page.locator('.pay-reauth input[type="password"]').fill('not-the-password');
    await page.getByRole('button', { name: '验证并查看' }).click();
    await page.locator('.pay-error').waitFor();
    await page.getByRole('form', { name: '请验证登录密码' }).waitFor();
  });

  await step(page, 'the right password opens the latest month with its lines', async () => {
    await page.locator('.pay-reauth input[type="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: '验证并查看' }).click();
    await page.locator('.pay-hero', { hasText: '实发工资' }).waitFor();
    await page.locator('.pay-hero', { hasText: '2026-11' }).waitFor();
    for (const line of [
      '基本工资',
      '津贴补贴',
      '养老保险',
      '医疗保险',
      '失业保险',
      '住房公积金',
      '个人所得税',
    ]) {
      await page.locator('.pay-card dt', { hasText: line }).first().waitFor();
    }
    // Net = gross - deductions on the summary.
    const values = await page.locator('.pay-card').first().locator('dd').allTextContents();
    const n = (s) => Number(s.replace(/[^\d.-]/g, ''));
    expect(
      Math.abs(n(values[0]) + n(values[5]) - n(values[7])) < 0.005,
      `net ${values[7]} != gross ${values[0]} - ${values[5]}`,
    );
    const token = await page.evaluate(() => JSON.stringify(localStorage).includes('reauth'));
    expect(!token, 'the re-auth token reached localStorage');
  });

  await step(page, 'another month', async () => {
    await page.getByRole('tab', { name: '10月' }).click();
    await page.locator('.pay-hero', { hasText: '2026-10' }).waitFor();
  });

  await step(page, '/SalaryAllmonth: the months and the totals', async () => {
    await page.getByRole('link', { name: /查看全年工资/ }).click();
    await h.waitForPath(page, '/SalaryAllmonth');
    await page.locator('.pay-table tbody tr').nth(10).waitFor();
    await page.locator('.pay-table tfoot', { hasText: '合计' }).waitFor();
    await page.getByRole('tab', { name: '2025' }).click();
    await page.locator('.pay-hero', { hasText: '2025' }).waitFor();
    expect((await page.locator('.pay-table tbody tr').count()) === 12, '2025 should show its 12 months');
  });

  await step(page, '/Socialsecuritypayment: each insurance with base and both parts', async () => {
    await page.goto(`${BASE_URL}/Socialsecuritypayment`);
    await page.locator('.pay-hero', { hasText: '上海' }).waitFor();
    const november = page.locator('.pay-card', { hasText: '2026-11' });
    await november.locator('.pay-tag', { hasText: '待缴纳' }).waitFor();
    await november.getByText('养老保险').waitFor();
    await november.getByText('工伤保险').waitFor();
  });

  await step(page, '/Providentfund: monthly deposits', async () => {
    await page.goto(`${BASE_URL}/Providentfund`);
    await page.locator('.pay-hero', { hasText: '全年缴存合计' }).waitFor();
    await page.locator('.pay-table tbody tr').nth(10).waitFor();
  });

  await step(page, '/Accumulationfund: the masked account and the balance', async () => {
    await page.getByRole('link', { name: /查看公积金账户/ }).click();
    await h.waitForPath(page, '/Accumulationfund');
    await page.locator('.pay-hero', { hasText: '账户余额' }).waitFor();
    const text = (await page.locator('.pay-card').textContent()) ?? '';
    expect(/20\*+1287/.test(text), `the account number is not masked: ${text}`);
  });

  await step(page, '/Companydocuments: a PDF in the in-app viewer', async () => {
    await page.goto(`${BASE_URL}/Companydocuments`);
    await page.locator('.pay-link', { hasText: '员工手册' }).click();
    const viewer = page.locator('iframe.pay-viewer');
    await viewer.waitFor();
    const data = await viewer.getAttribute('src');
    expect(data?.startsWith('blob:'), `the viewer does not show a blob URL: ${data}`);
    await page.getByRole('link', { name: '下载文件' }).waitFor();
    await h.snap(page, 'the document viewer');
    await page.getByRole('button', { name: '返回' }).click();
    await page.locator('.pay-link', { hasText: '差旅费报销制度' }).waitFor();
  });

  await step(page, '/SocialSecurityCard and its rules', async () => {
    await page.goto(`${BASE_URL}/SocialSecurityCard`);
    await page.locator('.pay-tag', { hasText: '已发放' }).waitFor();
    await page.getByText(/31\*+1234/).waitFor();
    await page.getByRole('link', { name: /社保卡办理须知/ }).click();
    await h.waitForPath(page, '/SocialSecurityCardRules');
    await page.getByText('丢失了怎么办').waitFor();
  });

  await step(page, '/Reimbursementinquiries and a claim with its approval steps', async () => {
    await page.goto(`${BASE_URL}/Reimbursementinquiries`);
    await page.locator('.pay-link', { hasText: 'BX2026090001' }).click();
    await page.locator('.pay-card', { hasText: '上海-北京' }).waitFor();
    await page.getByRole('link', { name: /审批流程/ }).click();
    await h.waitForPath(page, '/ApprovalProcessReimbursement');
    await page.locator('.pay-steps li').nth(3).waitFor();
  });

  await step(page, '/Mywelfaredetails: what the welfare module recorded as received', async () => {
    await page.goto(`${BASE_URL}/Mywelfaredetails`);
    await page.locator('.page__title', { hasText: '我的福利明细' }).waitFor();
    await page.locator('.pay-link, .pay-state').first().waitFor();
  });

  await step(
    page,
    'payroll: wushi sees the months and a masked month, a bad CSV is refused row by row',
    async () => {
      const desk = await h.openPage(await h.newPhone());
      await h.openAs(desk, 'wushi', '/PayrollAdmin');
      await desk.locator('.pay-link', { hasText: '2026-11' }).waitFor();
      await desk.setInputFiles('input[type="file"]', {
        name: 'bad.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          'employeeNo,month,basePay,allowance,bonus,taxFree,pension,medical,unemployment,fund,specialDeduction,otherDeduction,tax,net,paidOn\nE10001,2026-12,1000,0,0,0,0,0,0,0,0,0,0,999,2026-12-15\n',
        ),
      });
      await desk.getByRole('button', { name: '导入工资CSV' }).click();
      await desk.locator('.pay-error', { hasText: '第2行：实发999.00不等于应发减扣款1000.00' }).waitFor();
      await h.snap(desk, 'payroll csv refused');
      await desk.locator('.pay-link', { hasText: '2026-11' }).click();
      await desk.locator('.pay-link', { hasText: '张三' }).waitFor();
      const masked = (await desk.locator('.pay-link', { hasText: '张三' }).textContent()) ?? '';
      expect(/¥\*+\.\*\*/.test(masked), `the list shows the amount: ${masked}`);
      await h.snap(desk, 'payroll month masked');
      await desk.locator('.pay-link', { hasText: '张三' }).click();
      await desk.locator('.pay-reauth input[type="password"]').fill(PASSWORD);
      await desk.getByRole('button', { name: '验证并查看' }).click();
      await desk.locator('.pay-hero', { hasText: '2026-11' }).waitFor();
      await h.snap(desk, 'payroll opened slip');
      await desk.context().close();
    },
  );

  for (const [language, name, texts] of [
    [
      'en',
      'English',
      ['Payslip', 'Net pay', 'Social insurance', 'Housing fund account', 'Company documents'],
    ],
    ['ja', '日本語', ['給与明細', '差引支給額', '社会保険の納付', '住宅積立金口座', '社内文書']],
  ]) {
    await step(page, `${language}: the payslip`, async () => {
      await h.setLanguage(page, name);
      await page.goto(`${BASE_URL}/Salaryinquiry`);
      await page.locator('.page__title', { hasText: texts[0] }).waitFor();
      // A reload forgets the re-authentication: the password again.
      await page.locator('.pay-reauth input[type="password"]').fill(PASSWORD);
      await page.getByRole('button', { name: /Confirm and view|確認して表示/ }).click();
      await page.locator('.pay-hero', { hasText: texts[1] }).waitFor();
    });
    await step(page, `${language}: the year`, async () => {
      await page.getByRole('link', { name: /whole year|年間の給与/ }).click();
      await page.locator('.pay-table tfoot').waitFor();
    });
    await step(page, `${language}: social insurance`, async () => {
      await page.goto(`${BASE_URL}/Socialsecuritypayment`);
      await page.locator('.page__title', { hasText: texts[2] }).waitFor();
      await page.locator('.pay-card').first().waitFor();
    });
    await step(page, `${language}: the fund account`, async () => {
      await page.goto(`${BASE_URL}/Accumulationfund`);
      await page.locator('.page__title', { hasText: texts[3] }).waitFor();
    });
    await step(page, `${language}: company documents`, async () => {
      await page.goto(`${BASE_URL}/Companydocuments`);
      await page.locator('.page__title', { hasText: texts[4] }).waitFor();
      await page.locator('.pay-link').first().waitFor();
    });
  }

  await step(page, 'back in zh', async () => {
    await h.setLanguage(page, '中文');
  });
  await phone.close();
}
