// Approver's home, bulk approval and messages (issue 14): zhangsan files four personal leaves
// through the API; lisi sees the pending count on his home, taps it, chooses the four on the pending
// list and agrees once - one of them was withdrawn meanwhile, so three are approved and the result
// names the one refused and why. zhangsan then sees the unread badge on his home, opens /Mynews, opens
// the message and lands on the request, whose trail shows lisi's comment. Screens in zh, en and ja.
import chineseDays from 'chinese-days';
import { BASE_URL, PASSWORD } from './harness.mjs';

const { isWorkday } = chineseDays;

async function api(token, method, path, body) {
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return response.json();
}

async function login(userName) {
  const answer = await api(null, 'POST', '/api/Token/Login', { userName, password: PASSWORD });
  if (answer.errNo !== 0) throw new Error(`login ${userName}: ${answer.message}`);
  return answer.resultData.token;
}

/**
 * A workday of its own for this run: a random one 3 to 11 months ahead (journeys share one server
 * and may run again on it, so a fixed day could already hold an earlier run's leaves).
 */
function randomWorkday() {
  for (;;) {
    const day = new Date(Date.now() + (90 + Math.floor(Math.random() * 240)) * 86_400_000);
    const date = day.toISOString().slice(0, 10);
    if (isWorkday(date)) return date;
  }
}

