// Make-up clock (补打卡, spec 1 §2, §4, §5; issue 14): zhangsan files an off-duty make-up from a day
// of the calendar that misses its sign-out, the form's own rule asking for the work status first;
// wangwu (HR, the administrative assistant) finds it by employee number and approves it; the day
// then shows repaired; zhaoliu of another department cannot open it. Clocking out hours before the
// shift ends asks first (DingTalk does) and then shows the 早退 minutes. The screens in en and ja.
import chineseDays from 'chinese-days';
import { HEAD_OFFICE, todayInShanghai } from './harness.mjs';

const { isWorkday } = chineseDays;

/** Now in Shanghai as minutes of the day (the shifts are 09:00-18:00 with 5 minutes of grace). */
function shanghaiMinutes() {
  const [hh, mm] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Shanghai',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .split(':')
    .map(Number);
  return hh * 60 + mm;
}

export default async function makeupJourney(h) {
  const { step, expect } = h;
  const zhangsanPhone = await h.newPhone();
  const zhangsan = await h.openPage(zhangsanPhone);
  const missingCells = (page) =>
    page.locator('.cal-cell:not(.cal-cell--soft)', {
      has: page.locator('.visually-hidden', { hasText: '缺卡' }),
    });
  let date = '';
  let detailPath = '';
  let monthsBack = 0;
  /** How many months before the current one the calendar shows (from its title, e.g. 2026年10月). */
  async function monthsBackOf(page) {
    const title = (await page.locator('.cal-head__title').first().textContent()) ?? '';
    const m = /(\d{4})\D+(\d{1,2})/.exec(title);
    const now = todayInShanghai();
    if (!m) return 0;
    return (Number(now.slice(0, 4)) - Number(m[1])) * 12 + Number(now.slice(5, 7)) - Number(m[2]);
  }

  await step(zhangsan, 'a day missing its sign-out offers 补打卡 on its card', async () => {
    await h.openAs(zhangsan, 'zhangsan', '/Attendancecard?tab=2');
    await zhangsan.locator('.cal-cell--today').waitFor();
    await zhangsan.waitForTimeout(800);
    // The demo's forgotten sign-outs lie in the last months: go back until one shows.
    for (let back = 0; back < 3 && (await missingCells(zhangsan).count()) === 0; back += 1) {
      await zhangsan.getByRole('button', { name: '上个月' }).click();
      await zhangsan.waitForTimeout(1200);
    }
    monthsBack = await monthsBackOf(zhangsan);
    await missingCells(zhangsan).last().click();
    await zhangsan.locator('.day-card', { hasText: '缺卡' }).waitFor();
    await zhangsan.locator('.day-card__makeup').click();
    await zhangsan.waitForURL((url) => url.pathname.startsWith('/AttendanceFillClock/'));
    const parts = new URL(zhangsan.url()).pathname.split('/');
    date = parts[2] ?? '';
    expect(/^\d{4}-\d{2}-\d{2}$/.test(date), `no date in ${zhangsan.url()}`);
    expect(parts[3] === '1', `the off-duty type is not chosen: ${parts[3]}`);
    await zhangsan.getByRole('button', { name: '提交申请' }).waitFor();
  });

  await step(zhangsan, 'the form asks for the reason and the work status first', async () => {
    await zhangsan.getByRole('button', { name: '提交申请' }).click();
    await zhangsan.locator('.makeup-error', { hasText: '请选择工作状态' }).waitFor();
    await zhangsan.locator('.makeup-error', { hasText: '请输入补打卡原因' }).waitFor();
  });

  await step(zhangsan, 'filing it opens the request, in approval', async () => {
    await zhangsan.locator('.adm-selector-item', { hasText: '正常下班' }).click();
    await zhangsan.getByLabel('补打卡原因').fill('下班时手机没电，忘记打卡');
    await zhangsan.getByRole('button', { name: '提交申请' }).click();
    await zhangsan.waitForURL((url) => url.pathname.startsWith('/CommonAttendanceFillClockDetail/'));
    detailPath = h.path(zhangsan);
    await zhangsan.locator('.makeup-detail', { hasText: date }).waitFor();
    await zhangsan.getByText('审批中').first().waitFor();
    await zhangsan.getByRole('button', { name: '撤回' }).waitFor();
  });

  const zhaoliuPhone = await h.newPhone();
  const zhaoliu = await h.openPage(zhaoliuPhone);
  await step(zhaoliu, 'zhaoliu of another department cannot open it', async () => {
    await h.openAs(zhaoliu, 'zhaoliu', detailPath);
    await zhaoliu.getByText('记录不存在').first().waitFor();
  });

  const wangwuPhone = await h.newPhone();
  const wangwu = await h.openPage(wangwuPhone);
  await step(wangwu, 'wangwu (HR) finds it by employee number in the make-up approvals', async () => {
    await h.openAs(wangwu, 'wangwu', '/FillClockList');
    await wangwu.getByRole('searchbox').fill('E10001');
    await wangwu.getByRole('searchbox').press('Enter');
    const card = wangwu.locator('.request-card', { hasText: '张三' }).filter({ hasText: date });
    await card.first().click();
    await wangwu.waitForURL((url) => url.pathname.startsWith('/AttendanceFillClockDetail/'));
    await wangwu.locator('.action-panel__buttons button').first().waitFor();
  });

  await step(wangwu, 'wangwu approves it', async () => {
    await wangwu.locator('.action-panel__buttons button').first().click();
    await wangwu.locator('.adm-dialog-button:visible').last().click();
    await wangwu.waitForURL((url) => url.pathname === '/FillClockList');
  });

  await step(zhangsan, 'the calendar day shows the sign-out made up and the day normal', async () => {
    const [, month, day] = date.split('-').map(Number);
    await zhangsan.goto(`${h.BASE_URL ?? new URL(zhangsan.url()).origin}/Attendancecard?tab=2`);
    await zhangsan.locator('.cal-cell--today').waitFor();
    expect(month > 0, 'no month');
    for (let back = 0; back < monthsBack; back += 1) {
      await zhangsan.getByRole('button', { name: '上个月' }).click();
      await zhangsan.waitForTimeout(800);
    }
    const cell = zhangsan
      .locator('.cal-cell:not(.cal-cell--soft)', {
        has: zhangsan.locator('.visually-hidden', { hasText: '正常' }),
      })
      .filter({ has: zhangsan.locator('.cal-cell__num', { hasText: new RegExp(`^${day}$`) }) });
    await cell.first().click();
    await zhangsan.locator('.day-card', { hasText: '已补卡' }).waitFor();
    await zhangsan.locator('.day-card .request-line--link', { hasText: '已通过' }).click();
    await zhangsan.waitForURL((url) => url.pathname.startsWith('/CommonAttendanceFillClockDetail/'));
    await zhangsan.getByText('审批通过').first().waitFor();
  });

  await step(zhangsan, 'my make-ups are the inquiry tab 3', async () => {
    await zhangsan.goto(`${new URL(zhangsan.url()).origin}/CommonAttendanceFillClockView`);
    await zhangsan.waitForURL((url) => url.pathname === '/ApplicationInquiry');
    await zhangsan.locator('.request-card', { hasText: '补打卡（下班）' }).first().waitFor();
  });

  const lisiPhone = await h.newPhone({ geolocation: HEAD_OFFICE });
  const lisi = await h.openPage(lisiPhone);
  await step(lisi, 'clocking out hours before the shift ends asks first', async () => {
    await h.openAs(lisi, 'lisi', '/Attendancecard?tab=1');
    const button = lisi.getByTestId('punch-button');
    await button.waitFor();
    await lisi.locator('.range-hint__text--good').waitFor();
    if ((await button.textContent())?.includes('上班打卡')) {
      await button.click();
      await lisi.getByTestId('punch-result').waitFor();
      await lisi.getByRole('button', { name: '知道了' }).click();
    }
    await button.filter({ hasText: '下班打卡' }).waitFor();
    // Only a workday has a shift to leave early from (the demo shifts follow the statutory calendar).
    const today = todayInShanghai();
    const early = isWorkday(today) ? 18 * 60 - 5 - shanghaiMinutes() : 0;
    await button.click();
    if (early > 1) {
      const question = lisi.locator('.adm-dialog').getByText(/早退\d+分钟/);
      await question.waitFor();
      // Cancelling keeps the day as it was: no sign-out is sent.
      await lisi.locator('.adm-dialog-footer').getByRole('button', { name: '取消' }).click();
      await question.waitFor({ state: 'detached' });
      expect((await lisi.getByTestId('punch-result').count()) === 0, 'cancelled clock-out was sent');
      await button.click();
      await question.waitFor();
      await lisi.locator('.adm-dialog-footer').getByRole('button', { name: '确定早退打卡' }).click();
    }
    await lisi.getByTestId('punch-result').getByText('下班打卡成功').waitFor();
    await lisi.getByRole('button', { name: '知道了' }).click();
    // The card then says how early, in the words of the day's judgement.
    if (early > 1)
      await lisi
        .getByText(/早退\s*\d+\s*分钟/)
        .first()
        .waitFor();
  });

  await step(zhangsan, 'the make-up form and detail in English', async () => {
    await h.setLanguage(zhangsan, 'English');
    await zhangsan.goto(`${new URL(zhangsan.url()).origin}${detailPath}`);
    await zhangsan.getByText('Make-up clock (off duty)').first().waitFor();
    await zhangsan.goto(`${new URL(zhangsan.url()).origin}/AttendanceFillClock/${date}/0`);
    await zhangsan.getByRole('button', { name: 'Submit' }).click();
    await zhangsan.locator('.makeup-error', { hasText: 'Please enter the reason' }).waitFor();
  });

  await step(zhangsan, 'the make-up form and detail in Japanese', async () => {
    await h.setLanguage(zhangsan, '日本語');
    await zhangsan.goto(`${new URL(zhangsan.url()).origin}${detailPath}`);
    await zhangsan.getByText('打刻修正（退勤）').first().waitFor();
    await zhangsan.goto(`${new URL(zhangsan.url()).origin}/AttendanceFillClock/${date}/1`);
    await zhangsan.getByRole('button', { name: '申請する' }).click();
    await zhangsan.locator('.makeup-error', { hasText: '勤務状況を選んでください' }).waitFor();
  });
  // Back to Chinese after the step, so its screenshot shows the Japanese form.
  await h.setLanguage(zhangsan, '中文');

  await zhangsanPhone.close();
  await zhaoliuPhone.close();
  await wangwuPhone.close();
  await lisiPhone.close();
}
