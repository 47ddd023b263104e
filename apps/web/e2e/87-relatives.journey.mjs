// Relatives (spec 2 §2 /Addrelatives, §4, §5 "Activity"; issue 16 part 3): zhangsan opens the
// relatives of his unsubmitted museum-day registration, adds his daughter (a wrong ID number shows
// the rule's message under the field; picking "daughter" sets female), ticks his wife and son, tries
// a fourth relative over the cap (最多只能添加3位亲属), confirms; the server keeps that selection.
// The screen in English and Japanese.
import { createRequire } from 'node:module';
import { api, apiToken, BASE_URL } from './harness.mjs';

const axeSource = createRequire(import.meta.url)('axe-core').source;

/** axe's serious and critical findings on the page, one line each. */
async function seriousViolations(page) {
  // Let antd-mobile's enter animations finish: a half-faded text fails the contrast rule.
  await page.waitForTimeout(600);
  await page.evaluate(axeSource);
  const found = await page.evaluate(() =>
    window.axe.run(document, { resultTypes: ['violations'] }).then((r) =>
      r.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      })),
    ),
  );
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.targets.join(' | ')}`);
}

const MUSEUM = '0b6c3a5e-1d2f-4c8a-9e16-000000000002';
const MUSEUM_ZHANGSAN = '0b6c3a5e-1d2f-4c8a-9e16-000000001006';
const PAGE = `/Addrelatives?regID=${MUSEUM_ZHANGSAN}&actId=${MUSEUM}`;
const API = '/CIICActivityAPI/Activity';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** A GB 11643 ID number born on `birth` (YYYYMMDD); an odd 17th digit is male. */
function idNumber(birth, sexDigit) {
  const first17 = `310104${birth}12${sexDigit}`;
  const sum = [...first17].reduce((total, digit, i) => total + Number(digit) * WEIGHTS[i], 0);
  return first17 + '10X98765432'[sum % 11];
}

export default async function relativesJourney(h) {
  const { step, expect } = h;
  const token = await apiToken('zhangsan');
  const phone = await h.newPhone();
  const page = await h.openPage(phone);
  const card = (name) => page.getByTestId('relative-card').filter({ hasText: name });
  const dialog = page.locator('.relative-dialog');

  await step(page, 'the relatives of the museum registration', async () => {
    await h.openAs(page, 'zhangsan', PAGE);
    await card('李梅').waitFor();
    await card('张小明').waitFor();
    expect((await page.getByText('王秀英').count()) === 0, "lisi's mother is listed to zhangsan");
    const found = await seriousViolations(page);
    expect(found.length === 0, `list: ${found.join('; ')}`);
  });

  await step(page, 'a wrong ID number shows the rule under the field; daughter sets female', async () => {
    await page.getByRole('button', { name: '+ 新增亲属' }).click();
    await dialog.getByText('新增亲属').waitFor();
    await page.locator('#relative-name').fill('张小花');
    await dialog.locator('.adm-selector-item', { hasText: '女儿' }).click();
    const female = dialog.locator('.adm-selector-item-active', { hasText: '女' });
    expect((await female.count()) >= 2, 'picking daughter did not set female');
    await page.locator('#relative-age').fill('8');
    await page.locator('#relative-idNo').fill(idNumber('20180501', 3));
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByTestId('relative-error-idNo').filter({ hasText: '请输入正确的身份证号码' }).waitFor();
    const found = await seriousViolations(page);
    expect(found.length === 0, `dialog: ${found.join('; ')}`);
  });

  await step(page, 'a right ID number saves the daughter', async () => {
    await page.locator('#relative-idNo').fill(idNumber('20180501', 4));
    await dialog.getByRole('button', { name: '保存' }).click();
    await card('张小花').waitFor();
    await card('张小花').getByText('女儿').waitFor();
    await card('张小花')
      .getByText(/3101\*+\d{3}[\dX]/)
      .waitFor();
  });

  await step(page, 'ticking wife and son', async () => {
    for (const name of ['李梅', '张小明', '张小花']) {
      const check = card(name).getByTestId('relative-check');
      if (!(await check.locator('input').isChecked())) await check.click();
    }
    await page.getByTestId('relatives-count').filter({ hasText: '3' }).waitFor();
  });

  await step(page, 'a fourth relative is over the cap', async () => {
    await page.getByRole('button', { name: '+ 新增亲属' }).click();
    await page.locator('#relative-name').fill('张大山');
    await dialog.locator('.adm-selector-item', { hasText: '父亲' }).click();
    await dialog.getByRole('button', { name: '保存' }).click();
    await card('张大山').waitFor();
    const check = card('张大山').getByTestId('relative-check');
    if (await check.locator('input').isChecked()) {
      // Without the activity's relativeNum on the page, the server refuses the fourth on confirm.
      await page.getByRole('button', { name: '确定' }).click();
      await page.getByText('最多只能添加3位亲属').waitFor();
      await check.click();
    } else {
      await check.click();
      await page.getByText('最多只能添加3位亲属').waitFor();
      expect(!(await check.locator('input').isChecked()), 'the fourth relative was ticked');
    }
  });

  await step(page, 'confirm keeps wife, son and daughter on the registration', async () => {
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForURL((url) => url.pathname !== '/Addrelatives');
    const list = await api(token, `${API}/GetAllRelatives/${MUSEUM_ZHANGSAN}`);
    const chosen = list.resultData
      .filter((r) => r.is_selected)
      .map((r) => r.relative_name)
      .sort();
    expect(
      JSON.stringify(chosen) === JSON.stringify(['张小明', '张小花', '李梅'].sort()),
      `selection ${JSON.stringify(chosen)}`,
    );
  });

  await step(page, 'the relatives in English', async () => {
    await page.goto(`${BASE_URL}${PAGE}`);
    await h.setLanguage(page, 'English');
    await page.getByRole('button', { name: '+ Add a relative' }).waitFor();
    await card('张小花').getByText('Daughter').waitFor();
    await h.snap(page, 'list en');
    await card('张小花').getByRole('button', { name: 'Edit' }).click();
    await dialog.getByText('Edit relative').waitFor();
    await page.locator('#relative-age').fill('121');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('relative-error-age').filter({ hasText: 'valid age' }).waitFor();
  });

  await step(page, 'the relatives in Japanese', async () => {
    await page.goto(`${BASE_URL}${PAGE}`);
    await h.setLanguage(page, '日本語');
    await page.getByRole('button', { name: '+ 親族を追加' }).waitFor();
    await card('张小花').getByText('娘').waitFor();
    await h.snap(page, 'list ja');
    await page.getByRole('button', { name: '+ 親族を追加' }).click();
    await dialog.getByText('親族を追加').first().waitFor();
    await page.locator('#relative-name').fill('');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByTestId('relative-error-relative_name').waitFor();
  });

  await step(page, 'back to Chinese', async () => {
    await page.goto(`${BASE_URL}${PAGE}`);
    await h.setLanguage(page, '中文');
    await page.getByRole('button', { name: '+ 新增亲属' }).waitFor();
  });

  await step(page, 'the birthday picker (1980-01-01 to today, 3 rows) fills the date', async () => {
    await card('张大山').getByRole('button', { name: '编辑' }).click();
    await page.getByTestId('relative-birthday').click();
    await page.locator('.adm-picker').waitFor();
    await h.snap(page, 'birthday picker');
    await page.locator('.adm-picker-header-button', { hasText: '确定' }).click();
    await page
      .getByTestId('relative-birthday')
      .filter({ hasText: /^\d{4}-\d{2}-\d{2}$/ })
      .waitFor();
    await dialog.getByRole('button', { name: '保存' }).click();
    await card('张大山').waitFor();
    await dialog.waitFor({ state: 'detached' });
  });

  await step(page, 'deleting a relative of a confirmed registration shows the server message', async () => {
    await card('李梅').getByRole('button', { name: '删除' }).click();
    await page.getByText('确定删除亲属“李梅”吗？').waitFor();
    await page.locator('.adm-dialog-footer, .adm-modal-footer').getByRole('button', { name: '删除' }).click();
    await page.getByText('该亲属已随已确认的报名参加活动，不能删除').waitFor();
    await card('李梅').waitFor();
  });
}
