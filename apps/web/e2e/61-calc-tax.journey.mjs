// The tax calculators (calType 2 year-end bonus, calType 4 monthly income tax; spec 2 §2-§5, spec 3
// §2.6, issue 5): from the calculator menu to /YearAward, an empty bonus refused (the shared parse's
// toast), 36,001 before tax -> 3,390.10 with the bracket-trap warning, 34,920 after tax -> 36,000
// before tax; /Individualincometax with the official example -> 10,680.00 for the year (890.00 in
// April); both again in English, and a look at both results in Japanese.
import { BASE_URL } from './harness.mjs';

async function fill(page, label, value) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill('');
  await input.fill(value);
}

async function headline(page) {
  // The headline groups thousands on screen (10,680.00); the figures below are written without.
  return (await page.locator('[data-testid=calc-main]').textContent())?.trim().replace(/,/g, '');
}

export default async function taxCalculatorJourney(h) {
  const { step, expect, path } = h;
  const context = await h.newPhone();
  const page = await h.openPage(context);

  await step(page, 'the menu leads to the year-end bonus form', async () => {
    await h.openAs(page, 'zhangsan', '/CalculatorIndex');
    await page.locator('.calc-index__item', { hasText: '年终奖个税' }).click();
    await page.waitForURL((url) => url.pathname === '/YearAward');
    await page.getByText('输入税后年终奖').waitFor();
  });

  await step(page, 'an empty bonus is refused before sending', async () => {
    await page.getByRole('button', { name: '开始计算' }).click();
    await page.getByText('请输入税前年终奖').waitFor();
    expect(path(page) === '/YearAward', `still on the form: ${path(page)}`);
  });

  await step(page, 'bonus 36,001 before tax: tax 3,390.10 and the bracket trap', async () => {
    await fill(page, '税前年终奖（元）', '36001');
    await fill(page, '月工资（元）', '10000');
    await page.getByRole('button', { name: '开始计算' }).click();
    await page.waitForURL((url) => url.pathname === '/YearAwardInfo');
    const main = await headline(page);
    expect(main === '3390.10', `headline: ${main}`);
    await page.getByText('落在多发少得区间（36,000.01–38,566.67 元）').waitFor();
    await page.getByText('单独计税与并入综合所得对比').waitFor();
    await page.locator('.calc-law summary', { hasText: '公告2023年第30号' }).waitFor();
  });

  await step(page, 'after tax 34,920: 36,000.00 before tax', async () => {
    await page.getByRole('button', { name: '重新计算' }).click();
    await page.waitForURL((url) => url.pathname === '/YearAward');
    const kept = await page.getByLabel('税前年终奖（元）', { exact: true }).inputValue();
    expect(kept === '36001', `bonus kept: ${kept}`);
    await page.locator('.adm-switch').first().click();
    await fill(page, '税后年终奖（元）', '34920');
    await page.getByRole('button', { name: '开始计算' }).click();
    await page.waitForURL((url) => url.pathname === '/YearAwardInfo');
    const main = await headline(page);
    expect(main === '36000.00', `headline: ${main}`);
    await page.getByText('税前年终奖', { exact: true }).first().waitFor();
  });

  await step(page, 'the menu leads to the income tax form', async () => {
    await page.goto(`${BASE_URL}/CalculatorIndex`);
    await page.locator('.calc-index__item', { hasText: '个人所得税' }).click();
    await page.waitForURL((url) => url.pathname === '/Individualincometax');
    await page.getByText('专项附加扣除', { exact: true }).waitFor();
  });

  await step(
    page,
    'salary 20,000, social 2,000, deductions 2,000: 10,680.00 a year, 890.00 in April',
    async () => {
      await fill(page, '月工资（税前，元）', '20000');
      await fill(page, '个人缴纳社保公积金（元/月）', '2000');
      await page.locator('.adm-selector-item', { hasText: '直接填每月合计' }).click();
      await fill(page, '专项附加扣除每月合计（元）', '2000');
      await page.getByRole('button', { name: '开始计算' }).click();
      await page.waitForURL((url) => url.pathname === '/Individualincometaxdetail');
      const main = await headline(page);
      expect(main === '10680.00', `headline: ${main}`);
      const april = page.locator('.calc-table tr', { hasText: '4月' }).first();
      await april.getByText('890.00', { exact: true }).waitFor();
      await page.getByText('逐月累计预扣明细').waitFor();
    },
  );

  await step(page, 'the year-end bonus in English', async () => {
    await page.goto(`${BASE_URL}/YearAward`);
    await h.setLanguage(page, 'English');
    await page.waitForURL((url) => url.pathname === '/YearAward');
    // The form kept the after-tax switch on: switch it off for a before-tax bonus.
    await page.locator('.adm-switch').first().click();
    await fill(page, 'Bonus before tax (yuan)', '144000');
    await fill(page, 'Monthly salary (yuan)', '0');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.waitForURL((url) => url.pathname === '/YearAwardInfo');
    const main = await headline(page);
    expect(main === '14190.00', `headline: ${main}`);
    await page.getByText('Tax on the year-end bonus').waitFor();
  });

  await step(page, 'the income tax in English', async () => {
    await page.goto(`${BASE_URL}/Individualincometax`);
    await page.getByText('Special additional deductions', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.waitForURL((url) => url.pathname === '/Individualincometaxdetail');
    const main = await headline(page);
    expect(main === '10680.00', `headline: ${main}`);
    await page.getByText('Cumulative withholding month by month').waitFor();
  });

  await step(page, 'both results in Japanese', async () => {
    await h.setLanguage(page, '日本語');
    await page.goto(`${BASE_URL}/Individualincometax`);
    await page.getByRole('button', { name: /計算/ }).first().click();
    await page.waitForURL((url) => url.pathname === '/Individualincometaxdetail');
    await page.getByText('累計源泉徴収の月別明細').waitFor();
    await h.snap(page, 'calc-tax-income-ja');
    await page.goto(`${BASE_URL}/YearAward`);
    await page.getByRole('button', { name: /計算/ }).first().click();
    await page.waitForURL((url) => url.pathname === '/YearAwardInfo');
    await page.getByText('年末賞与の税額').waitFor();
  });

  await step(page, 'back to Chinese', async () => {
    await h.setLanguage(page, '中文');
    // The kept result stays in the language it was computed in; the page around it is Chinese again.
    await page.getByRole('button', { name: '重新计算' }).waitFor();
  });

  await context.close();
}
