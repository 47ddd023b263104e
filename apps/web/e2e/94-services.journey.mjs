// Service guide, backlog, health index and ETC (issue 17): zhangsan opens the service guide, reads
// the company's attendance article (its unread dot goes), opens the 42-page staff handbook, opens
// the backlog and follows the unpaid order, opens the health index (not connected: the screen says
// so and a tile answers the server's message) and the ETC page. A visitor reads the public
// orientation; HR edits an article with the toolbar and a sanitised preview and publishes it.
// The guide, the backlog and the health index in en and ja.
import { BASE_URL } from './harness.mjs';

export default async function servicesJourney(h) {
  const { step, expect } = h;
  const phone = await h.newPhone();
  const page = await h.openPage(phone);

  await step(page, '/Entryservice: the menus with their children and an unread dot', async () => {
    await h.openAs(page, 'zhangsan', '/Entryservice');
    await page.locator('.services-card', { hasText: '入职指南' }).getByText('入职须知').waitFor();
    await page.locator('.services-card', { hasText: '入职指南' }).getByText('员工手册').waitFor();
    const rules = page.locator('.services-card', { hasText: '公司制度' });
    await rules.waitFor();
    expect((await rules.locator('.services-dot').count()) > 0, 'no unread dot on the company rules');
  });

  await step(page, '/Entryservicepages: the menu articles, unread ones dotted', async () => {
    await page.locator('.services-card', { hasText: '公司制度' }).locator('.services-row').click();
    await h.waitForPath(page, '/Entryservicepages');
    const row = page.locator('.services-row', { hasText: '考勤与休假制度' });
    await row.waitFor();
    expect((await row.locator('.services-dot').count()) === 1, 'the unread article has no dot');
  });

  await step(page, '/ServiceInformation: the article HTML; back, the dot is gone', async () => {
    await page.locator('.services-row', { hasText: '考勤与休假制度' }).click();
    await h.waitForPath(page, '/ServiceInformation');
    await page.locator('.services-html').getByText('工作时间为周一至周五').waitFor();
    await page.waitForTimeout(300);
    await page.goBack();
    await h.waitForPath(page, '/Entryservicepages');
    const row = page.locator('.services-row', { hasText: '考勤与休假制度' });
    await row.waitFor();
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('.services-row')]
          .filter((r) => r.textContent?.includes('考勤与休假制度'))
          .every((r) => !r.querySelector('.services-dot')),
      null,
      { timeout: 5000 },
    );
  });

  await step(page, '/ServiceinDetails: the staff handbook as 42 numbered pages', async () => {
    await page.goto(`${BASE_URL}/Entryservice`);
    await page.locator('.services-row', { hasText: '员工手册' }).click();
    await h.waitForPath(page, '/Entryservicepages');
    await page.locator('.services-row', { hasText: '员工行为准则' }).waitFor();
    await page.locator('.services-row', { hasText: /^员工手册/ }).click();
    await h.waitForPath(page, '/ServiceinDetails');
    await page.getByText('共42页').waitFor();
    expect((await page.locator('.services-pages li').count()) === 42, 'not 42 pages');
    await page.locator('.services-pages__number').getByText('1 / 42', { exact: true }).waitFor();
  });

  await step(page, '/Backlog: pending to-dos from several modules, with dates and types', async () => {
    await page.goto(`${BASE_URL}/Backlog`);
    const order = page.locator('.services-row', { hasText: /订单S\d+待支付/ }).first();
    await order.waitFor();
    expect(/\d{4}\.\d{2}\.\d{2}/.test((await order.textContent()) ?? ''), 'no YYYY.MM.DD date');
  });

  await step(page, '/Backlog: the done tab', async () => {
    // The onboarding task is pending, or done when journey 91 filled the form earlier in this run.
    await page
      .locator('.services-row', { hasText: /订单S\d+待支付/ })
      .first()
      .waitFor();
    const pending = (await page.locator('.services-row', { hasText: '请完善入职信息' }).count()) > 0;
    await page.getByRole('tab', { name: '已办' }).click();
    await page.locator('.services-row', { hasText: '已支付' }).first().waitFor();
    if (!pending) await page.locator('.services-row', { hasText: '入职信息已完善' }).waitFor();
    await page.getByRole('tab', { name: '待办' }).click();
    await page
      .locator('.services-row', { hasText: /订单S\d+待支付/ })
      .first()
      .waitFor();
  });

  await step(page, '/Backlog: an unpaid order opens its order screen', async () => {
    await page
      .locator('.services-row', { hasText: /订单S\d+待支付/ })
      .first()
      .click();
    await page.waitForURL((url) => /^\/(Specialsaledetails2?|Virtualdetails)$/.test(url.pathname));
  });

  await step(page, '/HeathIndex: the four entries, "not connected yet" said on the screen', async () => {
    await page.goto(`${BASE_URL}/HeathIndex`);
    for (const name of ['医疗理赔', '体检预约', '体检套餐', '理赔记录'])
      await page.locator('.services-tile', { hasText: name }).waitFor();
    await page.getByText('健康服务尚未接入，以下功能暂不可用').waitFor();
    await page.getByText('您已预约年度体检').waitFor();
    await page.getByText(/本保险期的理赔截止日：\d{4}-03-3[01]/).waitFor();
  });

  await step(page, '/HeathIndex: a tile answers the server message, never a fake URL', async () => {
    await page.locator('.services-tile', { hasText: '体检预约' }).click();
    await page.locator('.adm-toast-main', { hasText: '健康服务尚未接入，请稍后再试' }).waitFor();
    await h.waitForPath(page, '/HeathIndex');
  });

  await step(page, '/ETC: one card per vehicle, four banks, the contact phone', async () => {
    await page.goto(`${BASE_URL}/ETC`);
    await page.getByText('每辆车可办理1张ETC卡').waitFor();
    expect((await page.locator('.services-banks li').count()) === 4, 'not four banks');
    await page.getByRole('link', { name: '021-6318 8000' }).waitFor();
  });

  const visitor = await h.openPage(await h.newPhone());
  await step(visitor, '/GeneralOrientation: public, provider-wide orientation only', async () => {
    await visitor.goto(`${BASE_URL}/GeneralOrientation`);
    await visitor.locator('.services-article', { hasText: '欢迎加入' }).waitFor();
    expect((await visitor.getByText('公司简介').count()) === 0, 'a visitor sees the company orientation');
    expect(new URL(visitor.url()).pathname === '/GeneralOrientation', 'the public page asked for a login');
  });
  await visitor.context().close();

  await step(page, '/GeneralOrientation signed in: the company orientation too', async () => {
    await page.goto(`${BASE_URL}/GeneralOrientation`);
    await page.locator('.services-article', { hasText: '公司简介' }).waitFor();
  });

  const hr = await h.openPage(await h.newPhone());
  await step(hr, 'HR /ArticleAdmin: company menus editable, provider-wide ones read-only', async () => {
    await h.openAs(hr, 'wangwu', '/ArticleAdmin');
    await hr.locator('.services-card', { hasText: '入职指南' }).getByText('平台通用').waitFor();
    await hr
      .locator('.services-admin-article', { hasText: '差旅报销制度（草稿）' })
      .getByText(/草稿 ·/)
      .waitFor();
  });

  await step(hr, 'HR edits an article: toolbar, sanitised preview', async () => {
    const row = hr.locator('.services-admin-article', { hasText: '考勤与休假制度' });
    await row.getByRole('button', { name: '编辑' }).click();
    const area = hr.getByRole('textbox', { name: '内容（HTML）' });
    await area.waitFor();
    await area.fill(
      `${await area.inputValue()}<p>弹性工作制试行中。<script>alert(1)</script></p><img src="x" onerror="alert(1)">`,
    );
    await hr.getByRole('button', { name: '粗体' }).click();
    await hr.getByRole('button', { name: '预览' }).click();
    await hr.locator('.services-preview').getByText('弹性工作制试行中。').waitFor();
    const preview = await hr.locator('.services-preview .services-html').innerHTML();
    expect(!/script|onerror/.test(preview), 'the preview kept a script or a handler');
  });

  await step(hr, 'HR saves and publishes; the employee sees the change', async () => {
    await hr.getByRole('button', { name: '保存并发布' }).click();
    await hr.locator('.adm-toast-main', { hasText: '已保存' }).waitFor();
    await hr.locator('.services-admin-article', { hasText: '考勤与休假制度' }).waitFor();
    await page.goto(`${BASE_URL}/ServiceInformation?id=0b6c3a5e-1d2f-4c8a-9e74-000000000105`);
    await page.locator('.services-html').getByText('弹性工作制试行中。').waitFor();
  });
  await hr.context().close();

  for (const [language, name, texts] of [
    ['en', 'English', ['Service guide', 'My to-dos', 'Health index']],
    ['ja', '日本語', ['サービスガイド', 'ToDo', 'ヘルスインデックス']],
  ]) {
    await step(page, `${language}: the service guide`, async () => {
      await h.setLanguage(page, name);
      await page.goto(`${BASE_URL}/Entryservice`);
      await page.locator('.page__title', { hasText: texts[0] }).waitFor();
      await page.locator('.services-card').nth(1).waitFor();
    });
    await step(page, `${language}: the backlog`, async () => {
      await page.goto(`${BASE_URL}/Backlog`);
      await page.locator('.page__title', { hasText: texts[1] }).waitFor();
      await page.locator('.services-row').first().waitFor();
    });
    await step(page, `${language}: the health index`, async () => {
      await page.goto(`${BASE_URL}/HeathIndex`);
      await page.locator('.page__title', { hasText: texts[2] }).waitFor();
      await page.locator('.services-tile').nth(3).waitFor();
    });
  }

  await step(page, 'back in zh', async () => {
    await h.setLanguage(page, '中文');
  });
  await phone.close();
}