export default async function approvalsMessagesJourney(h) {
  const { step, expect } = h;
  const zhangsanToken = await login('zhangsan');
  const leaves = [];

  // Four one-hour personal leaves on one day, in the reverse order the list shows them.
  const categories = await api(zhangsanToken, 'GET', '/api/LeaveApply/GetCategoryList');
  const personal = categories.resultData.categories.find((c) => c.categoryCode === 'personal');
  for (let attempt = 0; leaves.length < 4 && attempt < 5; attempt += 1) {
    const day = randomWorkday();
    for (const hour of ['09', '10', '11', '14']) {
      const end = String(Number(hour) + 1).padStart(2, '0');
      const created = await api(zhangsanToken, 'POST', '/api/LeaveApply/Create', {
        approveStatus: 1,
        categoryId: personal.applyCategoryId,
        startTime: `${day} ${hour}:00`,
        endTime: `${day} ${end}:00`,
        remark: '家中有事',
      });
      if (created.errNo !== 0) break;
      leaves.push({ applyId: created.resultData.applyId, applyNo: created.resultData.applyNo });
    }
  }
  expect(leaves.length === 4, 'could not file four leaves');

  const lisiPhone = await h.newPhone();
  const lisi = await h.openPage(lisiPhone);

  await step(lisi, 'lisi sees the requests waiting for him on his home', async () => {
    await h.openAs(lisi, 'lisi', '/index');
    const pending = lisi.getByTestId('home-pending');
    await pending.waitFor();
    const count = Number(await pending.locator('.home-shortcut__value').textContent());
    expect(count >= 4, `home shows ${count} pending`);
  });

  await step(lisi, 'a tap opens the waiting leave list (or the hub when several kinds wait)', async () => {
    await lisi.getByTestId('home-pending').click();
    await lisi.waitForURL((url) => ['/ApprovalProcessLeave', '/ApprovalProcess'].includes(url.pathname));
    if (new URL(lisi.url()).pathname === '/ApprovalProcess') {
      await lisi.locator('.approval-hub__entry', { hasText: '请假审批' }).click();
      await h.waitForPath(lisi, '/ApprovalProcessLeave');
    }
    for (const leave of leaves) await lisi.locator('.request-card', { hasText: leave.applyNo }).waitFor();
  });

  await step(lisi, 'bulk mode: the four leaves chosen', async () => {
    await lisi.getByRole('button', { name: '批量审批' }).click();
    for (const leave of leaves) {
      await lisi.locator('.request-card', { hasText: leave.applyNo }).click();
    }
    await lisi.locator('.bulk-bar__count', { hasText: '已选 4 条' }).waitFor();
    expect((await lisi.locator('.request-card--selected').count()) === 4, 'four cards selected');
  });

  await step(
    lisi,
    'agree once with a comment, after one was withdrawn: three approved, one named',
    async () => {
      // zhangsan withdraws the last one while lisi is choosing.
      const recalled = await api(zhangsanToken, 'POST', '/api/LeaveApply/Recall', {
        ApplyId: leaves[3].applyId,
      });
      expect(recalled.errNo === 0, `recall: ${recalled.message}`);
      await lisi.locator('.bulk-bar').getByRole('button', { name: '批量同意' }).click();
      const confirm = lisi.locator('.adm-dialog-body', { hasText: '确定同意选中的 4 条申请吗' });
      await confirm.waitFor();
      // The text area keeps a hidden twin for measuring its height: fill the visible one.
      await confirm.locator('textarea').first().fill('同意，注意交接');
      await h.snap(lisi, 'bulk-confirm');
      await confirm.locator('.adm-dialog-button', { hasText: '批量同意' }).click();
      const result = lisi.locator('.adm-dialog-body', { hasText: '批量审批结果' });
      await result.getByText('已同意 3 条').waitFor();
      await result.getByText('1 条未能处理').waitFor();
      await result.getByText(leaves[3].applyNo).waitFor();
    },
  );

  await step(lisi, 'closing the result: the approved leaves left the pending list', async () => {
    await lisi.locator('.adm-dialog-button', { hasText: '知道了' }).click();
    await lisi.locator('.bulk-bar').waitFor({ state: 'detached' });
    for (const leave of leaves.slice(0, 3)) {
      await lisi.locator('.request-card', { hasText: leave.applyNo }).waitFor({ state: 'detached' });
    }
  });

  await step(lisi, 'ja: the pending list in bulk mode', async () => {
    await h.setLanguage(lisi, '日本語');
    await lisi
      .getByRole('button', { name: '一括承認' })
      .first()
      .waitFor({ state: 'attached' })
      .catch(() => {});
    const enter = lisi.locator('.bulk-toolbar button');
    if ((await enter.count()) > 0) {
      await enter.click();
      await lisi.locator('.bulk-bar').getByText('すべて').waitFor();
    } else {
      await lisi.getByText('データがありません').or(lisi.locator('.request-list__state')).first().waitFor();
    }
  });

  await step(lisi, 'ja: the home with the approvals waiting', async () => {
    await lisi.goto(`${BASE_URL}/index`);
    await lisi.getByTestId('home-messages').getByText('メッセージ').waitFor();
  });

  const zhangsanPhone = await h.newPhone();
  const zhangsan = await h.openPage(zhangsanPhone);
  let requestPath = '';

  await step(zhangsan, 'zhangsan sees the unread badge on his home', async () => {
    await h.openAs(zhangsan, 'zhangsan', '/index');
    await zhangsan.getByTestId('home-messages').locator('.adm-badge').waitFor();
  });

  await step(zhangsan, '/Mynews lists the approvals, newest first, unread marked', async () => {
    await zhangsan.getByTestId('home-messages').click();
    await h.waitForPath(zhangsan, '/Mynews');
    await zhangsan
      .locator('.inbox-item--unread', { hasText: '您的事假申请已通过，审批意见：同意，注意交接' })
      .first()
      .waitFor();
  });

  await step(zhangsan, 'opening the message marks it read and leads to the request', async () => {
    // The unread count the list's toolbar shows (the server's), not the rows loaded so far.
    const unreadNow = async () =>
      Number((await zhangsan.locator('.inbox-toolbar__count').textContent())?.match(/\d+/)?.[0] ?? 0);
    const before = await unreadNow();
    await zhangsan.locator('.inbox-item--unread', { hasText: '已通过' }).first().click();
    await h.waitForPath(zhangsan, '/Mynewsdetail');
    await zhangsan.locator('.inbox-detail__title', { hasText: '审批意见：同意，注意交接' }).waitFor();
    await zhangsan.getByRole('button', { name: '查看申请' }).click();
    await h.waitForPath(zhangsan, '/CommonApplicationforView');
    requestPath = h.path(zhangsan);
    // The trail shows lisi's decision with his comment.
    await zhangsan.locator('.audit-trail', { hasText: '同意，注意交接' }).waitFor();
    await zhangsan.getByTestId('attachment-list-link').waitFor();
    await zhangsan.goto(`${BASE_URL}/Mynews`);
    await zhangsan.locator('.inbox-item').first().waitFor();
    await zhangsan.locator('.inbox-toolbar__count', { hasText: String(before - 1) }).waitFor();
    const after = await unreadNow();
    expect(after === before - 1, `unread ${before} -> ${after}`);
  });

  await step(zhangsan, 'mark all read clears the badge', async () => {
    await zhangsan.getByRole('button', { name: '全部标为已读' }).click();
    await zhangsan.getByText('全部已读').first().waitFor();
    await zhangsan.locator('.inbox-item--unread').first().waitFor({ state: 'detached' });
    await zhangsan.goto(`${BASE_URL}/index`);
    await zhangsan.getByTestId('home-messages').waitFor();
    expect((await zhangsan.getByTestId('home-messages').locator('.adm-badge').count()) === 0, 'badge left');
  });

  await step(zhangsan, 'en: messages and a message in English', async () => {
    await h.setLanguage(zhangsan, 'English');
    await zhangsan.goto(`${BASE_URL}/Mynews`);
    await zhangsan
      .getByText('Your Personal leave request was approved. Comment: 同意，注意交接')
      .first()
      .click();
    await h.waitForPath(zhangsan, '/Mynewsdetail');
    await zhangsan.getByRole('button', { name: 'Open the request' }).waitFor();
  });

  await step(zhangsan, 'en: the home with the messages shortcut', async () => {
    await zhangsan.goto(`${BASE_URL}/index`);
    await zhangsan.getByTestId('home-messages').getByText('Messages').waitFor();
  });

  await step(zhangsan, 'ja: messages in Japanese', async () => {
    await h.setLanguage(zhangsan, '日本語');
    await zhangsan.goto(`${BASE_URL}/Mynews`);
    await zhangsan
      .getByText('あなたの私用休暇申請が承認されました。コメント：同意，注意交接')
      .first()
      .waitFor();
  });

  await step(zhangsan, 'ja: the request with the approver comment in its trail', async () => {
    await zhangsan.goto(`${BASE_URL}${requestPath}`);
    await zhangsan.locator('.audit-trail', { hasText: '同意，注意交接' }).waitFor();
  });

  await lisiPhone.close();
  await zhangsanPhone.close();
}
