// Provident-fund transfer and counter positioning (issue 17): zhangsan opens /Resignationfund, is
// told the account must be 9 digits, submits a transfer to his new employer past the Shanghai
// once-only warning, lands on the detail (GJ number, in approval); a second submit is refused
// (公积金已办理，不能再次办理, on the screen and through the API). wangwu sees it on
// /FundTransferApproval. sunqi (counter leader) gets the phone's coordinates on /Positioningservice,
// positions 赵六's sales counter (brand S), and finds repeated positioning closed for a brand-B
// counter. The fund form and the positioning screen in en and ja.
import { BASE_URL, PASSWORD } from './harness.mjs';

/** Near the 静安 counter (WGS-84). */
const COUNTER_SPOT = { latitude: 31.2243, longitude: 121.4551 };

async function apiLogin(context, userName) {
  const response = await context.request.post(`${BASE_URL}/api/Token/Login`, {
    data: { userName, password: PASSWORD },
  });
  return (await response.json()).resultData.token;
}

const dialogButton = (page, name) => page.locator('.adm-dialog-footer').getByRole('button', { name });

export default async function fundCounterJourney(h) {
  const { step, expect } = h;
  const phone = await h.newPhone();
  const page = await h.openPage(phone);

  await step(page, '/Resignationfund: new employer on, a wrong account is refused', async () => {
    await h.openAs(page, 'zhangsan', '/Resignationfund');
    await page.getByText('是否有新单位').waitFor();
    await page.locator('#fund-company').fill('上海新东家科技有限公司');
    await page.locator('#fund-account').fill('12345');
    await page.getByRole('button', { name: '确认' }).click();
    await page.locator('.fund-error', { hasText: '请输入正确九位数公积金账号' }).waitFor();
    await page.locator('.fund-tip--warn').waitFor();
  });

  await step(page, 'without a new employer: the seal-only switch and the tip', async () => {
    await page.getByRole('switch', { name: '是否有新单位' }).click();
    await page.getByText('仅封存公积金账户').waitFor();
    await page.getByText('如无新单位，离职后您的公积金账户将自动封存。').waitFor();
    await page.getByRole('switch', { name: '是否有新单位' }).click();
    await page.locator('#fund-account').waitFor();
  });

  let applyNo = '';
  await step(page, 'the Shanghai warning, then the transfer lands on its detail', async () => {
    await page.locator('#fund-account').fill('310012345');
    await page.getByRole('button', { name: '确认' }).click();
    await page
      .locator('.adm-dialog')
      .getByText('上海地区公积金账号只能提交一次，请确认信息无误后再提交。')
      .waitFor();
    await h.snap(page, 'shanghai warning');
    await dialogButton(page, '继续').click();
    await page.locator('.adm-dialog').getByText('确认将公积金转移到新单位吗？').waitFor();
    await dialogButton(page, '确认').click();
    await h.waitForPath(page, '/FundTransferDetail');
    await page.getByText('上海新东家科技有限公司').waitFor();
    await page.getByText('310012345').waitFor();
    const text = (await page.locator('.fund-page').textContent()) ?? '';
    applyNo = text.match(/GJ\d{12}/)?.[0] ?? '';
    expect(applyNo !== '', 'no GJ number on the detail');
  });

  await step(page, 'a second transfer is refused on the screen', async () => {
    await page.goto(`${BASE_URL}/Resignationfund`);
    await page.locator('.fund-card', { hasText: applyNo }).waitFor();
    await page.locator('#fund-company').fill('另一家公司');
    await page.locator('#fund-account').fill('123456789');
    await page.getByRole('button', { name: '确认' }).click();
    await page.locator('.adm-toast-main', { hasText: '公积金已办理，不能再次办理' }).waitFor();
  });

  await step(page, 'and through the API', async () => {
    const token = await apiLogin(phone, 'zhangsan');
    const again = await phone.request.post(`${BASE_URL}/api/CIICEService/SaveFundTransfer`, {
      headers: { authorization: `Bearer ${token}` },
      data: { fundHandleMode: 2, sealOnly: true },
    });
    const body = await again.json();
    expect(body.errNo !== 0 && body.message === '公积金已办理，不能再次办理', `second save: ${body.message}`);
  });

  await step(page, 'HR sees it on /FundTransferApproval and opens it with the actions', async () => {
    const hr = await h.openPage(await h.newPhone());
    await h.openAs(hr, 'wangwu', '/FundTransferApproval');
    const card = hr.locator('.request-card', { hasText: '张三' }).filter({ hasText: applyNo });
    await card.first().waitFor();
    await h.snap(hr, 'hr fund transfer list');
    await card.first().click();
    await h.waitForPath(hr, '/FundTransferDetail');
    await hr.getByText('310012345').waitFor();
    await hr
      .getByRole('button', { name: /同意|通过/ })
      .first()
      .waitFor();
    await h.snap(hr, 'hr fund transfer detail');
    await hr.context().close();
  });

  const leader = await h.newPhone({ geolocation: COUNTER_SPOT });
  const counterPage = await h.openPage(leader);

  await step(
    counterPage,
    '/Positioningservice: coordinates first, then province, city and counter',
    async () => {
      await h.openAs(counterPage, 'sunqi', '/Positioningservice');
      await counterPage.getByRole('button', { name: '保存' }).click();
      await counterPage.locator('.counter-error', { hasText: '请选择省份' }).waitFor();
      await counterPage.getByRole('button', { name: '获取坐标' }).click();
      await counterPage.getByTestId('counter-latitude').getByText('31.224300').waitFor();
      await counterPage.locator('.adm-selector-item', { hasText: '上海市' }).first().click();
      await counterPage
        .locator('.counter-field', { hasText: '城市' })
        .locator('.adm-selector-item', { hasText: '上海市' })
        .click();
      await counterPage.locator('.adm-selector-item', { hasText: '静安嘉里中心S专柜' }).click();
      await counterPage.locator('.counter-facts', { hasText: '未定位' }).waitFor();
    },
  );

  await step(counterPage, 'organisation, range and note; saved as the clock-in point', async () => {
    const orgs = counterPage.locator('.counter-field', { hasText: '所属组织' });
    expect(
      (await orgs.locator('.adm-selector-item-active', { hasText: '市场销售部' }).count()) === 1,
      'the counter organisation is not preselected',
    );
    await counterPage.locator('#counter-limit').fill('150');
    await counterPage.locator('#counter-remark').fill('嘉里中心一楼S专柜');
    await counterPage.getByRole('button', { name: '保存' }).click();
    await counterPage.locator('.adm-toast-main', { hasText: '保存成功' }).waitFor();
    await counterPage.locator('.counter-facts', { hasText: '孙七' }).waitFor();
    const token = await apiLogin(leader, 'wangwu');
    const points = await leader.request.get(
      `${BASE_URL}/api/TbizOrgAttendanceLocation/List?organizationId=0b6c3a5e-1d2f-4c8a-9e10-000000000103`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const list = (await points.json()).resultData ?? [];
    expect(
      list.some((p) => p.remark.includes('静安嘉里中心S专柜') && p.limit === 150),
      'no clock-in point for the counter',
    );
  });

  await step(counterPage, 'a brand-B counter positioned before: repeated positioning closed', async () => {
    await counterPage.locator('.adm-selector-item', { hasText: '浙江省' }).click();
    await counterPage
      .locator('.counter-field', { hasText: '城市' })
      .locator('.adm-selector-item', { hasText: '杭州市' })
      .click();
    await counterPage.locator('.adm-selector-item', { hasText: '杭州大厦B专柜' }).click();
    await counterPage.locator('.counter-closed', { hasText: '重复定位已关闭，请联系品牌管理员' }).waitFor();
  });

  await step(
    counterPage,
    'the brand administrator reopens it once; the leader positions it again',
    async () => {
      const admin = await h.openPage(await h.newPhone());
      await h.openAs(admin, 'lisi', '/Positioningservice');
      await admin.locator('.adm-selector-item', { hasText: '浙江省' }).click();
      await admin
        .locator('.counter-field', { hasText: '城市' })
        .locator('.adm-selector-item', { hasText: '杭州市' })
        .click();
      await admin.locator('.adm-selector-item', { hasText: '杭州大厦B专柜' }).click();
      await admin.getByText('只有柜台负责人可以保存柜台定位').waitFor();
      await admin.locator('.counter-closed').getByRole('button', { name: '开启重复定位' }).click();
      await dialogButton(admin, '开启重复定位').click();
      await admin.locator('.counter-facts', { hasText: '品牌管理员已开启一次重新定位' }).waitFor();
      await h.snap(admin, 'brand admin enabled');
      await admin.context().close();
      await counterPage.reload();
      await counterPage.getByRole('button', { name: '获取坐标' }).click();
      await counterPage.getByTestId('counter-latitude').getByText('31.224300').waitFor();
      await counterPage.locator('.adm-selector-item', { hasText: '浙江省' }).click();
      await counterPage
        .locator('.counter-field', { hasText: '城市' })
        .locator('.adm-selector-item', { hasText: '杭州市' })
        .click();
      await counterPage.locator('.adm-selector-item', { hasText: '杭州大厦B专柜' }).click();
      await counterPage.getByRole('button', { name: '保存' }).click();
      await dialogButton(counterPage, '保存').click();
      await counterPage.locator('.adm-toast-main', { hasText: '保存成功' }).waitFor();
      await counterPage.locator('.counter-closed', { hasText: '重复定位已关闭' }).waitFor();
    },
  );

  for (const [language, name, texts] of [
    ['en', 'English', ['Provident fund transfer', 'Counter position', 'Get coordinates']],
    ['ja', '日本語', ['住宅積立金の移管', 'カウンターの位置', '座標を取得']],
  ]) {
    await step(page, `${language}: the fund transfer form`, async () => {
      await h.setLanguage(page, name);
      await page.goto(`${BASE_URL}/Resignationfund`);
      await page.locator('.page__title', { hasText: texts[0] }).waitFor();
      await page.locator('#fund-account').waitFor();
    });
    await step(counterPage, `${language}: the positioning screen`, async () => {
      await h.setLanguage(counterPage, name);
      await counterPage.goto(`${BASE_URL}/Positioningservice`);
      await counterPage.locator('.page__title', { hasText: texts[1] }).waitFor();
      await counterPage.getByRole('button', { name: texts[2] }).click();
      await counterPage.locator('.adm-selector-item').first().waitFor();
      await counterPage.locator('.adm-selector-item').first().click();
      await counterPage.waitForTimeout(300);
    });
  }

  await step(page, 'back in zh', async () => {
    await h.setLanguage(page, '中文');
    await h.setLanguage(counterPage, '中文');
  });
  await leader.close();
  await phone.close();
}
