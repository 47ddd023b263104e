import { randomBytes } from 'node:crypto';
import {
  CHAT_HUMAN,
  CHAT_LIMITS,
  calendarDay,
  DayType,
  ErrorCode,
  inServiceHours,
  nextServiceOpening,
  parseChatChoice,
  type TChatMessage,
  type TChatSend,
  type TChatState,
  type TLanguage,
  type TMessageKey,
  TOPIC_LINKS,
  type TTicket,
  type TTicketAnswer,
  type TTicketRate,
  type TTicketStatus,
  translate,
} from '@ehome/shared';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { serviceTickets } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import { type Clock, formatDateTime, inZone } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import * as calendar from '../work-calendar/repository';
import * as repo from './repository';

type Deps = { db: Db; clock: Clock; timeZone: string };

const refused = (key: TMessageKey, code: number = ErrorCode.Conflict) =>
  new AppError(code as typeof ErrorCode.Conflict, key);
const ticketNotFound = () => refused('support.ticketNotFound', ErrorCode.NotFound);
const CHAT_PATH = '/Mycustomerservice';
/** The bot lines after which a free-text line leaves a message (the after-hours offer). */
const OFFER_KEYS = new Set(['support.bot.closed', 'support.bot.closedNoDate']);

export type CustomerService = ReturnType<typeof customerService>;

/**
 * The customer-service chat (spec 3 §2.6 /Mycustomerservice, §5, §9): the menu 1-6 answers from the
 * app's screens; 9 asks for a human, who is reachable in service hours on the company's workdays
 * (its work calendar: holidays and make-up workdays count). A request for a human, or a message
 * left after hours, is a ticket HR answers on /ServiceTickets.
 */
