// A whole purchase (issue 15 "Playwright"): 孙七, who has no address yet, browses the special-sale
// shop, chooses a T-shirt's colour and size, puts two in the cart, checks out by express, is sent to
// create an address (请先创建地址), adds one on the address screen and comes back with it, submits,
// pays in the sandbox, and sees the order paid with that address; the paid brand's cart is empty.
// The pay result and the order in en and ja.

export default async function shopPurchaseJourney(h) {
  const { step, expect } = h;
  const phone = await h.newPhone();
  const page = await h.openPage(phone);
  const origin = () => new URL(page.url()).origin;
  let total = '';
  let orderId = '';

  await step(page, 'two black M T-shirts go into the cart', async () => {
    await h.openAs(page, 'sunqi', '/goods');
    await page.evaluate(() => localStorage.removeItem('ehome.order.foods'));
    await page.reload();
    await page.getByRole('button', { name: '选择 浦江纪念T恤 的规格' }).click();
    const dialog = page.locator('.shop-dialog');
    await dialog.locator('.adm-selector-item', { hasText: '黑色' }).click();
    await dialog.locator('.adm-selector-item', { hasText: /^M$/ }).click();
    await dialog.getByRole('button', { name: '增加' }).click();
    await dialog.getByRole('button', { name: '增加' }).click();
    await dialog.getByRole('button', { name: '加入购物车' }).click();
    await page.getByTestId('cart-bar').getByText('共 2 件，合计 ¥118.00').waitFor();
  });

  await step(page, 'checkout by express without an address asks 请先创建地址', async () => {
    await page.getByTestId('cart-bar').getByRole('button', { name: '去结算' }).click();
    await page.waitForURL((url) => url.pathname === '/settlement');
    await page.getByTestId('checkout-line').first().getByText('黑色').waitFor();
    await page.getByTestId('method-2').click();
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.locator('.adm-dialog').getByText('请先创建地址').waitFor();
  });

  await step(page, 'a new address made on the address screen comes back to checkout', async () => {
    await page.locator('.adm-dialog').getByRole('button', { name: '去创建' }).click();
    await page.waitForURL((url) => url.pathname === '/address' && url.searchParams.get('select') === '1');
    await page.getByRole('button', { name: '+ 新增收货地址' }).click();
    await page.locator('#address-userName').fill('孙七');
    await page.locator('#address-tel').fill('13912340077');
    await page.locator('#address-area').fill('浦东新区');
    await page.locator('#address-streetName').fill('世纪大道100号');
    await page.getByRole('button', { name: '保存' }).click();
    await page.locator('.address-dialog').waitFor({ state: 'hidden' });
    const card = page.getByTestId('address-card').first();
    await card.getByText('世纪大道100号').waitFor();
    await card.getByRole('button', { name: '选择' }).click();
    await page.waitForURL((url) => url.pathname === '/settlement' && url.searchParams.has('addressId'));
    await page.getByTestId('checkout-address').getByText('世纪大道100号').waitFor();
  });

  await step(page, 'express to it shows the freight, and the order is placed', async () => {
    await page.getByTestId('method-2').click();
    await page.getByText('运费').first().waitFor();
    // The fee of the new address and the gifts of the new total have arrived (submit waits for them).
    await page.waitForFunction(() => {
      const button = [...document.querySelectorAll('button')].find((b) =>
        b.textContent?.includes('提交订单'),
      );
      return button && !button.disabled;
    });
    total = ((await page.getByTestId('checkout-total').textContent()) ?? '').trim();
    expect(/^¥\d+\.\d{2}元$/.test(total), `total ${total}`);
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.waitForURL((url) => url.pathname === '/pay');
    orderId = (new URL(page.url()).searchParams.get('bill') ?? '').replace('shopOrder:', '');
    expect(/^[0-9a-f-]{36}$/.test(orderId), `bill of ${page.url()}`);
    // The pay screen shows the server's amount: the same as checkout's.
    await page.getByText(total.replace('元', '')).first().waitFor();
  });

  await step(page, 'paid in the sandbox: 支付成功', async () => {
    await h.payInSandbox(page);
  });

  await step(page, 'the order is paid (待发货) and goes to the new address', async () => {
    await page.goto(`${origin()}/Specialsaledetails?orderId=${orderId}`);
    await page.getByText('待发货').first().waitFor();
    await page.getByText('世纪大道100号').first().waitFor();
    await page.getByText('浦江纪念T恤').first().waitFor();
    expect((await page.getByRole('button', { name: '去支付' }).count()) === 0, 'a paid order offers to pay');
  });

  await step(page, 'the paid brand’s cart is empty', async () => {
    await page.goto(`${origin()}/goods`);
    await page.getByText('购物车是空的').waitFor();
  });

  await step(page, 'en: the order', async () => {
    await h.setLanguage(page, 'English');
    await page.goto(`${origin()}/Specialsaledetails?orderId=${orderId}`);
    await page.getByText('世纪大道100号').first().waitFor();
  });

  await step(page, 'ja: the pay result', async () => {
    await h.setLanguage(page, '日本語');
    await page.goto(`${origin()}/pay?flag=order&bill=shopOrder:${orderId}&result=ok`);
    await page.getByText('支払い完了').waitFor();
  });

  await step(page, 'back in zh', async () => {
    await h.setLanguage(page, '中文');
  });

  await phone.close();
}
