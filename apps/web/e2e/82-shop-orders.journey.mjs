// Shop orders (spec 2 §2, §4; issue 15): zhangsan's current orders (/searchOrders, tabs 待发货 and
// 交易成功), an order's detail with the courier number copied, his special-sale orders (kept alive)
// where manage mode ticks only 待支付 and 交易关闭 orders and deletes a closed one, the unpaid
// order's 去支付, a virtual good's voucher and its check screen; zhaoliu cannot open zhangsan's
// order. The main screens in en and ja.
export default async function shopOrdersJourney(h) {
  const { step, expect } = h;
  const phone = await h.newPhone();
  await phone.grantPermissions(['clipboard-read', 'clipboard-write']);
  const zhangsan = await h.openPage(phone);
  const origin = () => new URL(zhangsan.url()).origin;
  let detailUrl = '';

  await step(zhangsan, 'the current orders open on 待发货', async () => {
    await h.openAs(zhangsan, 'zhangsan', '/searchOrders');
    await zhangsan.locator('.order-card', { hasText: '降噪蓝牙耳机' }).first().waitFor();
    await zhangsan.getByText('待发货').first().waitFor();
    expect((await zhangsan.locator('.order-card').count()) === 1, 'tab 1 shows only the order to ship');
  });

  await step(zhangsan, 'the 交易成功 tab pages to its five orders', async () => {
    await zhangsan.getByRole('tab', { name: '交易成功' }).click();
    await zhangsan.locator('.order-card .order-status--3').first().waitFor();
    await zhangsan.getByText('没有更多了').waitFor();
    const count = await zhangsan.locator('.order-card').count();
    expect(count === 5, `expected 5 done orders, saw ${count}`);
  });

  await step(zhangsan, 'an order detail shows totals in yuan and copies the courier number', async () => {
    await zhangsan.locator('.order-card', { hasText: '降噪蓝牙耳机' }).first().click();
    await zhangsan.waitForURL((url) => url.pathname === '/orderDetail');
    detailUrl = zhangsan.url();
    await zhangsan.getByText('顺丰速运').waitFor();
    await zhangsan.getByText('¥209.00元').first().waitFor();
    await zhangsan.getByTestId('copy-courier').click();
    await zhangsan.getByText('复制成功').first().waitFor();
    const copied = await zhangsan.evaluate(() => navigator.clipboard.readText());
    expect(copied === 'SF1234567890123', `clipboard holds ${copied}`);
  });

  await step(zhangsan, 'my special-sale orders: manage ticks only unpaid and closed orders', async () => {
    await zhangsan.goto(`${origin()}/Myspecialsale`);
    await zhangsan.locator('.order-card').first().waitFor();
    await zhangsan.getByRole('button', { name: '管理' }).click();
    const closed = zhangsan.locator('.order-card', { has: zhangsan.locator('.order-status--7') });
    const paid = zhangsan.locator('.order-card', { has: zhangsan.locator('.order-status--2') });
    await closed.first().waitFor();
    expect(
      (await paid.first().locator('.adm-checkbox-disabled').count()) === 1,
      'a paid order can be ticked',
    );
    await closed.first().locator('.adm-checkbox').click();
    await zhangsan.getByRole('button', { name: '删除(1)' }).waitFor();
  });

  await step(zhangsan, 'deleting the closed order removes it from the list', async () => {
    await zhangsan.getByRole('button', { name: '删除(1)' }).click();
    await zhangsan.locator('.adm-dialog-button', { hasText: '删除' }).click();
    await zhangsan.getByText('已删除').first().waitFor();
    await zhangsan.locator('.order-status--7').waitFor({ state: 'detached' });
    await zhangsan.getByRole('button', { name: '完成' }).click();
  });

  await step(zhangsan, 'the unpaid tab keeps its place and its order goes to pay', async () => {
    await zhangsan.getByRole('tab', { name: '待支付' }).click();
    await zhangsan.locator('.order-card .order-status--1').first().waitFor();
    await zhangsan.locator('.order-card').first().click();
    await zhangsan.waitForURL((url) => url.pathname === '/Specialsaledetails');
    await zhangsan.getByText(/请在.*前完成支付/).waitFor();
    await zhangsan.goBack();
    // Kept alive: the unpaid tab is still chosen.
    await zhangsan.getByRole('tab', { name: '待支付', selected: true }).waitFor();
    await zhangsan.locator('.order-card').first().click();
    await zhangsan.getByRole('button', { name: '去支付' }).waitFor();
    await h.snap(zhangsan, 'unpaid-detail');
    await zhangsan.getByRole('button', { name: '去支付' }).click();
    await zhangsan.waitForURL((url) => url.pathname === '/pay');
    const bill = new URL(zhangsan.url()).searchParams.get('bill') ?? '';
    expect(/^shopOrder:[0-9a-f-]{36}$/.test(bill), `pay link bill ${bill}`);
    expect(new URL(zhangsan.url()).searchParams.get('flag') === 'myspecialsale', 'pay flag');
  });

  await step(zhangsan, 'a virtual order shows its voucher code and the check screen', async () => {
    await zhangsan.goto(`${origin()}/Myspecialsale`);
    await zhangsan.getByRole('tab', { name: '已支付' }).click();
    await zhangsan.locator('.order-card', { hasText: '游泳次卡' }).first().click();
    await zhangsan.waitForURL((url) => url.pathname === '/Virtualdetails');
    await zhangsan.getByTestId('voucher-code').first().waitFor();
    await zhangsan.getByText('适用门店').waitFor();
    await zhangsan.getByRole('button', { name: '出示券码' }).click();
    await zhangsan.waitForURL((url) => url.pathname === '/Virtercheck');
    await zhangsan.locator('.voucher--large [data-testid="voucher-code"]').waitFor();
  });

  await step(zhangsan, 'a welfare order shows its pickup point (Specialsaledetails2)', async () => {
    await zhangsan.goto(`${origin()}/Myspecialsale`);
    await zhangsan.getByRole('button', { name: '福利' }).click();
    await zhangsan.getByRole('tab', { name: '全部' }).click();
    // The demo's pay-on-pickup order (a checkout journey before may have placed a newer one).
    await zhangsan.locator('.order-card', { hasText: '中秋月饼礼盒' }).last().click();
    await zhangsan.waitForURL((url) => url.pathname === '/Specialsaledetails2');
    await zhangsan.getByText('到店付款').first().waitFor();
    await zhangsan.getByText('B1 福利社').first().waitFor();
    await h.snap(zhangsan, 'welfare-detail');
    await zhangsan.goBack();
    // Kept alive: still the welfare shop.
    await zhangsan.locator('.order-chip--on', { hasText: '福利' }).waitFor();
    await zhangsan.getByRole('button', { name: '特卖' }).click();
  });

  const otherPhone = await h.newPhone();
  const zhaoliu = await h.openPage(otherPhone);
  await step(zhaoliu, 'zhaoliu cannot open zhangsan’s order', async () => {
    const path = new URL(detailUrl).pathname + new URL(detailUrl).search;
    await h.openAs(zhaoliu, 'zhaoliu', path);
    await zhaoliu.getByText('订单不存在').first().waitFor();
  });

  const hrPhone = await h.newPhone();
  const wangwu = await h.openPage(hrPhone);
  await step(wangwu, 'wangwu (HR) ships the order waiting for shipment with its courier', async () => {
    await h.openAs(wangwu, 'wangwu', '/ShopOrderAdmin');
    const card = wangwu.locator('.order-card', { hasText: 'S20261125002' });
    await card.getByRole('button', { name: '发货' }).click();
    await card.getByRole('button', { name: '确认发货' }).click();
    await wangwu.getByText('请输入快递公司').first().waitFor();
    await card.getByPlaceholder('快递公司').fill('圆通速递');
    await card.getByPlaceholder('快递单号').fill('YT9988776655');
    await card.getByRole('button', { name: '确认发货' }).click();
    await wangwu.getByText('已发货').first().waitFor();
    await card.waitFor({ state: 'detached' });
  });

  await step(zhangsan, 'zhangsan sees it done with the courier number', async () => {
    await zhangsan.goto(`${origin()}/searchOrders?tab=3`);
    await zhangsan.locator('.order-card', { hasText: '降噪蓝牙耳机' }).first().waitFor();
    const count = await zhangsan.locator('.order-card').count();
    expect(count === 6, `expected 6 done orders after shipping, saw ${count}`);
    await zhangsan.locator('.order-card', { hasText: '317.00' }).click();
    await zhangsan.getByText('YT9988776655').waitFor();
    await zhangsan.getByText('圆通速递').waitFor();
  });

  await step(zhangsan, 'the order screens in English', async () => {
    await h.setLanguage(zhangsan, 'English');
    await zhangsan.goto(`${origin()}/Myspecialsale`);
    await zhangsan.getByRole('tab', { name: 'Paid', exact: true }).waitFor();
    await zhangsan.goto(detailUrl);
    await zhangsan.getByText('Tracking number').waitFor();
  });

  await step(zhangsan, 'the order screens in Japanese', async () => {
    await h.setLanguage(zhangsan, '日本語');
    await zhangsan.goto(`${origin()}/searchOrders`);
    await zhangsan.getByRole('tab', { name: '発送待ち' }).waitFor();
    await zhangsan.goto(detailUrl);
    await zhangsan.getByText('追跡番号').waitFor();
  });
  await h.setLanguage(zhangsan, '中文');

  await phone.close();
  await otherPhone.close();
  await hrPhone.close();
}
