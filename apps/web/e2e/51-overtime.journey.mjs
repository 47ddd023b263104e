// Overtime and its cancellation (spec 1 §2 "Applications", §5 "Overtime"; issue 14 acceptance):
// zhangsan files a workday overtime for this evening through the form (the form's own rule refuses an
// empty submit first), lisi approves it from his overtime approval list, a colleague of another
// department cannot open it, and zhangsan sees it approved in his inquiry list and on the attendance
// calendar. Then he asks to cancel it and lisi approves the cancellation. The screens are looked at
// in en and ja too.
import { todayInShanghai } from './harness.mjs';

export default async function overtimeJourney(h) {
  const { step, expect } = h;
  const today = todayInShanghai();
  const day = Number(today.slice(8, 10));

  /** The open sheet with this title (the popup's own root has no box; its body does). */
  const sheetOf = (page, title) =>
    page.locator('.adm-popup-body:visible', {
      has: page.locator('.adm-picker-header-title', { hasText: title }),
    });

  /** Confirms the open sheet and waits until it has gone. */
  async function confirm(page, title) {
    const sheet = sheetOf(page, title);
    await sheet.locator('.adm-picker-header-button').last().dispatchEvent('click');
    await sheet.waitFor({ state: 'hidden' });
  }

  /**
   * Opens a picker row and confirms the option with this text (a wheel item can be tapped), inside the
   * sheet named after the row: not the harness's pickOption, which takes the first visible picker.
   */
  async function pickSheetOption(page, rowText, optionText) {
    // The type row is disabled until the category list comes.
    await page.locator('.adm-list-item:not(.adm-list-item-disabled)', { hasText: rowText }).first().click();
    const sheet = sheetOf(page, rowText);
    await sheet
      .locator('.adm-picker-view-column-item', { hasText: optionText })
      .first()
      .dispatchEvent('click');
    await page.waitForTimeout(600);
    await confirm(page, rowText);
  }

  /** Opens a date-time row; turns the hour wheel (the fourth) to `hour` when given, and confirms. */
  async function pickTime(page, rowText, hour) {
    await page.locator('.adm-list-item', { hasText: rowText }).first().click();
    const sheet = sheetOf(page, rowText);
    const columns = sheet.locator('.adm-picker-view-column');
    await columns.nth(3).waitFor();
    if (hour !== undefined) {
      const item = columns
        .nth(3)
        .locator('.adm-picker-view-column-item', { hasText: new RegExp(`^0?${hour}\\D*$`) })
        .first();
      // The wheel settles after its animation; on a busy machine the first tap may land mid-spin.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await item.dispatchEvent('click');
        await page.waitForTimeout(600);
        if ((await item.getAttribute('class'))?.includes('column-item-active')) break;
      }
    } else {
      await page.waitForTimeout(600);
    }
    await confirm(page, rowText);
  }

  const zhangsanPhone = await h.newPhone();
  const zhangsan = await h.openPage(zhangsanPhone);

  await step(zhangsan, 'the overtime form refuses an empty submit with the rule message', async () => {
    await h.openAs(zhangsan, 'zhangsan', '/Overtimeapplication');
    await zhangsan.locator('.ot-actions__button').last().click();
    await zhangsan.locator('.ot-error', { hasText: '请选择加班类型' }).first().waitFor();
  });

  await step(
    zhangsan,
    'workday overtime from 18:00 to 20:00 today counts 2 hours on the server',
    async () => {
      await pickSheetOption(zhangsan, '加班类型', '工作日加班');
      await pickTime(zhangsan, '开始时间');
      await pickTime(zhangsan, '结束时间', 20);
      await zhangsan.locator('.ot-length', { hasText: /^2\s*小时$/ }).waitFor();
      // The remark box starts at its three rows and grows with its text (ui/growing-text-area.tsx).
      const remark = zhangsan.locator('#ot-remark');
      const startHeight = (await remark.boundingBox()).height;
      await remark.fill('一\n二\n三\n四\n五');
      await zhangsan.waitForFunction(
        (start) => document.querySelector('#ot-remark').getBoundingClientRect().height > start * 1.4,
        startHeight,
      );
      await remark.fill('版本上线值守');
      await zhangsan.waitForFunction(
        (start) => document.querySelector('#ot-remark').getBoundingClientRect().height <= start + 1,
        startHeight,
      );
    },
  );

  await step(zhangsan, 'submitting goes to the success page', async () => {
    await zhangsan.locator('.ot-actions__button').last().click();
    await h.waitForPath(zhangsan, '/CommonApplicationforleaveSuccsess');
  });

  const lisiPhone = await h.newPhone();
  const lisi = await h.openPage(lisiPhone);
  let viewPath = '';

  await step(lisi, "lisi finds zhangsan's overtime pending in his overtime approval list", async () => {
    await h.openAs(lisi, 'lisi', '/ApprovalProcessOvertime');
    const card = lisi
      .locator('.request-card', { hasText: '张三' })
      .filter({ hasText: `${today.slice(5)} 18:00` });
    await card.first().click();
    await h.waitForPath(lisi, '/OverTimeView');
    viewPath = h.path(lisi);
    await lisi.locator('.action-panel__buttons button').first().waitFor();
  });

  const zhaoliuPhone = await h.newPhone();
  const zhaoliu = await h.openPage(zhaoliuPhone);
  await step(zhaoliu, 'zhaoliu of another department cannot open the request', async () => {
    await h.openAs(zhaoliu, 'zhaoliu', viewPath);
    await zhaoliu.getByText('记录不存在').first().waitFor();
    expect((await zhaoliu.locator('.action-panel__buttons button').count()) === 0, 'zhaoliu sees actions');
  });

  await step(lisi, 'lisi agrees and returns to the overtime approval list', async () => {
    await lisi.locator('.action-panel__buttons button').first().click();
    await lisi.locator('.adm-dialog-button:visible').last().click();
    await h.waitForPath(lisi, '/ApprovalProcessOvertime');
  });

  await step(
    zhangsan,
    "zhangsan's inquiry list shows the overtime approved, with lisi's decision",
    async () => {
      await zhangsan.goto(new URL('/ApplicationInquiry?Type=1', zhangsan.url()).toString());
      const card = zhangsan
        .locator('.request-card', { hasText: `${today.slice(5)} 18:00` })
        .filter({ hasText: '审批通过' });
      await card.first().click();
      await h.waitForPath(zhangsan, '/OverTimeView');
      await zhangsan.getByText('同意').first().waitFor();
      await zhangsan.getByText('提交').first().waitFor();
    },
  );

  await step(zhangsan, 'the attendance calendar shows the overtime on today', async () => {
    await zhangsan.goto(new URL('/Attendancecard?tab=2', zhangsan.url()).toString());
    const cell = zhangsan.locator('.cal-cell--today');
    await cell.waitFor();
    await cell.click();
    await zhangsan.locator('.request-line', { hasText: '工作日加班' }).first().waitFor();
    await zhangsan.locator('.request-line', { hasText: '工作日加班' }).first().scrollIntoViewIfNeeded();
    expect((await zhangsan.locator('.request-line', { hasText: '加班' }).count()) > 0, 'no overtime line');
    expect(day > 0, 'today has a day number');
  });

  await step(zhangsan, 'zhangsan asks to cancel the approved overtime', async () => {
    await zhangsan.goto(new URL('/OverTimeCancelList', zhangsan.url()).toString());
    const card = zhangsan.locator('.request-card', { hasText: `${today} 18:00` });
    await card.first().click();
    await h.waitForPath(zhangsan, '/CommonsOverTimeCancelDetail');
    await zhangsan.locator('#ot-cancel-remark').fill('上线推迟，未加班');
    await h.snap(zhangsan, 'cancel-form');
    await zhangsan.locator('.ot-actions__button').last().click();
    await h.waitForPath(zhangsan, '/CommonsOverTimeCancelDetailSuccess');
  });

  await step(lisi, 'lisi approves the cancellation from his cancellation list', async () => {
    await lisi.goto(new URL('/ApprovalProcessOutgoCancel', lisi.url()).toString());
    await lisi.locator('.request-card', { hasText: '张三' }).first().click();
    await h.waitForPath(lisi, '/OvertimeapprovalDetailsCancel');
    await lisi.getByText('上线推迟，未加班').first().waitFor();
    await lisi.locator('.action-panel__buttons button').first().click();
    await lisi.locator('.adm-dialog-button:visible').last().click();
    await h.waitForPath(lisi, '/ApprovalProcessOutgoCancel');
  });

  await step(zhangsan, 'the cancelled overtime reads cancelled and leaves the calendar', async () => {
    await zhangsan.goto(new URL('/ApplicationInquiry?Type=1', zhangsan.url()).toString());
    await zhangsan
      .locator('.request-card', { hasText: `${today.slice(5)} 18:00` })
      .first()
      .click();
    await h.waitForPath(zhangsan, '/OverTimeView');
    await zhangsan.getByText('已撤销').first().waitFor();
    await zhangsan.goto(new URL('/Attendancecard?tab=2', zhangsan.url()).toString());
    await zhangsan.locator('.cal-cell--today').click();
    await zhangsan.waitForTimeout(800);
    expect((await zhangsan.locator('.request-line', { hasText: '工作日加班' }).count()) === 0, 'still shown');
  });

  for (const [language, title, category] of [
    ['English', 'Overtime request', 'Workday overtime'],
    ['日本語', '残業申請', '平日残業'],
  ]) {
    await step(zhangsan, `the form and the detail read in ${language}`, async () => {
      await zhangsan.goto(new URL('/Overtimeapplication', zhangsan.url()).toString());
      await h.setLanguage(zhangsan, language);
      await zhangsan.locator('.page__title', { hasText: title }).waitFor();
      await zhangsan.locator('.ot-actions__button').last().click();
      await zhangsan.locator('.ot-error').first().waitFor();
      await h.snap(zhangsan, `form-${language}`);
      await zhangsan.goto(new URL('/ApplicationInquiry?Type=1', zhangsan.url()).toString());
      await zhangsan.locator('.request-card', { hasText: category }).first().click();
      await h.waitForPath(zhangsan, '/OverTimeView');
      await zhangsan.locator('.ot-detail__category', { hasText: category }).waitFor();
    });
  }

  await zhangsanPhone.close();
  await lisiPhone.close();
  await zhaoliuPhone.close();
}
