import { z } from 'zod';
import { CHAT_LIMITS, QUESTION_KINDS, TICKET_STATUSES } from './constants';

/** Customer service chat, tickets, satisfaction and employee tests (issue 18). */

/**
 * A chat send: `menu` is a choice of the menu (an integer 1-6 or 9, checked by parseChatChoice),
 * `text` a message to the agent (only while a ticket is open or after the after-hours offer).
 * `clientMsgId` makes a resend harmless.
 */
export const ZChatSend = z.object({
  clientMsgId: z.uuid({ error: 'validation.clientMsgId' }),
  mode: z.enum(['menu', 'text'], { error: 'validation.chatMode' }).default('menu'),
  text: z
    .string({ error: 'validation.chatText' })
    .trim()
    .min(1, { error: 'validation.chatText' })
    .max(CHAT_LIMITS.text, { error: 'validation.chatText' }),
});
export type TChatSend = z.infer<typeof ZChatSend>;

export const ZChatMessage = z.object({
  id: z.string(),
  from: z.enum(['user', 'bot', 'agent']),
  text: z.string(),
  /** Screens the answer points to (paths of the app). */
  links: z.array(z.string()),
  /** The bot's turn: what the client offers next ('menu' or 'text'). */
  expects: z.enum(['menu', 'text']).nullable(),
  ticketId: z.string().nullable(),
  createdAt: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatState = z.object({
  messages: z.array(ZChatMessage),
  /** What the input offers now. */
  expects: z.enum(['menu', 'text']),
  inHours: z.boolean(),
  nextOpening: z.string().nullable(),
});
export type TChatState = z.infer<typeof ZChatState>;

export const ZTicket = z.object({
  id: z.string(),
  ticketNo: z.string(),
  status: z.enum(TICKET_STATUSES),
  afterHours: z.boolean(),
  employeeName: z.string(),
  question: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  score: z.number().int().nullable(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type TTicket = z.infer<typeof ZTicket>;

export const ZTicketQuery = z.object({
  status: z.enum(TICKET_STATUSES, { error: 'validation.ticketStatus' }).optional(),
});
export const ZTicketAnswer = z.object({
  ticketId: z.uuid({ error: 'validation.ticketId' }),
  answer: z
    .string({ error: 'validation.ticketAnswer' })
    .trim()
    .min(1, { error: 'validation.ticketAnswer' })
    .max(CHAT_LIMITS.text, { error: 'validation.ticketAnswer' }),
});
export type TTicketAnswer = z.infer<typeof ZTicketAnswer>;

export const ZTicketRate = z.object({
  ticketId: z.uuid({ error: 'validation.ticketId' }),
  score: z
    .number({ error: 'validation.satisfactionScore' })
    .int({ error: 'validation.satisfactionScore' })
    .min(1, { error: 'validation.satisfactionScore' })
    .max(5, { error: 'validation.satisfactionScore' }),
  comment: z
    .string()
    .trim()
    .max(CHAT_LIMITS.comment, { error: 'validation.satisfactionComment' })
    .default(''),
});
export type TTicketRate = z.infer<typeof ZTicketRate>;

// ---------------------------------------------------------------- employee tests

export const ZTestId = z.object({ testId: z.uuid({ error: 'validation.testId' }) });

export const ZTestListItem = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  questionCount: z.number().int(),
  taken: z.boolean(),
  score: z.number().int().nullable(),
});
export type TTestListItem = z.infer<typeof ZTestListItem>;

export const ZTestQuestion = z.object({
  id: z.string(),
  kind: z.enum(QUESTION_KINDS),
  text: z.string(),
  options: z.array(z.object({ key: z.string(), text: z.string() })),
});
export type TTestQuestion = z.infer<typeof ZTestQuestion>;

export const ZTestPaper = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  taken: z.boolean(),
  questions: z.array(ZTestQuestion),
});
export type TTestPaper = z.infer<typeof ZTestPaper>;

export const ZTestSubmit = z.object({
  testId: z.uuid({ error: 'validation.testId' }),
  answers: z.record(z.string(), z.array(z.string().max(8)).max(10, { error: 'validation.testAnswers' }), {
    error: 'validation.testAnswers',
  }),
});
export type TTestSubmit = z.infer<typeof ZTestSubmit>;

export const ZTestResult = z.object({
  testId: z.string(),
  title: z.string(),
  score: z.number().int(),
  correctCount: z.number().int(),
  total: z.number().int(),
  submittedAt: z.string(),
  questions: z.array(
    ZTestQuestion.extend({
      chosen: z.array(z.string()),
      correct: z.array(z.string()),
      right: z.boolean(),
    }),
  ),
});
export type TTestResult = z.infer<typeof ZTestResult>;
