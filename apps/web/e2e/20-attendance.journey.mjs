// Attendance (spec 1 §2 "Attendance"): clock in at the office, the record on the clock card and the
// calendar, lunar dates, the summary's detail rule, the rules tab; an out-of-range attempt kept for
// HR; the clock card in English and Japanese.
import { BASE_URL, HEAD_OFFICE, todayInShanghai } from './harness.mjs';

/** About 10 m north of the head office punch point (range 300 m). */
const AT_OFFICE = { latitude: HEAD_OFFICE.latitude + 0.00009, longitude: HEAD_OFFICE.longitude };
/** About 5 km north of it. */
const FAR_AWAY = { latitude: HEAD_OFFICE.latitude + 0.045, longitude: HEAD_OFFICE.longitude };

const TIME = /^\d{2}:\d{2}:\d{2}$/;

export default async function attendanceJourney(h) {
  const { step, expect, path } = h;

  const context = await h.newPhone({ geolocation: AT_OFFICE });
  const page = await h.openPage(context);

  await step(page, 'clock card shows the ticking server time and the office in range', async () => {
    await h.openAs(page, 'zhangsan', '/Attendancecard?tab=1');
    const clock = page.getByTestId('server-time');
    await clock.waitFor();
    const first = (await clock.textContent())?.trim() ?? '';
    expect(TIME.test(first), `server time looks wrong: "${first}"`);
    await page.waitForTimeout(1200);
    const second = (await clock.textContent())?.trim() ?? '';
    expect(second !== first, 'the clock did not tick');
    // The date and the zone in words, as the business zone's wall clock gives them.
    const [y, m, d] = todayInShanghai().split('-').map(Number);
    await page.locator('.clock-face__date', { hasText: `${y}年${m}月${d}日` }).waitFor();
    await page.locator('.clock-face__zone', { hasText: '服务器时间 · 中国标准时间' }).waitFor();
    await page.locator('.range-hint__text--good', { hasText: '已进入考勤范围' }).waitFor();
  });

  let clockedAt = '';
  await step(page, 'clock in records the server time', async () => {
    const button = page.getByTestId('punch-button');
    await button.filter({ hasText: '上班打卡' }).waitFor();
    await button.click();
    const result = page.getByTestId('punch-result');
    await result.getByText('上班打卡成功').waitFor();
    clockedAt = (await result.locator('.punch-result__time').textContent())?.trim() ?? '';
    expect(/\d{2}:\d{2}/.test(clockedAt), `no time in the result: "${clockedAt}"`);
  });

  await step(page, 'the card then shows the sign-in and offers clock-out', async () => {
    await page.getByRole('button', { name: '知道了' }).click();
    await page.getByTestId('punch-button').filter({ hasText: '下班打卡' }).waitFor();
    await page
      .locator('.punch-cell__time', { hasText: clockedAt.slice(0, 5) })
      .first()
      .waitFor();
  });

  await step(page, 'calendar shows lunar dates and today with its record', async () => {
    await page.getByRole('tab', { name: '日历' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === '2');
    await page.locator('.cal-cell--today').waitFor();
    await page.locator('.cal-cell__label--lunarDay').first().waitFor();
    const labels = await page.locator('.cal-cell__label').allTextContents();
    const lunar = labels.filter((text) => /^(初|十|廿|三十|正月|[一二三四五六七八九十冬腊]+月)/.test(text));
    expect(lunar.length >= 15, `few lunar labels: ${labels.slice(0, 8).join(' ')}`);
    await page.locator('.cal-cell--today').click();
    await page.locator('.day-card .day-card__punch', { hasText: clockedAt.slice(0, 5) }).waitFor();
    await page.locator('.day-card__lunar').waitFor();
  });

  await step(page, 'a past month marks late, missing and absent days', async () => {
    await page.locator('.cal-head__arrow').first().click();
    await page.locator('.cal-cell--today').waitFor({ state: 'detached' });
    await page.locator('.cal-cell .state-tone--late').first().waitFor();
    await page.locator('.cal-cell .state-tone--missing, .cal-cell .state-tone--absent').first().waitFor();
  });

  await step(page, 'the month sheet opens on a tap and goes to the month chosen', async () => {
    const [year, month] = todayInShanghai().split('-').map(Number);
    const back = new Date(Date.UTC(year, month - 1 - 2, 1));
    const [y, m] = [back.getUTCFullYear(), back.getUTCMonth() + 1];
    const names = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];
    await page.locator('.cal-head__title').click();
    const columns = page.locator('.adm-picker-view-column:visible');
    for (const [index, text] of [`${y}年`, `${names[m - 1]}月`].entries()) {
      await columns
        .nth(index)
        .locator('.adm-picker-view-column-item', { hasText: new RegExp(`^${text}$`) })
        .dispatchEvent('click');
      await page.waitForTimeout(350);
    }
    await page.locator('.adm-picker-header-button:visible').last().click();
    await page.locator('.cal-head__title', { hasText: `${y}年${m}月` }).waitFor();
  });

  await step(page, 'summary opens a detail only for a category with days', async () => {
    await page.getByRole('tab', { name: '汇总' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === '3');
    await page.locator('.tiles').waitFor();
    // The previous month of the demo has late days, and always categories without any.
    await page.locator('.month-bar__arrow').first().click();
    await page.locator('.tile--on').first().waitFor();
    const off = page.locator('.tile--off').first();
    await off.waitFor();
    await h.snap(page, 'summary of last month');
    await off.click();
    expect(path(page).startsWith('/Attendancecard'), `a category without days opened ${path(page)}`);
    await page.locator('.tile--on').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/AttendanceDetail/'));
    const [, , type, ym] = new URL(page.url()).pathname.split('/');
    expect(type && /^\d{4}-?\d{2}$/.test(ym ?? ''), `detail path: ${path(page)}`);
    await page.locator('.detail-list .detail-day').first().waitFor();
  });

  await step(page, 'rules tab lists the articles and opens one', async () => {
    await page.goto(`${BASE_URL}/Attendancecard?tab=4`);
    const first = page.locator('.rules-list .adm-list-item').first();
    await first.waitFor();
    await first.click();
    await page.waitForURL((url) => url.pathname.startsWith('/AttendancecardDetail/'));
    await page.locator('.rule__title').waitFor();
  });

  await step(page, 'the tabs follow the arrow keys, Home and End', async () => {
    await page.goto(`${BASE_URL}/Attendancecard?tab=4`);
    await page.getByRole('tab', { name: '规则', selected: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL((url) => url.searchParams.get('tab') === '1');
    await page.getByRole('tab', { name: '打卡', selected: true }).waitFor();
    const focused = await page.evaluate(() => document.activeElement?.textContent);
    expect(focused === '打卡', `focus is on "${focused}", not on the selected tab`);
    await page.keyboard.press('End');
    await page.waitForURL((url) => url.searchParams.get('tab') === '4');
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL((url) => url.searchParams.get('tab') === '3');
    await page.keyboard.press('Home');
    await page.waitForURL((url) => url.searchParams.get('tab') === '1');
    await page.getByTestId('punch-button').waitFor();
  });

  await step(page, 'clock card in English', async () => {
    await page.goto(`${BASE_URL}/Attendancecard?tab=1`);
    await h.setLanguage(page, 'English');
    await page.getByTestId('punch-button').filter({ hasText: 'Clock out' }).waitFor();
    await page.getByText('Server time · China Standard Time').waitFor();
    const date = (await page.locator('.clock-face__date').textContent()) ?? '';
    expect(/^[A-Z][a-z]+ \d{1,2}, \d{4} \S/.test(date), `English date: "${date}"`);
    await h.snap(page, 'clock card in English');
  });

  await step(page, 'calendar in Japanese', async () => {
    await h.setLanguage(page, '日本語');
    await page.goto(`${BASE_URL}/Attendancecard?tab=2`);
    await page.getByRole('tab', { name: 'カレンダー' }).waitFor();
    await page.locator('.cal-cell__label--lunarDay').first().waitFor();
    await page.locator('.day-card .day-card__punch', { hasText: clockedAt.slice(0, 5) }).waitFor();
  });
  await h.setLanguage(page, '中文');
  await context.close();

  // Another employee, 5 km from the office: refused, and the attempt is kept for HR.
  const farContext = await h.newPhone({ geolocation: FAR_AWAY });
  const far = await h.openPage(farContext);
  await step(far, 'clock in 5 km away is refused and kept for review', async () => {
    await h.openAs(far, 'zhaoliu', '/Attendancecard?tab=1');
    await far.locator('.range-hint__text--warn').waitFor();
    await far.getByTestId('punch-button').filter({ hasText: '上班打卡' }).click();
    const result = far.getByTestId('punch-result');
    await result.getByText('不在打卡范围内').first().waitFor();
    await result.locator('.punch-result__far').waitFor();
    await far.getByRole('button', { name: '知道了' }).click();
    await far.locator('.exception-list__item').first().waitFor();
    await far.getByTestId('punch-button').filter({ hasText: '上班打卡' }).waitFor();
  });
  await farContext.close();

  // The phone refuses to tell its position: the translated position error, no punch sent.
  const deniedContext = await h.newPhone();
  const denied = await h.openPage(deniedContext);
  await step(denied, 'a denied position shows the translated error', async () => {
    await h.openAs(denied, 'sunqi', '/Attendancecard?tab=1');
    await denied.locator('.range-hint__text--bad', { hasText: '定位' }).waitFor();
    expect(path(denied).startsWith('/Attendancecard'), 'left the clock card');
  });
  await deniedContext.close();
}
