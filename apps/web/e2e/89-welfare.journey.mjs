// Welfare rights (issue 16): zhangsan opens the welfare home /rights from the home menu, sees his
// rights on /Myrights (春节礼包 open, 中秋礼盒 shipped), claims the 春节礼包 A package by express to his
// default address, lands on /rightsSuccess and opens the receipt (address masked). A second claim
// through the API answers the same receipt; lisi cannot read it. /Preferential lists partner offers
// and opens one in a popup. /rights, /Myrights and the receipt in en and ja.
import { BASE_URL, PASSWORD } from './harness.mjs';

async function apiLogin(context, userName) {
  const response = await context.request.post(`${BASE_URL}/api/Token/Login`, {
    data: { userName, password: PASSWORD },
  });
  return (await response.json()).resultData.token;
}

export default async function welfareJourney(h) {
  const { step, expect } = h;
  const phone = await h.newPhone();
  const page = await h.openPage(phone);
  let receiptUrl = '';
  // zhangsan's default address as the address book has it now (the address journey changes it).
  const zhangsanToken = await apiLogin(phone, 'zhangsan');
  const book = await phone.request.get(`${BASE_URL}/CIICOnSalesAPI/OnSales/GetAddress`, {
    headers: { authorization: `Bearer ${zhangsanToken}` },
  });
  const addresses = (await book.json()).resultData ?? [];
  const home = addresses.find((a) => a.isDefault) ?? addresses[0];
  if (!home) throw new Error('zhangsan has no address');
  const maskedTel = `${home.tel.slice(0, 3)}****${home.tel.slice(-4)}`;

  await step(page, 'the home menu leads to the welfare home with its six menu items', async () => {
    await h.openAs(page, 'zhangsan', '/index');
    await page.locator('.menu-tile', { hasText: '员工福利' }).click();
    await h.waitForPath(page, '/rights');
    await page.locator('.welfare-menu__item').nth(5).waitFor();
    for (const name of ['我的福利', '福利商城', '特惠商户', '生活服务', '演出票务'])
      await page.locator('.welfare-menu__item', { hasText: name }).waitFor();
    await page.locator('.welfare-row', { hasText: '春节礼包' }).waitFor();
  });

  await step(
    page,
    '/Myrights: open rights first, the claimed gift with its status, a year switch',
    async () => {
      await page.locator('.welfare-menu__item', { hasText: '我的福利' }).click();
      await h.waitForPath(page, '/Myrights');
      const rows = page.locator('.welfare-row');
      await rows.nth(3).waitFor();
      expect((await rows.first().textContent())?.includes('春节礼包'), 'the spring gift is not first');
      await page.locator('.welfare-row', { hasText: '中秋礼盒' }).getByText('已发货').waitFor();
      await page.locator('.welfare-row', { hasText: '夏日清凉礼包' }).getByText('已截止').waitFor();
      const years = page.getByRole('tab');
      expect((await years.count()) === 2, 'no year switch with two years');
    },
  );

  await step(page, 'last year: the received gift', async () => {
    await page.getByRole('tab').nth(1).click();
    await page.locator('.welfare-row', { hasText: '已收货' }).waitFor();
    await page.getByRole('tab').first().click();
    await page.locator('.welfare-row', { hasText: '夏日清凉礼包' }).waitFor();
  });

  await step(page, 'the 春节礼包: packages, express to the default address', async () => {
    await page.locator('.welfare-row', { hasText: '春节礼包' }).click();
    await h.waitForPath(page, '/rightsDetails');
    await page.getByText('C 款：茶叶礼盒').waitFor();
    const submit = page.getByRole('button', { name: '立即领取' });
    expect(await submit.isDisabled(), 'claim possible without a package');
    await page.locator('.welfare-package', { hasText: 'A 款' }).click();
    await page.locator('.welfare-address').getByText(home.streetName).waitFor();
    expect(!(await submit.isDisabled()), 'claim still disabled with a package and an address');
  });

  await step(page, 'claiming lands on /rightsSuccess with the receipt number', async () => {
    await page.getByRole('button', { name: '立即领取' }).click();
    await h.waitForPath(page, '/rightsSuccess');
    await page.getByRole('heading', { name: '领取成功' }).waitFor();
    expect(
      /WF\d{16}/.test((await page.locator('.welfare-success').textContent()) ?? ''),
      'no receipt number',
    );
  });

  await step(page, 'the receipt: right, package, value, masked address, status', async () => {
    await page.getByRole('link', { name: '查看凭证' }).click();
    await h.waitForPath(page, '/Welfarereceipt');
    receiptUrl = new URL(page.url()).pathname + new URL(page.url()).search;
    const receipt = page.locator('.welfare-receipt');
    await receipt.getByText('A 款：坚果年货礼盒').waitFor();
    await receipt.getByText('¥299.00').waitFor();
    await receipt.getByText(maskedTel).waitFor();
    await receipt.getByText('已领取，待发放').waitFor();
    const shown = (await receipt.textContent()) ?? '';
    expect(
      !shown.includes(home.streetName) && !shown.includes(home.tel),
      'the street or phone is shown on the receipt',
    );
  });

  await step(page, 'a second claim answers the same receipt; lisi cannot read it (API)', async () => {
    const claimId = new URL(`${BASE_URL}${receiptUrl}`).searchParams.get('id');
    const token = await apiLogin(phone, 'zhangsan');
    const again = await phone.request.post(`${BASE_URL}/api/Welfare/Claim`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        rightId: '0b6c3a5e-1d2f-4c8a-9e41-000000000001',
        packageId: '0b6c3a5e-1d2f-4c8a-9e41-000000000102',
        delivery: 'pickup',
      },
    });
    expect((await again.json()).resultData?.claimId === claimId, 'a second claim made another one');
    const lisi = await apiLogin(phone, 'lisi');
    const read = await phone.request.get(`${BASE_URL}/api/Welfare/Receipt?id=${claimId}`, {
      headers: { authorization: `Bearer ${lisi}` },
    });
    const body = await read.json();
    expect(body.errNo !== 0 && body.resultData === null, 'lisi read the receipt');
  });

  await step(page, 'the claim detail tracks the steps; the shipped 中秋礼盒 can be confirmed', async () => {
    await page.goto(`${BASE_URL}/Myrights`);
    await page.locator('.welfare-row', { hasText: '中秋礼盒' }).click();
    await h.waitForPath(page, '/Myrightsdetails');
    await page.getByText('顺丰速运').first().waitFor();
    await page.getByRole('button', { name: '确认收货' }).click();
    await page.locator('.welfare-tag', { hasText: '已收货' }).waitFor();
  });

  await step(page, 'the cinema voucher: claiming shows its code at once', async () => {
    await page.goto(`${BASE_URL}/Myrights`);
    await page.locator('.welfare-row', { hasText: '电影兑换券' }).click();
    await h.waitForPath(page, '/rightsDetails');
    await page.getByText(/有效期至 \d{4}-\d{2}-\d{2}/).waitFor();
    await page.getByRole('button', { name: '立即领取' }).click();
    await h.waitForPath(page, '/rightsSuccess');
    const code = (await page.locator('.welfare-code').textContent()) ?? '';
    expect(/^CINE-[A-Z2-9]{10}$/.test(code), `the voucher code is ${code}`);
  });

  await step(page, '/Preferential: partner offers, one opened in a popup', async () => {
    await page.goto(`${BASE_URL}/Preferential`);
    await page.locator('.welfare-offer').nth(2).waitFor();
    await page.locator('.welfare-offer', { hasText: '星语咖啡' }).click();
    await page.locator('.welfare-offer-detail').getByText('EHOME-CAFE').waitFor();
    await page.waitForTimeout(400);
  });

  await step(page, 'HR ships the claim on /WelfareAdmin with courier and number', async () => {
    const hr = await h.openPage(await h.newPhone());
    await h.openAs(hr, 'wangwu', '/WelfareAdmin');
    const card = hr.locator('.welfare-card', { hasText: '张三' }).filter({ hasText: '春节礼包' });
    await card.getByText(`${home.userName} ${home.tel}`).waitFor();
    await card.getByText(home.streetName).waitFor();
    await card.getByRole('button', { name: '发货' }).click();
    await h.snap(hr, 'hr claims');
    await card.getByRole('textbox', { name: '快递公司' }).fill('顺丰速运');
    await card.getByRole('textbox', { name: '快递单号' }).fill('SF5566778899');
    await card.locator('.welfare-ship').getByRole('button', { name: '发货' }).click();
    await hr.locator('.adm-toast-main', { hasText: '已发货' }).waitFor();
    await h.snap(hr, 'hr shipped');
    await hr.context().close();
    await page.goto(`${BASE_URL}${receiptUrl}`);
    await page.locator('.welfare-receipt').getByText('顺丰速运 SF5566778899').waitFor();
  });

  for (const [language, name, texts] of [
    ['en', 'English', ['Employee benefits', 'My benefits', 'Benefit receipt']],
    ['ja', '日本語', ['福利厚生', 'マイ福利厚生', '福利厚生受取証']],
  ]) {
    await step(page, `${language}: the welfare home`, async () => {
      await h.setLanguage(page, name);
      await page.goto(`${BASE_URL}/rights`);
      await page.locator('.page__title', { hasText: texts[0] }).waitFor();
      await page.locator('.welfare-menu__item').nth(5).waitFor();
    });
    await step(page, `${language}: my rights`, async () => {
      await page.goto(`${BASE_URL}/Myrights`);
      await page.locator('.page__title', { hasText: texts[1] }).waitFor();
      await page.locator('.welfare-row').nth(3).waitFor();
    });
    await step(page, `${language}: the receipt`, async () => {
      await page.goto(`${BASE_URL}${receiptUrl}`);
      await page.locator('.welfare-receipt h1', { hasText: texts[2] }).waitFor();
    });
  }

  await step(page, 'back in zh', async () => {
    await h.setLanguage(page, '中文');
  });
  await phone.close();
}
