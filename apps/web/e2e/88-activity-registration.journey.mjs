// Activity registration (spec 2 §2 "Activities", §4 "Activity registration", §5 "Activity"; issue 16):
// zhangsan signs up for the free walk, the form refuses a wrong phone with its message, the fixed
// form is submitted and the intro reads signed up; then the paid museum day, which he signed up for
// (demo) and chose his wife, son and daughter for (journey 87-relatives; run alone, this journey
// makes those choices itself through the relative calls): the form lists them, the staff number's
// own pattern message, submit, confirm 4 x 50 yuan, pay in the sandbox, back to signed up, and the
// paid day is in his activities. The intro and the form in English and Japanese.
import { api, apiToken, BASE_URL } from './harness.mjs';

const id = (n) => `0b6c3a5e-1d2f-4c8a-9e16-${String(n).padStart(12, '0')}`;
const WALK = id(1);
const MUSEUM = id(2);
const TALENT = id(5);
const CHECKUP = id(6);
const ITEMS = {
  walkPhone: id(101),
  walkSize: id(102),
  museumPhone: id(201),
  museumIdNo: id(202),
  museumStaffNo: id(204),
};
const MUSEUM_ZHANGSAN = id(1006);
const API = '/CIICActivityAPI/Activity';
const FAMILY = ['李梅', '张小明', '张小花'];

/**
 * zhangsan's museum registration brings his wife, son and daughter (李梅 and 张小明 are demo data;
 * journey 87 adds 张小花 and ticks the three on /Addrelatives). Whatever is missing is made here with
 * the calls that page makes: InsRelative for the daughter, InsActivityRelative for the selection.
 * Answers what it had to do (nothing after journey 87).
 */
async function chooseMuseumFamily() {
  const token = await apiToken('zhangsan');
  const done = [];
  const call = async (path, body) => {
    const answer = await api(token, `${API}/${path}`, body);
    if (answer.errNo !== 0) throw new Error(`${path.split('/')[0]}: ${answer.message}`);
    return answer.resultData;
  };
  let relatives = await call(`GetAllRelatives/${MUSEUM_ZHANGSAN}`);
  if (!relatives.some((r) => r.relative_name === '张小花')) {
    await call('InsRelative', { relative_name: '张小花', relation: 'daughter', sex: 'female', age: 8 });
    relatives = await call(`GetAllRelatives/${MUSEUM_ZHANGSAN}`);
    done.push('added 张小花');
  }
  const wanted = FAMILY.map((name) => {
    const relative = relatives.find((r) => r.relative_name === name);
    if (!relative) throw new Error(`zhangsan has no relative ${name}`);
    return relative.relative_id;
  }).sort();
  const chosen = relatives
    .filter((r) => r.is_selected)
    .map((r) => r.relative_id)
    .sort();
  if (JSON.stringify(chosen) !== JSON.stringify(wanted)) {
    await call('InsActivityRelative', {
      registrationId: MUSEUM_ZHANGSAN,
      ActivityRelatives: wanted.map((relativeID) => ({ registrationID: MUSEUM_ZHANGSAN, relativeID })),
    });
    done.push(`chose ${FAMILY.join(', ')}`);
  }
  return done;
}

