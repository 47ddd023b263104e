// The working-days calculator (spec 2 §2 /WorkData, /WorkDataInfo and its help text; issue 5): from
// the menu, 2026 has 248 working days; 5 working days after 30 Sep 2026 cross National Day to
// 13 Oct; custom hours; an end before the start is refused with a toast; the same in English and a
// look in Japanese.
import { BASE_URL } from './harness.mjs';

export default async function workingDaysJourney(h) {
  const { step, expect } = h;
  const context = await h.newPhone();
  const page = await h.openPage(context);
  const main = page.locator('[data-testid=calc-main]');

  /** Custom hours on or off, whatever the form kept from the last calculation. */
  async function setCustom(on) {
    const toggle = page.locator('.adm-switch').nth(1);
    if (((await toggle.getAttribute('aria-checked')) === 'true') !== on) await toggle.click();
  }

  async function countYear(submitName) {
    await page.locator('.workdays-selector .adm-selector-item').first().click();
    await setCustom(false);
    await page.fill('#workdays-start', '2026-01-01');
    await page.fill('#workdays-end', '2026-12-31');
    await page.getByRole('button', { name: submitName }).click();
    await page.waitForURL((url) => url.pathname === '/WorkDataInfo');
    await main.waitFor();
  }

  async function dateAfter(submitName) {
    await page.locator('.workdays-selector .adm-selector-item').nth(1).click();
    await setCustom(false);
    await page.fill('#workdays-start', '2026-09-30');
    await page.locator('.workdays-unit .adm-selector-item').first().click();
    await page.locator('#workdays-count').fill('5');
    await page.getByRole('button', { name: submitName }).click();
    await page.waitForURL((url) => url.pathname === '/WorkDataInfo');
    await main.waitFor();
  }

  await step(page, 'the menu opens the working-days form', async () => {
    await h.openAs(page, 'zhangsan', '/CalculatorIndex');
    await page.locator('.calc-index__item', { hasText: '工作日计算' }).click();
    await page.waitForURL((url) => url.pathname === '/WorkData');
    await page.getByText('计算方式').waitFor();
  });

  await step(page, '2026 has 248 working days', async () => {
    await countYear('开始计算');
    expect((await main.textContent()) === '248', `main: ${await main.textContent()}`);
    await page.getByText('每月工作日').waitFor();
    await page.getByText('春节调休上班').first().waitFor();
  });

  await step(page, 'back keeps the form; 5 working days after 30 Sep 2026 is 13 Oct', async () => {
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/WorkData');
    expect((await page.inputValue('#workdays-end')) === '2026-12-31', 'end date kept');
    await dateAfter('开始计算');
    expect((await main.textContent()) === '2026-10-13', `main: ${await main.textContent()}`);
    await page.getByText('星期二').first().waitFor();
  });

  await step(page, 'custom hours per weekday', async () => {
    await page.goto(`${BASE_URL}/WorkData`);
    await page.locator('.workdays-selector .adm-selector-item').first().click();
    await setCustom(true);
    await page.locator('#workdays-week-fri').fill('0');
    for (const day of ['mon', 'tue', 'wed', 'thu']) await page.locator(`#workdays-week-${day}`).fill('10');
    await page.fill('#workdays-start', '2026-02-01');
    await page.fill('#workdays-end', '2026-02-28');
    await page.getByRole('button', { name: '开始计算' }).click();
    await page.waitForURL((url) => url.pathname === '/WorkDataInfo');
    expect((await main.textContent()) === '13', `main: ${await main.textContent()}`);
  });

  await step(page, 'an end date before the start is refused with a toast', async () => {
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/WorkData');
    await setCustom(false);
    await page.fill('#workdays-start', '2026-03-01');
    await page.fill('#workdays-end', '2026-02-01');
    await page.getByRole('button', { name: '开始计算' }).click();
    await page.locator('.adm-toast-main', { hasText: '结束日期不能早于开始日期' }).waitFor();
    expect(new URL(page.url()).pathname === '/WorkData', 'stays on the form');
    await page.locator('.adm-toast-main').waitFor({ state: 'detached' });
  });

  await step(page, 'the help text opens from the form', async () => {
    await page.getByRole('link', { name: '使用说明' }).click();
    await page.waitForURL((url) => url.pathname === '/WorkDataHelp');
    await page.getByText('两种计算方式').waitFor();
    await page.getByText('法定节假日和调休').first().waitFor();
  });

  await step(page, 'in English: 2026 has 248 working days', async () => {
    await h.setLanguage(page, 'English');
    await page.goto(`${BASE_URL}/CalculatorIndex`);
    await page.locator('.calc-index__item', { hasText: 'Working days' }).click();
    await page.waitForURL((url) => url.pathname === '/WorkData');
    await page.getByText('Custom hours per day').waitFor();
    await countYear('Calculate');
    expect((await main.textContent()) === '248', `main: ${await main.textContent()}`);
    await page.getByText('Working days per month').waitFor();
  });

  await step(page, 'in English: 5 working days after 30 Sep 2026 is 13 Oct', async () => {
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/WorkData');
    await dateAfter('Calculate');
    expect((await main.textContent()) === '2026-10-13', `main: ${await main.textContent()}`);
    await page.getByText('Tuesday').first().waitFor();
  });

  await step(page, 'in English: the help text', async () => {
    await page.goto(`${BASE_URL}/WorkDataHelp`);
    await page.getByText('Two ways to calculate').waitFor();
  });

  await step(page, 'in Japanese: the form and a result', async () => {
    await h.setLanguage(page, '日本語');
    await page.goto(`${BASE_URL}/WorkData`);
    await page.getByText('曜日ごとの勤務時間').waitFor();
    await page.getByRole('switch', { name: '曜日ごとの勤務時間' }).waitFor();
    await setCustom(true);
    await page.locator('#workdays-week-mon').waitFor();
    await h.snap(page, 'ja-form');
    await countYear('計算');
    expect((await main.textContent()) === '248', `main: ${await main.textContent()}`);
  });

  await step(page, 'back to Chinese', async () => {
    await h.setLanguage(page, '中文');
    await page.goto(`${BASE_URL}/WorkData`);
    await page.getByText('计算方式').waitFor();
  });

  await context.close();
}
