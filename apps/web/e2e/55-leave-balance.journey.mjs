// Leave balances and the dynamic leave form (spec 1 §2 /LeaveAmount, /LeaveAmountDetail; spec 3 §3
// "Dynamic leave form"): this year's balances, a balance's charged requests and their approval
// trail, the year tabs; the quick leave form refusing empty required items, then filed as a real
// leave request (issue 14) on a free workday and shown.
import chineseDays from 'chinese-days';
import { BASE_URL, pickDate, todayInShanghai } from './harness.mjs';

const { isWorkday } = chineseDays;

/** The third statutory workday after today in Shanghai: the leave journey takes the first. */
function thirdWorkday() {
  const day = new Date(`${todayInShanghai()}T00:00:00Z`);
  for (let found = 0; found < 3; ) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (isWorkday(day.toISOString().slice(0, 10))) found += 1;
  }
  return day.toISOString().slice(0, 10);
}

export default async function leaveBalanceJourney(h) {
  const { step, expect, path } = h;
  const context = await h.newPhone();
  const page = await h.openPage(context);

  await step(page, 'balances of this year per leave type', async () => {
    await h.openAs(page, 'zhangsan', '/LeaveAmount');
    await page.getByRole('tab', { name: /今年/ }).waitFor();
    const annual = page.locator('.balance-card', { hasText: '年假' });
    await annual.waitFor();
    await annual.getByText('剩余').waitFor();
    await annual.getByText('额度').waitFor();
  });

  await step(page, 'a balance opens its detail with the requests charged to it', async () => {
    await page.locator('.balance-card', { hasText: '年假' }).click();
    await page.waitForURL((url) => url.pathname === '/LeaveAmountDetail');
    const url = new URL(page.url());
    expect(url.searchParams.get('type') === 'annual', `type: ${path(page)}`);
    expect(/^\d{4}$/.test(url.searchParams.get('year') ?? ''), `year: ${path(page)}`);
    await page.getByText('计入该额度的申请').waitFor();
  });

  await step(page, 'a charged request shows its approval trail and links to the request', async () => {
    const request = page.locator('.charged').first();
    await request.waitFor();
    await request.getByRole('button', { name: '查看审批记录' }).click();
    await request.locator('.trail__operation', { hasText: '提交' }).waitFor();
    const href = await request.locator('.charged__main').getAttribute('href');
    expect(href?.startsWith('/CommonApplicationforView?id='), `link: ${href}`);
  });

  await step(page, 'the year tabs switch to last year and keep it in the address', async () => {
    await page.goBack();
    await page.getByRole('tab', { name: /去年/ }).click();
    await page.waitForURL((url) => url.searchParams.has('year'));
    const year = Number(new URL(page.url()).searchParams.get('year'));
    await page.getByRole('tab', { name: new RegExp(`去年 ${year}`) }).waitFor();
  });

  await step(page, 'the quick leave form names every empty required item', async () => {
    await page.goto(`${BASE_URL}/Applicationforleave?tempName=FastSellingLeave`);
    await page.getByText('假期类型').waitFor();
    await page.getByRole('button', { name: '提交' }).click();
    for (const message of ['假期类型不能为空', '请假事由不能为空']) {
      await page.locator('.dyn-field__error', { hasText: message }).waitFor();
    }
    // The period starts filled with the next working day's hours, never now-to-now.
    await page
      .locator('.dyn-field__picker', { hasText: /\d{4}-\d{2}-\d{2} 09:00/ })
      .first()
      .waitFor();
  });

  await step(page, 'a filled form is filed and shown as kept', async () => {
    await page.getByText('事假', { exact: true }).click();
    const day = thirdWorkday();
    for (const n of [0, 1]) await pickDate(page, page.locator('.dyn-field__picker').nth(n), day);
    await page.locator('#form-item-days').fill('1');
    await page.locator('#form-item-reason').fill('家中有事需要处理');
    await page.getByRole('button', { name: '提交' }).click();
    await page.waitForURL((url) => url.pathname === '/ApplicationforleaveSuccsess');
    await page.getByText('提交成功').waitFor();
    await page.locator('.dyn-result__row', { hasText: '假期类型' }).getByText('事假').waitFor();
    await page.locator('.dyn-result__row', { hasText: '请假事由' }).getByText('家中有事需要处理').waitFor();
  });

  await step(page, 'balances and the form read in English', async () => {
    await h.setLanguage(page, 'English');
    await page.goto(`${BASE_URL}/LeaveAmount`);
    await page.getByText('Leave balances').waitFor();
    await page.locator('.balance-card', { hasText: 'Annual leave' }).waitFor();
    await page.goto(`${BASE_URL}/Applicationforleave?tempName=FastSellingLeave`);
    await page.getByText('Quick leave request').waitFor();
    await page.getByText('Leave type').waitFor();
  });

  await context.close();
}