export default async function activityRegistrationJourney(h) {
  const { step, expect } = h;
  const phone = await h.newPhone();
  const page = await h.openPage(phone);
  const item = (key) => page.getByTestId(`registration-item-${ITEMS[key]}`);
  const mainButton = () => page.getByTestId('registration-button');

  await step(page, 'the walk intro offers 我要报名', async () => {
    await h.openAs(page, 'zhangsan', `/eventRegistration?actId=${WALK}`);
    await page.getByRole('heading', { name: '2026 秋季健步走' }).waitFor();
    await mainButton().filter({ hasText: '我要报名' }).waitFor();
    await h.snap(page, 'walk-intro');
  });

  await step(page, 'signing up opens the form; a wrong phone shows its message', async () => {
    await mainButton().click();
    await page.waitForURL((url) => url.pathname === '/eventRegistrationDetail');
    await item('walkPhone').locator('input').fill('12345');
    await item('walkSize').getByRole('button').click();
    await page.getByRole('button', { name: '确定' }).click();
    await item('walkSize').getByText('S', { exact: true }).waitFor();
    await page.getByTestId('registration-submit').click();
    await item('walkPhone').getByText('手机号码不正确，请输入手机号码或带区号的座机号码').waitFor();
    await h.snap(page, 'walk-form-wrong-phone');
  });

  await step(page, 'the fixed form is submitted and the intro reads 已报名', async () => {
    await item('walkPhone').locator('input').fill('13800138000');
    await page.getByTestId('registration-submit').click();
    await page.waitForURL((url) => url.pathname === '/eventRegistration');
    await mainButton().filter({ hasText: '已报名' }).waitFor();
    await mainButton().click();
    await page.getByText('您已报名成功').waitFor();
  });

  await step(page, 'the museum day: the staff number pattern shows its own message', async () => {
    const setUp = await chooseMuseumFamily();
    if (setUp.length > 0)
      console.log(`# activity-registration: set up the museum family: ${setUp.join('; ')}`);
    await page.goto(`${BASE_URL}/eventRegistration?actId=${MUSEUM}`);
    await page.getByRole('heading', { name: '亲子科技馆一日游' }).waitFor();
    await page.getByText('¥50.00 / 人').waitFor();
    // Signed up, form not yet filled: the button opens the form.
    await mainButton().filter({ hasText: '填写报名表' }).click();
    await page.waitForURL((url) => url.pathname === '/eventRegistrationDetail');
    for (const name of ['李梅', '张小明', '张小花'])
      await page.locator('.registration-relatives__list').getByText(name).waitFor();
    await item('museumPhone').locator('input').fill('13800138000');
    await item('museumIdNo').locator('input').fill('11010519491231002X');
    await item('museumStaffNo').locator('input').fill('X1');
    await page.getByTestId('registration-submit').click();
    await item('museumStaffNo').getByText('工号为 E 加 5 位数字，如 E10086').waitFor();
    await page.getByTestId('registration-total').filter({ hasText: '共 4 人，合计 ¥200.00' }).waitFor();
    await h.snap(page, 'museum-form-pattern');
  });

  await step(page, 'submit, confirm the amount, pay in the sandbox, back to 已报名', async () => {
    await item('museumStaffNo').locator('input').fill('E10001');
    await page.getByTestId('registration-submit').click();
    await page.getByText('报名费共 ¥200.00，确认去支付吗？').waitFor();
    await h.snap(page, 'museum-confirm');
    await page.getByRole('button', { name: '去支付' }).click();
    await page.waitForURL((url) => url.pathname === '/pay' && url.searchParams.get('flag') === 'myactive');
    await h.payInSandbox(page);
    await page.getByRole('button', { name: '返回' }).last().click();
    await page.waitForURL((url) => url.pathname === '/eventRegistration');
    await page.getByRole('heading', { name: '亲子科技馆一日游' }).waitFor();
    await mainButton().filter({ hasText: '已报名' }).waitFor();
    await h.snap(page, 'museum-signed-up');
  });

  await step(page, 'the paid museum day is in my activities', async () => {
    await page.goto(`${BASE_URL}/Myactivitypage`);
    const card = page.locator('a, li, article').filter({ hasText: '亲子科技馆一日游' }).first();
    await card.waitFor();
    expect((await card.getByText('去支付').count()) === 0, 'the paid day still offers to pay');
    await card.click();
    await page.waitForURL((url) => url.pathname === '/Detailedactivity');
    await page.getByText('¥200.00').first().waitFor();
    await page.getByText('李梅').waitFor();
    await h.snap(page, 'museum-in-my-activities');
  });

  await step(page, 'a reservation: 申请表 signs up; cancelling gives the place back', async () => {
    await page.goto(`${BASE_URL}/eventRegistration?actId=${CHECKUP}`);
    await page.getByRole('heading', { name: '年度体检预约' }).waitFor();
    await mainButton().filter({ hasText: '申请表' }).click();
    await page.waitForURL((url) => url.pathname === '/eventRegistrationDetail');
    await page.getByText('请选择体检套餐').waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/eventRegistration');
    await mainButton().filter({ hasText: '填写报名表' }).waitFor();
    await page.getByTestId('registration-cancel').click();
    await page.locator('.adm-dialog').getByText('确定取消报名吗？名额将让给其他同事。').waitFor();
    await page.locator('.adm-dialog-footer').getByRole('button', { name: '取消报名' }).click();
    await page.getByText('已取消报名').waitFor();
    await mainButton().filter({ hasText: '申请表' }).waitFor();
    expect((await page.getByTestId('registration-cancel').count()) === 0, 'cancel still offered');
  });

  await step(page, 'the intro and the form in English', async () => {
    await h.setLanguage(page, 'English');
    await page.goto(`${BASE_URL}/eventRegistration?actId=${MUSEUM}`);
    await page.getByRole('heading', { name: 'Family day at the Science Museum' }).waitFor();
    await mainButton().filter({ hasText: 'Signed up' }).waitFor();
    await h.snap(page, 'intro-en');
    await page.goto(`${BASE_URL}/eventRegistrationDetail?actId=${WALK}`);
    await page.locator('label', { hasText: 'T-shirt size' }).waitFor();
    expect(
      (await item('walkPhone').locator('input').inputValue()) === '13800138000',
      'the answer is not shown',
    );
    await h.snap(page, 'form-en');
  });

  await step(page, 'the intro and the form in Japanese', async () => {
    await h.setLanguage(page, '日本語');
    await page.goto(`${BASE_URL}/eventRegistration?actId=${TALENT}`);
    await page.getByRole('heading', { name: '忘年会のかくし芸' }).waitFor();
    await mainButton().filter({ hasText: '受付前' }).waitFor();
    await h.snap(page, 'intro-ja');
    await page.goto(`${BASE_URL}/eventRegistrationDetail?actId=${MUSEUM}`);
    await page.locator('label', { hasText: '社員番号' }).waitFor();
    await h.snap(page, 'form-ja');
    await h.setLanguage(page, '中文');
  });
}
