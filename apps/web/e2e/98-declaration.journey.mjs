// Income declaration and tax trial (issue 18 part 2): lisi opens 个税申报 from the home menu and
// sees the 2025 declaration (today is outside the March 1 - June 30 window); the wages from the
// payslips month by month; adds a labour income (a bad amount is refused on the phone first), a
// donation and a tax preference (a document ID of 30 characters is refused); submitting is refused
// with the window's message and the declaration stays a draft. The tax trial shows computed vs
// withheld per month; the policy pages show the dated amounts; the transfer page the figures to
// copy. The hub, the trial and a policy page again in en and ja.
import { BASE_URL } from './harness.mjs';

export default async function declarationJourney(h) {
  const { step, expect } = h;
  const phone = await h.newPhone();
  const page = await h.openPage(phone);
  const card = () => page.locator('.tax-card').first();

  await step(page, 'the home menu leads to the 2025 declaration, outside the filing window', async () => {
    await h.openAs(page, 'lisi', '/index');
    await page.locator('.menu-tile', { hasText: '个税申报' }).click();
    await h.waitForPath(page, '/taxdeclaration');
    await card().getByText('2025年度').waitFor();
    await card().getByText('办理时间：2026-03-01 至 2026-06-30').waitFor();
    await card().locator('.tax-tag', { hasText: '不在办理期' }).waitFor();
    await page.getByText('工资薪金收入').waitFor();
  });

  await step(page, 'earnings: twelve months of wages from the payslips', async () => {
    await page.getByRole('link', { name: /收入/ }).first().click();
    await h.waitForPath(page, '/earnings');
    await page.getByText('12个月工资').waitFor();
    await page.getByText('12个月工资').click();
    await h.waitForPath(page, '/earningsDetail');
    await page.getByRole('cell', { name: '2025-01' }).waitFor();
    await page.getByRole('cell', { name: '2025-12' }).waitFor();
  });

  await step(page, 'add a labour income: a bad amount is refused, then saved', async () => {
    await page.goto(`${BASE_URL}/earnings`);
    await page.getByRole('link', { name: '+ 新增' }).click();
    await h.waitForPath(page, '/income');
    await page.getByLabel('所得项目').selectOption('labour');
    await page.getByLabel('支付方').fill('上海某咨询有限公司');
    await page.getByLabel('收入金额（元）').fill('1.234');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByRole('alert').filter({ hasText: '请输入正确的金额' }).waitFor();
    await page.getByLabel('收入金额（元）').fill('10000');
    await page.getByText('计入综合所得：8,000.00 元').waitFor();
    await page.getByLabel('已缴税额（元）').fill('1600');
    await page.getByRole('button', { name: '保存' }).click();
    await h.waitForPath(page, '/earningSuccess');
    await page.getByText('收入已保存').waitFor();
  });

  await step(page, 'the income in the list and its detail', async () => {
    await page.getByRole('button', { name: '返回收入' }).click();
    await h.waitForPath(page, '/earnings');
    await page
      .getByRole('link', { name: /劳务报酬/ })
      .first()
      .click();
    await h.waitForPath(page, '/incomeDetail');
    await page.getByText('上海某咨询有限公司').first().waitFor();
    await page.getByText('8,000.00').first().waitFor();
  });

  await step(page, 'a donation, deductible up to 30%', async () => {
    await page.goto(`${BASE_URL}/donationTax`);
    await page.getByLabel('受赠单位').fill('中国红十字基金会');
    await page.getByLabel('捐赠凭证号').fill('JZ2025-000123');
    await page.getByLabel('捐赠金额（元）').fill('2000');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('凭证号 JZ2025-000123').first().waitFor();
    await page.getByText('准予扣除').waitFor();
  });

  await step(page, 'a tax preference: a document ID of 30 characters is refused', async () => {
    await page.goto(`${BASE_URL}/Preferences`);
    await page.getByLabel('优惠类型').selectOption('relief');
    await page.getByLabel('优惠事项').fill('残疾人所得减征');
    await page.getByLabel('减免文件编号').fill('A'.repeat(30));
    await page.getByLabel('金额（元）').fill('300');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByRole('alert').filter({ hasText: '证件号码长度应少于30位' }).waitFor();
    await page.getByLabel('减免文件编号').fill('沪税减〔2025〕12号');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('减免税额 · 沪税减〔2025〕12号').first().waitFor();
  });

  await step(page, 'submitting outside the window is refused, the draft stays', async () => {
    await page.goto(`${BASE_URL}/taxdeclaration`);
    await page.getByRole('button', { name: '提交申报' }).click();
    await page.locator('.adm-dialog-footer').getByRole('button', { name: '提交申报' }).click();
    await page
      .locator('.adm-toast-main', {
        hasText: '2025年度汇算办理时间为2026-03-01至2026-06-30，当前不在办理期内',
      })
      .waitFor();
    expect(new URL(page.url()).pathname === '/taxdeclaration', 'the refused submit left the hub');
    await card().locator('.tax-tag', { hasText: '不在办理期' }).waitFor();
    await page.getByText('减免税额').first().waitFor();
  });

  await step(page, 'the tax trial: computed vs withheld per month, then 2025', async () => {
    await page.goto(`${BASE_URL}/individualTaxTrial`);
    await page.getByRole('table', { name: '逐月累计预扣' }).waitFor();
    await page.getByText('预估').first().waitFor();
    await page.getByRole('button', { name: /2025/ }).click();
    await page.locator('.tax-card__title', { hasText: '2025年度' }).waitFor();
    await page.getByRole('cell', { name: '12月' }).waitFor();
  });

  await step(page, 'policy: children education with the 2023 amounts', async () => {
    await page.goto(`${BASE_URL}/taxPolicy`);
    await page.getByRole('link', { name: /子女教育/ }).click();
    await h.waitForPath(page, '/taxPolicy/childrenEducation');
    await page.getByText(/每个子女每月2,000\.00元的标准定额扣除/).waitFor();
    await page.getByText('国发〔2023〕13号', { exact: true }).waitFor();
  });

  await step(page, 'transfer: what the tax app does and the figures to copy', async () => {
    await page.goto(`${BASE_URL}/taxTransfer`);
    await page.getByText(/2025年度：收入合计/).waitFor();
    await page.getByRole('button', { name: '复制数据' }).click();
    await page.locator('.adm-toast-main').first().waitFor();
  });

  for (const [language, name, texts] of [
    [
      'en',
      'English',
      [
        'Annual tax settlement',
        'Filing closed',
        'Income tax trial',
        "Children's education",
        '2,000.00 yuan per child per month',
      ],
    ],
    [
      'ja',
      '日本語',
      ['総合所得の年次精算', '受付期間外', '個人所得税の試算', '子女教育', '子ども1人につき月2,000.00元'],
    ],
  ]) {
    await step(page, `${language}: the declaration hub`, async () => {
      await h.setLanguage(page, name);
      await page.goto(`${BASE_URL}/taxdeclaration`);
      await page.locator('.page__title', { hasText: texts[0] }).waitFor();
      await card().locator('.tax-tag', { hasText: texts[1] }).waitFor();
    });
    await step(page, `${language}: the tax trial`, async () => {
      await page.goto(`${BASE_URL}/individualTaxTrial`);
      await page.locator('.page__title', { hasText: texts[2] }).waitFor();
      await page.locator('.tax-table').waitFor();
    });
    await step(page, `${language}: a policy page`, async () => {
      await page.goto(`${BASE_URL}/taxPolicy/childrenEducation`);
      await page.locator('.page__title', { hasText: texts[3] }).waitFor();
      await page.getByText(texts[4]).first().waitFor();
    });
  }

  await step(page, 'back in zh', async () => {
    await h.setLanguage(page, '中文');
  });
  await phone.close();
}
