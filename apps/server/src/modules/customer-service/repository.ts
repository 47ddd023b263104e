import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { chatMessages, employees, notifications, serviceTickets } from '../../db/schema';

export type ChatRow = typeof chatMessages.$inferSelect;
export type TicketRow = typeof serviceTickets.$inferSelect;

/** The latest lines of a person's chat, oldest first. */
export async function chatOf(db: DbOrTx, eid: string, limit: number): Promise<ChatRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.eid, eid))
    .orderBy(desc(chatMessages.seq))
    .limit(limit);
  return rows.reverse();
}

/** The user's line, once per client id: null when this id was already sent. */
export async function insertUserLine(
  tx: DbOrTx,
  row: { eid: string; clientMsgId: string; body: string; createdAt: Date },
): Promise<ChatRow | null> {
  const rows = await tx
    .insert(chatMessages)
    .values({ ...row, sender: 'user' })
    .onConflictDoNothing({ target: [chatMessages.eid, chatMessages.clientMsgId] })
    .returning();
  return rows[0] ?? null;
}

export async function insertLines(tx: DbOrTx, rows: (typeof chatMessages.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(chatMessages).values(rows);
}

export async function lastBotLine(tx: DbOrTx, eid: string): Promise<ChatRow | null> {
  const rows = await tx
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.eid, eid), eq(chatMessages.sender, 'bot')))
    .orderBy(desc(chatMessages.seq))
    .limit(1);
  return rows[0] ?? null;
}

export async function openTicketOf(tx: DbOrTx, eid: string): Promise<TicketRow | null> {
  const rows = await tx
    .select()
    .from(serviceTickets)
    .where(and(eq(serviceTickets.eid, eid), eq(serviceTickets.status, 'open')))
    .limit(1);
  return rows[0] ?? null;
}

/** Opens a ticket unless the person has one open (one open per person): the open one either way. */
export async function openTicket(tx: DbOrTx, row: typeof serviceTickets.$inferInsert): Promise<TicketRow> {
  const [created] = await tx
    .insert(serviceTickets)
    .values(row)
    .onConflictDoNothing({ target: serviceTickets.eid, where: sql`status = 'open'` })
    .returning();
  if (created) return created;
  const open = await openTicketOf(tx, row.eid);
  if (!open) throw new Error('open ticket vanished');
  return open;
}

export async function appendQuestion(tx: DbOrTx, id: string, text: string) {
  await tx
    .update(serviceTickets)
    .set({
      question: sql`case when ${serviceTickets.question} = '' then ${text} else ${serviceTickets.question} || E'\n' || ${text} end`,
    })
    .where(eq(serviceTickets.id, id));
}

export async function findTicket(db: DbOrTx, id: string): Promise<TicketRow | null> {
  const rows = await db.select().from(serviceTickets).where(eq(serviceTickets.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function ticketsWhere(db: DbOrTx, where: SQL | undefined, limit = 200) {
  return db
    .select({ ticket: serviceTickets, employeeName: employees.employeeName })
    .from(serviceTickets)
    .innerJoin(employees, eq(employees.eid, serviceTickets.eid))
    .where(where)
    .orderBy(asc(serviceTickets.status), desc(serviceTickets.createdAt))
    .limit(limit);
}

/** Answers an open ticket of the company; null when it is not open (or not the company's). */
export async function answerTicket(
  tx: DbOrTx,
  id: string,
  companyId: string,
  set: { answer: string; answeredBy: string; answeredAt: Date },
): Promise<TicketRow | null> {
  const [row] = await tx
    .update(serviceTickets)
    .set({ ...set, status: 'answered' })
    .where(
      and(
        eq(serviceTickets.id, id),
        eq(serviceTickets.companyId, companyId),
        eq(serviceTickets.status, 'open'),
      ),
    )
    .returning();
  return row ?? null;
}

/** Rates an answered ticket of the person once; null when it cannot be rated now. */
export async function rateTicket(
  tx: DbOrTx,
  id: string,
  eid: string,
  set: { score: number; comment: string; ratedAt: Date },
): Promise<TicketRow | null> {
  const [row] = await tx
    .update(serviceTickets)
    .set(set)
    .where(
      and(
        eq(serviceTickets.id, id),
        eq(serviceTickets.eid, eid),
        eq(serviceTickets.status, 'answered'),
        isNull(serviceTickets.score),
      ),
    )
    .returning();
  return row ?? null;
}

/** The inbox message telling the person their question was answered. */
export async function insertNotification(tx: DbOrTx, row: typeof notifications.$inferInsert) {
  await tx.insert(notifications).values(row);
}
