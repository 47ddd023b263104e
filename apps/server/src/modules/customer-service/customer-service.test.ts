import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/demo';
import { chatMessages, notifications, serviceTickets } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../testing/app';

// Monday 2 March 2026, 10:00 in Shanghai: within service hours.
const clock = fixedClock('2026-03-02T02:00:00Z');
const BASE = '/api/CustomerService';
let app: TestApp;
const PEOPLE = ['zhangsan', 'lisi', 'zhaoliu', 'sunqi', 'wangwu'] as const;
type Person = (typeof PEOPLE)[number];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp({ clock });
  for (const who of PEOPLE) tokens[who] = await app.login(who);
});
afterAll(async () => {
  await app?.close();
});
/** Moves the clock and signs everyone in again (a token lives for hours, the tests move days). */
async function at(instant: string) {
  clock.set(instant);
  for (const who of PEOPLE) tokens[who] = await app.login(who);
}
beforeEach(async () => {
  await at('2026-03-02T02:00:00Z');
  await app.database.db.delete(chatMessages);
  await app.database.db.delete(serviceTickets);
});

const get = (who: Person, url: string, lang = 'zh') =>
  app.callAs(tokens[who] as string, 'GET', url, undefined, lang);
const post = (who: Person, url: string, payload: object, lang = 'zh') =>
  app.callAs(tokens[who] as string, 'POST', url, payload, lang);
const send = (
  who: Person,
  text: string,
  mode: 'menu' | 'text' = 'menu',
  clientMsgId = randomUUID(),
  lang = 'zh',
) => post(who, `${BASE}/Send`, { clientMsgId, mode, text }, lang);
const linesOf = (eid: string) => app.database.db.select().from(chatMessages).where(eq(chatMessages.eid, eid));
const ticketsOf = (eid: string) =>
  app.database.db.select().from(serviceTickets).where(eq(serviceTickets.eid, eid));

describe('the chat menu', () => {
  it('starts with the menu and answers a topic with links to the screens', async () => {
    const start = await get('zhangsan', `${BASE}/Chat`);
    expect(start.errNo).toBe(0);
    expect(start.resultData.messages[0].text).toContain('1 考勤与请假');
    expect(start.resultData).toMatchObject({ expects: 'menu', inHours: true, nextOpening: null });
    const res = await send('zhangsan', '1');
    expect(res.errNo).toBe(0);
    const [, user, topic, more] = res.resultData.messages;
    expect(user).toMatchObject({ from: 'user', text: '1' });
    expect(topic.links).toContain('/Attendancecard');
    expect(topic.text).toContain('考勤');
    expect(more.text).toContain('9');
  });

  it('answers in the reader language', async () => {
    await send('zhangsan', '3');
    const en = await get('zhangsan', `${BASE}/Chat`, 'en');
    expect(en.resultData.messages[2].text).toContain('income tax calculator');
    const ja = await get('zhangsan', `${BASE}/Chat`, 'ja');
    expect(ja.resultData.messages[2].text).toContain('所得税');
  });

  it('refuses anything but an integer 1-6 or 9 with the message, storing nothing', async () => {
    for (const text of ['0', '7', '8', '1.5', 'abc', '10']) {
      const res = await send('zhangsan', text);
      expect(res.errNo, text).not.toBe(0);
      expect(res.message).toBe('请输入1到6之间的整数（输入9转人工客服）');
    }
    const empty = await send('zhangsan', '   ');
    expect(empty.message).toBe('请输入内容（不超过500个字）');
    const en = await send('zhangsan', '7', 'menu', randomUUID(), 'en');
    expect(en.message).toBe('Please enter a whole number from 1 to 6 (9 for a human agent)');
    expect(await linesOf(DEMO_IDS.zhangsan)).toHaveLength(0);
  });

  it('a resent client id changes nothing', async () => {
    const id = randomUUID();
    await send('zhangsan', '2', 'menu', id);
    const again = await send('zhangsan', '2', 'menu', id);
    expect(again.errNo).toBe(0);
    expect(await linesOf(DEMO_IDS.zhangsan)).toHaveLength(3);
  });

  it('needs a login', async () => {
    const res = await app.inject({ method: 'GET', url: `${BASE}/Chat` });
    expect(res.statusCode).toBe(401);
  });
});

