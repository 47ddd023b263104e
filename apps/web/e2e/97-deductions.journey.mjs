// Special additional deductions (issue 18): zhaoliu (real name verified and signed in the demo)
// opens the hub with the cut-off and settlement-window notices, reads the introduction, adds a
// child-education deduction for her son (a broken period is refused first with the rule's
// message), sees it in this year's record with 2,000 a month, confirms the method and submits it
// (locked afterwards), opens last year's history and the family members (ID masked), adds the
// father (a wrong check digit refused first); HR wangwu accepts the record; en and ja.
import { BASE_URL, picture } from './harness.mjs';

export default async function deductionsJourney(h) {
  const { step, expect } = h;
  const phone = await h.newPhone();
  const page = await h.openPage(phone);
  const year = new Date(Date.now() + 8 * 3600_000).getUTCFullYear();

  await step(page, 'the hub: status, cut-off and window notices, the kinds', async () => {
    await h.openAs(page, 'zhaoliu', '/deductionsIndex');
    await page.locator('.page__title', { hasText: '个税专项附加扣除' }).waitFor();
    await page.locator('.ded-tag', { hasText: '未提交' }).waitFor();
    await page.locator('.ded-notice', { hasText: '每月15日（含）前提交的' }).waitFor();
    await page.locator('.ded-notice', { hasText: '汇算清缴期' }).waitFor();
    await page.locator('.ded-tile', { hasText: '子女教育' }).waitFor();
  });

  await step(page, 'the introduction shows the current amounts', async () => {
    await page.goto(`${BASE_URL}/Deductions`);
    await page.getByText('每个子女每月2,000元').waitFor();
    await page.getByText('独生子女每月3,000元，非独生子女每人每月最多1,500元').waitFor();
  });

  await step(page, 'child education: a start after the end is refused with its message', async () => {
    await page.goto(`${BASE_URL}/deductionsIndex`);
    await page.locator('.ded-tile', { hasText: '子女教育' }).click();
    await h.waitForPath(page, '/childrensEducation');
    await page.getByText('赵小明（子女）').click();
    await page.getByText('小学', { exact: true }).click();
    await page.locator('input[type="month"]').nth(0).fill(`${year}-09`);
    await page.locator('input[type="month"]').nth(1).fill(`${year}-03`);
    await page.getByText('100%', { exact: true }).click();
    await page.getByRole('button', { name: '保存' }).click();
    await page.locator('.adm-toast-main', { hasText: '开始时间不能晚于结束时间' }).waitFor();
    expect(new URL(page.url()).pathname === '/childrensEducation', 'the refused form left the page');
  });

  await step(page, 'saved, it is in the year record with 2,000 a month', async () => {
    await page.locator('input[type="month"]').nth(0).fill(`${year}-01`);
    await page.locator('input[type="month"]').nth(1).fill(`${year}-12`);
    await page.getByRole('button', { name: '保存' }).click();
    await h.waitForPath(page, '/recordOfDeductions');
    const item = page.locator('[data-testid="deduction-item"]', { hasText: '子女教育' });
    await item.waitFor();
    await item.getByText('赵小明').waitFor();
    await item.getByText('¥24,000.00').waitFor();
    await page.locator('.ded-months td', { hasText: '¥2,000.00' }).first().waitFor();
  });

  await step(page, 'a voucher for the item: a picture uploaded on its vouchers page', async () => {
    await page
      .locator('[data-testid="deduction-item"]', { hasText: '子女教育' })
      .getByRole('link', { name: /凭证/ })
      .click();
    await h.waitForPath(page, '/relatedVouchers');
    await page.locator('input[type="file"]').setInputFiles(await picture('school-letter.png', '#2f7a4f'));
    await page.locator('.ded-item', { hasText: 'school-letter.png' }).waitFor();
    await page.goto(`${BASE_URL}/recordOfDeductions`);
    await page.getByRole('link', { name: '凭证（1）' }).waitFor();
  });

  await step(page, 'confirm the method and submit: locked, effective month shown', async () => {
    await page.locator('.ded-button', { hasText: '提交扣除信息' }).click();
    await h.waitForPath(page, '/submissionDeductions');
    await page.getByText('通过扣缴义务人（单位）申报').click();
    await page.getByRole('button', { name: '确认并提交' }).click();
    await page.locator('.adm-toast-main', { hasText: '提交成功' }).waitFor();
    await h.waitForPath(page, '/recordOfDeductions');
    await page.locator('.ded-tag', { hasText: '已提交' }).first().waitFor();
    await page.locator('.ded-muted', { hasText: /自\d{4}-\d{2}起扣除/ }).waitFor();
    expect(
      (await page.getByRole('link', { name: '修改' }).count()) === 0,
      'a submitted record still offers edits',
    );
  });

  await step(page, 'a submitted record refuses the form', async () => {
    await page.goto(`${BASE_URL}/childrensEducation`);
    await page.locator('.ded-notice', { hasText: '扣除信息已提交，处理完成前不能修改' }).waitFor();
  });

  await step(page, 'history by year: last year read-only', async () => {
    await page.goto(`${BASE_URL}/historicalRecord`);
    await page.locator('.ded-row-link', { hasText: `${year - 1}年度` }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/YearDeductHistory/'));
    await page.locator('[data-testid="deduction-item"]', { hasText: '子女教育' }).waitFor();
    await page.locator('.ded-tag', { hasText: '已报送' }).waitFor();
  });

  await step(page, 'family members, ID masked', async () => {
    await page.goto(`${BASE_URL}/memberFamily`);
    await page.getByText('3101**********0027').waitFor();
  });

  await step(page, 'a family member: a wrong ID check digit is refused, a valid one added', async () => {
    await page.getByRole('link', { name: '添加家庭成员' }).click();
    await h.waitForPath(page, '/familyOperation/new');
    await page.getByLabel('姓名').fill('赵老四');
    await page.getByText('父亲', { exact: true }).click();
    await page.getByLabel('证件号码').fill('310101195802030016');
    await page.getByLabel('出生日期').fill('1958-02-03');
    await page.getByLabel('手机号码').fill('13900139005');
    await page.getByRole('button', { name: '保存' }).click();
    await page.locator('.adm-toast-main', { hasText: '请输入正确的身份证号码' }).waitFor();
    await page.getByLabel('证件号码').fill('310101195802030015');
    await page.getByRole('button', { name: '保存' }).click();
    await h.waitForPath(page, '/memberFamily');
    await page.getByText('3101**********0015').waitFor();
  });

  await step(page, 'HR (wangwu) sees the submitted record on /DeductionAdmin and accepts it', async () => {
    const hr = await h.openPage(await h.newPhone());
    await h.openAs(hr, 'wangwu', '/DeductionAdmin');
    await hr.locator('.ded-plain', { hasText: '赵六' }).click();
    await hr.getByText('310101201605100027', { exact: false }).waitFor();
    // The item's voucher as a thumbnail (fetched with HR's token), opening full size.
    const thumb = hr.getByRole('button', { name: '查看凭证 school-letter.png' });
    await thumb.locator('img').waitFor();
    await h.snap(hr, 'hr-detail');
    await thumb.click();
    const full = hr.locator('.adm-image-viewer-image-wrapper img');
    await full.waitFor();
    await hr.waitForFunction((img) => img.complete && img.naturalWidth > 0, await full.elementHandle());
    await h.snap(hr, 'hr-voucher');
    // The viewer closes with its button (a keyboard or screen reader cannot tap the picture) and
    // with Escape; the record stays where it was.
    await hr.getByRole('button', { name: '关闭' }).click();
    await full.waitFor({ state: 'detached' });
    await thumb.click();
    await full.waitFor();
    await hr.keyboard.press('Escape');
    await full.waitFor({ state: 'detached' });
    expect(
      await thumb.evaluate((button) => button === document.activeElement),
      'focus did not go back to the voucher that opened the viewer',
    );
    await hr.getByRole('button', { name: '受理并报送' }).click();
    await hr.locator('.adm-toast-main', { hasText: '已报送' }).waitFor();
    await h.snap(hr, 'hr-accepted');
    await hr.context().close();
    await page.goto(`${BASE_URL}/recordOfDeductions`);
    await page.locator('.ded-tag', { hasText: '已报送' }).first().waitFor();
  });

  for (const [language, name, texts] of [
    [
      'en',
      'English',
      ['Special additional deductions', "This year's deductions", 'Reported', "Children's education"],
    ],
    ['ja', '日本語', ['個人所得税の特別追加控除', '今年度の控除記録', '報告済み', '子女教育']],
  ]) {
    await step(page, `${language}: the hub`, async () => {
      await h.setLanguage(page, name);
      await page.goto(`${BASE_URL}/deductionsIndex`);
      await page.locator('.page__title', { hasText: texts[0] }).waitFor();
      await page.locator('.ded-tag', { hasText: texts[2] }).waitFor();
    });
    await step(page, `${language}: the year record`, async () => {
      await page.goto(`${BASE_URL}/recordOfDeductions`);
      await page.locator('.page__title', { hasText: texts[1] }).waitFor();
      await page.locator('[data-testid="deduction-item"]', { hasText: texts[3] }).waitFor();
    });
    await step(page, `${language}: the introduction`, async () => {
      await page.goto(`${BASE_URL}/Deductions`);
      await page.locator('.ded-card').first().waitFor();
    });
  }

  await step(page, 'back in zh', async () => {
    await h.setLanguage(page, '中文');
  });
  await phone.close();
}
