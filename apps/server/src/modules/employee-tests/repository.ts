import { and, asc, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employeeTests, testQuestions, testResults } from '../../db/schema';

export type TestRow = typeof employeeTests.$inferSelect;
export type QuestionRow = typeof testQuestions.$inferSelect;
export type ResultRow = typeof testResults.$inferSelect;

const visibleTo = (companyId: string, now: Date) =>
  and(
    or(isNull(employeeTests.companyId), eq(employeeTests.companyId, companyId)),
    isNotNull(employeeTests.publishedAt),
    lte(employeeTests.publishedAt, now),
  );

export async function publishedTests(db: DbOrTx, companyId: string, now: Date): Promise<TestRow[]> {
  return db
    .select()
    .from(employeeTests)
    .where(visibleTo(companyId, now))
    .orderBy(asc(employeeTests.publishedAt));
}

export async function publishedTest(
  db: DbOrTx,
  id: string,
  companyId: string,
  now: Date,
): Promise<TestRow | null> {
  const rows = await db
    .select()
    .from(employeeTests)
    .where(and(eq(employeeTests.id, id), visibleTo(companyId, now)))
    .limit(1);
  return rows[0] ?? null;
}

export async function questionsOf(db: DbOrTx, testIds: string[]): Promise<QuestionRow[]> {
  if (testIds.length === 0) return [];
  return db
    .select()
    .from(testQuestions)
    .where(inArray(testQuestions.testId, testIds))
    .orderBy(asc(testQuestions.sort), asc(testQuestions.id));
}

export async function resultsOf(db: DbOrTx, eid: string, testIds: string[]): Promise<ResultRow[]> {
  if (testIds.length === 0) return [];
  return db
    .select()
    .from(testResults)
    .where(and(eq(testResults.eid, eid), inArray(testResults.testId, testIds)));
}

/** Keeps the first result: a later or concurrent submit inserts nothing. */
export async function keepResult(db: DbOrTx, row: typeof testResults.$inferInsert): Promise<void> {
  await db
    .insert(testResults)
    .values(row)
    .onConflictDoNothing({ target: [testResults.testId, testResults.eid] });
}