describe('a human agent', () => {
  it('in hours, 9 opens one ticket; messages go to it; a second 9 keeps it', async () => {
    const res = await send('zhangsan', '9');
    expect(res.resultData.expects).toBe('text');
    const [ticket] = await ticketsOf(DEMO_IDS.zhangsan);
    expect(ticket).toMatchObject({ status: 'open', afterHours: false });
    expect(res.resultData.messages.at(-1).text).toContain(ticket?.ticketNo);
    await send('zhangsan', '我的年假余额不对', 'text');
    await send('zhangsan', '请帮忙查一下', 'text');
    await send('zhangsan', '9');
    const tickets = await ticketsOf(DEMO_IDS.zhangsan);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]?.question).toBe('我的年假余额不对\n请帮忙查一下');
  });

  it('concurrent requests for a human open one ticket', async () => {
    const results = await Promise.all([send('lisi', '9'), send('lisi', '9'), send('lisi', '9')]);
    for (const r of results) expect(r.errNo).toBe(0);
    expect(await ticketsOf(DEMO_IDS.lisi)).toHaveLength(1);
  });

  it('a free-text line without a ticket or the after-hours offer is refused', async () => {
    const res = await send('zhangsan', 'hello', 'text');
    expect(res.message).toBe('请先输入9转人工客服，再留言');
    expect(await ticketsOf(DEMO_IDS.zhangsan)).toHaveLength(0);
  });

  it('at lunch, it says service opens at 13:30 and a left message becomes an after-hours ticket', async () => {
    clock.set('2026-03-02T04:15:00Z'); // 12:15
    const res = await send('zhangsan', '9');
    expect(res.resultData).toMatchObject({
      inHours: false,
      nextOpening: '2026-03-02 13:30',
      expects: 'text',
    });
    expect(res.resultData.messages.at(-1).text).toContain('2026-03-02 13:30');
    expect(await ticketsOf(DEMO_IDS.zhangsan)).toHaveLength(0);
    const left = await send('zhangsan', '工资条看不到', 'text');
    expect(left.errNo).toBe(0);
    const [ticket] = await ticketsOf(DEMO_IDS.zhangsan);
    expect(ticket).toMatchObject({ status: 'open', afterHours: true, question: '工资条看不到' });
  });

  it('on Friday evening, the next opening is Monday 9:00; a company holiday on Monday moves it', async () => {
    await at('2026-03-06T10:00:00Z'); // Friday 18:00
    const res = await send('zhangsan', '9');
    expect(res.resultData.nextOpening).toBe('2026-03-09 09:00');
    const holiday = await post('wangwu', '/api/WorkCalendar/SaveOverride', {
      date: '2026-03-09',
      dayType: 2,
      name: '公司假日',
    });
    expect(holiday.errNo).toBe(0);
    try {
      const again = await send('zhangsan', '9');
      expect(again.resultData.nextOpening).toBe('2026-03-10 09:00');
      // A company holiday today closes the service in the middle of the morning.
      await at('2026-03-09T02:00:00Z');
      const closed = await send('zhangsan', '9');
      expect(closed.resultData).toMatchObject({ inHours: false, nextOpening: '2026-03-10 09:00' });
    } finally {
      await post('wangwu', '/api/WorkCalendar/DeleteOverride', { date: '2026-03-09' });
    }
  });

  it('on a statutory holiday (Labour Day), it is closed', async () => {
    await at('2026-05-01T02:00:00Z');
    const res = await send('zhangsan', '9');
    expect(res.resultData.inHours).toBe(false);
    expect(res.resultData.nextOpening > '2026-05-01 23:59').toBe(true);
  });
});

