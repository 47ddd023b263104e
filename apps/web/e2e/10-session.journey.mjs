// Session screens: login redirect and validation, three languages, logout, deep link, session lost.
import { BASE_URL } from './harness.mjs';

const USER = { name: 'zhangsan', displayName: '张三', employeeId: 'E10001' };

export default async function sessionJourney(h) {
  const { step, snap, expect, path, waitForPath } = h;

  async function chooseLanguage(page, languageName, logoutLabel) {
    await page.locator('.home__settings .adm-list-item', { hasText: /语言设置|Language|言語設定/ }).click();
    await waitForPath(page, '/selectLanuage');
    await page.locator('.adm-check-list-item', { hasText: languageName }).click();
    await waitForPath(page, '/index');
    await page.getByRole('button', { name: logoutLabel }).waitFor();
  }

  const context = await h.newPhone();
  const page = await h.openPage(context);

  await step(page, 'logged out index goes to login', async () => {
    await page.goto(`${BASE_URL}/index`);
    await waitForPath(page, '/ehomeLogin');
    expect(new URL(page.url()).searchParams.get('redirect') === '/index', `redirect missing: ${path(page)}`);
    await page.locator('#userName').waitFor();
    await page.getByText('员工自助').first().waitFor();
    expect((await page.getAttribute('html', 'lang')) === 'zh-CN', 'html lang is not zh-CN');
  });

  await step(page, 'empty form shows translated validation', async () => {
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByText('用户名不能为空').waitFor();
    await page.getByText('密码不能为空').waitFor();
  });

  await step(page, 'wrong password shows the server message', async () => {
    await h.logIn(page, USER.name, 'wrong-password');
    await page.locator('.adm-toast-main', { hasText: '用户名或密码错误' }).waitFor();
    // Let the toast finish fading in for the screenshot.
    await page.waitForTimeout(400);
    expect(path(page).startsWith('/ehomeLogin'), `left the login page: ${path(page)}`);
  });

  await step(page, 'login returns to index with profile and chinese menu', async () => {
    await page.locator('.adm-toast-main').waitFor({ state: 'detached' });
    await h.logIn(page, USER.name);
    await waitForPath(page, '/index');
    await page.locator('.profile-card__name', { hasText: USER.displayName }).waitFor();
    await page.getByText(USER.employeeId).waitFor();
    await page.getByText('语言设置').waitFor();
    await page.getByRole('button', { name: '退出登录' }).waitFor();
  });

  await step(page, 'language page lists three languages', async () => {
    await page.locator('.home__settings .adm-list-item', { hasText: '语言设置' }).click();
    await waitForPath(page, '/selectLanuage');
    for (const name of ['中文', 'English', '日本語']) await page.getByText(name, { exact: true }).waitFor();
    await snap(page, 'language page');
    await page.goBack();
    await waitForPath(page, '/index');
  });

  await step(page, 'english home', async () => {
    await chooseLanguage(page, 'English', 'Log out');
    await page.getByText('Employee No. E10001').waitFor();
    expect((await page.getAttribute('html', 'lang')) === 'en', 'html lang is not en');
  });

  await step(page, 'japanese home', async () => {
    await chooseLanguage(page, '日本語', 'ログアウト');
    await page.getByText('言語設定').waitFor();
    expect((await page.getAttribute('html', 'lang')) === 'ja', 'html lang is not ja');
  });

  await step(page, 'back to chinese after a reload', async () => {
    await page.reload();
    await page.getByRole('button', { name: 'ログアウト' }).waitFor();
    await chooseLanguage(page, '中文', '退出登录');
  });

  await step(page, 'logout confirms and goes to login', async () => {
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.locator('.adm-dialog').getByText('确定要退出登录吗？').waitFor();
    await page.waitForTimeout(400);
    await snap(page, 'logout dialog');
    await page.locator('.adm-dialog-footer').getByRole('button', { name: '退出登录' }).click();
    await waitForPath(page, '/ehomeLogin');
    expect(!new URL(page.url()).searchParams.has('redirect'), `unexpected redirect: ${path(page)}`);
    await page.locator('#userName').waitFor();
  });

  await step(page, 'after logout index goes to login', async () => {
    await page.goto(`${BASE_URL}/index`);
    await waitForPath(page, '/ehomeLogin');
    await page.locator('#userName').waitFor();
  });
  await context.close();

  const deepLink = await h.newPhone();
  const deepPage = await h.openPage(deepLink);
  await step(deepPage, 'deep link remembers its route through login', async () => {
    await deepPage.goto(`${BASE_URL}/Attendancecard?tab=4`);
    await waitForPath(deepPage, '/ehomeLogin');
    const redirect = new URL(deepPage.url()).searchParams.get('redirect');
    expect(redirect === '/Attendancecard?tab=4', `redirect is ${redirect}`);
    await h.logIn(deepPage, USER.name);
    await deepPage.waitForURL((url) => url.pathname === '/Attendancecard' && url.search === '?tab=4');
  });

  await step(deepPage, 'an unknown page offers the way home', async () => {
    await deepPage.goto(`${BASE_URL}/NoSuchScreen`);
    await deepPage.getByText('页面不存在').first().waitFor();
    await deepPage.getByRole('button', { name: '返回首页' }).click();
    await waitForPath(deepPage, '/index');
    await deepPage.locator('.profile-card__name').waitFor();
  });

  await step(deepPage, 'a detail opened without its id says the link is incomplete', async () => {
    for (const path of ['/TravelView', '/OverTimeView?ApplyId=', '/CertificateDetail']) {
      await deepPage.goto(`${BASE_URL}${path}`);
      await deepPage.getByText('链接不完整').first().waitFor();
    }
    await deepPage.getByRole('button', { name: '返回首页' }).click();
    await waitForPath(deepPage, '/index');
  });

  await step(deepPage, 'a screen the user may not use sends them home, still logged in', async () => {
    // The counters are for counter leaders: the server refuses with 403 and the home as its page.
    await deepPage.goto(`${BASE_URL}/CommonPosition`);
    await waitForPath(deepPage, '/index');
    await deepPage.getByText('没有权限使用该功能').first().waitFor();
    await deepPage.locator('.profile-card__name').waitFor();
    await deepPage.goto(`${BASE_URL}/Attendancecard`);
    await waitForPath(deepPage, '/Attendancecard');
  });
  await deepLink.close();

  const stale = await h.newPhone();
  await stale.addInitScript(() => {
    if (!localStorage.getItem('ehome.session')) {
      const state = {
        language: 'zh',
        token: 'not-a-valid-token',
        userInfo: null,
        version: '1.0.8',
        openId: null,
      };
      localStorage.setItem('ehome.session', JSON.stringify({ state, version: 0 }));
    }
  });
  const stalePage = await h.openPage(stale);
  await step(stalePage, 'an invalid token lands on the session lost page', async () => {
    await stalePage.goto(`${BASE_URL}/index`);
    await waitForPath(stalePage, '/empty');
    await stalePage.getByText('登录已失效').first().waitFor();
    await snap(stalePage, 'session lost');
    await stalePage.getByRole('button', { name: '重新登录' }).click();
    await waitForPath(stalePage, '/ehomeLogin');
    await stalePage.locator('#userName').waitFor();
  });
  await stale.close();
}
