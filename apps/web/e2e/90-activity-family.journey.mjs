// An activity with the family, end to end (issue 16 acceptance): lisi opens the activities list,
// the museum day (50 yuan a person), signs up, adds two relatives on /Addrelatives (her mother from
// her relatives, and her husband, added there), fills the form, submits, confirms 3 x 50 yuan, pays
// in the sandbox and finds the paid day, with both relatives, in her activities.
import { BASE_URL } from './harness.mjs';

const id = (n) => `0b6c3a5e-1d2f-4c8a-9e16-${String(n).padStart(12, '0')}`;
const MUSEUM = id(2);
const ITEMS = { phone: id(201), idNo: id(202), staffNo: id(204) };

export default async function activityFamilyJourney(h) {
  const { step, expect } = h;
  const phone = await h.newPhone();
  const page = await h.openPage(phone);
  const item = (key) => page.getByTestId(`registration-item-${ITEMS[key]}`);
  const mainButton = () => page.getByTestId('registration-button');
  const card = (name) => page.getByTestId('relative-card').filter({ hasText: name });
  const dialog = page.locator('.relative-dialog');

  await step(page, 'lisi finds the museum day in the activities and signs up', async () => {
    await h.openAs(page, 'lisi', '/ActivitiesAndWelfare');
    await page.getByText('亲子科技馆一日游').first().click();
    await page.waitForURL((url) => url.pathname === '/ActivitiesAndWelfareDetail');
    await page.goto(`${BASE_URL}/eventRegistration?actId=${MUSEUM}`);
    await mainButton().filter({ hasText: '我要报名' }).click();
    await page.waitForURL((url) => url.pathname === '/eventRegistrationDetail');
    await page.getByTestId('registration-total').filter({ hasText: '共 1 人，合计 ¥50.00' }).waitFor();
  });

  await step(page, 'she brings her mother and adds her husband', async () => {
    await page.getByRole('button', { name: '添加亲属' }).click();
    await page.waitForURL((url) => url.pathname === '/Addrelatives');
    await card('王秀英').getByTestId('relative-check').click();
    await page.getByRole('button', { name: '+ 新增亲属' }).click();
    await page.locator('#relative-name').fill('陈刚');
    await dialog.locator('.adm-selector-item', { hasText: '丈夫' }).click();
    await page.locator('#relative-age').fill('38');
    await dialog.getByRole('button', { name: '保存' }).click();
    await card('陈刚').waitFor();
    const check = card('陈刚').getByTestId('relative-check');
    if (!(await check.locator('input').isChecked())) await check.click();
    await page.getByTestId('relatives-count').filter({ hasText: '2' }).waitFor();
    await h.snap(page, 'family-relatives');
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForURL((url) => url.pathname === '/eventRegistrationDetail');
    for (const name of ['王秀英', '陈刚'])
      await page.locator('.registration-relatives__list').getByText(name).waitFor();
    await page.getByTestId('registration-total').filter({ hasText: '共 3 人，合计 ¥150.00' }).waitFor();
  });

  await step(page, 'the form is filled, submitted and 150 yuan paid in the sandbox', async () => {
    await item('phone').locator('input').fill('13900000002');
    await item('idNo').locator('input').fill('11010519491231002X');
    await item('staffNo').locator('input').fill('E10002');
    await page.getByTestId('registration-submit').click();
    await page.getByText('报名费共 ¥150.00，确认去支付吗？').waitFor();
    await page.getByRole('button', { name: '去支付' }).click();
    await page.waitForURL((url) => url.pathname === '/pay' && url.searchParams.get('flag') === 'myactive');
    await h.payInSandbox(page);
    await page.getByRole('button', { name: '返回' }).last().click();
    await page.waitForURL((url) => url.pathname === '/eventRegistration');
    await mainButton().filter({ hasText: '已报名' }).waitFor();
  });

  await step(page, 'the paid day and both relatives are in her activities', async () => {
    await page.goto(`${BASE_URL}/Myactivitypage`);
    const card = page.locator('a, li, article').filter({ hasText: '亲子科技馆一日游' }).first();
    await card.waitFor();
    expect((await card.getByText('去支付').count()) === 0, 'the paid day still offers to pay');
    await card.click();
    await page.waitForURL((url) => url.pathname === '/Detailedactivity');
    await page.getByText('¥150.00').first().waitFor();
    await page.getByText('王秀英').waitFor();
    await page.getByText('陈刚').waitFor();
    await h.snap(page, 'family-my-activity');
  });
}
