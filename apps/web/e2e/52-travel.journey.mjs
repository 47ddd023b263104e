// Outing, business trip and outing cancellation (spec 1 §2 "Applications", "Approval"; issue 14):
// zhangsan files an outing (09:00-12:40, 3.5 hours) and a two-day business trip through the forms,
// lisi approves both from the outing and the special (trip) approval lists, zhaoliu of another
// department cannot open them, and zhangsan sees them approved in his inquiry list and on the
// attendance calendar. He then asks to cancel the outing; once lisi agrees, the outing leaves the
// calendar. Screens are shot in zh, en and ja.
import chineseDays from 'chinese-days';
import { BASE_URL, pickOption, pickWheels, todayInShanghai } from './harness.mjs';

const { isWorkday } = chineseDays;

/** The `count`-th statutory workday after `date` (YYYY-MM-DD). */
function workdayAfter(date, count) {
  const day = new Date(`${date}T00:00:00Z`);
  for (let found = 0; found < count; ) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (isWorkday(day.toISOString().slice(0, 10))) found += 1;
  }
  return day.toISOString().slice(0, 10);
}

const addDay = (date) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

export default async function travelJourney(h) {
  const { step, expect } = h;
  const today = todayInShanghai();
  // Away from the leave journey's next workday and the demo's trip three weeks ahead.
  const outingDay = workdayAfter(today, 3);
  const tripStart = workdayAfter(today, 5);
  const tripEnd = addDay(tripStart);
  const md = (date) => date.slice(5);

  const ymd = (date) => date.split('-').map(Number);

  const zhangsanPhone = await h.newPhone();
  const zhangsan = await h.openPage(zhangsanPhone);

  await step(zhangsan, 'the home menu opens the trip and the outing forms', async () => {
    await h.openAs(zhangsan, 'zhangsan', '/index');
    await zhangsan.getByText('出差申请', { exact: true }).first().click();
    await h.waitForPath(zhangsan, '/Travelapplication');
    await zhangsan.getByText('出差类型').waitFor();
    await zhangsan.goBack();
    await zhangsan.getByText('外出申请', { exact: true }).first().click();
    await h.waitForPath(zhangsan, '/Goout');
  });

  await step(zhangsan, 'the outing form refuses an empty submit with the spec message', async () => {
    await zhangsan.getByRole('button', { name: '提交' }).click();
    await zhangsan.locator('.travel-error', { hasText: '请选择外出类型' }).waitFor();
    await zhangsan.locator('.travel-error', { hasText: '请输入目的地' }).waitFor();
  });

  await step(zhangsan, 'an outing from 09:00 to 12:40 counts 3.5 hours', async () => {
    await pickOption(zhangsan, '外出类型', '因公外出');
    await pickWheels(zhangsan, '开始时间', [...ymd(outingDay), 9, 0]);
    await pickWheels(zhangsan, '结束时间', [...ymd(outingDay), 12, 40]);
    await zhangsan.locator('[data-testid="travel-length"]', { hasText: '3.5 小时' }).waitFor();
    await zhangsan.getByLabel('目的地', { exact: true }).fill('客户公司（浦东）');
    await zhangsan.getByLabel('交通工具', { exact: true }).fill('地铁');
    await zhangsan.getByLabel('申请说明', { exact: true }).fill('合同签署');
  });

  await step(zhangsan, 'submitting the outing lands on the outing tab of the inquiry list', async () => {
    await zhangsan.getByRole('button', { name: '提交' }).click();
    await h.waitForPath(zhangsan, '/ApplicationInquiry');
    await zhangsan
      .locator('.request-card', { hasText: md(outingDay) })
      .first()
      .waitFor();
  });

  await step(zhangsan, 'a business trip over two dates counts 2 days and is submitted', async () => {
    await zhangsan.goto(`${BASE_URL}/Travelapplication`);
    await pickOption(zhangsan, '出差类型', '国内出差');
    await pickWheels(zhangsan, '开始日期', ymd(tripStart));
    await pickWheels(zhangsan, '结束日期', ymd(tripEnd));
    await zhangsan.locator('[data-testid="travel-length"]', { hasText: '2 天' }).waitFor();
    await zhangsan.getByLabel('目的地', { exact: true }).fill('北京');
    await zhangsan.getByLabel('交通工具', { exact: true }).fill('高铁');
    await zhangsan.getByRole('button', { name: '提交' }).click();
    await h.waitForPath(zhangsan, '/ApplicationInquiry');
    await zhangsan
      .locator('.request-card', { hasText: md(tripStart) })
      .first()
      .waitFor();
  });

  const lisiPhone = await h.newPhone();
  const lisi = await h.openPage(lisiPhone);
  let outingPath = '';

  await step(lisi, 'lisi finds the outing in the outing approval list and agrees', async () => {
    await h.openAs(lisi, 'lisi', '/ApprovalProcessOutgo');
    const card = lisi.locator('.request-card', { hasText: '张三' }).filter({ hasText: md(outingDay) });
    await card.first().click();
    await h.waitForPath(lisi, '/GooutView');
    outingPath = h.path(lisi);
    await lisi.getByText('客户公司（浦东）').waitFor();
    await lisi.locator('.action-panel__buttons button').first().click();
    await lisi.locator('.adm-dialog-button:visible').last().click();
    await h.waitForPath(lisi, '/ApprovalProcessOutgo');
  });

  await step(lisi, 'the trip is in the special list, not the outing list, and lisi agrees', async () => {
    const inOutgo = lisi.locator('.request-card', { hasText: '张三' }).filter({ hasText: md(tripStart) });
    expect((await inOutgo.count()) === 0, 'the trip shows in the outing list');
    await lisi.goto(`${BASE_URL}/ApprovalProcessSpecial`);
    const card = lisi.locator('.request-card', { hasText: '张三' }).filter({ hasText: md(tripStart) });
    await card.first().click();
    await h.waitForPath(lisi, '/TravelView');
    await lisi.locator('.action-panel__buttons button').first().click();
    await lisi.locator('.adm-dialog-button:visible').last().click();
    await h.waitForPath(lisi, '/ApprovalProcessSpecial');
  });

  const zhaoliuPhone = await h.newPhone();
  const zhaoliu = await h.openPage(zhaoliuPhone);
  await step(zhaoliu, 'zhaoliu of another department cannot open the outing', async () => {
    await h.openAs(zhaoliu, 'zhaoliu', outingPath);
    await zhaoliu.getByText('记录不存在').first().waitFor();
    expect((await zhaoliu.locator('.action-panel__buttons button').count()) === 0, 'zhaoliu sees actions');
  });
  await zhaoliuPhone.close();

  await step(zhangsan, 'the inquiry list shows the outing and the trip approved', async () => {
    await zhangsan.goto(`${BASE_URL}/ApplicationInquiry?Type=goout`);
    await zhangsan
      .locator('.request-card', { hasText: md(outingDay) })
      .filter({ hasText: '审批通过' })
      .first()
      .waitFor();
    await zhangsan.goto(`${BASE_URL}/ApplicationInquiry?Type=travel`);
    const trip = zhangsan
      .locator('.request-card', { hasText: md(tripStart) })
      .filter({ hasText: '审批通过' });
    await trip.first().click();
    await h.waitForPath(zhangsan, '/TravelView');
    await zhangsan.getByText('同意').first().waitFor();
  });

  /** Opens the calendar on a date's month and taps its day; the day card then lists its requests. */
  async function openDay(page, date) {
    await page.goto(`${BASE_URL}/Attendancecard?tab=2`);
    await page.locator('.cal-cell--today').waitFor();
    if (date.slice(0, 7) !== today.slice(0, 7)) await page.getByRole('button', { name: '下个月' }).click();
    const cell = page.locator('.cal-cell').filter({
      has: page.locator('.cal-cell__num', { hasText: new RegExp(`^${Number(date.slice(8))}$`) }),
    });
    await cell.first().click();
    await page
      .getByText(`${Number(date.slice(5, 7))}月${Number(date.slice(8))}日`)
      .first()
      .waitFor();
  }

  await step(zhangsan, 'the calendar shows the trip days and the outing', async () => {
    await openDay(zhangsan, tripEnd);
    await zhangsan.locator('.request-line__name', { hasText: '国内出差' }).waitFor();
    // A whole day away reads as a trip day.
    await zhangsan
      .locator('.cal-cell', { has: zhangsan.locator('.visually-hidden', { hasText: '出差' }) })
      .first()
      .waitFor();
    await openDay(zhangsan, outingDay);
    await zhangsan.locator('.request-line__name', { hasText: '因公外出' }).waitFor();
  });

  let cancelId = '';
  await step(zhangsan, 'zhangsan asks to cancel the approved outing', async () => {
    await zhangsan.goto(`${BASE_URL}/ApplicationInquiry?Type=goout`);
    await zhangsan
      .locator('.request-card', { hasText: md(outingDay) })
      .first()
      .click();
    await h.waitForPath(zhangsan, '/GooutView');
    await zhangsan.getByRole('button', { name: '撤销外出' }).click();
    await h.waitForPath(zhangsan, '/CommonsWorkOuttingCancelDetail');
    await zhangsan.getByPlaceholder('请输入撤销说明').fill('客户改期');
    await h.snap(zhangsan, 'outing cancellation form');
    await zhangsan.getByRole('button', { name: '提交' }).click();
    await h.waitForPath(zhangsan, '/CommonsWorkOuttingCancelDetailSuccess');
    await zhangsan.getByRole('button', { name: '查看撤销申请' }).waitFor();
    cancelId = new URL(zhangsan.url()).searchParams.get('localTravelCancelID') ?? '';
    expect(cancelId !== '', 'no cancellation id');
  });

  await step(lisi, 'lisi approves the cancellation from the outing cancellation list', async () => {
    await lisi.goto(`${BASE_URL}/ApprovalProcessOuttingCancel`);
    await lisi
      .locator('.request-card', { hasText: '张三' })
      .filter({ hasText: md(outingDay) })
      .first()
      .click();
    await h.waitForPath(lisi, '/WorkOuttingapprovalDetailsCancel');
    await lisi.getByText('客户改期').waitFor();
    await lisi.locator('.action-panel__buttons button').first().click();
    await lisi.locator('.adm-dialog-button:visible').last().click();
    await h.waitForPath(lisi, '/ApprovalProcessOuttingCancel');
  });

  await step(zhangsan, 'the cancelled outing leaves the calendar', async () => {
    await openDay(zhangsan, outingDay);
    await zhangsan.locator('.request-line__name').first().waitFor({ state: 'detached' });
    await zhangsan.waitForTimeout(500);
    expect(
      (await zhangsan.locator('.request-line__name', { hasText: '因公外出' }).count()) === 0,
      'still shown',
    );
    await zhangsan.goto(`${BASE_URL}/ApplicationInquiry?Type=6`);
    await zhangsan
      .locator('.request-card', { hasText: md(outingDay) })
      .filter({ hasText: '审批通过' })
      .first()
      .waitFor();
  });

  for (const [language, texts] of [
    ['English', { outing: 'Outing request', trip: 'Business trip request', cancelled: 'Cancelled' }],
    ['日本語', { outing: '外出申請', trip: '出張申請', cancelled: '取消済み' }],
  ]) {
    await step(zhangsan, `${language}: the outing form, the cancelled outing and the trip`, async () => {
      await h.setLanguage(zhangsan, language);
      await zhangsan.goto(`${BASE_URL}/Goout`);
      await zhangsan.getByText(texts.outing).first().waitFor();
      await h.snap(zhangsan, `${language} outing form`);
      await zhangsan.goto(`${BASE_URL}${outingPath.replace(/&name=[^&]*/, '')}`);
      await zhangsan.getByText(texts.cancelled).first().waitFor();
      await h.snap(zhangsan, `${language} outing view`);
      await zhangsan.goto(`${BASE_URL}/ApplicationInquiry?Type=travel`);
      await zhangsan
        .locator('.request-card', { hasText: md(tripStart) })
        .first()
        .click();
      await h.waitForPath(zhangsan, '/TravelView');
      await zhangsan.getByText(texts.trip).first().waitFor();
      await zhangsan.getByText('北京').first().waitFor();
    });
  }
  await h.setLanguage(zhangsan, '中文');

  await zhangsanPhone.close();
  await lisiPhone.close();
}
