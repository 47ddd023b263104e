// Certificates (issue 17): zhangsan opens 开具证明 from the home menu, previews the income
// certificate's template, asks for it by self-pickup at a pickup point and sees the fee (free) and
// the promised date before submitting; a second request is refused (您收入证明正在办理中); HR wangwu
// approves it on /CertificateApproval and marks it ready; zhangsan sees it ready to collect.
// zhaoliu (no income flag) is not offered it; the resignation certificate screen in zh; /Openproof
// and the detail in en and ja.
import { BASE_URL } from './harness.mjs';

export default async function certificatesJourney(h) {
  const { step, expect } = h;
  const phone = await h.newPhone();
  const page = await h.openPage(phone);
  let detailUrl = '';

  await step(page, 'the home menu leads to /Openproof with both proofs', async () => {
    await h.openAs(page, 'zhangsan', '/index');
    await page.locator('.menu-tile', { hasText: '开具证明' }).click();
    await h.waitForPath(page, '/Openproof');
    await page.locator('.proof-option', { hasText: '在职证明' }).waitFor();
    await page.locator('.proof-option', { hasText: '收入证明' }).waitFor();
  });

  await step(page, 'the income certificate template preview', async () => {
    const income = page.locator('.proof-option', { hasText: '收入证明' });
    await income.getByRole('button', { name: '查看模板' }).click();
    await income.locator('.cert-template').getByText('单位公章').waitFor();
  });

  await step(page, 'apply: self-pickup chosen on /Materialcollection', async () => {
    await page
      .locator('.proof-option', { hasText: '收入证明' })
      .getByRole('button', { name: '申请' })
      .click();
    await h.waitForPath(page, '/Materialcollection');
    await page.getByRole('button', { name: /上门自取/ }).click();
    await page.getByRole('button', { name: '下一步' }).click();
    await h.waitForPath(page, '/Materialdoortodoor');
  });

  await step(
    page,
    'a pickup point, the date (when ready, today + 3 at the earliest), fee and promised date before submit',
    async () => {
      await page.locator('.pickup-point', { hasText: '人民广场服务中心' }).click();
      const quote = page.locator('.cert-quote');
      await quote.getByText('免费').waitFor();
      await quote.getByText('预计办结日期').waitFor();
      const date = await page.locator('input[type="date"]').inputValue();
      const shown = (await quote.textContent()) ?? '';
      expect(shown.includes(date), `the quote does not show the pickup date ${date}`);
      expect(/\d{4}-\d{2}-\d{2}/.test(shown), 'no promised date');
      // Today + 3, or the first working day after it (the pickup points close on rest days and
      // holidays; the longest run of closed days is the National Day week).
      const today = new Date(Date.now() + 8 * 3600_000);
      const plus = (days) => new Date(today.getTime() + days * 86400_000).toISOString().slice(0, 10);
      expect(
        date >= plus(3) && date <= plus(20),
        `pickup date ${date} is not the first ready working day after ${plus(3)}`,
      );
    },
  );

  await step(page, 'submitting: 申请成功 and the request in approval', async () => {
    await page.getByRole('button', { name: '确认申请' }).click();
    await h.waitForPath(page, '/CertificateDetail');
    await page.locator('.cert-tag', { hasText: '审批中' }).waitFor();
    await page.getByText('人民广场服务中心').first().waitFor();
    detailUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  });

  await step(page, 'a second income certificate is refused while one is open', async () => {
    await page.goto(`${BASE_URL}/Openproof`);
    await page
      .locator('.proof-option', { hasText: '收入证明' })
      .getByRole('button', { name: '申请' })
      .click();
    await page.locator('.adm-toast-main', { hasText: '您收入证明正在办理中，请勿重复申请' }).waitFor();
    expect(new URL(page.url()).pathname === '/Openproof', 'the refused request left /Openproof');
    await page.locator('.cert-row', { hasText: '收入证明' }).waitFor();
  });

  await step(page, 'HR approves on /CertificateApproval and marks it ready', async () => {
    const hr = await h.openPage(await h.newPhone());
    await h.openAs(hr, 'wangwu', '/CertificateApproval');
    await hr.locator('.cert-row', { hasText: '张三 · 收入证明' }).first().click();
    await h.waitForPath(hr, '/CertificateDetail');
    await hr.getByText('E10001').waitFor();
    await h.snap(hr, 'hr detail');
    await hr.locator('.action-panel').getByRole('button', { name: '同意' }).click();
    await hr.locator('.adm-dialog-footer').getByRole('button', { name: '同意' }).click();
    await h.waitForPath(hr, '/CertificateApproval');
    await hr.getByRole('tab', { name: '办理中' }).click();
    await hr.locator('.cert-row', { hasText: '张三 · 收入证明' }).first().click();
    await hr.getByRole('button', { name: '已制作，通知领取' }).click();
    await hr.locator('.adm-dialog-footer').getByRole('button', { name: '已制作，通知领取' }).click();
    await hr.locator('.cert-tag', { hasText: '待领取' }).waitFor();
    await h.snap(hr, 'hr ready');
    await hr.context().close();
  });

  await step(page, 'zhangsan sees it ready to collect, and the message', async () => {
    await page.goto(`${BASE_URL}${detailUrl}`);
    await page.locator('.cert-tag', { hasText: '待领取' }).waitFor();
    await page.goto(`${BASE_URL}/Mynews`);
    await page
      .getByText(/收入证明.*已可领取/)
      .first()
      .waitFor();
  });

  await step(page, 'the resignation certificate: information and the way to receive it', async () => {
    await page.goto(`${BASE_URL}/Resignationinformation`);
    await page.getByText('离职证明办理需3个工作日').waitFor();
    await page.getByRole('button', { name: '申请离职证明' }).click();
    await h.waitForPath(page, '/Resignationchoice');
    await page.getByRole('button', { name: '下一步' }).click();
    await h.waitForPath(page, '/Resignationinformationaddress');
    await page.locator('.recipient').waitFor();
    await page
      .locator('.cert-quote')
      .getByText(/¥\d+\.00/)
      .waitFor();
  });

  await step(page, 'zhaoliu is offered the on-job certificate only', async () => {
    const other = await h.openPage(await h.newPhone());
    await h.openAs(other, 'zhaoliu', '/Openproof');
    await other.locator('.proof-option', { hasText: '在职证明' }).waitFor();
    expect(
      (await other.locator('.proof-option', { hasText: '收入证明' }).count()) === 0,
      'zhaoliu sees income',
    );
    await other.goto(`${BASE_URL}/Resignationinformation`);
    await h.waitForPath(other, '/index');
    await other.context().close();
  });

  for (const [language, name, texts] of [
    ['en', 'English', ['Certificates', 'Income certificate', 'Certificate request', 'Ready']],
    ['ja', '日本語', ['証明書の発行', '収入証明書', '証明書申請の詳細', '受取待ち']],
  ]) {
    await step(page, `${language}: /Openproof`, async () => {
      await h.setLanguage(page, name);
      await page.goto(`${BASE_URL}/Openproof`);
      await page.locator('.page__title', { hasText: texts[0] }).waitFor();
      await page.locator('.proof-option', { hasText: texts[1] }).waitFor();
    });
    await step(page, `${language}: the request detail`, async () => {
      await page.goto(`${BASE_URL}${detailUrl}`);
      await page.locator('.page__title', { hasText: texts[2] }).waitFor();
      await page.locator('.cert-tag', { hasText: texts[3] }).waitFor();
    });
  }

  await step(page, 'back in zh', async () => {
    await h.setLanguage(page, '中文');
  });
  await phone.close();
}
