// Account (issue 18): on /login, 忘记密码 leads to /forgetPassword; 钱八 (qianba) gets a code (the
// development SMS adapter writes it to the server log, E2E_SERVER_LOG), a wrong repeat is refused,
// the new password is set and logs in; a session opened before is logged out. On /Modifypassword
// qianba sets Demo2026 back (re-runs work). 周九 (zhoujiu, created by HR without a password) reads
// the agreement on /Userregistrationprotocol, activates the account on /Password and logs in.
// /selectLanuage logged out keeps the choice; the screens in en and ja.
import { readFileSync } from 'node:fs';
import { BASE_URL } from './harness.mjs';

const QIANBA = { userName: 'qianba', mobile: '13700137008', masked: '137****7008' };
const ZHOUJIU = { userName: 'zhoujiu', mobile: '13700137009', masked: '137****7009' };
const NEW_PASSWORD = 'Reset2026';
const ZHOUJIU_PASSWORD = 'Start2026';
const LOG = process.env.E2E_SERVER_LOG ?? '';

/** The newest code the development SMS adapter logged for the mobile after `sinceLength` bytes. */
async function codeFromLog(masked, sinceLength) {
  const pattern = new RegExp(`development SMS code for ${masked.replace(/\*/g, '\\*')}: (\\d{6})`, 'g');
  for (let i = 0; i < 50; i++) {
    const text = readFileSync(LOG, 'utf8').slice(sinceLength);
    const codes = [...text.matchAll(pattern)].map((m) => m[1]);
    if (codes.length > 0) return codes.at(-1);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code for ${masked} in ${LOG}`);
}
const logLength = () => readFileSync(LOG, 'utf8').length;

async function tryLogin(userName, password) {
  const response = await fetch(`${BASE_URL}/api/Token/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password }),
  });
  return (await response.json()).errNo === 0;
}

