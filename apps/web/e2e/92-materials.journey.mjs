// Certificate photos and children (issue 17, spec 3 §2.1): zhangsan sees his photos' states on
// /EntrymanagementCertificates (two verified, the household register's first page failed with a
// note), uploads it again with the register's own page, submits, and a second submit with nothing
// changed goes home. He adds a child with a birth certificate on /Addchildren and lands on
// /Essentialinformation, where it is under review with the expected date. HR wangwu opens it on
// /MaterialReview and passes it; zhangsan then sees it passed. Others cannot read it (API).
// The photos and the basic information in en and ja.
import { createRequire } from 'node:module';
import { BASE_URL, PASSWORD, picture } from './harness.mjs';

const require = createRequire(import.meta.url);
const axeSource = require('axe-core').source;

/** axe's serious and critical findings (as 05-accessibility reads them). */
async function violations(page) {
  await page.waitForTimeout(600);
  await page.evaluate(axeSource);
  const found = await page.evaluate(() =>
    window.axe.run(document, { resultTypes: ['violations'] }).then((r) =>
      r.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id}: ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ')}`,
        ),
    ),
  );
  return found;
}

async function apiLogin(context, userName) {
  const response = await context.request.post(`${BASE_URL}/api/Token/Login`, {
    data: { userName, password: PASSWORD },
  });
  return (await response.json()).resultData.token;
}
async function apiGet(context, token, path) {
  const response = await context.request.get(`${BASE_URL}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.json();
}

export default async function materialsJourney(h) {
  const { step, expect } = h;
  const phone = await h.newPhone();
  const page = await h.openPage(phone);
  const childName = '张小乐';

  await step(page, '/EntrymanagementCertificates: each photo with its state', async () => {
    await h.openAs(page, 'zhangsan', '/EntrymanagementCertificates');
    await page.locator('.materials-photo').nth(8).waitFor();
    await page.locator('.materials-photo', { hasText: '身份证正面' }).getByText('已审核').waitFor();
    const failed = page.locator('.materials-photo', { hasText: '户口簿首页' });
    await failed.getByText('审核未通过，请重新上传').waitFor();
    await failed.getByText('照片不清晰，请重新拍摄').waitFor();
    await page.locator('.materials-photo', { hasText: '户口簿本人页' }).getByText('未上传').waitFor();
    expect(
      (await page
        .locator('.materials-photo', { hasText: '身份证正面' })
        .locator('input[type=file]')
        .count()) === 0,
      'a verified photo can be replaced',
    );
  });

  await step(page, 'two photos picked: the failed one again and a missing one', async () => {
    await page.getByLabel('户口簿首页 上传').setInputFiles(await picture('hukou-1.png', '#b5472f'));
    await page.getByLabel('户口簿本人页 上传').setInputFiles(await picture('hukou-2.png', '#7a4fd0'));
    await page.locator('.materials-photo', { hasText: '户口簿首页' }).getByText('待提交').waitFor();
    await page.locator('.materials-photo', { hasText: '户口簿本人页' }).getByText('待提交').waitFor();
  });

  await step(page, 'submitted: both awaiting audit', async () => {
    await page.getByRole('button', { name: '提交' }).click();
    await page.locator('.adm-toast-main', { hasText: '上传成功，请等待审核' }).waitFor();
    await page.locator('.materials-photo', { hasText: '户口簿首页' }).getByText('待审核').waitFor();
    await page.locator('.materials-photo', { hasText: '户口簿本人页' }).getByText('待审核').waitFor();
    await page.waitForTimeout(300);
  });

  await step(page, 'submitting with nothing changed goes straight home', async () => {
    await page.getByRole('button', { name: '提交' }).click();
    await h.waitForPath(page, '/index');
  });

  await step(page, '/Addchildren: name, sex, birthday, proof and the tip', async () => {
    await page.goto(`${BASE_URL}/Addchildren`);
    await page.getByText('审核需要一个工作日').waitFor();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.locator('.adm-toast-main', { hasText: '请填写子女姓名、性别、出生日期并上传证明' }).waitFor();
    await page.getByRole('textbox', { name: '姓名' }).fill(childName);
    await page.locator('.adm-selector-item', { hasText: '男' }).click();
    await page.locator('.adm-list-item', { hasText: '出生日期' }).click();
    await page.locator('.adm-picker-header-button', { hasText: /确定|OK/ }).click();
    await page.getByLabel('出生证明').setInputFiles(await picture('birth.png', '#d4609a'));
    await page.locator('.materials-proof img').waitFor();
  });

  await step(page, 'saved: /Essentialinformation shows the child under review', async () => {
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await h.waitForPath(page, '/Essentialinformation');
    const row = page.locator('.materials-row', { hasText: childName });
    await row.getByText('审核中').waitFor();
    await row.getByText(/预计\d{4}-\d{2}-\d{2}前审核完成/).waitFor();
    await page.locator('.materials-row', { hasText: '张小雨' }).getByText('已通过').waitFor();
    await page.getByText('张三').first().waitFor();
  });

  await step(page, "nobody else reads the child (API): another employee's list, the proof", async () => {
    const own = await apiGet(phone, await apiLogin(phone, 'zhangsan'), '/api/CIICEService/GetEmpChildren');
    const child = own.resultData.find((c) => c.childName === childName);
    expect(child?.state === 'underReview', 'the child is not under review');
    const zhaoliu = await apiLogin(phone, 'zhaoliu');
    const list = await apiGet(phone, zhaoliu, '/api/CIICEService/GetEmpChildren');
    expect(!JSON.stringify(list).includes(childName), "zhaoliu sees zhangsan's child");
    const proof = await apiGet(phone, zhaoliu, `/api/CIICEService/GetChildProof?id=${child.id}`);
    expect(proof.errNo !== 0 && proof.resultData === null, "zhaoliu read zhangsan's proof");
  });

  await step(page, 'HR wangwu passes the child on /MaterialReview', async () => {
    const hr = await h.openPage(await h.newPhone());
    await h.openAs(hr, 'wangwu', '/MaterialReview');
    const row = hr.locator('.materials-row', { hasText: '张三' }).filter({ hasText: '张**' });
    await row.first().waitFor();
    await h.snap(hr, 'hr pending children');
    await row.first().getByRole('button', { name: '审核' }).click();
    const sheet = hr.getByRole('dialog');
    await sheet.getByText(childName).waitFor();
    await sheet.locator('img').waitFor();
    await h.snap(hr, 'hr child unmasked');
    await sheet.getByRole('button', { name: '通过', exact: true }).click();
    await hr.locator('.adm-toast-main', { hasText: '已通过' }).waitFor();
    await hr.getByRole('tab', { name: '证件照片' }).click();
    await hr.locator('.materials-row', { hasText: '户口簿本人页' }).waitFor();
    await h.snap(hr, 'hr pending photos');
    await hr.context().close();
  });

  await step(page, 'zhangsan sees the child passed', async () => {
    await page.reload();
    await page.locator('.materials-row', { hasText: childName }).getByText('已通过').waitFor();
    await page
      .locator('.materials-row', { hasText: childName })
      .getByRole('button', { name: '查看出生证明' })
      .click();
    await page.getByRole('dialog').locator('img').waitFor();
    await h.snap(page, 'own proof');
    await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();
  });

  await step(page, 'the four screens have no serious or critical accessibility violation', async () => {
    for (const [url, ready] of [
      ['/EntrymanagementCertificates', '.materials-photo'],
      ['/Addchildren', '.materials-tip'],
      ['/Essentialinformation', '.materials-row'],
    ]) {
      await page.goto(`${BASE_URL}${url}`);
      await page.locator(ready).first().waitFor();
      const found = await violations(page);
      expect(found.length === 0, `${url}: ${found.join('; ')}`);
    }
    const hr = await h.openPage(await h.newPhone());
    await h.openAs(hr, 'wangwu', '/MaterialReview');
    await hr.getByRole('tab', { name: '证件照片' }).click();
    await hr.locator('.materials-row').first().waitFor();
    const found = await violations(hr);
    expect(found.length === 0, `/MaterialReview: ${found.join('; ')}`);
    await hr.context().close();
  });

  for (const [language, name, texts] of [
    ['en', 'English', ['Certificate photos', 'Verified', 'Basic information', 'Passed']],
    ['ja', '日本語', ['証明書の写真', '審査済み', '基本情報', '承認済み']],
  ]) {
    await step(page, `${language}: the certificate photos`, async () => {
      await h.setLanguage(page, name);
      await page.goto(`${BASE_URL}/EntrymanagementCertificates`);
      await page.locator('.page__title', { hasText: texts[0] }).waitFor();
      await page.locator('.materials-tag', { hasText: texts[1] }).first().waitFor();
    });
    await step(page, `${language}: the basic information`, async () => {
      await page.goto(`${BASE_URL}/Essentialinformation`);
      await page.locator('.page__title', { hasText: texts[2] }).waitFor();
      await page.locator('.materials-tag', { hasText: texts[3] }).first().waitFor();
    });
    await step(page, `${language}: add a child`, async () => {
      await page.goto(`${BASE_URL}/Addchildren`);
      await page.locator('.materials-tip').waitFor();
    });
  }

  await step(page, 'back in zh', async () => {
    await h.setLanguage(page, '中文');
  });
  await phone.close();
}
