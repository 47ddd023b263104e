// Statutory annual leave (calType 6) and marriage leave (calType 7) (spec 3 §2.6, issue 5): from the
// calculator menu to each form and its result in Chinese - a refused empty form (the shared parse's
// toast), a joiner on 1 Jul (184 / 365 x 5 -> 2 days), Zhejiang's 13 working days from 28 Sep ending on
// 20 Oct, Guangdong's national 3 days (its regulations add none) - then a leaver and Sichuan with a premarital check in English, and a look in Japanese.
import { BASE_URL } from './harness.mjs';

async function headline(page) {
  return page.locator('[data-testid=calc-main]').textContent();
}

export default async function leaveCalculatorJourney(h) {
  const { step, expect } = h;
  const context = await h.newPhone();
  const page = await h.openPage(context);

  await step(page, 'the menu leads to the annual leave form', async () => {
    await h.openAs(page, 'zhangsan', '/CalculatorIndex');
    await page.locator('.calc-index__item', { hasText: '法定年休假' }).click();
    await page.waitForURL((url) => url.pathname === '/Statutoryannualvacation');
    await page.getByText('入职本单位日期').waitFor();
  });

  await step(page, 'an empty form is refused with the shared message', async () => {
    await page.getByRole('button', { name: '开始计算' }).click();
    await page.locator('.adm-toast-main', { hasText: '请输入正确的入职本单位日期' }).waitFor();
  });

  await step(page, 'a joiner on 1 Jul 2026 with 6 years of service: 2 days', async () => {
    await page.locator('.adm-toast-main').waitFor({ state: 'detached' });
    await page.locator('input[name=year]').fill('2026');
    await page.locator('input[name=first_work_date]').fill('2020-07-01');
    await page.locator('input[name=join_date]').fill('2026-07-01');
    await page.getByRole('button', { name: '开始计算' }).click();
    await page.waitForURL((url) => url.pathname === '/Statutoryannualvacationdetail');
    const main = await headline(page);
    expect(main === '2', `headline: ${main}`);
    await page.getByText('184 ÷ 365 × 5 = 2.52', { exact: false }).first().waitFor();
  });

  await step(page, 'the result shows the steps and the law in full', async () => {
    await page.locator('.calc-law summary', { hasText: '第五条' }).first().waitFor();
    await page.locator('.calc-table td', { hasText: '07-01至12-31' }).first().waitFor();
  });

  await step(page, 'the menu leads to the marriage leave form with its regions', async () => {
    await page.goto(`${BASE_URL}/CalculatorIndex`);
    await page.locator('.calc-index__item', { hasText: '婚假政策' }).click();
    await page.waitForURL((url) => url.pathname === '/Marriageleave');
    await page.locator('.adm-selector-item', { hasText: '山西' }).waitFor();
    expect((await page.locator('.adm-selector-item').count()) === 10, 'ten region options');
  });

  await step(page, 'marriage leave in Zhejiang from 28 Sep 2026: 13 days, last day 20 Oct', async () => {
    await page.locator('.adm-selector-item', { hasText: '浙江' }).click();
    await page.locator('input[name=start_date]').fill('2026-09-28');
    await page.getByRole('button', { name: '开始计算' }).click();
    await page.waitForURL((url) => url.pathname === '/Marriageleavedetail');
    const main = await headline(page);
    expect(main === '13', `headline: ${main}`);
    await page.getByText('2026-10-20').first().waitFor();
    await page.locator('.calc-law summary', { hasText: '第三条' }).first().waitFor();
  });

  await step(
    page,
    'marriage leave in Guangdong: no local extension, the national 3 days with a warning',
    async () => {
      await page.goto(`${BASE_URL}/Marriageleave`);
      await page.locator('.adm-selector-item', { hasText: '广东' }).click();
      await page.locator('input[name=start_date]').fill('');
      await page.getByRole('button', { name: '开始计算' }).click();
      await page.waitForURL((url) => url.pathname === '/Marriageleavedetail');
      const main = await headline(page);
      expect(main === '3', `headline: ${main}`);
      await page.getByText('广东的地方性法规没有增加婚假', { exact: false }).first().waitFor();
    },
  );

  await step(page, 'English: a leaver on 30 Jun 2026 with 12 years who took 2 days is owed 2', async () => {
    await page.goto(`${BASE_URL}/CalculatorIndex`);
    await h.setLanguage(page, 'English');
    await page.locator('.calc-index__item', { hasText: 'Statutory annual leave' }).click();
    await page.waitForURL((url) => url.pathname === '/Statutoryannualvacation');
    // The form keeps the last input; switch to years of service and add the leaving data.
    await page.locator('.adm-selector-item', { hasText: 'By years of service' }).click();
    await page.locator('input[name=service_years]').fill('12');
    await page.locator('input[name=join_date]').fill('2018-04-01');
    await page.locator('input[name=leave_date]').fill('2026-06-30');
    await page.locator('input[name=taken_days]').fill('2');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.waitForURL((url) => url.pathname === '/Statutoryannualvacationdetail');
    const main = await headline(page);
    expect(main === '2', `headline: ${main}`);
    await page.getByText('Untaken annual leave on leaving (pro-rated)').waitFor();
  });

  await step(page, 'English: Sichuan with a premarital check, 25 days', async () => {
    await page.goto(`${BASE_URL}/Marriageleave`);
    await page.locator('.adm-selector-item', { hasText: 'Sichuan' }).click();
    await page.locator('input[name=start_date]').fill('');
    await page.locator('.adm-switch').click();
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.waitForURL((url) => url.pathname === '/Marriageleavedetail');
    const main = await headline(page);
    expect(main === '25', `headline: ${main}`);
  });

  await step(page, 'Japanese: the annual leave form and its result', async () => {
    await page.goto(`${BASE_URL}/Statutoryannualvacation`);
    await h.setLanguage(page, '日本語');
    await page.getByText('現勤務先の入社日').waitFor();
    await page.getByRole('button', { name: '計算する' }).click();
    await page.waitForURL((url) => url.pathname === '/Statutoryannualvacationdetail');
    await page.getByText('退職時の未取得年次休暇（按分）').waitFor();
  });

  await step(page, 'Japanese: the marriage leave result', async () => {
    await page.goto(`${BASE_URL}/Marriageleave`);
    await page.getByRole('button', { name: '計算する' }).click();
    await page.waitForURL((url) => url.pathname === '/Marriageleavedetail');
    await page.getByText('地域別の結婚休暇').waitFor();
  });

  await context.close();
}
