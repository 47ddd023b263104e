// Address book (spec 2 §2, §4, §5, §8, §9; issue 15): zhangsan's book shows one address until "show
// more"; a new address is refused with a bad phone (手机号码不正确) and with a missing field (请输入带*的
// 信息), then saved; it is made the default; one is deleted after 确定删除地址吗?; choosing an address
// returns it to the screen that asked. lisi deletes his only address and his next one is the default.
// zhaoliu cannot see or touch zhangsan's (API). The screens in en and ja.
import { BASE_URL, PASSWORD } from './harness.mjs';

async function apiLogin(context, userName) {
  const response = await context.request.post(`${BASE_URL}/api/Token/Login`, {
    data: { userName, password: PASSWORD },
  });
  const body = await response.json();
  return body.resultData.token;
}

export default async function addressesJourney(h) {
  const { step, expect } = h;
  const toast = (page, text) => page.locator('.adm-toast-main', { hasText: text }).waitFor();
  const cards = (page) => page.getByTestId('address-card');
  const phone = await h.newPhone();
  const zhangsan = await h.openPage(phone);

  await step(zhangsan, 'the book shows the default address only, show more and collapse', async () => {
    await h.openAs(zhangsan, 'zhangsan', '/address');
    await cards(zhangsan).first().waitFor();
    expect((await cards(zhangsan).count()) === 1, 'more than one address shown collapsed');
    await cards(zhangsan).first().locator('.address-card__badge', { hasText: '默认' }).waitFor();
    await cards(zhangsan).first().getByText('南京东路100号5楼').waitFor();
    await zhangsan.getByRole('button', { name: /显示更多/ }).click();
    await cards(zhangsan).nth(1).waitFor();
    expect((await cards(zhangsan).count()) === 2, 'show more did not show both');
    await cards(zhangsan).nth(1).getByRole('button', { name: '设为默认' }).waitFor();
    await zhangsan.getByRole('button', { name: '收起' }).click();
    await zhangsan.waitForFunction(
      () => document.querySelectorAll('[data-testid="address-card"]').length === 1,
    );
  });

  await step(zhangsan, 'the dialog starts in 上海 and its region picker shows 3 rows', async () => {
    await zhangsan.getByRole('button', { name: '+ 新增收货地址' }).click();
    await zhangsan.getByTestId('address-region').filter({ hasText: '上海市 上海市' }).waitFor();
    await zhangsan.getByTestId('address-region').click();
    const picker = zhangsan.locator('.address-region-picker');
    await picker.getByText('上海市').first().waitFor();
    const height = await picker.evaluate((el) => el.getBoundingClientRect().height);
    expect(height < 170, `the picker is ${height}px high, more than 3 rows`);
    await zhangsan.waitForTimeout(400);
    await h.snap(zhangsan, 'region picker open');
    await picker.getByText('确定').click();
    await picker.waitFor({ state: 'hidden' });
  });

  await step(zhangsan, 'a bad phone is refused with 手机号码不正确', async () => {
    await zhangsan.locator('#address-userName').fill('张三');
    await zhangsan.locator('#address-tel').fill('12345');
    await zhangsan.locator('#address-streetName').fill('漕溪北路1号');
    await zhangsan.getByRole('button', { name: '保存' }).click();
    await toast(zhangsan, '手机号码不正确');
  });

  await step(zhangsan, 'a missing field is refused with 请输入带*的信息', async () => {
    await zhangsan.locator('#address-tel').fill('13912345678');
    await zhangsan.locator('#address-userName').fill('');
    await zhangsan.getByRole('button', { name: '保存' }).click();
    await toast(zhangsan, '请输入带*的信息');
  });

  await step(zhangsan, 'a good address is saved and listed after the default', async () => {
    await zhangsan.locator('#address-userName').fill('张三');
    await zhangsan.locator('#address-area').fill('徐汇区');
    await zhangsan.locator('#address-postCode').fill('200030');
    await zhangsan.getByRole('button', { name: '保存' }).click();
    await toast(zhangsan, '地址已保存');
    await zhangsan.locator('.address-dialog').waitFor({ state: 'hidden' });
    await zhangsan.getByRole('button', { name: /显示更多/ }).click();
    await cards(zhangsan).nth(2).waitFor();
    await cards(zhangsan).nth(1).getByText('漕溪北路1号').waitFor();
  });

  await step(zhangsan, 'setting it as default moves the badge and puts it first', async () => {
    await cards(zhangsan).nth(1).getByRole('button', { name: '设为默认' }).click();
    await cards(zhangsan)
      .first()
      .filter({ hasText: '漕溪北路1号' })
      .locator('.address-card__badge', { hasText: '默认' })
      .waitFor();
    expect((await zhangsan.locator('.address-card__badge').count()) === 1, 'more than one default badge');
  });

  await step(zhangsan, 'the edit icon opens the address in the dialog and saves the change', async () => {
    await cards(zhangsan).first().getByRole('button', { name: '编辑' }).click();
    await zhangsan.getByText('编辑收货地址').waitFor();
    const street = zhangsan.locator('#address-streetName');
    expect((await street.inputValue()) === '漕溪北路1号', 'the dialog did not load the address');
    await street.fill('漕溪北路2号');
    await zhangsan.getByRole('button', { name: '保存' }).click();
    await toast(zhangsan, '地址已保存');
    await cards(zhangsan).first().getByText('漕溪北路2号').waitFor();
    expect(
      (await cards(zhangsan).filter({ hasText: '漕溪北路' }).count()) === 1,
      'the edit added an address',
    );
  });

  await step(zhangsan, 'deleting asks 确定删除地址吗? first', async () => {
    if ((await cards(zhangsan).count()) === 1)
      await zhangsan.getByRole('button', { name: /显示更多/ }).click();
    const office = cards(zhangsan).filter({ hasText: '世纪大道' });
    await office.getByRole('button', { name: '删除' }).click();
    const dialog = zhangsan.locator('.adm-dialog');
    await dialog.getByText('确定删除地址吗?').waitFor();
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await office.count()) === 1, 'cancel deleted the address');
    await office.getByRole('button', { name: '删除' }).click();
    await zhangsan.locator('.adm-dialog').getByRole('button', { name: '删除' }).click();
    await toast(zhangsan, '地址已删除');
    await office.waitFor({ state: 'detached' });
  });

  await step(zhangsan, 'choosing an address returns it to the screen that asked', async () => {
    await zhangsan.goto(
      `${BASE_URL}/address?select=1&return=${encodeURIComponent('/address?from=checkout')}`,
    );
    await zhangsan.getByRole('button', { name: /显示更多/ }).click();
    const home = cards(zhangsan).filter({ hasText: '南京东路' });
    await home.getByRole('button', { name: '选择' }).click();
    await zhangsan.waitForURL(
      (url) => url.searchParams.get('addressId') !== null && !url.searchParams.has('select'),
    );
    expect(new URL(zhangsan.url()).searchParams.get('from') === 'checkout', 'the return path lost its query');
    // The same screen stays expanded; a screen that was not open starts collapsed.
    const more = zhangsan.getByRole('button', { name: /显示更多/ });
    if (await more.isVisible()) await more.click();
    await zhangsan.locator('.address-card--selected', { hasText: '南京东路' }).waitFor();
  });

  const lisiPhone = await h.newPhone();
  const lisi = await h.openPage(lisiPhone);
  await step(lisi, 'lisi deletes his only address; his next first address is the default', async () => {
    await h.openAs(lisi, 'lisi', '/address');
    await cards(lisi).first().getByText('文三路200号').waitFor();
    await cards(lisi).first().getByRole('button', { name: '删除' }).click();
    await lisi.locator('.adm-dialog').getByRole('button', { name: '删除' }).click();
    await lisi.getByText('还没有收货地址').waitFor();
    await lisi.getByRole('button', { name: '+ 新增收货地址' }).click();
    await lisi.locator('#address-userName').fill('李四');
    await lisi.locator('#address-tel').fill('021-64001234');
    await lisi.locator('#address-streetName').fill('衡山路10号');
    await lisi.getByRole('button', { name: '保存' }).click();
    await toast(lisi, '地址已保存');
    await cards(lisi).first().locator('.address-card__badge', { hasText: '默认' }).waitFor();
    await cards(lisi).first().getByText('上海市 上海市').waitFor();
  });

  const zhaoliuPhone = await h.newPhone();
  const zhaoliu = await h.openPage(zhaoliuPhone);
  await step(zhaoliu, "zhaoliu cannot see or delete zhangsan's addresses (API)", async () => {
    const own = await apiLogin(phone, 'zhangsan');
    const other = await apiLogin(zhaoliuPhone, 'zhaoliu');
    const get = (context, token, shop) =>
      context.request
        .get(`${BASE_URL}/CIICOnSalesAPI/${shop}/GetAddress`, {
          headers: { authorization: `Bearer ${token}` },
        })
        .then((r) => r.json());
    const mine = (await get(phone, own, 'OnSales')).resultData;
    expect(mine.length >= 1, 'zhangsan has no address');
    for (const shop of ['OnSales', 'Welfare']) {
      const seen = (await get(zhaoliuPhone, other, shop)).resultData;
      expect(
        !seen.some((a) => mine.some((m) => m.addressId === a.addressId)),
        `zhaoliu sees zhangsan's address under ${shop}`,
      );
    }
    const refused = await zhaoliuPhone.request
      .post(`${BASE_URL}/CIICOnSalesAPI/Welfare/DelAddress`, {
        headers: { authorization: `Bearer ${other}` },
        data: { addressId: mine[0].addressId },
      })
      .then((r) => r.json());
    expect(refused.errNo !== 0, "zhaoliu deleted zhangsan's address");
    const after = (await get(phone, own, 'Welfare')).resultData;
    expect(after.length === mine.length, 'zhangsan lost an address');
    await h.openAs(zhaoliu, 'zhaoliu', '/address');
    await zhaoliu.getByText('还没有收货地址').waitFor();
  });

  await step(zhangsan, 'the address book in English', async () => {
    await h.setLanguage(zhangsan, 'English');
    await zhangsan.goto(`${BASE_URL}/address`);
    await zhangsan.locator('.address-card__badge', { hasText: 'Default' }).waitFor();
    await zhangsan.getByRole('button', { name: '+ New delivery address' }).click();
    await zhangsan.locator('#address-userName').fill('Zhang San');
    await zhangsan.locator('#address-tel').fill('999');
    await zhangsan.locator('#address-streetName').fill('1 Nanjing Road');
    await zhangsan.getByRole('button', { name: 'Save' }).click();
    await toast(zhangsan, 'The phone number is not valid');
  });

  await step(zhangsan, 'the address book in Japanese', async () => {
    await h.setLanguage(zhangsan, '日本語');
    await zhangsan.goto(`${BASE_URL}/address`);
    await zhangsan.locator('.address-card__badge', { hasText: '既定' }).waitFor();
    await zhangsan.getByRole('button', { name: /もっと見る/ }).click();
    await zhangsan.getByRole('button', { name: '+ お届け先を追加' }).click();
    await zhangsan.getByRole('button', { name: '保存' }).click();
    await toast(zhangsan, '*の付いた項目を入力してください');
  });
  await h.setLanguage(zhangsan, '中文');

  await phone.close();
  await lisiPhone.close();
  await zhaoliuPhone.close();
}
