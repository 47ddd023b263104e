// Shop catalogue (spec 2 §2, §4 "Product dialog", §5 "Shop", §8; issue 15): zhangsan browses the
// special-sale shop, opens a good with options, meets the dialog's three refusals (no quantity,
// cap reached, sold out), adds two goods to the cart, sees a virtual good's stores, and opens the
// welfare shop. The shop home and a goods page in en and ja.

import { createRequire } from 'node:module';

const axeSource = createRequire(import.meta.url)('axe-core').source;

/** axe's serious and critical findings on the page (as 05-accessibility checks the main screens). */
async function violations(page) {
  await page.waitForTimeout(600);
  await page.evaluate(axeSource);
  const found = await page.evaluate(() =>
    window.axe
      .run(document, { resultTypes: ['violations'] })
      .then((r) =>
        r.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} x${v.nodes.length}: ${v.nodes[0]?.target.join(' ')}`),
      ),
  );
  return found;
}

export default async function shopCatalogueJourney(h) {
  const { step, expect } = h;
  const phone = await h.newPhone();
  const page = await h.openPage(phone);
  const origin = () => new URL(page.url()).origin;
  const toast = (text) => page.locator('.adm-toast-main', { hasText: text });
  /** The goods page's first picture has arrived (and decoded). */
  const galleryLoaded = () =>
    page.waitForFunction(() => {
      const img = document.querySelector('.shop-gallery img');
      return img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0;
    });

  await step(page, 'the special-sale shop shows its sellers, promotions and goods', async () => {
    // A cart left by an earlier run would change the counts below.
    await h.openAs(page, 'zhangsan', '/goods');
    await page.evaluate(() =>
      localStorage.removeItem(Object.keys(localStorage).find((k) => k.includes('foods')) ?? ''),
    );
    await page.reload();
    await page.locator('.shop-seller__name', { hasText: '浦江优选' }).waitFor();
    await page.getByText('全场95折').waitFor();
    await page.getByText('满200减30').waitFor();
    await page.locator('.shop-goods__name', { hasText: '浦江纪念T恤' }).waitFor();
    await page.locator('.shop-price__old').first().waitFor();
    await page.getByText('购物车是空的').waitFor();
    // The first pictures are loaded, with their size set (no layout shift).
    const icon = page.locator('.shop-goods__item img').first();
    await expect((await icon.getAttribute('width')) === '80', 'icon without width');
    await page.waitForFunction(() => {
      const img = document.querySelector('.shop-goods__item img');
      return img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0;
    });
  });

  await step(page, 'the option dialog: chips preselected, 0 refused with 请添加商品数量', async () => {
    await page.getByRole('button', { name: '选择 浦江纪念T恤 的规格' }).click();
    await page.locator('.shop-dialog').waitFor();
    await page.locator('.shop-dialog .adm-selector-item-active', { hasText: '白色' }).waitFor();
    await page.locator('.shop-dialog .adm-selector-item-active', { hasText: 'S' }).waitFor();
    await page.locator('.shop-dialog').getByRole('button', { name: '加入购物车' }).click();
    await toast('请添加商品数量').waitFor();
  });

  await step(page, 'a per-order cap of 2: the third is refused with 商品购买数量已达上限', async () => {
    const plus = page.locator('.shop-dialog').getByRole('button', { name: '增加' });
    await plus.click();
    await plus.click();
    await page.getByTestId('temp-count').filter({ hasText: '2' }).waitFor();
    await page.getByTestId('dialog-stock').filter({ hasText: '48' }).waitFor();
    await plus.click();
    await toast('商品购买数量已达上限').waitFor();
    await page.getByTestId('temp-count').filter({ hasText: '2' }).waitFor();
  });

  await step(page, 'choosing black, L and adding two T-shirts', async () => {
    await page.locator('.shop-dialog .adm-selector-item', { hasText: '黑色' }).click();
    await page.locator('.shop-dialog .adm-selector-item', { hasText: /^L$/ }).click();
    await page.locator('.shop-dialog').getByRole('button', { name: '加入购物车' }).click();
    await toast('已加入购物车').waitFor();
    await page.getByTestId('cart-bar').getByText('共 2 件，合计 ¥118.00').waitFor();
  });

  await step(page, 'a sold-out good is refused with 商品库存不足', async () => {
    await page.locator('.shop-goods__item', { hasText: '不锈钢保温杯' }).getByText('已售罄').waitFor();
    await page.getByRole('button', { name: '选择 不锈钢保温杯 的规格' }).click();
    await page.locator('.shop-dialog').getByRole('button', { name: '增加' }).click();
    await toast('商品库存不足').waitFor();
    await page.locator('.shop-dialog').getByRole('button', { name: '关闭' }).click();
    await page.locator('.shop-dialog').waitFor({ state: 'hidden' });
  });

  await step(page, 'a per-person cap of 1 (the tea box): the second is refused', async () => {
    await page.getByRole('button', { name: '选择 明前龙井礼盒 的规格' }).click();
    await page.locator('.shop-dialog').getByText('每人限购 1 件').waitFor();
    const plus = page.locator('.shop-dialog').getByRole('button', { name: '增加' });
    await plus.click();
    await page.getByTestId('temp-count').filter({ hasText: '1' }).waitFor();
    await plus.click();
    await toast('商品购买数量已达上限').waitFor();
    await page.locator('.shop-dialog').getByRole('button', { name: '关闭' }).click();
    await page.locator('.shop-dialog').waitFor({ state: 'hidden' });
  });

  await step(page, 'a second good from its detail page: the cart holds two goods', async () => {
    await page.locator('.shop-goods__link', { hasText: '每日坚果礼包' }).click();
    await page.waitForURL((url) => url.pathname === '/goodsDetail');
    await page.locator('.shop-detail__name', { hasText: '每日坚果礼包' }).waitFor();
    await page.getByTestId('detail-stock').filter({ hasText: '3' }).waitFor();
    // The first picture of a goods page stays under 100 KB.
    const first = await page.locator('.shop-gallery img').first().getAttribute('src');
    const size = await page.evaluate(
      async (src) => (await (await fetch(src)).arrayBuffer()).byteLength,
      first,
    );
    expect(size > 0 && size < 100 * 1024, `first picture is ${size} bytes`);
    await page.getByRole('button', { name: '选择规格' }).click();
    await page.locator('.shop-dialog').getByRole('button', { name: '增加' }).click();
    await page.locator('.shop-dialog').getByRole('button', { name: '加入购物车' }).click();
    await page.getByTestId('cart-bar').getByText('共 3 件，合计 ¥246.00').waitFor();
    await expect(
      (await page.getByTestId('cart-bar').getByRole('button', { name: '去结算' }).isEnabled()) === true,
      'checkout disabled',
    );
  });

  await step(page, 'a virtual good lists the stores where it is used', async () => {
    await page.goto(`${origin()}/goods`);
    await page.locator('.shop-goods__link', { hasText: '游泳次卡' }).click();
    await page.getByRole('link', { name: /查看可用门店/ }).click();
    await page.waitForURL((url) => url.pathname === '/Swimmingstadium');
    await page.locator('.shop-stores__item').nth(2).waitFor();
    await page.getByText('人民广场游泳馆').waitFor();
    await page.getByText('营业时间 06:30-21:30').waitFor();
    await page.getByText('剩余 12').waitFor();
  });

  await step(page, 'the welfare shop: sellers, a seller’s goods and a goods page', async () => {
    await page.goto(`${origin()}/myWealf`);
    await page.locator('.shop-sellers__name', { hasText: '员工福利社' }).waitFor();
    await page.getByText('到店自提付款').first().waitFor();
    await page.locator('.shop-sellers__card', { hasText: '员工福利社' }).click();
    await page.waitForURL((url) => url.pathname === '/myWealfGoods');
    await page.locator('.shop-goods__link', { hasText: '中秋月饼礼盒' }).click();
    await page.waitForURL((url) => url.pathname === '/myWealfgoodsDetail');
    await page.locator('.shop-detail__name', { hasText: '中秋月饼礼盒' }).waitFor();
    await galleryLoaded();
    await page.getByText('购物车是空的').waitFor();
  });

  await step(page, 'a foreign or withdrawn good gives a clear message', async () => {
    await page.goto(`${origin()}/goodsDetail?goodsID=0b6c3a5e-1d2f-4c8a-9e10-000000015113`);
    await page.getByText('该商品不存在或已下架').waitFor();
  });

  await step(page, 'the shop screens have no serious or critical accessibility violation', async () => {
    for (const [path, ready] of [
      ['/goods', '.shop-goods__name'],
      ['/goodsDetail?goodsID=0b6c3a5e-1d2f-4c8a-9e10-000000015101', '.shop-detail__name'],
      ['/myWealf', '.shop-sellers__name'],
      ['/Swimmingstadium?productId=0b6c3a5e-1d2f-4c8a-9e10-000000015105', '.shop-stores__name'],
    ]) {
      await page.goto(`${origin()}${path}`);
      await page.locator(ready).first().waitFor();
      const found = await violations(page);
      expect(found.length === 0, `${path}: ${found.join('; ')}`);
    }
  });

  await step(page, 'the shop in English', async () => {
    await h.setLanguage(page, 'English');
    await page.goto(`${origin()}/goods`);
    await page.locator('.shop-seller__name', { hasText: 'Pujiang Select' }).waitFor();
    await page.getByTestId('cart-bar').getByText('Items: 3 · ¥246.00').waitFor();
    await page.getByRole('button', { name: 'Choose options for Pujiang anniversary T-shirt' }).click();
    await page.locator('.shop-dialog').getByRole('button', { name: 'Add to cart' }).click();
    await toast('Please add a quantity').waitFor();
  });

  await step(page, 'a goods page in English', async () => {
    await page.goto(`${origin()}/goodsDetail?goodsID=0b6c3a5e-1d2f-4c8a-9e10-000000015102`);
    await page.getByText('At most 1 per person').waitFor();
    await galleryLoaded();
  });

  await step(page, 'the shop in Japanese', async () => {
    await h.setLanguage(page, '日本語');
    await page.goto(`${origin()}/goods`);
    await page.locator('.shop-seller__name', { hasText: '浦江セレクト' }).waitFor();
    await page.getByText('全品5%オフ').waitFor();
  });

  await step(page, 'a goods page in Japanese', async () => {
    await page.goto(`${origin()}/goodsDetail?goodsID=0b6c3a5e-1d2f-4c8a-9e10-000000015101`);
    await page.getByText('1注文 2 点まで').waitFor();
    await galleryLoaded();
    await page.getByRole('button', { name: '仕様を選択' }).click();
    await page.locator('.shop-dialog').getByText('サイズ').waitFor();
  });
  await h.setLanguage(page, '中文');

  await phone.close();
}
