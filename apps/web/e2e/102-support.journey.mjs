// Customer service and employee tests (issue 18 part 6): as HR, wangwu marks today a company
// holiday through the work-calendar API, so the chat is deterministically outside service hours;
// zhangsan types 7 (refused: integers 1-6), asks topic 1 (answer with links), then 9: the chat says
// when service opens next and he leaves a message, which becomes a ticket; the day is restored.
// zhangsan takes the attendance-rules test and sees his score and the correct answers; wangwu
// answers the ticket on /ServiceTickets; zhangsan reads the answer in the chat and rates it on
// /Satisfactionscore. The chat, the test list and a not-yet-connected page in en and ja.
import { BASE_URL, PASSWORD } from './harness.mjs';

async function apiLogin(context, userName) {
  const response = await context.request.post(`${BASE_URL}/api/Token/Login`, {
    data: { userName, password: PASSWORD },
  });
  return (await response.json()).resultData.token;
}

export default async function supportJourney(h) {
  const { step, expect } = h;
  const phone = await h.newPhone();
  const page = await h.openPage(phone);
  const hrToken = await apiLogin(phone, 'wangwu');
  const auth = { authorization: `Bearer ${hrToken}` };
  const today = (
    await (await phone.request.get(`${BASE_URL}/api/User/GetCurrentDate`, { headers: auth })).json()
  ).resultData.date;
  const year = Number(today.slice(0, 4));
  const before = (
    await (
      await phone.request.get(`${BASE_URL}/api/WorkCalendar/Overrides?year=${year}`, { headers: auth })
    ).json()
  ).resultData.find((o) => o.date === today);
  const message = `工资条看不到了 ${Date.now() % 100000}`;

  try {
    await step(page, 'HR marks today a company holiday (work calendar API)', async () => {
      const saved = await (
        await phone.request.post(`${BASE_URL}/api/WorkCalendar/SaveOverride`, {
          headers: auth,
          data: { date: today, dayType: 2, name: '客服演示休息日' },
        })
      ).json();
      expect(saved.errNo === 0, `SaveOverride: ${saved.message}`);
    });

    await step(page, '/Mycustomerservice: the menu; 7 is refused with the spec message', async () => {
      await h.openAs(page, 'zhangsan', '/Mycustomerservice');
      await page.getByText('9 人工客服').waitFor();
      await page.getByTestId('service-hours').getByText('人工客服已下班').waitFor();
      await page.getByPlaceholder('请输入1-6，或9转人工').fill('7');
      await page.getByRole('button', { name: '发送' }).click();
      await page.locator('.adm-toast-main', { hasText: '请输入1到6之间的整数（输入9转人工客服）' }).waitFor();
    });

    await step(page, 'topic 1 answers with links to the screens', async () => {
      await page.getByPlaceholder('请输入1-6，或9转人工').fill('1');
      await page.getByRole('button', { name: '发送' }).click();
      await page.locator('.support-line--bot .support-links a', { hasText: '假期余额' }).waitFor();
    });

    await step(page, '9 outside hours: when it opens next, and a message left becomes a ticket', async () => {
      await page.getByPlaceholder('请输入1-6，或9转人工').fill('9');
      await page.getByRole('button', { name: '发送' }).click();
      const closed = page.locator('.support-line--bot', { hasText: '下次服务时间' }).last();
      await closed.waitFor();
      const text = (await closed.textContent()) ?? '';
      const next = /(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})/.exec(text);
      expect(next && next[1] > today && next[2] === '09:00', `next opening after today at 9:00: ${text}`);
      await page.getByPlaceholder('请输入您的问题或留言').fill(message);
      await page.getByRole('button', { name: '发送' }).click();
      await page.locator('.support-line--bot', { hasText: '留言已收到' }).waitFor();
    });
  } finally {
    // Restore the day whatever happened.
    await phone.request.post(`${BASE_URL}/api/WorkCalendar/${before ? 'SaveOverride' : 'DeleteOverride'}`, {
      headers: auth,
      data: before ? { date: today, dayType: before.dayType, name: before.name } : { date: today },
    });
  }

  await step(page, '/Employeetesting: two tests, not taken', async () => {
    await page.goto(`${BASE_URL}/Employeetesting`);
    await page.getByText('考勤制度测试').waitFor();
    await page.getByText('信息安全测试').waitFor();
    expect((await page.getByText('未参加').count()) === 2, 'both tests not taken');
  });

  await step(page, '/Employeequestion: single and multiple choice answered and submitted', async () => {
    await page.getByText('考勤制度测试').click();
    await h.waitForPath(page, '/Employeequestion');
    const questions = page.getByTestId('question');
    await questions.first().waitFor();
    await questions.nth(0).getByText('B. 9:00-12:00').click();
    await questions.nth(1).getByText('A. 提交补打卡申请').click();
    await questions.nth(2).getByText('A. 累计工作年限').click();
    await questions.nth(2).getByText('C. 累计工作满1年不满10年为5天').click();
    await page.getByRole('button', { name: '提交' }).click();
    await h.waitForPath(page, '/Employeeresult');
  });

  await step(page, '/Employeeresult: the score and the correct answers', async () => {
    await page.getByTestId('test-score').getByText('100').waitFor();
    await page.getByText('答对3/3题').waitFor();
  });

  const hrPhone = await h.newPhone();
  const hr = await h.openPage(hrPhone);
  await step(hr, '/ServiceTickets: wangwu answers the ticket left after hours', async () => {
    await h.openAs(hr, 'wangwu', '/ServiceTickets');
    const ticket = hr.getByTestId('ticket').filter({ hasText: message });
    await ticket.waitFor();
    await ticket.getByText('非服务时间留言').waitFor();
    await ticket.getByPlaceholder('回复内容').fill('已为您重新开通工资条查看权限，请重新登录后查看。');
    await ticket.getByRole('button', { name: '回复' }).click();
    await hr.locator('.adm-toast-main', { hasText: '已回复' }).waitFor();
  });
  await hrPhone.close();

  await step(page, 'the answer in the chat, then rated on /Satisfactionscore', async () => {
    await page.goto(`${BASE_URL}/Mycustomerservice`);
    await page.locator('.support-line--agent', { hasText: '已为您重新开通' }).waitFor();
    await page.goto(`${BASE_URL}/Satisfactionscore`);
    const card = page.getByTestId('rate-ticket').filter({ hasText: message });
    await card.waitFor();
    await card.getByRole('button', { name: '5分' }).click();
    await card.getByPlaceholder('评价（选填，不超过200字）').fill('很快解决了');
    await card.getByRole('button', { name: '提交评价' }).click();
    await page.locator('.adm-toast-main', { hasText: '感谢您的评价' }).waitFor();
  });

  for (const [language, name, texts] of [
    ['en', 'English', ['Customer service', '9 Human agent', 'Employee tests', 'Visa services']],
    ['ja', '日本語', ['カスタマーサービス', '9 有人対応', '社員テスト', 'ビザサービス']],
  ]) {
    await step(page, `${language}: the chat, the tests and /visa`, async () => {
      await h.setLanguage(page, name);
      await page.goto(`${BASE_URL}/Mycustomerservice`);
      await page.locator('.page__title', { hasText: texts[0] }).waitFor();
      await page.getByText(texts[1]).first().waitFor();
    });
    await step(page, `${language}: /Employeetesting`, async () => {
      await page.goto(`${BASE_URL}/Employeetesting`);
      await page.locator('.page__title', { hasText: texts[2] }).waitFor();
    });
    await step(page, `${language}: /visa`, async () => {
      await page.goto(`${BASE_URL}/visa`);
      await page.locator('.page__title', { hasText: texts[3] }).waitFor();
      await page.getByTestId('not-connected').waitFor();
    });
  }

  await step(page, 'back in zh', async () => {
    await h.setLanguage(page, '中文');
  });
  await phone.close();
}
