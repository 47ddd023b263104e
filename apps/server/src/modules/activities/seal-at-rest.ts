import { maskIdNumber, maskPhone } from '@ehome/shared/validation/mask';
import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inIdBatches } from '../../db/id-batches';
import { activityFormItems, activityRegistrations, type TActivityAnswer } from '../../db/schema';
import { isSealedText, openTolerant, type PiiCipher, SEALED_TEXT_PREFIX } from '../../platform/pii';

/**
 * Registration answers that are personal data: the answers to ID-number and phone items (the form
 * item's `special`) are stored sealed (platform/pii.ts), the other answers as they were typed.
 */
export const SEALED_ANSWER_SPECIALS = ['idNo', 'phone'] as const;
const isSealedSpecial = (special: string | null | undefined) =>
  (SEALED_ANSWER_SPECIALS as readonly (string | null | undefined)[]).includes(special);

/** The answers as stored: ID-number and phone answers sealed (once: a sealed value stays as it is). */
export function sealAnswers(
  pii: PiiCipher,
  answers: TActivityAnswer[],
  specialOf: (itemId: string) => string | null | undefined,
): TActivityAnswer[] {
  return answers.map((a) =>
    isSealedSpecial(specialOf(a.itemId)) && a.value && !isSealedText(a.value)
      ? { itemId: a.itemId, value: pii.seal(a.value) }
      : a,
  );
}

/**
 * The answers in plain text, for their owner. Every sealed value is opened, whatever its item is
 * now; a plain one (written by an earlier version during a rolling deploy) is read as it is.
 */
export const openAnswers = (pii: PiiCipher, answers: TActivityAnswer[]): TActivityAnswer[] =>
  answers.map((a) =>
    isSealedText(a.value) ? { itemId: a.itemId, value: openTolerant(pii, a.value) ?? '' } : a,
  );

/** An opened answer as HR sees it: ID numbers and phones masked (packages/shared validation/mask). */
export function maskAnswer(special: string | null | undefined, value: string): string {
  if (!value) return value;
  if (special === 'idNo') return maskIdNumber(value);
  if (special === 'phone') return maskPhone(value);
  return value;
}

/** A registration holding an ID-number or phone answer in plain text (written before the sealing). */
const holdsPlainAnswer: SQL = sql`exists (
  select 1 from jsonb_array_elements(${activityRegistrations.answers}) as stored(answer)
  join ${activityFormItems} on ${activityFormItems.id}::text = stored.answer->>'itemId'
  where ${activityFormItems.special} in ('idNo', 'phone')
    and coalesce(stored.answer->>'value', '') <> ''
    and stored.answer->>'value' not like ${`${SEALED_TEXT_PREFIX}%`}
)`;

/**
 * What the answers were when read, compared by digest: the plain values never go back to the
 * database as query parameters (a failed query's error, which may be logged, carries its parameters).
 */
const answersDigest = sql<string>`md5(${activityRegistrations.answers}::text)`;

/**
 * Registrations submitted before their ID-number and phone answers were sealed hold them in plain
 * text: this seals them once, at start-up, after the migrations and under the same migration lock
 * (like the relatives, modules/relatives/seal-at-rest.ts), so one instance does it and the others
 * find nothing left. A value that already starts with `pii1.` is left alone. Batches of `batchSize`
 * rows, each in one transaction, each row by its id (and only while it still holds what was read).
 * Answers how many registrations it changed.
 */
export async function sealPlainRegistrationAnswers(
  db: Db,
  pii: PiiCipher,
  { batchSize = 200 }: { batchSize?: number } = {},
): Promise<number> {
  return inIdBatches(
    (after) =>
      db
        .select({
          id: activityRegistrations.id,
          activityId: activityRegistrations.activityId,
          answers: activityRegistrations.answers,
          digest: answersDigest,
        })
        .from(activityRegistrations)
        .where(and(holdsPlainAnswer, after ? gt(activityRegistrations.id, after) : undefined))
        .orderBy(asc(activityRegistrations.id))
        .limit(batchSize),
    async (rows) => {
      const items = await db
        .select({ id: activityFormItems.id, special: activityFormItems.special })
        .from(activityFormItems)
        .where(inArray(activityFormItems.activityId, [...new Set(rows.map((r) => r.activityId))]));
      const specials = new Map(items.map((i) => [i.id, i.special]));
      return db.transaction(async (tx) => {
        let changed = 0;
        for (const row of rows) {
          const updated = await tx
            .update(activityRegistrations)
            .set({ answers: sealAnswers(pii, row.answers, (id) => specials.get(id)) })
            // Only if nobody changed the row since it was read (an older instance still running).
            .where(and(eq(activityRegistrations.id, row.id), sql`${answersDigest} = ${row.digest}`))
            .returning({ id: activityRegistrations.id });
          changed += updated.length;
        }
        return changed;
      });
    },
  );
}
