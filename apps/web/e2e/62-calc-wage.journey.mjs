// Compensation, minimum wage and average wage (spec 2 §2 /FinancialComp -> /Calculator; spec 3 §2.6
// /Minimumwage -> /Minwagedetail, /Averagewage -> /Averagewagedetail; issue 5): from the menu, a
// Shanghai case hitting both caps (12 x 3 x 12,434 = 447,624.00), the manual average switch, a refusal
// toast, the minimum wage of a province and class (picker, classes, a refusal toast), the average
// wage of a city, the same in English and a look in Japanese.
import { BASE_URL } from './harness.mjs';

export default async function wageJourney(h) {
  const { step, expect } = h;
  const context = await h.newPhone();
  const page = await h.openPage(context);
  const main = page.locator('[data-testid=calc-main]');
  // The headline groups thousands on screen (447,624.00); the figures below are written without.
  const mainText = async () => (await main.textContent())?.trim().replace(/,/g, '');

  async function fillCompensation({ reason, city, submit }) {
    await page.fill('#comp-date-s', '2011-07-01');
    await page.fill('#comp-date-e', '2026-06-30');
    await page.locator('.wage-reasons .adm-selector-item', { hasText: reason }).click();
    await page.locator('#comp-avg').fill('50000');
    await page.locator('.wage-selector .adm-selector-item', { hasText: city }).click();
    await page.getByRole('button', { name: submit }).click();
    await page.waitForURL((url) => url.pathname === '/Calculator');
    await main.waitFor();
  }

  await step(page, 'the menu opens the compensation form', async () => {
    await h.openAs(page, 'zhangsan', '/CalculatorIndex');
    await page.locator('.calc-index__item', { hasText: '经济补偿金' }).click();
    await page.waitForURL((url) => url.pathname === '/FinancialComp');
    await page.getByText('离职前12个月平均工资').waitFor();
  });

  await step(page, 'Shanghai, 15 years at 50,000 hits both caps: 447,624.00', async () => {
    await fillCompensation({ reason: '协商一致解除', city: '上海', submit: '开始计算' });
    expect((await mainText()) === '447624.00', `main: ${await mainText()}`);
    await page.getByText('计算步骤').waitFor();
    await page.getByText('补偿年限最高12年', { exact: false }).waitFor();
  });

  await step(page, 'the laws read in full', async () => {
    await page.locator('.calc-law summary', { hasText: '第四十七条' }).click();
    await page.getByText('向其支付经济补偿的年限最高不超过十二年', { exact: false }).first().waitFor();
  });

  await step(page, 'back keeps the form; the manual average appears with its switch', async () => {
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/FinancialComp');
    expect((await page.inputValue('#comp-avg')) === '50000', 'average kept');
    await page.getByRole('switch', { name: '手动输入当地社平工资' }).click();
    await page.locator('#comp-soc-avg').waitFor();
    await page.getByRole('button', { name: '开始计算' }).click();
    await page.locator('.adm-toast-main', { hasText: '请输入当地上年度职工月平均工资' }).waitFor();
    expect(new URL(page.url()).pathname === '/FinancialComp', 'stays on the form');
    await page.locator('.adm-toast-main').waitFor({ state: 'detached' });
    await page.locator('#comp-soc-avg').fill('10000');
    await page.getByRole('button', { name: '开始计算' }).click();
    await page.waitForURL((url) => url.pathname === '/Calculator');
    // 3 x 10,000 = 30,000 x 12 = 360,000.
    expect((await mainText()) === '360000.00', `main: ${await mainText()}`);
  });

  await step(page, 'an entry date after the leaving date is refused with a toast', async () => {
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/FinancialComp');
    await page.fill('#comp-date-s', '2026-07-01');
    await page.getByRole('button', { name: '开始计算' }).click();
    await page.locator('.adm-toast-main', { hasText: '入职日期不能晚于离职日期' }).waitFor();
    await page.locator('.adm-toast-main').waitFor({ state: 'detached' });
  });

  // The province picker (antd-mobile Picker): tap the row, tap the province in the wheel, confirm.
  async function pickProvince(name, confirm) {
    await page.locator('.minwage-province').click();
    const item = page.locator('.adm-picker-view-column-item', { hasText: name });
    await item.waitFor();
    await item.dispatchEvent('click');
    await page.waitForTimeout(400);
    await page.locator('.adm-picker-header-button', { hasText: confirm }).click();
    await page.locator('.adm-picker').waitFor({ state: 'hidden' });
  }

  await step(page, 'minimum wage of Shenzhen: 2,700 since 2026-09-01, a wage below it flagged', async () => {
    await page.goto(`${BASE_URL}/CalculatorIndex`);
    await page.locator('.calc-index__item', { hasText: '最低工资' }).click();
    await page.waitForURL((url) => url.pathname === '/Minimumwage');
    await pickProvince('广东省', '确定');
    await page.locator('.minwage-tiers .adm-selector-item', { hasText: '深圳' }).click();
    await page.locator('#min-wage').fill('2600');
    await h.snap(page, 'minimum wage form, Guangdong');
    await page.getByRole('button', { name: '开始计算' }).click();
    await page.waitForURL((url) => url.pathname === '/Minwagedetail');
    expect((await mainText()) === '2700.00', `main: ${await mainText()}`);
    await page.getByText('低于最低工资 100.00 元').first().waitFor();
    await page.getByText('各省现行月最低工资标准（第一档）').waitFor();
  });

  await step(page, 'minimum wage of Henan class 3: 2,000, the classes listed', async () => {
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/Minimumwage');
    await pickProvince('河南省', '确定');
    await page.locator('.minwage-tiers .adm-selector-item', { hasText: '第三档' }).click();
    await page.locator('#min-wage').fill('');
    await page.getByRole('button', { name: '开始计算' }).click();
    await page.waitForURL((url) => url.pathname === '/Minwagedetail');
    expect((await mainText()) === '2000.00', `main: ${await mainText()}`);
    await page.getByText('河南省各档现行标准').waitFor();
    await page.getByText('第一档（郑州市）').first().waitFor();
  });

  await step(page, 'minimum wage: a malformed wage is refused with a toast', async () => {
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/Minimumwage');
    await page.locator('#min-wage').fill('12.345');
    await page.getByRole('button', { name: '开始计算' }).click();
    await page.locator('.adm-toast-main', { hasText: '月工资须为数字' }).waitFor();
    expect(new URL(page.url()).pathname === '/Minimumwage', 'stays on the form');
    await page.locator('.adm-toast-main').waitFor({ state: 'detached' });
    await page.locator('#min-wage').fill('');
  });

  await step(page, 'average wage of Beijing: 11,937 with the band, last year flagged', async () => {
    await page.goto(`${BASE_URL}/CalculatorIndex`);
    await page.locator('.calc-index__item', { hasText: '社会平均工资' }).click();
    await page.waitForURL((url) => url.pathname === '/Averagewage');
    await page.locator('.wage-selector .adm-selector-item', { hasText: '北京' }).click();
    await page.getByRole('button', { name: '开始计算' }).click();
    await page.waitForURL((url) => url.pathname === '/Averagewagedetail');
    expect((await mainText()) === '11937.00', `main: ${await mainText()}`);
    await page.getByText('35,811.00').first().waitFor();
    await page.locator('.calc-result__warning--stale').first().waitFor();
  });

  await step(page, 'in English: compensation, minimum wage and average wage', async () => {
    await h.setLanguage(page, 'English');
    await page.goto(`${BASE_URL}/CalculatorIndex`);
    await page.locator('.calc-index__item').first().click();
    await page.waitForURL((url) => url.pathname === '/FinancialComp');
    await page.getByText('Average monthly wage, last 12 months').waitFor();
    if (await page.getByRole('switch', { name: 'Enter the local average wage' }).isChecked())
      await page.getByRole('switch', { name: 'Enter the local average wage' }).click();
    await fillCompensation({ reason: 'Agreed termination', city: 'Shanghai', submit: 'Calculate' });
    expect((await mainText()) === '447624.00', `main: ${await mainText()}`);
    await page.getByText('Economic compensation').first().waitFor();

    await page.goto(`${BASE_URL}/Minimumwage`);
    await pickProvince('Shanghai', 'OK');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.waitForURL((url) => url.pathname === '/Minwagedetail');
    expect((await mainText()) === '2740.00', `main: ${await mainText()}`);
    await page.goto(`${BASE_URL}/Minimumwage`);
    await pickProvince('Shaanxi', 'OK');
    await page.locator('.minwage-tiers .adm-selector-item', { hasText: 'Class 1' }).click();
    await h.snap(page, 'minimum wage form in English');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.waitForURL((url) => url.pathname === '/Minwagedetail');
    expect((await mainText()) === '2376.00', `main: ${await mainText()}`);
    await page.getByText('Monthly minimum wage, Shaanxi Class 1').first().waitFor();

    await page.goto(`${BASE_URL}/Averagewage`);
    await page.locator('.wage-selector .adm-selector-item', { hasText: 'Shanghai' }).click();
    await page.locator('#avg-wage').fill('20000');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.waitForURL((url) => url.pathname === '/Averagewagedetail');
    expect((await mainText()) === '12577.00', `main: ${await mainText()}`);
    await page.getByText('Contribution base band and compensation cap').waitFor();
  });

  await step(page, 'in English a refusal is toasted in English', async () => {
    await page.goto(`${BASE_URL}/FinancialComp`);
    await page.fill('#comp-date-s', '2026-07-01');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page
      .locator('.adm-toast-main', { hasText: 'The entry date cannot be after the leaving date' })
      .waitFor();
    await page.locator('.adm-toast-main').waitFor({ state: 'detached' });
  });

  await step(page, 'a look in Japanese: the form and the result', async () => {
    await h.setLanguage(page, '日本語');
    await page.goto(`${BASE_URL}/Minimumwage`);
    await pickProvince('新疆ウイグル自治区', '決定');
    await h.snap(page, 'minimum wage form in Japanese');
    await page.getByRole('button', { name: /計算/ }).click();
    await page.waitForURL((url) => url.pathname === '/Minwagedetail');
    expect((await mainText()) === '2070.00', `main: ${await mainText()}`);
    await h.snap(page, 'minimum wage result in Japanese');
    await page.goto(`${BASE_URL}/FinancialComp`);
    await page.getByText('退職前12か月の平均月額賃金').waitFor();
    await h.snap(page, 'compensation form in Japanese');
    await page.fill('#comp-date-s', '2011-07-01');
    await page.getByRole('button', { name: /計算/ }).click();
    await page.waitForURL((url) => url.pathname === '/Calculator');
    expect((await mainText()) === '447624.00', `main: ${await mainText()}`);
    await page.getByText('経済補償金').first().waitFor();
  });

  await context.close();
}
