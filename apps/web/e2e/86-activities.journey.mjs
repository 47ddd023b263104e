// Activities (spec 2 §2 /ActivitiesAndWelfare, /ActivitiesAndWelfareDetail, /Activesclickpages,
// /Myactivities, /Myactivitypage, /Detailedactivity; issue 16): zhangsan's activity list with the
// states of the demo activities, a detail (intro, gallery) marked read, the full-screen gallery with
// its captions, my activities with the ended icon and a registration's detail; the list and the
// detail in en and ja. HR (wangwu) creates an activity with a regex form item on /ActivityAdmin (an
// unsafe regex is refused with its message), publishes it, and zhangsan then finds it in his list.
/** A 1 x 1 PNG: the cover HR uploads. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const NEW_NAME = `读书分享会 ${Date.now().toString(36)}`;

export default async function activitiesJourney(h) {
  const { step, expect } = h;
  const phone = await h.newPhone();
  const page = await h.openPage(phone);
  const origin = () => new URL(page.url()).origin;

  await step(page, 'the list shows the company activities with their states', async () => {
    await h.openAs(page, 'zhangsan', '/ActivitiesAndWelfare');
    await page.locator('.act-card', { hasText: '亲子科技馆一日游' }).waitFor();
    await page.locator('.act-card', { hasText: '新年音乐会' }).getByText('名额已满').waitFor();
    await page.getByText('我的福利').waitFor();
    const names = await page.locator('.act-card__name').allTextContents();
    expect(!names.some((n) => n.includes('草稿')), 'the draft is not listed');
  });

  await step(page, 'the detail shows the intro, places and fee', async () => {
    await page.locator('.act-card', { hasText: '亲子科技馆一日游' }).click();
    await page.waitForURL((url) => url.pathname === '/ActivitiesAndWelfareDetail');
    await page.getByRole('heading', { name: '亲子科技馆一日游' }).waitFor();
    await page.getByText('¥50.00/人').waitFor();
    await page.getByText('上海科技馆').first().waitFor();
    await page.getByRole('button', { name: '我要报名' }).waitFor();
  });

  await step(page, 'the gallery opens full screen with captions', async () => {
    await page.getByRole('button', { name: '机器人展区' }).click();
    await page.waitForURL((url) => url.pathname === '/Activesclickpages');
    await page.locator('.act-viewer__caption', { hasText: '机器人展区' }).waitFor();
    await page.getByText('2/3').waitFor();
    await page.getByRole('button', { name: '下一张' }).click();
    await page.locator('.act-viewer__caption', { hasText: '亲子互动区' }).waitFor();
    await h.snap(page, 'gallery');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/ActivitiesAndWelfareDetail');
  });

  await step(page, 'the opened activity reads as read in the list', async () => {
    await page.goto(`${origin()}/ActivitiesAndWelfare`);
    const card = page.locator('.act-card', { hasText: '亲子科技馆一日游' });
    await card.waitFor();
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('.act-card')].some(
          (c) => c.textContent?.includes('亲子科技馆一日游') && !c.querySelector('.act-dot'),
        ),
      null,
      { timeout: 10_000 },
    );
  });

  await step(page, 'my activities show the ended barbecue with its icon', async () => {
    await page.getByRole('button', { name: '我的活动' }).click();
    await page.waitForURL((url) => url.pathname === '/Myactivities');
    const bbq = page.locator('.act-card', { hasText: '夏日烧烤派对' });
    await bbq.getByTestId('ended-icon').waitFor();
    await page.locator('.act-card', { hasText: '羽毛球俱乐部冬季活动' }).getByText('已发布').waitFor();
    await bbq.click();
    await page.waitForURL((url) => url.pathname === '/Detailedactivity');
    await page.getByText('HD00000003').waitFor();
    await page.getByText('李梅').waitFor();
  });

  await step(page, 'the tabs page splits ongoing and ended', async () => {
    await page.goto(`${origin()}/Myactivitypage`);
    await page.locator('.act-card', { hasText: '羽毛球俱乐部冬季活动' }).waitFor();
    await page.getByRole('tab', { name: '已结束' }).click();
    await page.locator('.act-card', { hasText: '夏日烧烤派对' }).waitFor();
    expect((await page.locator('.act-card', { hasText: '羽毛球' }).count()) === 0, 'ended tab only');
  });

  await step(page, 'the list and the detail in English', async () => {
    await page.goto(`${origin()}/ActivitiesAndWelfare`);
    await h.setLanguage(page, 'English');
    await page.locator('.act-card', { hasText: 'Family day at the Science Museum' }).waitFor();
    await page.getByText('Full').first().waitFor();
    await h.snap(page, 'list-en');
    await page.locator('.act-card', { hasText: 'Family day at the Science Museum' }).click();
    await page.getByRole('button', { name: 'Sign up' }).waitFor();
    await h.snap(page, 'detail-en');
  });

  await step(page, 'the list and the detail in Japanese', async () => {
    await page.goto(`${origin()}/ActivitiesAndWelfare`);
    await h.setLanguage(page, '日本語');
    await page.locator('.act-card', { hasText: '親子で科学館の一日' }).waitFor();
    await h.snap(page, 'list-ja');
    await page.locator('.act-card', { hasText: '親子で科学館の一日' }).click();
    await page.getByRole('button', { name: '申し込む' }).waitFor();
    await h.snap(page, 'detail-ja');
    await h.setLanguage(page, '中文');
  });

  const hrPhone = await h.newPhone();
  const hr = await h.openPage(hrPhone);

  await step(hr, 'HR refuses an unsafe regex with its message', async () => {
    await h.openAs(hr, 'wangwu', '/ActivityAdmin');
    await hr
      .locator('[data-testid="admin-activity"]', { hasText: '（草稿）春游' })
      .locator('.act-tag--draft')
      .waitFor();
    await hr.getByRole('button', { name: '新建活动' }).click();
    await hr.getByLabel('活动名称 (中文)').fill(NEW_NAME);
    await hr.getByLabel('活动地点 (中文)').fill('公司图书角');
    await hr.getByLabel('活动介绍 (中文)').fill('每月一本书。\n欢迎参加。');
    await hr.getByLabel('报名开始').fill('2026-01-01T09:00');
    await hr.getByLabel('报名截止').fill('2099-12-01T18:00');
    await hr.getByLabel('活动开始').fill('2099-12-02T14:00');
    await hr.getByLabel('活动结束').fill('2099-12-02T16:00');
    await hr.getByLabel('人数上限（0为不限）').fill('20');
    await hr.getByRole('button', { name: '添加报名项' }).click();
    await hr.getByLabel('报名项名称 (中文)').fill('工号');
    await hr.getByLabel('正则表达式（可选）').fill('(a+)+$');
    await hr.getByText('报名项“工号”的正则表达式含嵌套重复，可能导致卡顿，请简化').first().waitFor();
    await hr.getByLabel('格式不符时的提示', { exact: true }).fill('工号为E加5位数字');
    await hr.getByLabel('格式不符时的提示 (English)').fill('E and 5 digits');
    await hr.getByRole('button', { name: '保存' }).click();
    await hr.getByTestId('admin-error').filter({ hasText: '嵌套重复' }).waitFor();
    expect(hr.url().includes('edit=new'), 'still on the form');
  });

  await step(hr, 'HR uploads a cover, saves the activity with a safe regex and publishes it', async () => {
    await hr
      .getByTestId('upload-logo')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await hr.locator('.act-thumbs img').waitFor();
    await hr.getByLabel('正则表达式（可选）').fill('^E\\d{5}$');
    await hr
      .getByTestId('admin-error')
      .waitFor({ state: 'detached' })
      .catch(() => {});
    await hr.getByRole('button', { name: '保存' }).click();
    const card = hr.locator('[data-testid="admin-activity"]', { hasText: NEW_NAME });
    await card.locator('.act-tag--draft').waitFor();
    await card.getByRole('button', { name: '发布' }).click();
    await hr.locator('.adm-dialog-button', { hasText: '发布' }).click();
    await card.getByText('报名中').waitFor();
  });

  await step(
    hr,
    'HR sees a registration masked, shows it in full (a logged read) and hides it again',
    async () => {
      await hr
        .locator('[data-testid="admin-activity"]', { hasText: '夏日烧烤派对' })
        .getByRole('button', { name: '报名名单' })
        .click();
      const zhang = hr.locator('.act-section', { hasText: 'HD00000003' });
      await zhang.getByText('138****8000').waitFor();
      await hr.getByText('查看完整的身份证号和手机号会被记录。').waitFor();
      await zhang.getByRole('button', { name: '显示完整信息' }).click();
      await zhang.getByText('13800138000').waitFor();
      await h.snap(hr, 'admin-registration-full');
      await zhang.getByRole('button', { name: '隐藏' }).click();
      await zhang.getByText('138****8000').waitFor();
      await hr.goBack();
      await hr.locator('[data-testid="admin-activity"]').first().waitFor();
    },
  );

  await step(page, 'zhangsan now finds the new activity in his list', async () => {
    await page.goto(`${origin()}/ActivitiesAndWelfare`);
    const card = page.locator('.act-card', { hasText: NEW_NAME });
    await card.waitFor();
    await card.locator('img[src^="/api/Shop/Image/"]').waitFor();
    await card.click();
    await page.getByText('每月一本书。').waitFor();
  });

  await step(page, 'zhangsan cannot open the activity admin', async () => {
    await page.goto(`${origin()}/ActivityAdmin`);
    await page.waitForURL((url) => url.pathname !== '/ActivityAdmin');
  });
}