export default async function accountJourney(h) {
  const { step, expect } = h;
  expect(LOG !== '', 'E2E_SERVER_LOG is not set: the journey reads the codes from the server log');
  const phone = await h.newPhone();
  const page = await h.openPage(phone);

  await step(page, '/login with the links to registration and forgotten password', async () => {
    await page.goto(`${BASE_URL}/login`);
    await page.locator('#userName').waitFor();
    await page.getByRole('link', { name: '激活账号' }).waitFor();
    await h.snap(page, 'login zh');
    await page.getByRole('link', { name: '忘记密码' }).click();
    await h.waitForPath(page, '/forgetPassword');
    await page.locator('.page__title', { hasText: '忘记密码' }).waitFor();
  });

  // A session of qianba's opened before the reset: the reset logs it out.
  const other = await h.openPage(await h.newPhone());
  await step(other, 'qianba is logged in on another phone', async () => {
    await h.openAs(other, QIANBA.userName, '/index');
  });

  await step(page, 'the code: asked for, read from the server log', async () => {
    await page.locator('#as-mobile').fill(QIANBA.mobile);
    const since = logLength();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText(/如该手机号已绑定账号/).waitFor();
    await page.getByRole('button', { name: /秒后重发/ }).waitFor();
    const code = await codeFromLog(QIANBA.masked, since);
    await page.locator('#as-code').fill(code);
  });

  await step(page, 'a repeat that does not match is refused', async () => {
    await page.locator('#as-password').fill(NEW_PASSWORD);
    await page.locator('#as-repeat').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: '重置密码' }).click();
    await page.locator('.adm-toast-main', { hasText: '两次输入的密码不一致' }).waitFor();
  });

  await step(page, 'the new password is set: the user name and the way to log in', async () => {
    await page.locator('#as-repeat').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: '重置密码' }).click();
    await page.getByText('密码已重置').waitFor();
    await page.getByText(`登录用户名：${QIANBA.userName}`).waitFor();
  });

  await step(other, 'the session opened before the reset is logged out', async () => {
    await other.goto(`${BASE_URL}/index`);
    await other.waitForURL((url) => url.pathname === '/empty' || url.pathname === '/ehomeLogin');
  });
  await other.context().close();

  await step(page, 'qianba logs in with the new password', async () => {
    await page.getByRole('button', { name: '去登录' }).click();
    await h.waitForPath(page, '/login');
    await h.logIn(page, QIANBA.userName, NEW_PASSWORD);
    await h.waitForPath(page, '/index');
  });

  await step(page, '/Modifypassword: a wrong old password is refused', async () => {
    await page.goto(`${BASE_URL}/Modifypassword`);
    await page.locator('.page__title', { hasText: '修改密码' }).waitFor();
    await page.locator('#as-oldPassword').fill('Wrong2026');
    await page.locator('#as-password').fill('Demo2026');
    await page.locator('#as-confirmPassword').fill('Demo2026');
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.locator('.adm-toast-main', { hasText: '原密码错误' }).waitFor();
  });

  await step(page, '/Modifypassword: Demo2026 again; this session stays', async () => {
    await page.locator('#as-oldPassword').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: '确认修改' }).click();
    await h.waitForPath(page, '/index');
    await page.locator('.adm-toast-main', { hasText: '密码已修改' }).waitFor();
    expect(await tryLogin(QIANBA.userName, 'Demo2026'), 'qianba cannot log in with Demo2026');
  });
  await phone.close();

  const newcomer = await h.newPhone();
  const reg = await h.openPage(newcomer);
  // Activation happens once per database: a re-run on the same data finds 周九 active already.
  const alreadyActive = await tryLogin(ZHOUJIU.userName, ZHOUJIU_PASSWORD);

  await step(reg, 'the agreement: continue only after agreeing', async () => {
    await reg.goto(`${BASE_URL}/login`);
    await reg.getByRole('link', { name: '激活账号' }).click();
    await h.waitForPath(reg, '/Userregistrationprotocol');
    await reg.getByText('二、隐私政策').waitFor();
    const next = reg.getByRole('button', { name: '同意并继续' });
    expect(await next.isDisabled(), 'continue is enabled before agreeing');
    await reg.getByLabel(/我已阅读并同意/).check();
    await reg.getByLabel(/我已阅读并同意/).scrollIntoViewIfNeeded();
    await h.snap(reg, 'agreement zh');
    await next.click();
    await h.waitForPath(reg, '/Password');
    await reg.locator('.page__title', { hasText: '账号激活' }).waitFor();
  });

  if (!alreadyActive) {
    await step(reg, '周九 activates the account with the code and a password', async () => {
      await reg.locator('#as-mobile').fill(ZHOUJIU.mobile);
      const since = logLength();
      await reg.getByRole('button', { name: '获取验证码' }).click();
      const code = await codeFromLog(ZHOUJIU.masked, since);
      await reg.locator('#as-code').fill(code);
      await reg.locator('#as-password').fill(ZHOUJIU_PASSWORD);
      await reg.locator('#as-repeat').fill(ZHOUJIU_PASSWORD);
      await reg.getByRole('button', { name: '激活账号' }).click();
      await reg.getByText('账号已激活').waitFor();
      await reg.getByText(`登录用户名：${ZHOUJIU.userName}`).waitFor();
    });
  }

  await step(reg, '周九 logs in', async () => {
    await reg.goto(`${BASE_URL}/login`);
    await h.logIn(reg, ZHOUJIU.userName, ZHOUJIU_PASSWORD);
    await h.waitForPath(reg, '/index');
    await reg.getByText('周九').first().waitFor();
  });

  await step(reg, '/selectLanuage logged in: English is kept', async () => {
    await h.setLanguage(reg, 'English');
    await reg.goto(`${BASE_URL}/Modifypassword`);
    await reg.locator('.page__title', { hasText: 'Change password' }).waitFor();
    await reg.getByText('other devices are logged out').waitFor();
  });
  await newcomer.close();

  const visitor = await h.newPhone();
  const out = await h.openPage(visitor);
  for (const [language, name, texts] of [
    ['en', 'English', ['Log in', 'Forgot password', 'User agreement', 'Activate account', 'Get code']],
    [
      'ja',
      '日本語',
      ['ログイン', 'パスワードを忘れた場合', 'ユーザー登録規約', 'アカウントの有効化', 'コードを取得'],
    ],
  ]) {
    await step(out, `${language}: /selectLanuage logged out, /login keeps it`, async () => {
      await out.goto(`${BASE_URL}/login`);
      await h.setLanguage(out, name);
      await out.reload();
      await out.getByRole('button', { name: texts[0] }).waitFor();
    });
    await step(out, `${language}: /forgetPassword`, async () => {
      await out.goto(`${BASE_URL}/forgetPassword`);
      await out.locator('.page__title', { hasText: texts[1] }).waitFor();
      await out.getByRole('button', { name: texts[4] }).waitFor();
    });
    await step(out, `${language}: /Userregistrationprotocol`, async () => {
      await out.goto(`${BASE_URL}/Userregistrationprotocol`);
      await out.locator('.page__title', { hasText: texts[2] }).waitFor();
    });
    await step(out, `${language}: /Password`, async () => {
      await out.goto(`${BASE_URL}/Password`);
      await out.locator('.page__title', { hasText: texts[3] }).waitFor();
    });
  }
  await step(out, 'back in zh', async () => {
    await h.setLanguage(out, '中文');
  });
  await visitor.close();
}
