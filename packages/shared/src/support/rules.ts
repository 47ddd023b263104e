import { addDays } from '../attendance/calendar';
import { CHAT_HUMAN, CHAT_TOPICS, SERVICE_HOURS, type TChatTopic } from './constants';

/**
 * Spec 3 §5: the chat input is an integer 1 to 6 (9 asks for a human, spec 3 §9). Surrounding
 * spaces are forgiven; "1.0", "01x", "7" are not.
 */
export function parseChatChoice(text: string): TChatTopic | typeof CHAT_HUMAN | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  if (n === CHAT_HUMAN) return CHAT_HUMAN;
  return (CHAT_TOPICS as readonly number[]).includes(n) ? (n as TChatTopic) : null;
}

/** Within the service hours of a workday (minutes of the day in the company's zone). */
export function inServiceHours(minutes: number, workday: boolean): boolean {
  return workday && SERVICE_HOURS.some((h) => minutes >= h.from && minutes < h.to);
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * When the service opens next after `date` at `minutes`: the next session start later that day,
 * else the first session of the next workday (searched `horizon` days ahead; null past it).
 */
export function nextServiceOpening(
  date: string,
  minutes: number,
  isWorkday: (date: string) => boolean,
  horizon = 60,
): { date: string; time: string } | null {
  if (isWorkday(date)) {
    const later = SERVICE_HOURS.find((h) => h.from > minutes);
    if (later) return { date, time: hhmm(later.from) };
  }
  for (let i = 1; i <= horizon; i++) {
    const next = addDays(date, i);
    if (isWorkday(next)) return { date: next, time: hhmm(SERVICE_HOURS[0].from) };
  }
  return null;
}

/**
 * Grades a test: a question counts when the chosen options are exactly its correct ones (multiple
 * choice included); the score is out of 100, rounded to a whole number.
 */
export function gradeTest(
  questions: readonly { id: string; correct: readonly string[] }[],
  answers: Readonly<Record<string, readonly string[]>>,
): { score: number; correctCount: number; total: number; correctIds: string[] } {
  const correctIds = questions
    .filter((q) => {
      const chosen = new Set(answers[q.id] ?? []);
      return chosen.size === q.correct.length && q.correct.every((key) => chosen.has(key));
    })
    .map((q) => q.id);
  const total = questions.length;
  const score = total === 0 ? 0 : Math.round((correctIds.length * 100) / total);
  return { score, correctCount: correctIds.length, total, correctIds };
}
