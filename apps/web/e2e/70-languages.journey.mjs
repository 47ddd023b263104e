// The reader's language reaches what the app does not write itself (issue 13): antd-mobile's own
// aria-labels, names that are company data (shift, rule titles), the back arrow's name, solar terms
// that fit their calendar cell, and a tap on the chosen region that keeps it chosen.
import { BASE_URL } from './harness.mjs';

const HAN = /[\u3400-\u9fff]/;

/** aria-labels on the page written in Chinese characters (Japanese kana-only labels pass). */
async function hanLabels(page) {
  return page.evaluate(
    (source) =>
      [...document.querySelectorAll('[aria-label]')]
        .map((element) => element.getAttribute('aria-label'))
        .filter((label) => new RegExp(source).test(label)),
    HAN.source,
  );
}

export default async function languagesJourney(h) {
  const { step, expect } = h;
  const context = await h.newPhone();
  const page = await h.openPage(context);

  await step(page, 'English: the search bar and the back arrow are named in English', async () => {
    await h.openAs(page, 'lisi', '/ApprovalProcessLeave');
    await h.setLanguage(page, 'English');
    await page.getByRole('button', { name: 'Back', exact: true }).waitFor();
    await page.locator('[aria-label="Search Bar"]').first().waitFor();
    const labels = await hanLabels(page);
    expect(labels.length === 0, `Chinese aria-labels: ${labels.join(', ')}`);
  });

  await step(page, 'English: the shift and the rule articles are named in English', async () => {
    await page.goto(`${BASE_URL}/Attendancecard?tab=2`);
    await page.locator('.cal-cell').first().waitFor();
    // The day card names the selected day's shift; today may be a rest day, so pick a workday.
    await page.locator('.cal-cell:not(.cal-cell--soft)').first().click();
    await page.getByText('Standard shift').first().waitFor();
    await page.goto(`${BASE_URL}/Attendancecard?tab=4`);
    await page.getByText('Attendance policy').waitFor();
  });

  await step(page, 'English: the solar terms of November 2026 fit their cells', async () => {
    await page.goto(`${BASE_URL}/Attendancecard?tab=2`);
    await page.locator('.cal-cell__label--solarTerm').first().waitFor();
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('.cal-cell__label')]
        .filter(
          (label) => label.scrollHeight > label.clientHeight + 1 || label.scrollWidth > label.clientWidth + 1,
        )
        .map((label) => label.textContent),
    );
    expect(cut.length === 0, `labels cut: ${cut.join(', ')}`);
  });

  await step(page, 'English: a tap on the chosen region keeps it chosen', async () => {
    await page.goto(`${BASE_URL}/Marriageleave`);
    const shanghai = page.locator('.leave-calc__selector .adm-selector-item', { hasText: 'Shanghai' });
    await shanghai.click();
    await shanghai.click();
    expect(
      (await shanghai.getAttribute('class')).includes('adm-selector-item-active'),
      'Shanghai was deselected',
    );
    const selector = await page.locator('.leave-calc__selector').getAttribute('aria-label');
    expect(selector === 'Selector', `selector label: ${selector}`);
  });

  await step(page, 'Japanese: the kit speaks Japanese and the shift has its Japanese name', async () => {
    await h.setLanguage(page, '日本語');
    await page.goto(`${BASE_URL}/ApprovalProcessLeave`);
    await page.getByRole('button', { name: '戻る', exact: true }).waitFor();
    await page.locator('[aria-label="検索バー"]').first().waitFor();
    await page.goto(`${BASE_URL}/Attendancecard?tab=2`);
    await page.locator('.cal-cell:not(.cal-cell--soft)').first().click();
    await page.getByText('標準勤務').first().waitFor();
  });

  await context.close();
}
