// Real-name and the e-signature (issue 18): zhangsan (unverified) opens /realNameAuthentication,
// sees that the development verifier answers, starts the bank-card check; an empty form is refused
// by the shared rules; a card with a wrong check digit fails with its reason and one attempt less;
// the retry with a valid ID (GB 11643) and a Luhn-valid card is verified and shown masked; he draws a
// signature, signs the deduction authorisation and sees his masked, signed status. The status and
// the result in en and ja. Needs a fresh demo database (zhangsan verifies once).
import { BASE_URL } from './harness.mjs';

const ID = '310115199003072418';
const CARD = '6222021001123456789';
const BAD_CARD = '6222021001123456780';

export default async function realNameJourney(h) {
  const { step, expect } = h;
  const phone = await h.newPhone();
  const page = await h.openPage(phone);
  let resultUrl = '';

  const fill = async (values) => {
    for (const [field, value] of Object.entries(values)) await page.locator(`#rn-${field}`).fill(value);
  };

  await step(page, 'the intro says the development verifier answers', async () => {
    await h.openAs(page, 'zhangsan', '/realNameAuthentication');
    await page.locator('.rn-banner', { hasText: '开发用认证服务' }).waitFor();
    await page.locator('.rn-tag', { hasText: '未认证' }).waitFor();
    await page.getByText('今日还可认证 5 次').waitFor();
  });

  await step(page, 'the form refuses missing details before sending', async () => {
    await page.getByRole('button', { name: '开始认证' }).click();
    await h.waitForPath(page, '/bankCardVerification');
    await page.getByRole('button', { name: '提交认证' }).click();
    await page.locator('.rn-error', { hasText: '请输入姓名' }).waitFor();
    await fill({ name: '张三', idNumber: '310115199003072419', bankCard: CARD, mobile: '13800138000' });
    await page.getByRole('button', { name: '提交认证' }).click();
    await page.locator('.rn-error', { hasText: '身份证' }).waitFor();
    expect(new URL(page.url()).pathname === '/bankCardVerification', 'a refused form left the page');
  });

  await step(page, 'a card with a wrong check digit fails with its reason', async () => {
    await fill({ idNumber: ID, bankCard: BAD_CARD });
    await page.getByRole('button', { name: '提交认证' }).click();
    await h.waitForPath(page, '/realNameResult');
    await page.locator('.rn-reason', { hasText: '银行卡号校验未通过' }).waitFor();
    await page.getByText('今日还可认证 4 次').waitFor();
  });

  await step(page, 'the retry is verified and shown masked', async () => {
    await page.getByRole('button', { name: '重新认证' }).click();
    await h.waitForPath(page, '/bankCardVerification');
    await fill({ name: '张三', idNumber: ID, bankCard: CARD, mobile: '13800138000' });
    await page.getByRole('button', { name: '提交认证' }).click();
    await h.waitForPath(page, '/realNameResult');
    await page.locator('.rn-result .rn-tag', { hasText: '已认证' }).waitFor();
    await page.getByText('3101**********2418').waitFor();
    await page.getByText('**** 6789').waitFor();
    const body = (await page.locator('body').textContent()) ?? '';
    expect(!body.includes(ID) && !body.includes(CARD), 'an unmasked value is on the page');
    await page.getByText('个人所得税专项附加扣除信息报送授权书').waitFor();
    resultUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  });

  await step(page, 'a drawn signature and the authorisation signed', async () => {
    const pad = page.locator('.rn-pad canvas');
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    expect(box !== null, 'no signature pad');
    await page.mouse.move(box.x + 30, box.y + 100);
    await page.mouse.down();
    for (const [dx, dy] of [
      [60, 40],
      [100, 110],
      [150, 50],
      [200, 120],
      [260, 60],
    ]) {
      await page.mouse.move(box.x + dx, box.y + dy, { steps: 4 });
    }
    await page.mouse.up();
    await page.getByRole('button', { name: '确认签署' }).click();
    await page.locator('.adm-toast-main', { hasText: '请先阅读并勾选同意授权书' }).waitFor();
    await page.getByText('我已阅读并同意以上授权书').click();
    await h.snap(page, 'signature drawn');
    await page.getByRole('button', { name: '确认签署' }).click();
    await h.waitForPath(page, '/realNameAuthentication');
    await page.locator('.rn-status .rn-tag', { hasText: '已认证' }).waitFor();
    await page.getByText(/已于\d{4}-\d{2}-\d{2}签署专项附加扣除授权书/).waitFor();
    await page.getByText('张*').waitFor();
    expect(
      (await page.getByRole('button', { name: '开始认证' }).count()) === 0,
      'a verified person is offered to start',
    );
  });

  for (const [language, name, texts] of [
    [
      'en',
      'English',
      ['Real-name verification', 'Verified', 'Deduction authorisation signed', 'Verification result'],
    ],
    ['ja', '日本語', ['本人確認', '認証済み', '同意書に署名済み', '認証結果']],
  ]) {
    await step(page, `${language}: the signed status`, async () => {
      await h.setLanguage(page, name);
      await page.goto(`${BASE_URL}/realNameAuthentication`);
      await page.locator('.page__title', { hasText: texts[0] }).waitFor();
      await page.locator('.rn-status .rn-tag', { hasText: texts[1] }).waitFor();
      await page.getByText(texts[2]).waitFor();
    });
    await step(page, `${language}: the result and the authorisation`, async () => {
      await page.goto(`${BASE_URL}${resultUrl}`);
      await page.locator('.page__title', { hasText: texts[3] }).waitFor();
      await page.locator('.rn-auth h3').waitFor();
    });
  }

  await step(page, 'back in zh', async () => {
    await h.setLanguage(page, '中文');
  });
  await phone.close();
}
