// Leave and approval (spec 1 §2 "Applications", "Approval"; issue 4 acceptance): zhangsan files a
// one-day annual leave on the next workday, lisi approves it from his approval list, a colleague of
// another department cannot open it, and zhangsan then sees it approved in his inquiry list, with its
// trail, and on the attendance calendar. The form's own rules refuse an empty submit first.
import chineseDays from 'chinese-days';
import { pickDate, pickOption, todayInShanghai } from './harness.mjs';

const { isWorkday } = chineseDays;

/** The first statutory workday after `date` (YYYY-MM-DD). */
function nextWorkday(date) {
  const day = new Date(`${date}T00:00:00Z`);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (!isWorkday(day.toISOString().slice(0, 10)));
  return day.toISOString().slice(0, 10);
}

export default async function leaveJourney(h) {
  const { step, expect } = h;
  const target = nextWorkday(todayInShanghai());
  const day = Number(target.slice(8, 10));

  const zhangsanPhone = await h.newPhone();
  const zhangsan = await h.openPage(zhangsanPhone);

  await step(zhangsan, 'the leave form refuses an empty submit with the rule message', async () => {
    await h.openAs(zhangsan, 'zhangsan', '/CommonApplicationforleave');
    await zhangsan.locator('.leave-actions__button').last().click();
    await zhangsan
      .getByText(/请假类型不能为空/)
      .first()
      .waitFor();
  });

  await step(
    zhangsan,
    'annual leave shows its balance and a one-day length from the work calendar',
    async () => {
      await pickOption(zhangsan, '请假类型', '年假');
      await zhangsan.locator('.leave-card', { hasText: /剩余/ }).first().waitFor();
      await zhangsan.getByText(/请假类型不能为空/).waitFor({ state: 'detached' });
      await pickDate(zhangsan, '开始日期', target);
      await pickDate(zhangsan, '结束日期', target);
      await zhangsan.locator('.leave-length', { hasText: /1(\.0+)?\s*天/ }).waitFor();
    },
  );

  await step(zhangsan, 'submitting goes to the success page', async () => {
    await zhangsan.locator('.leave-actions__button').last().click();
    await h.waitForPath(zhangsan, '/CommonApplicationforleaveSuccsess');
  });

  const lisiPhone = await h.newPhone();
  const lisi = await h.openPage(lisiPhone);
  let viewPath = '';

  await step(lisi, "lisi finds zhangsan's leave pending in his approval list", async () => {
    await h.openAs(lisi, 'lisi', '/ApprovalProcessLeave');
    const card = lisi.locator('.request-card', { hasText: '张三' }).filter({
      hasText: target.slice(5),
    });
    await card.first().waitFor();
    await card.first().click();
    await h.waitForPath(lisi, '/CommonApplicationforView');
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

  await step(lisi, 'lisi agrees and lands on the approval success page', async () => {
    await lisi.locator('.action-panel__buttons button').first().click();
    await lisi.locator('.adm-dialog-button:visible').last().click();
    await lisi.waitForURL((url) => url.pathname === '/CommonApplicationforleaveSuccsess');
    expect(new URL(lisi.url()).searchParams.get('Type') === 'ApprovalProcess', 'not the approval title');
  });

  await step(zhangsan, "zhangsan's inquiry list shows the leave approved", async () => {
    await zhangsan.goto(new URL('/ApplicationInquiry', zhangsan.url()).toString());
    const card = zhangsan.locator('.request-card', { hasText: target.slice(5) }).filter({
      hasText: '审批通过',
    });
    await card.first().waitFor();
    await card.first().click();
    await h.waitForPath(zhangsan, '/CommonApplicationforView');
    await zhangsan.getByText('同意').first().waitFor();
    await zhangsan.getByText('提交').first().waitFor();
  });

  await step(zhangsan, 'the attendance calendar shows the day as leave', async () => {
    await zhangsan.goto(new URL('/Attendancecard?tab=2', zhangsan.url()).toString());
    await zhangsan.locator('.cal-cell--today').waitFor();
    const today = todayInShanghai();
    if (target.slice(0, 7) !== today.slice(0, 7)) {
      await zhangsan.getByRole('button', { name: '下个月' }).click();
    }
    // The cell reads its state aloud (its hidden name) once the month's days have loaded.
    const cell = zhangsan
      .locator('.cal-cell', {
        has: zhangsan.locator('.visually-hidden', { hasText: '请假' }),
      })
      .filter({
        has: zhangsan.locator('.cal-cell__num', { hasText: new RegExp(`^${day}$`) }),
      });
    await cell.first().waitFor();
    await cell.first().click();
    await zhangsan.locator('.request-line__name', { hasText: '年假' }).waitFor();
  });

  await zhangsanPhone.close();
  await lisiPhone.close();
  await zhaoliuPhone.close();
}
