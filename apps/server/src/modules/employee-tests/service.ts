import {
  ErrorCode,
  gradeTest,
  type TLanguage,
  type TQuestionKind,
  type TTestListItem,
  type TTestPaper,
  type TTestQuestion,
  type TTestResult,
  type TTestSubmit,
} from '@ehome/shared';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { type Clock, formatDateTime } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import * as repo from './repository';

type Deps = { db: Db; clock: Clock; timeZone: string };
export type EmployeeTestsService = ReturnType<typeof employeeTestsService>;

const textIn = (texts: Record<string, string>, lang: TLanguage) => texts[lang] || texts.zh || '';
const testNotFound = () => new AppError(ErrorCode.NotFound, 'support.testNotFound');

/**
 * Employee tests published by HR (spec 3 §2.6 /Employeetesting, /Employeequestion, /Employeeresult):
 * graded on the server; the first submitted result is kept and answers every later submit.
 */
export function employeeTestsService({ db, clock, timeZone }: Deps) {
  const question = (q: repo.QuestionRow, lang: TLanguage): TTestQuestion => ({
    id: q.id,
    kind: q.kind as TQuestionKind,
    text: textIn(q.text, lang),
    options: q.options.map((o) => ({ key: o.key, text: textIn(o.text, lang) })),
  });

  async function resultOf(user: AuthUser, testId: string, lang: TLanguage): Promise<TTestResult> {
    const test = await repo.publishedTest(db, testId, user.companyId, clock.now());
    if (!test) throw testNotFound();
    const [kept] = await repo.resultsOf(db, user.eid, [testId]);
    if (!kept) throw new AppError(ErrorCode.NotFound, 'support.testNotTaken');
    const questions = await repo.questionsOf(db, [testId]);
    return {
      testId,
      title: textIn(test.title, lang),
      score: kept.score,
      correctCount: kept.correctCount,
      total: kept.total,
      submittedAt: formatDateTime(kept.submittedAt, timeZone),
      questions: questions.map((q) => {
        const chosen = kept.answers[q.id] ?? [];
        const right = chosen.length === q.correct.length && q.correct.every((k) => chosen.includes(k));
        return { ...question(q, lang), chosen, correct: q.correct, right };
      }),
    };
  }

  return {
    async list(user: AuthUser, lang: TLanguage): Promise<TTestListItem[]> {
      const tests = await repo.publishedTests(db, user.companyId, clock.now());
      const ids = tests.map((t) => t.id);
      const [questions, results] = await Promise.all([
        repo.questionsOf(db, ids),
        repo.resultsOf(db, user.eid, ids),
      ]);
      const scores = new Map(results.map((r) => [r.testId, r.score]));
      return tests.map((t) => ({
        id: t.id,
        title: textIn(t.title, lang),
        description: textIn(t.description, lang),
        questionCount: questions.filter((q) => q.testId === t.id).length,
        taken: scores.has(t.id),
        score: scores.get(t.id) ?? null,
      }));
    },

    /** The questions without their answers. */
    async paper(user: AuthUser, testId: string, lang: TLanguage): Promise<TTestPaper> {
      const test = await repo.publishedTest(db, testId, user.companyId, clock.now());
      if (!test) throw testNotFound();
      const [questions, results] = await Promise.all([
        repo.questionsOf(db, [testId]),
        repo.resultsOf(db, user.eid, [testId]),
      ]);
      return {
        id: test.id,
        title: textIn(test.title, lang),
        description: textIn(test.description, lang),
        taken: results.length > 0,
        questions: questions.map((q) => question(q, lang)),
      };
    },

    /** Grades and keeps the first submit; a second (or concurrent) one answers the kept result. */
    async submit(user: AuthUser, input: TTestSubmit, lang: TLanguage): Promise<TTestResult> {
      const now = clock.now();
      const test = await repo.publishedTest(db, input.testId, user.companyId, now);
      if (!test) throw testNotFound();
      const questions = await repo.questionsOf(db, [test.id]);
      const [kept] = await repo.resultsOf(db, user.eid, [test.id]);
      if (!kept) {
        const answers: Record<string, string[]> = {};
        for (const q of questions) {
          const keys = new Set(q.options.map((o) => o.key));
          const chosen = [...new Set(input.answers[q.id] ?? [])];
          const valid =
            chosen.length > 0 &&
            chosen.every((k) => keys.has(k)) &&
            (q.kind === 'multiple' || chosen.length === 1);
          if (!valid) throw new AppError(ErrorCode.InvalidInput, 'support.testIncomplete');
          answers[q.id] = chosen.sort();
        }
        const grade = gradeTest(questions, answers);
        await repo.keepResult(db, {
          testId: test.id,
          eid: user.eid,
          score: grade.score,
          correctCount: grade.correctCount,
          total: grade.total,
          answers,
          submittedAt: now,
        });
      }
      return resultOf(user, test.id, lang);
    },

    result: resultOf,
  };
}
