// Maternity record, leave cancellation (销假) and the draft-saved page (issue 14): zhaoliu files a birth
// record (the birth time is required first) that sunqi and HR wangwu approve, granting her maternity
// leave; zhangsan cancels an approved day of annual leave from its view, lisi approves it from the
// sell-off list and zhangsan sees it approved in his inquiry list; a leave draft lands on 保存成功.
// The screens are then read in English and Japanese.
import chineseDays from 'chinese-days';
import { BASE_URL, PASSWORD, pickDate, pickOption, todayInShanghai } from './harness.mjs';

const { isWorkday } = chineseDays;

function addDays(date, days) {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

function nextWorkday(date) {
  let day = addDays(date, 1);
  while (!isWorkday(day)) day = addDays(day, 1);
  return day;
}

async function api(token, path, body) {
  const response = await fetch(`${BASE_URL}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return response.json();
}

async function login(userName) {
  const body = await api(null, '/api/Token/Login', { userName, password: PASSWORD });
  return body.resultData.token;
}

/** An approved day of annual leave of zhangsan, on a free workday a few weeks ahead (set up through the API). */
async function approvedLeave() {
  const zhangsan = await login('zhangsan');
  const lisi = await login('lisi');
  const annual = (await api(zhangsan, '/api/LeaveApply/GetCategoryList')).resultData.categories.find(
    (c) => c.categoryCode === 'annual',
  );
  let day = nextWorkday(addDays(todayInShanghai(), 18));
  for (let tries = 0; tries < 15; tries += 1, day = nextWorkday(day)) {
    const created = await api(zhangsan, '/api/LeaveApply/Create', {
      categoryId: annual.applyCategoryId,
      startTime: `${day} 09:00`,
      endTime: `${day} 18:00`,
      approveStatus: 1,
    });
    if (created.errNo !== 0) continue;
    const id = created.resultData.applyId;
    const detail = await api(lisi, `/api/LeaveApply/GetDetail?id=${id}`);
    await api(lisi, '/api/Apply/ApplyAction', {
      action: 'agree',
      taskId: detail.resultData.taskId,
      ApplyId: id,
      comment: '',
    });
    return { id, day };
  }
  throw new Error('no free workday for the leave to cancel');
}

export default async function maternityJourney(h) {
  const { step, expect } = h;

  const confirmSheet = async (page) => {
    // Let the sheet finish sliding in before its button is pressed.
    await page.waitForTimeout(500);
    await page.locator('.adm-picker-header-button:visible').last().click();
    await page.locator('.adm-picker-popup:visible').waitFor({ state: 'hidden' });
  };
  const agree = async (page) => {
    await page.locator('.action-panel__buttons button').first().click();
    await page.locator('.adm-dialog-button:visible').last().click();
    await page.waitForURL((url) => url.pathname === '/CommonApplicationforleaveSuccsess');
  };

  // ---- maternity record
  const zhaoliuPhone = await h.newPhone();
  const zhaoliu = await h.openPage(zhaoliuPhone);
  await step(zhaoliu, 'the birth record refuses a submit without the birth time', async () => {
    await h.openAs(zhaoliu, 'zhaoliu', '/MaternityRecord');
    await zhaoliu.getByText('可享产假').waitFor();
    await zhaoliu.getByRole('button', { name: '提交' }).click();
    await zhaoliu.getByText('请选择生育时间').first().waitFor();
  });

  await step(zhaoliu, 'dystocia and twins add 15 days each to the Shanghai 158', async () => {
    await zhaoliu.locator('.adm-list-item', { hasText: '生育时间' }).first().click();
    await zhaoliu.locator('.adm-picker-view-column:visible').first().waitFor();
    await confirmSheet(zhaoliu);
    await zhaoliu.getByRole('switch', { name: '难产' }).click();
    await zhaoliu.locator('.adm-stepper-plus').click();
    await zhaoliu.locator('.mat-total', { hasText: '188' }).waitFor();
  });

  await step(zhaoliu, 'submitting the record goes to the success page', async () => {
    await zhaoliu.getByRole('button', { name: '提交' }).click();
    await zhaoliu.waitForURL((url) => url.pathname === '/CommonApplicationforleaveSuccsess');
    await zhaoliu.getByText('提交成功').first().waitFor();
  });

  const sunqiPhone = await h.newPhone();
  const sunqi = await h.openPage(sunqiPhone);
  await step(sunqi, 'sunqi finds the birth record in the leave approval list and agrees', async () => {
    await h.openAs(sunqi, 'sunqi', '/ApprovalProcessLeave');
    await sunqi.locator('.request-card', { hasText: '赵六' }).filter({ hasText: '生育登记' }).first().click();
    await h.waitForPath(sunqi, '/MaternityRecordView');
    await sunqi.locator('.mat-total', { hasText: '188' }).first().waitFor();
    await agree(sunqi);
  });

  const wangwuPhone = await h.newPhone();
  const wangwu = await h.openPage(wangwuPhone);
  await step(wangwu, 'HR wangwu agrees as the second step', async () => {
    await h.openAs(wangwu, 'wangwu', '/ApprovalProcessLeave');
    await wangwu
      .locator('.request-card', { hasText: '赵六' })
      .filter({ hasText: '生育登记' })
      .first()
      .click();
    await h.waitForPath(wangwu, '/MaternityRecordView');
    await agree(wangwu);
  });

  await step(zhaoliu, 'the approved record shows in the maternity tab and grants the leave', async () => {
    await zhaoliu.goto(`${BASE_URL}/ApplicationInquiry?Type=7`);
    await zhaoliu.locator('.request-card', { hasText: '审批通过' }).first().click();
    await h.waitForPath(zhaoliu, '/MaternityRecordView');
    await zhaoliu.getByText('同意').first().waitFor();
    await zhaoliu.goto(`${BASE_URL}/LeaveAmount`);
    await zhaoliu.getByText('产假').first().waitFor();
    await zhaoliu.getByText(/188/).first().waitFor();
  });

  // ---- leave cancellation (销假)
  const leave = await approvedLeave();
  const zhangsanPhone = await h.newPhone();
  const zhangsan = await h.openPage(zhangsanPhone);
  await step(zhangsan, 'an approved leave offers 销假 to its owner', async () => {
    await h.openAs(zhangsan, 'zhangsan', `/CommonApplicationforView?id=${leave.id}&name=ApplicationInquiry`);
    await zhangsan.getByRole('button', { name: '销假' }).click();
    await h.waitForPath(zhangsan, '/LeaveCancel');
    await zhangsan.getByText(leave.day).first().waitFor();
  });

  await step(zhangsan, 'the cancellation needs a reason, then is submitted', async () => {
    await zhangsan.getByRole('button', { name: '提交' }).click();
    await zhangsan.getByText('请输入销假原因').first().waitFor();
    await zhangsan.getByRole('textbox', { name: '销假原因' }).fill('项目提前结束，提前返岗');
    await zhangsan.locator('.mat-total', { hasText: '1' }).waitFor();
    await zhangsan.getByRole('button', { name: '提交' }).click();
    await zhangsan.waitForURL((url) => url.pathname === '/CommonApplicationforleaveSuccsess');
  });

  const lisiPhone = await h.newPhone();
  const lisi = await h.openPage(lisiPhone);
  await step(lisi, 'lisi approves it from the sell-off list', async () => {
    await h.openAs(lisi, 'lisi', '/applicationSellOff');
    await lisi
      .locator('.request-card', { hasText: '张三' })
      .filter({ hasText: leave.day.slice(5) })
      .first()
      .click();
    await h.waitForPath(lisi, '/LeaveCancelDetail');
    await lisi.getByText('项目提前结束，提前返岗').waitFor();
    await agree(lisi);
  });

  await step(zhangsan, 'the leave cancellation tab shows it approved', async () => {
    await zhangsan.goto(`${BASE_URL}/ApplicationInquiry?Type=8`);
    await zhangsan.locator('.request-card', { hasText: '审批通过' }).first().click();
    await h.waitForPath(zhangsan, '/LeaveCancelDetail');
    await zhangsan.getByText('同意').first().waitFor();
  });

  // ---- the draft-saved page
  await step(zhangsan, 'saving a leave draft lands on 保存成功', async () => {
    await zhangsan.goto(`${BASE_URL}/CommonApplicationforleave`);
    await pickOption(zhangsan, '请假类型', '年假');
    // A workday of its own, past the annual leaves above: today may be a rest day (0 days, refused).
    const draftDay = nextWorkday(addDays(todayInShanghai(), 40));
    for (const row of ['开始日期', '结束日期']) await pickDate(zhangsan, row, draftDay);
    await zhangsan.getByRole('button', { name: '保存草稿' }).click();
    await zhangsan.waitForURL((url) => url.searchParams.get('Type') === 'ApplicationSaved');
    await zhangsan.getByText('保存成功').first().waitFor();
  });

  // ---- the same screens in English and Japanese
  for (const [language, texts] of [
    ['English', { saved: 'Saved', record: 'Maternity leave', cancel: 'Leave cancellation' }],
    ['日本語', { saved: '保存しました', record: '取得できる産休', cancel: '休暇取消の詳細' }],
  ]) {
    await step(zhangsan, `the draft-saved page in ${language}`, async () => {
      await h.setLanguage(zhangsan, language);
      await zhangsan.goto(`${BASE_URL}/CommonApplicationforleaveSuccsess?Type=ApplicationSaved`);
      await zhangsan.getByText(texts.saved).first().waitFor();
    });
    await step(zhangsan, `the leave cancellation in ${language}`, async () => {
      await zhangsan.goto(`${BASE_URL}/ApplicationInquiry?Type=8`);
      await zhangsan.locator('.request-card').first().click();
      await h.waitForPath(zhangsan, '/LeaveCancelDetail');
      await zhangsan.getByText(texts.cancel).first().waitFor();
      await zhangsan.locator('.mat-head__title').waitFor();
    });
    await step(zhaoliu, `the birth record in ${language}`, async () => {
      await h.setLanguage(zhaoliu, language);
      await zhaoliu.goto(`${BASE_URL}/ApplicationInquiry?Type=7`);
      await zhaoliu.locator('.request-card').first().click();
      await h.waitForPath(zhaoliu, '/MaternityRecordView');
      await zhaoliu.getByText(texts.record).first().waitFor();
      await zhaoliu.locator('.mat-head__title').waitFor();
    });
  }
  await step(zhaoliu, 'a new birth record form in Japanese', async () => {
    await zhaoliu.goto(`${BASE_URL}/MaternityRecord`);
    await zhaoliu.getByText('出産日時').first().waitFor();
    expect((await zhaoliu.getByRole('button', { name: '提出' }).count()) > 0, 'no submit button');
  });

  await zhaoliuPhone.close();
  await sunqiPhone.close();
  await wangwuPhone.close();
  await zhangsanPhone.close();
  await lisiPhone.close();
}
