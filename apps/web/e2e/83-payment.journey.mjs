// Payment (spec 2 §2 "Payment result screen", §4 "Payment flags"; issue 15): the pay screen with no
// bill alerts and goes back; zhangsan's unpaid shop order is paid in the sandbox (the page says it
// is the sandbox), the result comes from the server (支付成功) and the order cannot be paid again;
// a cancel shows 支付取消; the result screens in en and ja; zhaoliu cannot open zhangsan's bill.
//
// The order: E2E_PAY_BILL (`shopOrder:<uuid>` of an unpaid order of zhangsan) when given, else the
// first open unpaid order of zhangsan's special-sale order list (GetOrderList, the orders part).
import { BASE_URL, PASSWORD } from './harness.mjs';

async function api(token, path, body) {
  const response = await fetch(`${BASE_URL}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return response.json();
}

async function login(userName) {
  const body = await api(null, '/api/Token/Login', { userName, password: PASSWORD });
  return body.resultData.token;
}

const UNPAID = [1, '1', '待支付'];

/** Bills of zhangsan's unpaid orders (newest first as the list gives them). */
async function unpaidBills(token) {
  const list = await api(token, '/CIICOnSalesAPI/OnSales/GetOrderList?orderStatus=1&pageNow=1&pageSize=50');
  const rows = list?.resultData?.result ?? [];
  return rows
    .filter((row) => UNPAID.includes(row.order_status) || UNPAID.includes(row.orderStatus))
    .map((row) => `shopOrder:${row.order_id ?? row.orderId}`);
}

async function payableBill(token, taken) {
  if (process.env.E2E_PAY_BILL && !taken.includes(process.env.E2E_PAY_BILL)) return process.env.E2E_PAY_BILL;
  for (const bill of await unpaidBills(token)) {
    const info = await api(token, `/api/Wx/PayInfo?bill=${encodeURIComponent(bill)}`);
    if (info.errNo === 0 && info.resultData.state === 'open' && !taken.includes(bill)) return bill;
  }
  throw new Error('no unpaid order of zhangsan: set E2E_PAY_BILL or place one through the checkout');
}

export default async function paymentJourney(h) {
  const { step, expect } = h;
  const zhangsanToken = await login('zhangsan');
  const zhaoliuToken = await login('zhaoliu');
  const phone = await h.newPhone();
  const page = await h.openPage(phone);
  const taken = [];
  let bill = '';

  await step(page, 'the pay screen without a bill alerts and goes back', async () => {
    await h.openAs(page, 'zhangsan', '/index');
    await page.goto(`${BASE_URL}/pay?flag=order`);
    await page.getByText('非正常支付操作,请在订单详细页面点击去支付按钮').waitFor();
    await h.snap(page, 'no-bill-alert');
    await page.getByRole('button', { name: /确定|OK/ }).click();
    await page.waitForURL((url) => url.pathname !== '/pay');
  });

  await step(page, 'the pay screen shows the order amount from the server', async () => {
    bill = await payableBill(zhangsanToken, taken);
    taken.push(bill);
    const info = await api(zhangsanToken, `/api/Wx/PayInfo?bill=${encodeURIComponent(bill)}`);
    await page.goto(`${BASE_URL}/pay?flag=order&bill=${encodeURIComponent(bill)}`);
    await page.getByText('特惠支付').first().waitFor();
    await page
      .getByTestId('pay-amount')
      .filter({ hasText: `¥${info.resultData.amount}` })
      .waitFor();
    await page.getByRole('button', { name: '去支付' }).waitFor();
  });

  await step(page, 'another employee cannot read the bill', async () => {
    const other = await api(zhaoliuToken, `/api/Wx/PayInfo?bill=${encodeURIComponent(bill)}`);
    expect(
      other.errNo !== 0 && other.resultData === null,
      `zhaoliu read zhangsan's bill: ${JSON.stringify(other)}`,
    );
  });

  await step(page, 'cancel on the sandbox page shows 支付取消', async () => {
    await page.getByRole('button', { name: '去支付' }).click();
    await page.waitForURL((url) => url.pathname === '/api/Wx/Sandbox/Pay');
    await page.getByText('不会真正扣款').waitFor();
    await h.snap(page, 'sandbox-page');
    await page.getByRole('button', { name: '取消' }).click();
    await page.waitForURL((url) => url.pathname === '/pay' && url.searchParams.get('result') === 'cancel');
    await page.getByText('支付取消').waitFor();
  });

  await step(page, 'confirming in the sandbox pays it: 支付成功, and it cannot be paid again', async () => {
    await page.getByRole('button', { name: '重新支付' }).click();
    await page.waitForURL((url) => url.pathname === '/api/Wx/Sandbox/Pay');
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.waitForURL((url) => url.pathname === '/pay' && url.searchParams.get('result') === 'ok');
    await page.getByText('支付成功').waitFor();
    expect(
      (await page.getByRole('button', { name: /去支付|重新支付/ }).count()) === 0,
      'a pay button is still offered',
    );
    const result = await api(zhangsanToken, `/api/Wx/PayResult?bill=${encodeURIComponent(bill)}`);
    expect(result.resultData?.state === 'paid', `PayResult: ${JSON.stringify(result)}`);
    const again = await api(zhangsanToken, '/api/Wx/JsApi', {
      openid: '',
      tfee: Math.round(Number(result.resultData.amount) * 100),
      body: '',
      sp_billno: bill,
    });
    expect(again.message === '该订单已支付', `paid again: ${JSON.stringify(again)}`);
  });

  await step(page, 'back goes to the order detail', async () => {
    await page.getByRole('button', { name: '返回' }).last().click();
    await page.waitForURL((url) => url.pathname === '/Specialsaledetails');
  });

  await step(page, 'the result screen in English', async () => {
    await h.setLanguage(page, 'English');
    await page.goto(`${BASE_URL}/pay?flag=order&bill=${encodeURIComponent(bill)}&result=ok`);
    await page.getByText('Payment successful').waitFor();
    await page.getByText('Special-offer payment').first().waitFor();
    await h.snap(page, 'result-en');
  });

  await step(page, 'the result screen in Japanese', async () => {
    await h.setLanguage(page, '日本語');
    await page.goto(`${BASE_URL}/pay?flag=myactive&bill=${encodeURIComponent(bill)}&result=ok`);
    await page.getByText('支払い完了').waitFor();
    await page.getByText('イベント支払い').first().waitFor();
    await h.snap(page, 'result-ja');
    await h.setLanguage(page, '中文');
  });
}
