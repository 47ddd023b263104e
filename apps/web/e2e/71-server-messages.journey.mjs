// The server messages (validation.*, error.*, ...) load one language at a time (docs/ARCHITECTURE.md,
// "Server messages load one language"): the login page fetches the Chinese chunk only with its first
// error, a language switch in the app fetches the chosen language's chunk (and only that one), and
// the form then shows its refusals in that language without a reload.
import { BASE_URL } from './harness.mjs';

export default async function serverMessagesJourney(h) {
  const { step, expect, waitForPath } = h;
  const phone = await h.newPhone();
  const page = await h.openPage(phone);
  /** The languages whose message chunk the browser fetched, in order. */
  const fetched = [];
  page.on('response', (response) => {
    const found = /\/messages-(zh|en|ja)-[\w-]+\.js$/.exec(new URL(response.url()).pathname);
    if (found) fetched.push(found[1]);
  });
  const seen = () => JSON.stringify(fetched);

  /** Switches on /selectLanuage from the login page's language link; the app goes back by itself. */
  async function switchTo(languageName) {
    await page.locator('.login__language').click();
    await waitForPath(page, '/selectLanuage');
    await page.locator('.adm-check-list-item', { hasText: languageName }).click();
    await waitForPath(page, '/ehomeLogin');
  }

  await step(page, 'the login page has no messages until its first error, then Chinese only', async () => {
    await page.goto(`${BASE_URL}/ehomeLogin`);
    await page.locator('#userName').waitFor();
    expect(fetched.length === 0, `messages fetched before an error: ${seen()}`);
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByText('用户名不能为空').waitFor();
    await page.getByText('密码不能为空').waitFor();
    expect(seen() === '["zh"]', `fetched ${seen()}`);
  });

  await step(page, 'switching to English fetches the English messages, and only them', async () => {
    await switchTo('English');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    expect(seen() === '["zh","en"]', `fetched ${seen()}`);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('User name cannot be empty').waitFor();
    await page.getByText('Password cannot be empty').waitFor();
  });

  await step(page, 'switching to Japanese fetches the Japanese messages', async () => {
    await switchTo('日本語');
    await page.getByRole('button', { name: 'ログイン' }).waitFor();
    expect(seen() === '["zh","en","ja"]', `fetched ${seen()}`);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.getByText('ユーザー名を入力してください').waitFor();
    await page.getByText('パスワードを入力してください').waitFor();
  });

  await step(page, 'back in Chinese the loaded messages serve again, with no new download', async () => {
    await switchTo('中文');
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByText('用户名不能为空').waitFor();
    expect(seen() === '["zh","en","ja"]', `fetched ${seen()}`);
  });

  await phone.close();
}