describe('tickets: HR answers, the person rates', () => {
  async function openTicket(who: Person, question: string) {
    await send(who, '9');
    await send(who, question, 'text');
    const [ticket] = await app.database.db
      .select()
      .from(serviceTickets)
      .where(and(eq(serviceTickets.eid, DEMO_IDS[who]), eq(serviceTickets.status, 'open')));
    return ticket?.id as string;
  }

  it('only HR sees and answers tickets', async () => {
    const id = await openTicket('zhangsan', '问题');
    for (const who of ['zhangsan', 'lisi'] as const) {
      expect((await get(who, `${BASE}/Tickets`)).status).toBe(403);
      expect((await post(who, `${BASE}/AnswerTicket`, { ticketId: id, answer: 'x' })).status).toBe(403);
    }
    const list = await get('wangwu', `${BASE}/Tickets?status=open`);
    expect(list.resultData).toHaveLength(1);
    expect(list.resultData[0]).toMatchObject({ id, employeeName: '张三', question: '问题', status: 'open' });
  });

  it('the answer reaches the chat and the inbox, once', async () => {
    const id = await openTicket('zhangsan', '年假');
    const empty = await post('wangwu', `${BASE}/AnswerTicket`, { ticketId: id, answer: '  ' });
    expect(empty.message).toBe('请输入回复内容（不超过500个字）');
    const res = await post('wangwu', `${BASE}/AnswerTicket`, { ticketId: id, answer: '已为您核对，余额5天' });
    expect(res.errNo).toBe(0);
    expect(res.resultData).toMatchObject({ status: 'answered', answer: '已为您核对，余额5天' });
    const chat = await get('zhangsan', `${BASE}/Chat`);
    const agent = chat.resultData.messages.find((m: { from: string }) => m.from === 'agent');
    expect(agent.text).toBe('已为您核对，余额5天');
    expect(chat.resultData.expects).toBe('menu');
    const inbox = await app.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.eid, DEMO_IDS.zhangsan), eq(notifications.titleKey, 'support.msg.answered')),
      );
    expect(inbox).toHaveLength(1);
    expect(inbox[0]?.link).toBe('/Mycustomerservice');
    const twice = await post('wangwu', `${BASE}/AnswerTicket`, { ticketId: id, answer: 'again' });
    expect(twice.message).toBe('该工单已回复');
    const unknown = await post('wangwu', `${BASE}/AnswerTicket`, { ticketId: randomUUID(), answer: 'x' });
    expect(unknown.message).toBe('该工单不存在或您无权查看');
    // After the answer, a new 9 opens a new ticket.
    await send('zhangsan', '9');
    expect(await ticketsOf(DEMO_IDS.zhangsan)).toHaveLength(2);
  });

  it('concurrent answers: one wins', async () => {
    const id = await openTicket('zhangsan', '并发');
    const results = await Promise.all([
      post('wangwu', `${BASE}/AnswerTicket`, { ticketId: id, answer: 'a' }),
      post('wangwu', `${BASE}/AnswerTicket`, { ticketId: id, answer: 'b' }),
    ]);
    expect(results.filter((r) => r.errNo === 0)).toHaveLength(1);
    const agents = (await linesOf(DEMO_IDS.zhangsan)).filter((l) => l.sender === 'agent');
    expect(agents).toHaveLength(1);
  });

  it('a ticket is rated once, by its owner, after the answer', async () => {
    const id = await openTicket('zhangsan', '评价');
    const early = await post('zhangsan', `${BASE}/RateTicket`, { ticketId: id, score: 5 });
    expect(early.message).toBe('工单尚未回复，暂不能评价');
    await post('wangwu', `${BASE}/AnswerTicket`, { ticketId: id, answer: '好的' });
    for (const score of [0, 6, 2.5]) {
      const bad = await post('zhangsan', `${BASE}/RateTicket`, { ticketId: id, score });
      expect(bad.message, String(score)).toBe('请选择1到5分的满意度');
    }
    const other = await post('zhaoliu', `${BASE}/RateTicket`, { ticketId: id, score: 1 });
    expect(other.message).toBe('该工单不存在或您无权查看');
    const rated = await post('zhangsan', `${BASE}/RateTicket`, { ticketId: id, score: 4, comment: '很快' });
    expect(rated.resultData).toMatchObject({ score: 4, comment: '很快' });
    const again = await post('zhangsan', `${BASE}/RateTicket`, { ticketId: id, score: 1 });
    expect(again.message).toBe('该工单已评价过');
    const mine = await get('zhangsan', `${BASE}/MyTickets`);
    expect(mine.resultData[0]).toMatchObject({ id, score: 4 });
    expect((await get('zhaoliu', `${BASE}/MyTickets`)).resultData).toHaveLength(0);
  });
});
