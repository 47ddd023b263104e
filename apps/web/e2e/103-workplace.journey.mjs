// Uniform receipts and the electronic badge (issue 18): zhangsan opens 工服签收 from the home menu,
// sees his two items (one confirmed) and confirms the winter jacket; he shows his badge with its
// code; HR wangwu checks the code on /BadgeCheck (a forged one refused) and issues an item to
// zhaoliu on /UniformAdmin (a quantity of 0 refused), seeing it among the unconfirmed. en and ja.
import { BASE_URL } from './harness.mjs';

export default async function workplaceJourney(h) {
  const { step, expect } = h;
  const phone = await h.newPhone();
  const page = await h.openPage(phone);
  let code = '';

  await step(page, 'the home menu leads to /Signclothes with the two items', async () => {
    await h.openAs(page, 'zhangsan', '/index');
    await page.locator('.menu-tile', { hasText: '工服签收' }).click();
    await h.waitForPath(page, '/Signclothes');
    await page
      .locator('[data-testid="uniform"]', { hasText: '工作衬衫' })
      .getByText(/已于 .* 签收/)
      .waitFor();
    await page.locator('[data-testid="uniform"]', { hasText: '冬季外套' }).waitFor();
  });

  await step(page, 'confirming the winter jacket keeps the time', async () => {
    const jacket = page.locator('[data-testid="uniform"]', { hasText: '冬季外套' });
    await jacket.getByRole('button', { name: '确认签收' }).click();
    await jacket.getByText(/已于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 签收/).waitFor();
    expect((await jacket.getByRole('button').count()) === 0, 'the confirm button is still offered');
  });

  await step(page, 'the badge with name, number, valid state and a code', async () => {
    await page.goto(`${BASE_URL}/Electronictag`);
    const badge = page.locator('[data-testid="badge"]');
    await badge.getByText('张三').waitFor();
    await badge.getByText('E10001').waitFor();
    await badge.getByText('有效 · 在职').waitFor();
    code = ((await page.locator('[data-testid="badge-code"]').textContent()) ?? '').trim();
    expect(/^E10001-[0-9A-Z]+-[A-Z2-7]{10}$/.test(code), `unexpected badge code ${code}`);
    await page.getByText(/秒后失效/).waitFor();
  });

  const hr = await h.openPage(await h.newPhone());
  await step(hr, 'HR checks the code: 张三, valid; a forged code is refused', async () => {
    await h.openAs(hr, 'wangwu', '/Electronictag');
    await hr.getByRole('link', { name: '核验工牌码（人事）' }).click();
    await h.waitForPath(hr, '/BadgeCheck');
    const forged = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    await hr.getByLabel('工牌码').fill(forged);
    await hr.getByRole('button', { name: '核验' }).click();
    await hr.locator('.adm-toast-main', { hasText: '工牌码无效' }).waitFor();
    await hr.getByLabel('工牌码').fill(code.toLowerCase());
    await hr.getByRole('button', { name: '核验' }).click();
    await hr.locator('[data-testid="badge"]').getByText('张三').waitFor();
    await hr.locator('[data-testid="check-result"]', { hasText: '工牌有效' }).waitFor();
  });

  await step(hr, 'HR issues work shoes to zhaoliu; a quantity of 0 is refused', async () => {
    await hr.goto(`${BASE_URL}/Signclothes`);
    await hr.getByRole('link', { name: /发放工服/ }).click();
    await h.waitForPath(hr, '/UniformAdmin');
    const form = hr.locator('[data-testid="issue-form"]');
    await form.getByLabel('工号').fill('E10004');
    await form.getByLabel('物品').fill('工作鞋');
    await form.getByLabel('尺码').fill('42');
    await form.getByLabel('数量').fill('0');
    await form.getByRole('button', { name: '发放' }).click();
    await hr.locator('.adm-toast-main', { hasText: '数量须为1到20之间的整数' }).waitFor();
    await form.getByLabel('数量').fill('2');
    await form.getByRole('button', { name: '发放' }).click();
    await hr.locator('.adm-toast-main', { hasText: '已发放给赵六' }).waitFor();
    await hr
      .locator('[data-testid="issue-row"]', { hasText: '赵六' })
      .first()
      .getByText('尚未签收')
      .waitFor();
    expect(
      (await hr.locator('[data-testid="issue-row"]', { hasText: '冬季外套' }).count()) === 0,
      'the confirmed jacket is listed as unconfirmed',
    );
  });

  for (const [language, name, texts] of [
    [
      'en',
      'English',
      [
        'Uniform receipt',
        'Received on',
        'Electronic badge',
        'Valid · In service',
        'Check a badge',
        'the badge is valid',
      ],
    ],
    [
      'ja',
      '日本語',
      ['制服受領', '受領済み', '電子社員証', '有効 · 在職', '社員証の確認', '社員証は有効です'],
    ],
  ]) {
    await step(page, `${language}: /Signclothes`, async () => {
      await h.setLanguage(page, name);
      await page.goto(`${BASE_URL}/Signclothes`);
      await page.locator('.page__title', { hasText: texts[0] }).waitFor();
      await page.getByText(texts[1]).first().waitFor();
    });
    await step(page, `${language}: /Electronictag`, async () => {
      await page.goto(`${BASE_URL}/Electronictag`);
      await page.locator('.page__title', { hasText: texts[2] }).waitFor();
      await page.getByText(texts[3]).waitFor();
      code = ((await page.locator('[data-testid="badge-code"]').textContent()) ?? '').trim();
    });
    await step(hr, `${language}: /BadgeCheck`, async () => {
      await h.setLanguage(hr, name);
      await hr.goto(`${BASE_URL}/BadgeCheck`);
      await hr.locator('.page__title', { hasText: texts[4] }).waitFor();
      await hr.locator('input[name="badgeCode"]').fill(code);
      await hr.locator('.adm-button-primary').click();
      await hr.locator('[data-testid="check-result"]', { hasText: texts[5] }).waitFor();
    });
  }

  await step(page, 'back in zh', async () => {
    await h.setLanguage(page, '中文');
    await h.setLanguage(hr, '中文');
  });
  await hr.context().close();
  await phone.close();
}
