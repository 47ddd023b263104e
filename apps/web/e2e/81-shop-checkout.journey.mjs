// Checkout (spec 2 §2 /settlement, /settlement2, §4 "Checkout"; issue 15): zhangsan's special-sale
// cart (put in the cart store through local storage, as the goods screens leave it) shows its
// lines and totals; a quantity step and a removal change the total; the seller's delivery methods
// show, and express without an address asks 请先创建地址; self pickup submits and lands on the pay
// screen /pay?flag=order&bill=shopOrder:<id>. A welfare pay-on-pickup order says 下单成功 and goes
// back to /myWealf. The settlement screen in en and ja.
//
// The sellers and goods come from the catalogue's demo data, found by name through the shop's
// goods list (lookUpFixture), or from E2E_SHOP_FIXTURE (JSON, same shape) when that is set.
import { BASE_URL } from './harness.mjs';

const CART_KEY = 'ehome.order.foods';

/**
 * { sales: {salesID, goods: [{id, name, price, options}]}, welfare: {...} }: a special-sale seller
 * offering self pickup and express (deliveryMode 3) with two goods, and a welfare seller with pay
 * on pickup (deliveryMode 4) with one.
 */
async function lookUpFixture(page) {
  if (process.env.E2E_SHOP_FIXTURE) return JSON.parse(process.env.E2E_SHOP_FIXTURE);
  // The catalogue part's demo data: its sellers list with goods (names from its demo file).
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('ehome.session') ?? '{}')?.state?.token,
  );
  const get = async (url) => {
    const response = await fetch(`${BASE_URL}${url}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.json();
    if (body.errNo !== 0) throw new Error(`${url}: ${body.message}`);
    return body.resultData;
  };
  const pick = async (prefix, mode) => {
    const sellers = await get(`${prefix}/GetSellers`);
    const seller = sellers.find((s) => s.deliveryMode === mode);
    if (!seller) throw new Error(`no seller with deliveryMode ${mode} under ${prefix}`);
    // Goods in stock without a per-person cap, each with the first option of every property (the
    // option dialog's preselection).
    const page1 = await get(`${prefix}/GetGoodsList?salesID=${seller.id}&pageIndex=1&pageSize=50`);
    const goods = page1.result.filter((g) => g.sellCount >= 3 && g.limited_type !== 2 && !g.is_virtual);
    return {
      salesID: seller.id,
      goods: goods.map((g) => ({
        id: g.id,
        name: g.name,
        price: g.price,
        options: g.productsProperties.map((p) => p.column_value.split(',')[0]),
      })),
    };
  };
  return {
    sales: await pick('/CIICOnSalesAPI/OnSales', 3),
    welfare: await pick('/CIICOnSalesAPI/Welfare', 4),
  };
}

/** The cart store's persisted state with these lines of one seller. */
function cartState(shop, salesID, goods) {
  const lines = goods.map((g) => ({
    id: g.id,
    saleid: salesID,
    name: g.name,
    icon: null,
    price: g.price,
    count: 1,
    limitedType: 0,
    limited: 0,
    sellCount: 99,
    isVirtual: false,
    options: g.options,
    checked: true,
  }));
  return JSON.stringify({
    state: { carts: { [`${shop}:${salesID}`]: lines }, currentBrand: null },
    version: 1,
  });
}

async function fillCart(page, shop, salesID, goods) {
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [CART_KEY, cartState(shop, salesID, goods)],
  );
}

const totalOf = async (page) => (await page.getByTestId('checkout-total').textContent()) ?? '';

export default async function checkoutJourney(h) {
  const { step, expect } = h;
  const phone = await h.newPhone();
  const page = await h.openPage(phone);
  let fixture = null;
  let settlement = '';

  await step(page, 'the cart lines of the seller show with their total', async () => {
    await h.openAs(page, 'zhangsan', '/Home');
    fixture = await lookUpFixture(page);
    expect(fixture.sales.goods.length >= 2, 'the special-sale seller needs two goods in stock');
    settlement = `/settlement?salesID=${fixture.sales.salesID}`;
    await fillCart(page, 'sales', fixture.sales.salesID, fixture.sales.goods.slice(0, 2));
    await page.goto(`${BASE_URL}${settlement}`);
    await page.getByTestId('checkout-line').nth(1).waitFor();
    expect((await page.getByTestId('checkout-line').count()) === 2, 'two lines expected');
    expect(/^¥\d+\.\d{2}元$/.test(await totalOf(page)), `total ${await totalOf(page)}`);
    await page.getByText('提交订单').waitFor();
  });

  await step(page, 'one more of the first line raises the total', async () => {
    const before = await totalOf(page);
    await page.getByTestId('checkout-line').first().locator('.adm-stepper-plus').click();
    await page.waitForFunction(
      (old) => document.querySelector('[data-testid="checkout-total"]')?.textContent !== old,
      before,
    );
    const input = page.getByTestId('checkout-line').first().locator('.adm-stepper input');
    expect((await input.inputValue()) === '2', 'the quantity is not 2');
  });

  await step(page, 'removing a line asks first, then it is gone', async () => {
    await page.getByTestId('checkout-line').nth(1).getByRole('button', { name: '删除' }).click();
    await page.getByText('确定从购物车删除该商品吗?').waitFor();
    await page.locator('.adm-dialog-button:visible').last().click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="checkout-line"]').length === 1);
  });

  await step(page, 'the delivery methods of a pickup-or-express seller: 自提 and 快递, no 到付', async () => {
    await page.getByTestId('method-1').waitFor();
    await page.getByTestId('method-2').waitFor();
    expect((await page.getByTestId('method-4').count()) === 0, 'pay on pickup offered');
    expect(
      (await page.getByTestId('method-1').getAttribute('aria-pressed')) === 'true',
      'self pickup not chosen',
    );
  });

  await step(page, 'express without an address asks 请先创建地址 (or shows its fee)', async () => {
    await page.getByTestId('method-2').click();
    if ((await page.locator('.co-address--none').count()) > 0) {
      await page.getByRole('button', { name: '提交订单' }).click();
      await page.locator('.adm-dialog').getByText('请先创建地址').waitFor();
      await page.locator('.adm-dialog').getByText('提示').waitFor();
      await h.snap(page, 'create-address-dialog');
      await page.locator('.adm-dialog-button', { hasText: '取消' }).click();
    } else {
      await page.getByText('运费').first().waitFor();
    }
    await page.getByTestId('method-1').click();
  });

  await step(page, 'en: the settlement screen', async () => {
    await h.setLanguage(page, 'English');
    await page.getByText('Confirm order').first().waitFor();
    await page.getByText('Place order').waitFor();
  });
  await step(page, 'ja: the settlement screen', async () => {
    await h.setLanguage(page, '日本語');
    await page.getByText('注文確認').first().waitFor();
    await page.getByText('注文を確定').waitFor();
  });
  await step(page, 'back in zh', async () => {
    await h.setLanguage(page, '中文');
    await page.getByText('提交订单').waitFor();
  });

  await step(page, 'self pickup submits and lands on the pay screen', async () => {
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.waitForURL((url) => url.pathname === '/pay');
    const url = new URL(page.url());
    expect(url.searchParams.get('flag') === 'order', `flag ${url.searchParams.get('flag')}`);
    expect(
      /^shopOrder:[0-9a-f-]{36}$/.test(url.searchParams.get('bill') ?? ''),
      `bill ${url.searchParams.get('bill')}`,
    );
    const cart = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), CART_KEY);
    expect(cart.state.currentBrand?.sellerId === fixture.sales.salesID, 'the brand being paid is not set');
  });

  await step(page, 'welfare pay on pickup: 下单成功 and back to /myWealf', async () => {
    const { salesID, goods } = fixture.welfare;
    await fillCart(page, 'welfare', salesID, goods.slice(0, 1));
    await page.goto(`${BASE_URL}/settlement2?salesID=${salesID}`);
    await page.getByTestId('checkout-line').first().waitFor();
    await page.getByText('到付（提货时付款）').waitFor();
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.getByText('下单成功').waitFor();
    await page.waitForURL((url) => url.pathname === '/myWealf');
  });

  await phone.close();
}
