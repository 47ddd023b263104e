// The calculator menu, the disclaimer and the result page's empty state (spec 2 §2 "Calculators"):
// the home leads to /CalculatorIndex, which lists the nine calculators in zh, en and ja; the
// disclaimer opens from the menu; a result page opened without a calculation leads to its form.
import { BASE_URL } from './harness.mjs';

const NAMES = {
  zh: [
    '经济补偿金',
    '年终奖个税',
    '个人所得税',
    '五险一金',
    '工作日计算',
    '法定年休假',
    '婚假政策',
    '最低工资',
    '社会平均工资',
  ],
  en: ['Severance pay', 'Year-end bonus tax', 'Income tax', 'Working days', 'Minimum wage', 'Average wage'],
  ja: ['経済補償金', '年末賞与の個人所得税', '営業日計算', '最低賃金'],
};

export default async function calculatorIndexJourney(h) {
  const { step, expect, path } = h;
  const context = await h.newPhone();
  const page = await h.openPage(context);

  await step(page, 'the home leads to the calculator menu', async () => {
    await h.openAs(page, 'zhangsan', '/index');
    await page
      .getByRole('link', { name: /劳动法计算器|计算器/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/CalculatorIndex');
  });

  await step(page, 'the menu lists the nine calculators in Chinese', async () => {
    for (const name of NAMES.zh) await page.locator('.calc-index__name', { hasText: name }).waitFor();
    expect((await page.locator('.calc-index__item').count()) === 9, 'nine entries');
  });

  await step(page, 'the disclaimer opens from the menu', async () => {
    await page.getByRole('link', { name: '免责声明' }).click();
    await page.waitForURL((url) => url.pathname === '/Disclaimer');
    await page.getByText('计算结果仅供参考').waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/CalculatorIndex');
  });

  await step(page, 'a result page without a calculation leads to its form', async () => {
    await page.goto(`${BASE_URL}/YearAwardInfo`);
    await page.getByText('还没有计算结果').waitFor();
    await page.getByRole('button', { name: '去计算' }).click();
    await page.waitForURL((url) => url.pathname === '/YearAward');
  });

  await step(page, 'a result follows a change of language', async () => {
    await page.goto(`${BASE_URL}/YearAward`);
    await page.getByLabel('税前年终奖（元）', { exact: true }).fill('36000');
    await page.getByLabel('月工资（元）', { exact: true }).fill('0');
    await page.getByRole('button', { name: '开始计算' }).click();
    await page.waitForURL((url) => url.pathname === '/YearAwardInfo');
    await page.getByText('年终奖应纳税额').waitFor();
    await h.setLanguage(page, 'English');
    await page.waitForURL((url) => url.pathname === '/YearAwardInfo');
    // The kept input is computed again, so the server's texts are in English too.
    await page.getByText('Tax on the year-end bonus').waitFor();
    const main = (await page.locator('[data-testid=calc-main]').textContent())?.trim();
    expect(main === '1,080.00', `headline: ${main}`);
    await h.setLanguage(page, '中文');
  });

  await step(page, 'the menu in English', async () => {
    await page.goto(`${BASE_URL}/CalculatorIndex`);
    await h.setLanguage(page, 'English');
    await page.waitForURL((url) => url.pathname === '/CalculatorIndex');
    for (const name of NAMES.en) await page.locator('.calc-index__name', { hasText: name }).first().waitFor();
    await page.getByRole('link', { name: 'Disclaimer' }).waitFor();
  });

  await step(page, 'the menu in Japanese', async () => {
    await h.setLanguage(page, '日本語');
    await page.waitForURL((url) => url.pathname === '/CalculatorIndex');
    for (const name of NAMES.ja) await page.locator('.calc-index__name', { hasText: name }).first().waitFor();
    expect(path(page) === '/CalculatorIndex', `path: ${path(page)}`);
  });

  await step(page, 'back to Chinese', async () => {
    await h.setLanguage(page, '中文');
    await page.locator('.calc-index__name', { hasText: '经济补偿金' }).waitFor();
  });

  await context.close();
}
