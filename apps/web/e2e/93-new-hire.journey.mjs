// New-hire registration (issue 17): HR wangwu invites a person on /NewHireAdmin and copies the link
// (复制成功); the person opens it on their phone, answers name + last 4 digits on /Employeelanding,
// fills /EntryRegistrationForm (a wrong ID number first, refused), adds a work experience and a
// child with a photo, sets a password on /RegistrationSuccess and logs in. HR then sees 已注册.
// The landing and the form in en and ja with the demo invitation (陈晨).
import { BASE_URL } from './harness.mjs';

const DEMO_CODE = 'demo-new-hire-chen-chen-2026-invitation';
// A 1x1 PNG: the birth certificate photo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** GB 11643 check character of the first 17 digits. */
function withCheck(first17) {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((acc, d, i) => acc + Number(d) * (weights[i] ?? 0), 0);
  return `${first17}${'10X98765432'[sum % 11]}`;
}

export default async function newHireJourney(h) {
  const { step, expect } = h;
  const mobile = `139${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  const name = '林小雨';
  // Unique per run (a re-run on the same data must not meet its own ID number); even 17th digit: a woman.
  const idNumber = withCheck(`31011519960512${String((Date.now() % 500) * 2).padStart(3, '0')}`);
  const wrongId = `${idNumber.slice(0, 17)}${idNumber.endsWith('1') ? '2' : '1'}`;
  let link = '';

  const hrPhone = await h.newPhone();
  await hrPhone.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  const hr = await h.openPage(hrPhone);

  await step(hr, 'HR opens /NewHireAdmin with the invitations', async () => {
    await h.openAs(hr, 'wangwu', '/NewHireAdmin');
    await hr.locator('.page__title', { hasText: '新员工邀请' }).waitFor();
    await hr.locator('.nh-item', { hasText: '周敏' }).getByText('已注册').waitFor();
    await hr.locator('.nh-item', { hasText: '陈晨' }).getByText('待注册').waitFor();
  });

  await step(hr, 'HR invites 林小雨: the link is shown once and copied', async () => {
    await hr.locator('#nh-invite-name').fill(name);
    await hr.locator('#nh-invite-mobile').fill(mobile);
    await hr.locator('.adm-selector-item', { hasText: '研发部' }).click();
    await hr.locator('#nh-invite-date').fill('2026-12-15');
    await hr.getByRole('button', { name: '发送邀请' }).click();
    const shown = hr.getByTestId('invite-link');
    await shown.waitFor();
    link = ((await shown.textContent()) ?? '').trim();
    expect(link.includes('/Employeelanding?code='), `no link: ${link}`);
    await hr.getByRole('button', { name: '复制链接' }).click();
    await hr.getByText('复制成功').waitFor();
    const copied = await hr.evaluate(() => navigator.clipboard.readText());
    expect(copied === link, 'the clipboard does not hold the link');
    await hr.locator('.nh-item', { hasText: mobile }).getByText('待注册').waitFor();
  });

  const phone = await h.newPhone();
  const page = await h.openPage(phone);

  await step(page, 'the new hire opens the link: /Employeelanding', async () => {
    await page.goto(link.replace(/^https?:\/\/[^/]+/, BASE_URL));
    await page.locator('.page__title', { hasText: '新员工入职登记' }).waitFor();
    await page.locator('#nh-name').waitFor();
  });

  await step(page, 'a wrong answer is refused, the right one opens the form', async () => {
    await page.locator('#nh-name').fill(name);
    await page.locator('#nh-last4').fill('0000');
    await page.getByRole('button', { name: '验证并开始' }).click();
    await page.getByText('邀请链接无效或信息不符，请核对后重试').waitFor();
    await page.locator('#nh-last4').fill(mobile.slice(-4));
    await page.getByRole('button', { name: '验证并开始' }).click();
    await h.waitForPath(page, '/EntryRegistrationForm');
    await page.locator('.nh-field', { hasText: '手机号' }).getByText(mobile).waitFor();
  });

  await step(page, '/EntryRegistrationForm: a wrong ID number is refused', async () => {
    await page.locator('.adm-selector-item', { hasText: '女' }).click();
    await page.locator('#nh-id').fill(wrongId);
    await page.locator('#nh-nation').selectOption('汉族');
    await page.locator('#nh-marital').selectOption('unmarried');
    await page.locator('#nh-political').selectOption('cylMember');
    await page.locator('#nh-degree').selectOption('bachelor');
    await page.locator('#nh-health').selectOption('good');
    await page.locator('#nh-email').fill('lin.xiaoyu@example.com');
    await page.locator('#nh-contact').fill('林父 13800001111');
    await page.locator('.nh-region').click();
    await page.locator('.adm-picker-header-button').last().click();
    await page.locator('.nh-region', { hasText: '上海市' }).waitFor();
    await page.locator('#nh-district').fill('浦东新区');
    await page.locator('#nh-street').fill('张江镇');
    await page.locator('#nh-detailed').fill('碧波路 100 弄 5 号 301 室');
    await page.locator('#nh-zip').fill('201203');
    await page.getByRole('button', { name: '保存并下一步' }).click();
    await page.getByText('请输入正确的身份证号码').waitFor();
    expect((await h.path(page)) === '/EntryRegistrationForm', 'left the form with a wrong ID');
  });

  await step(page, 'the right ID number saves the form', async () => {
    await page.locator('#nh-id').fill(idNumber);
    await page.getByRole('button', { name: '保存并下一步' }).click();
    await h.waitForPath(page, '/WorkExperience');
  });

  await step(page, '/WorkExperience: one earlier job added', async () => {
    await page.locator('#nh-company').fill('杭州云帆科技有限公司');
    await page.locator('#nh-position').fill('前端工程师');
    await page.locator('#nh-from').fill('2019-07');
    await page.locator('#nh-to').fill('2026-09');
    await page.locator('#nh-reason').fill('个人发展');
    await page.getByRole('button', { name: '添加这段经历' }).click();
    await page
      .locator('.nh-item', { hasText: '杭州云帆科技有限公司' })
      .getByText('2019-07 ~ 2026-09')
      .waitFor();
  });

  await step(page, '/RegistrationChildren: a child with a birth certificate photo', async () => {
    await page.getByRole('button', { name: '下一步' }).click();
    await h.waitForPath(page, '/RegistrationChildren');
    await page.locator('#nh-child-name').fill('林小满');
    await page.locator('.adm-selector-item', { hasText: '男' }).click();
    await page.locator('#nh-birthday').fill('2021-06-01');
    await page.locator('#nh-photo').setInputFiles({ name: 'birth.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('img.nh-photo').waitFor();
    await page.getByRole('button', { name: '保存子女' }).click();
    await page.locator('.nh-item', { hasText: '林小满' }).getByText('待审核').waitFor();
  });

  await step(page, '/RegistrationSuccess: the password rules, then registered', async () => {
    await page.getByRole('button', { name: '下一步' }).click();
    await h.waitForPath(page, '/RegistrationSuccess');
    await page.locator('.nh-field', { hasText: '登录账号' }).getByText(mobile).waitFor();
    await page.locator('#nh-password').fill('welcome1');
    await page.locator('#nh-repeat').fill('welcome1');
    await page.getByRole('button', { name: '完成注册' }).click();
    await page.getByText('密码至少6位，须包含大写字母、小写字母和数字', { exact: true }).waitFor();
    await page.locator('#nh-password').fill('Welcome1');
    await page.locator('#nh-repeat').fill('Welcome1');
    await page.getByRole('button', { name: '完成注册' }).click();
    await page.getByText('注册完成，欢迎加入！').waitFor();
    await page.getByText(`登录账号：${mobile}`).waitFor();
    await page.getByRole('link', { name: /查看入职指引/ }).waitFor();
  });

  await step(page, 'the new hire logs in with the new password', async () => {
    await page.getByRole('button', { name: '去登录' }).click();
    await h.waitForPath(page, '/ehomeLogin');
    await h.logIn(page, mobile, 'Welcome1');
    await page.waitForURL((url) => url.pathname !== '/ehomeLogin');
  });

  await step(hr, 'HR sees the invitation registered', async () => {
    await hr.reload();
    await hr.locator('.nh-item', { hasText: mobile }).getByText('已注册').waitFor();
  });
  await hrPhone.close();
  await phone.close();

  // The demo invitation (陈晨) in English and Japanese: the landing, then the form.
  const other = await h.newPhone();
  const demo = await h.openPage(other);
  const landing = `/Employeelanding?code=${DEMO_CODE}`;
  await step(demo, 'zh: the demo invitation opens the form', async () => {
    await demo.goto(`${BASE_URL}${landing}`);
    await demo.locator('#nh-name').fill('陈晨');
    await demo.locator('#nh-last4').fill('0001');
    await demo.getByRole('button', { name: '验证并开始' }).click();
    await h.waitForPath(demo, '/EntryRegistrationForm');
    await demo.locator('.page__title', { hasText: '入职登记表' }).waitFor();
  });
  for (const [language, languageName, titles] of [
    ['en', 'English', ['New hire registration', 'Registration form']],
    ['ja', '日本語', ['新入社員登録', '入社登録フォーム']],
  ]) {
    await step(demo, `${language}: the landing`, async () => {
      await h.setLanguage(demo, languageName);
      await demo.goto(`${BASE_URL}${landing}`);
      await demo.locator('.page__title', { hasText: titles[0] }).waitFor();
      await demo.locator('#nh-name').waitFor();
    });
    await step(demo, `${language}: the registration form`, async () => {
      await demo.goto(`${BASE_URL}/EntryRegistrationForm`);
      await demo.locator('.page__title', { hasText: titles[1] }).waitFor();
      await demo.locator('.nh-field', { hasText: '13900000001' }).waitFor();
    });
  }
  await step(demo, 'back in zh', async () => {
    await h.setLanguage(demo, '中文');
  });
  await other.close();
}