export function customerService({ db, clock, timeZone }: Deps) {
  /** Whether a human is reachable now and, if not, when next (YYYY-MM-DD HH:mm). */
  async function serviceNow(
    conn: DbOrTx,
    companyId: string,
  ): Promise<{ inHours: boolean; next: string | null }> {
    const now = inZone(clock.now(), timeZone);
    const today = now.format('YYYY-MM-DD');
    const minutes = now.hour() * 60 + now.minute();
    const until = now.add(60, 'day').format('YYYY-MM-DD');
    const overrides = new Map(
      (await calendar.listOverrides(conn, companyId, today, until)).map((r) => [
        r.date,
        { dayType: r.dayType as (typeof DayType)[keyof typeof DayType], name: r.name },
      ]),
    );
    const isWorkday = (date: string) => calendarDay(date, overrides).dayType === DayType.Workday;
    if (inServiceHours(minutes, isWorkday(today))) return { inHours: true, next: null };
    const next = nextServiceOpening(today, minutes, isWorkday);
    return { inHours: false, next: next ? `${next.date} ${next.time}` : null };
  }

  function toMessage(row: repo.ChatRow, lang: TLanguage): TChatMessage {
    return {
      id: row.id,
      from: row.sender as TChatMessage['from'],
      text: row.messageKey ? translate(lang, row.messageKey as TMessageKey, row.params) : row.body,
      links: row.links,
      expects: (row.expects as TChatMessage['expects']) ?? null,
      ticketId: row.ticketId,
      createdAt: formatDateTime(row.createdAt, timeZone),
    };
  }

  async function state(user: AuthUser, lang: TLanguage): Promise<TChatState> {
    const rows = await repo.chatOf(db, user.eid, CHAT_LIMITS.history);
    const service = await serviceNow(db, user.companyId);
    const welcome: TChatMessage = {
      id: 'welcome',
      from: 'bot',
      text: translate(lang, 'support.bot.welcome'),
      links: [],
      expects: 'menu',
      ticketId: null,
      createdAt: '',
    };
    const lastBot = rows.findLast((r) => r.sender === 'bot');
    return {
      messages: [welcome, ...rows.map((r) => toMessage(r, lang))],
      expects: (lastBot?.expects as 'menu' | 'text' | null) ?? 'menu',
      inHours: service.inHours,
      nextOpening: service.next,
    };
  }

  const newTicketNo = () => {
    const day = inZone(clock.now(), timeZone).format('YYYYMMDD');
    return `CS${day}${randomBytes(3).toString('hex').toUpperCase()}`;
  };

  type BotLine = {
    key: TMessageKey;
    params?: Record<string, string>;
    links?: string[];
    expects: 'menu' | 'text';
    ticketId?: string;
  };

  async function replyToMenu(tx: DbOrTx, user: AuthUser, text: string): Promise<BotLine[]> {
    const choice = parseChatChoice(text);
    if (choice === null) throw refused('support.chatChoice', ErrorCode.InvalidInput);
    if (choice !== CHAT_HUMAN) {
      return [
        {
          key: `support.bot.topic${choice}` as TMessageKey,
          links: [...TOPIC_LINKS[choice]],
          expects: 'menu',
        },
        { key: 'support.bot.more', expects: 'menu' },
      ];
    }
    const open = await repo.openTicketOf(tx, user.eid);
    if (open)
      return [
        {
          key: 'support.bot.humanOpen',
          params: { ticketNo: open.ticketNo },
          expects: 'text',
          ticketId: open.id,
        },
      ];
    const service = await serviceNow(tx, user.companyId);
    if (!service.inHours) {
      return service.next
        ? [{ key: 'support.bot.closed', params: { next: service.next }, expects: 'text' }]
        : [{ key: 'support.bot.closedNoDate', expects: 'text' }];
    }
    const ticket = await repo.openTicket(tx, {
      companyId: user.companyId,
      eid: user.eid,
      ticketNo: newTicketNo(),
      createdAt: clock.now(),
    });
    return [
      {
        key: 'support.bot.human',
        params: { ticketNo: ticket.ticketNo },
        expects: 'text',
        ticketId: ticket.id,
      },
    ];
  }

  async function replyToText(tx: DbOrTx, user: AuthUser, text: string): Promise<BotLine[]> {
    const open = await repo.openTicketOf(tx, user.eid);
    if (open) {
      await repo.appendQuestion(tx, open.id, text);
      return [
        { key: 'support.bot.added', params: { ticketNo: open.ticketNo }, expects: 'text', ticketId: open.id },
      ];
    }
    const last = await repo.lastBotLine(tx, user.eid);
    if (!last?.messageKey || !OFFER_KEYS.has(last.messageKey)) throw refused('support.textNotExpected');
    const ticket = await repo.openTicket(tx, {
      companyId: user.companyId,
      eid: user.eid,
      ticketNo: newTicketNo(),
      afterHours: true,
      question: text,
      createdAt: clock.now(),
    });
    return [
      {
        key: 'support.bot.left',
        params: { ticketNo: ticket.ticketNo },
        expects: 'text',
        ticketId: ticket.id,
      },
    ];
  }

  function toTicket(row: repo.TicketRow, employeeName: string): TTicket {
    return {
      id: row.id,
      ticketNo: row.ticketNo,
      status: row.status as TTicketStatus,
      afterHours: row.afterHours,
      employeeName,
      question: row.question,
      answer: row.answer,
      answeredAt: row.answeredAt ? formatDateTime(row.answeredAt, timeZone) : null,
      score: row.score,
      comment: row.comment,
      createdAt: formatDateTime(row.createdAt, timeZone),
    };
  }

  return {
    state,

    /** A line of the person: a menu choice or a message to the agent; a resent id changes nothing. */
    async send(user: AuthUser, input: TChatSend, lang: TLanguage): Promise<TChatState> {
      // Checked before anything is stored: a refused line leaves the chat as it was.
      if (input.mode === 'menu' && parseChatChoice(input.text) === null) {
        throw refused('support.chatChoice', ErrorCode.InvalidInput);
      }
      await db.transaction(async (tx) => {
        const now = clock.now();
        const line = await repo.insertUserLine(tx, {
          eid: user.eid,
          clientMsgId: input.clientMsgId,
          body: input.text,
          createdAt: now,
        });
        if (!line) return;
        const replies =
          input.mode === 'menu'
            ? await replyToMenu(tx, user, input.text)
            : await replyToText(tx, user, input.text);
        // The bot answers a moment after the line it answers, so the order survives equal clocks.
        await repo.insertLines(
          tx,
          replies.map((r, i) => ({
            eid: user.eid,
            sender: 'bot',
            messageKey: r.key,
            params: r.params ?? {},
            links: r.links ?? [],
            expects: r.expects,
            ticketId: r.ticketId ?? null,
            createdAt: new Date(now.getTime() + i + 1),
          })),
        );
      });
      return state(user, lang);
    },

    async myTickets(user: AuthUser): Promise<TTicket[]> {
      const rows = await repo.ticketsWhere(db, eq(serviceTickets.eid, user.eid));
      return rows.map((r) => toTicket(r.ticket, r.employeeName));
    },

    /** HR: the company's tickets, open first. */
    async tickets(user: AuthUser, status: TTicketStatus | undefined): Promise<TTicket[]> {
      const rows = await repo.ticketsWhere(
        db,
        and(
          eq(serviceTickets.companyId, user.companyId),
          status ? eq(serviceTickets.status, status) : undefined,
        ),
      );
      return rows.map((r) => toTicket(r.ticket, r.employeeName));
    },

    /** HR answers once: the answer goes into the person's chat and their inbox. */
    async answer(user: AuthUser, input: TTicketAnswer): Promise<TTicket> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const row = await repo.answerTicket(tx, input.ticketId, user.companyId, {
          answer: input.answer,
          answeredBy: user.eid,
          answeredAt: now,
        });
        if (!row) {
          const found = await repo.findTicket(tx, input.ticketId);
          if (!found || found.companyId !== user.companyId) throw ticketNotFound();
          throw refused('support.ticketAnswered');
        }
        await repo.insertLines(tx, [
          {
            eid: row.eid,
            sender: 'agent',
            body: input.answer,
            ticketId: row.id,
            expects: null,
            createdAt: now,
          },
          {
            eid: row.eid,
            sender: 'bot',
            messageKey: 'support.bot.more',
            expects: 'menu',
            createdAt: new Date(now.getTime() + 1),
          },
        ]);
        await repo.insertNotification(tx, {
          eid: row.eid,
          titleKey: 'support.msg.answered',
          params: { ticketNo: row.ticketNo },
          link: CHAT_PATH,
          createdAt: now,
        });
        const [named] = await repo.ticketsWhere(tx, eq(serviceTickets.id, row.id), 1);
        return toTicket(row, named?.employeeName ?? '');
      });
    },

    /** The person rates an answered ticket of theirs, once (spec 3 §2.6 /Satisfactionscore). */
    async rate(user: AuthUser, input: TTicketRate): Promise<TTicket> {
      const row = await repo.rateTicket(db, input.ticketId, user.eid, {
        score: input.score,
        comment: input.comment,
        ratedAt: clock.now(),
      });
      if (!row) {
        const found = await repo.findTicket(db, input.ticketId);
        if (!found || found.eid !== user.eid) throw ticketNotFound();
        if (found.status !== 'answered') throw refused('support.ticketNotAnswered');
        throw refused('support.ticketRated');
      }
      return toTicket(row, user.profile.employeeName);
    },
  };
}
