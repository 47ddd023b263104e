// Five social insurances and housing fund (calType 5; spec 3 §2.6, issue 5): from the calculator menu
// to /Fivesocialinsurance, a Shanghai wage inside the bounds, a Beijing wage below the floor in the
// 2025 year (the floor warning, and the expired-table warning: that year ended on 2026-06-30), a
// refused fund rate (the shared parse's toast), Shenzhen with its medical tier 2 (the medical floor
// warning and the flagged figures), and again in English (Shanghai, Hangzhou) and Japanese.
import { BASE_URL } from './harness.mjs';

async function fill(page, label, value) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill('');
  await input.fill(value);
}

export default async function insuranceCalculatorJourney(h) {
  const { step, expect, path } = h;
  const context = await h.newPhone();
  const page = await h.openPage(context);

  await step(page, 'the menu leads to the five-insurance form', async () => {
    await h.openAs(page, 'zhangsan', '/CalculatorIndex');
    await page.locator('.calc-index__item', { hasText: '五险一金' }).click();
    await page.waitForURL((url) => url.pathname === '/Fivesocialinsurance');
    await page.getByText('参保城市').waitFor();
  });

  await step(page, 'Shanghai, wage 10,000: employee 1,750.00 a month', async () => {
    await page.locator('.adm-selector-item', { hasText: '上海' }).click();
    await fill(page, '税前月工资（元）', '10000');
    await page.getByRole('button', { name: '开始计算' }).click();
    await page.waitForURL((url) => url.pathname === '/Fivesocialinsurancedetail');
    const main = await page.locator('[data-testid=calc-main]').textContent();
    expect(main === '1,750.00', `headline: ${main}`);
    await page.getByText('单位每月缴纳合计').waitFor();
    await page.getByText('上海2026年度五险一金明细（每月）').waitFor();
  });

  await step(page, 'the breakdown and the laws are on the result page', async () => {
    await page.locator('.calc-table td', { hasText: '医疗保险（含生育）' }).first().waitFor();
    await page.locator('.calc-law summary', { hasText: '第二十三条' }).waitFor();
  });

  await step(page, 'back to the form, which keeps the wage', async () => {
    await page.getByRole('button', { name: '重新计算' }).click();
    await page.waitForURL((url) => url.pathname === '/Fivesocialinsurance');
    const salary = await page.getByLabel('税前月工资（元）', { exact: true }).inputValue();
    expect(salary === '10000', `salary kept: ${salary}`);
  });

  await step(page, 'a fund rate outside the city range is refused before sending', async () => {
    await fill(page, '公积金缴存比例（%）', '12');
    await page.getByRole('button', { name: '开始计算' }).click();
    await page.getByText('公积金缴存比例须为5%至7%之间的整数').waitFor();
    expect(path(page) === '/Fivesocialinsurance', `still on the form: ${path(page)}`);
    await fill(page, '公积金缴存比例（%）', '');
  });

  await step(
    page,
    'Beijing 2025 year, wage 5,000: raised to the floor 7,162, expired-table warning',
    async () => {
      await page.locator('.adm-selector-item', { hasText: '北京' }).click();
      await page.locator('.adm-selector-item', { hasText: '2025年度' }).click();
      await fill(page, '税前月工资（元）', '5000');
      await page.getByRole('button', { name: '开始计算' }).click();
      await page.waitForURL((url) => url.pathname === '/Fivesocialinsurancedetail');
      const main = await page.locator('[data-testid=calc-main]').textContent();
      expect(main === '1,355.01', `headline: ${main}`);
      await page.getByText('按下限7,162.00元缴纳').first().waitFor();
      await page.locator('.calc-result__warning--stale').first().waitFor();
    },
  );

  await step(
    page,
    'Shenzhen, tier 2, wage 4,000: medical base raised to 6,727, employee 903.64',
    async () => {
      await page.goto(`${BASE_URL}/Fivesocialinsurance`);
      await page.getByText('参保城市').waitFor();
      await page.locator('.adm-selector-item', { hasText: '深圳' }).click();
      await page.getByText('医疗保险档次').waitFor();
      await page.locator('.adm-selector-item', { hasText: '二档' }).click();
      await page.locator('.adm-selector-item', { hasText: '当前执行' }).click();
      await fill(page, '税前月工资（元）', '4000');
      await h.snap(page, 'calc-insurance-form-shenzhen-zh');
      await page.getByRole('button', { name: '开始计算' }).click();
      await page.waitForURL((url) => url.pathname === '/Fivesocialinsurancedetail');
      const main = await page.locator('[data-testid=calc-main]').textContent();
      expect(main === '903.64', `headline: ${main}`);
      await page.getByText('医疗保险（二档）缴费基数4,000.00元低于下限，按下限6,727.00元缴纳。').waitFor();
      await page.getByText('深圳2026年度五险一金明细（每月）').waitFor();
      await page.getByText('深圳生育保险单位费率0.5%', { exact: false }).first().waitFor();
    },
  );

  await step(page, 'the Shenzhen breakdown has the tier 2 medical and the maternity rows', async () => {
    const table = page.locator('.calc-table').first();
    await table.scrollIntoViewIfNeeded();
    await page.locator('.calc-table td', { hasText: '医疗保险（二档）' }).first().waitFor();
    await page.locator('.calc-table td', { hasText: '生育保险' }).first().waitFor();
  });

  await step(page, 'in English: Hangzhou, wage 10,000: employee 2,250.00', async () => {
    await page.goto(`${BASE_URL}/Fivesocialinsurance`);
    await h.setLanguage(page, 'English');
    await page.waitForURL((url) => url.pathname === '/Fivesocialinsurance');
    await page.locator('.adm-selector-item', { hasText: 'Hangzhou' }).click();
    await fill(page, 'Monthly wage before tax (yuan)', '10000');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.waitForURL((url) => url.pathname === '/Fivesocialinsurancedetail');
    const main = await page.locator('[data-testid=calc-main]').textContent();
    expect(main === '2,250.00', `headline: ${main}`);
    await page.getByText('Hangzhou 2026: monthly contributions').waitFor();
  });

  await step(page, 'in English: Shanghai, wage 50,000 capped at the ceiling', async () => {
    await page.goto(`${BASE_URL}/Fivesocialinsurance`);
    await page.getByText('Monthly wage before tax (yuan)').waitFor();
    await page.locator('.adm-selector-item', { hasText: 'Shanghai' }).click();
    await page.locator('.adm-selector-item', { hasText: 'In force now' }).click();
    await fill(page, 'Monthly wage before tax (yuan)', '50000');
    await fill(page, 'Supplementary fund rate (%)', '5');
    await fill(page, 'Work injury rate (%)', '0.5');
    await h.snap(page, 'calc-insurance-form-en');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.waitForURL((url) => url.pathname === '/Fivesocialinsurancedetail');
    const main = await page.locator('[data-testid=calc-main]').textContent();
    expect(main === '8,489.76', `headline: ${main}`);
    await page.getByText("Employer's monthly contributions").waitFor();
    await page.getByText('contributions stop at the ceiling, 37,731.00 yuan').first().waitFor();
  });

  await step(page, 'the form in Japanese', async () => {
    await page.goto(`${BASE_URL}/Fivesocialinsurance`);
    await h.setLanguage(page, '日本語');
    await page.waitForURL((url) => url.pathname === '/Fivesocialinsurance');
    await page.getByText('加入都市').waitFor();
    await h.snap(page, 'calc-insurance-form-ja');
    await page.getByRole('button', { name: /計算/ }).first().click();
    await page.waitForURL((url) => url.pathname === '/Fivesocialinsurancedetail');
    await page.getByText('本人負担の月額合計').waitFor();
  });

  await step(page, 'in Japanese: Guangzhou, wage 5,000: employee 1,175.48 and its breakdown', async () => {
    await page.goto(`${BASE_URL}/Fivesocialinsurance`);
    await page.getByText('加入都市').waitFor();
    await page.locator('.adm-selector-item', { hasText: '広州' }).click();
    await fill(page, '税引前の月給（元）', '5000');
    await page.getByRole('button', { name: /計算/ }).first().click();
    await page.waitForURL((url) => url.pathname === '/Fivesocialinsurancedetail');
    const main = await page.locator('[data-testid=calc-main]').textContent();
    expect(main === '1,175.48', `headline: ${main}`);
    await page.locator('.calc-table').first().scrollIntoViewIfNeeded();
    await page.locator('.calc-table td', { hasText: '出産保険' }).first().waitFor();
  });

  await step(page, 'back to Chinese', async () => {
    await h.setLanguage(page, '中文');
    await page.getByText('五险一金').first().waitFor();
  });

  await context.close();
}
