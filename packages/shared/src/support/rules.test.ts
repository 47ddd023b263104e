import { describe, expect, it } from 'vitest';
import { gradeTest, inServiceHours, nextServiceOpening, parseChatChoice } from './rules';

describe('parseChatChoice (spec 3 §5: an integer 1 to 6, 9 for a human)', () => {
  it('takes 1-6 and 9, spaces forgiven', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => parseChatChoice(String(n)))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(parseChatChoice(' 9 ')).toBe(9);
  });
  it('refuses anything else', () => {
    for (const text of ['0', '7', '8', '10', '1.0', '1.5', '-1', 'a', '', '１', '01x', '2 3']) {
      expect(parseChatChoice(text), text).toBeNull();
    }
  });
});

describe('service hours (spec 3 §9: 9:00-12:00 and 13:30-17:00 on workdays)', () => {
  it('opens within the two sessions of a workday only', () => {
    expect(inServiceHours(9 * 60, true)).toBe(true);
    expect(inServiceHours(11 * 60 + 59, true)).toBe(true);
    expect(inServiceHours(12 * 60, true)).toBe(false);
    expect(inServiceHours(13 * 60 + 29, true)).toBe(false);
    expect(inServiceHours(13 * 60 + 30, true)).toBe(true);
    expect(inServiceHours(17 * 60, true)).toBe(false);
    expect(inServiceHours(10 * 60, false)).toBe(false);
  });
  const weekdays = (date: string) => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
  it('finds the next opening: later today, else the next workday at 9:00', () => {
    expect(nextServiceOpening('2026-03-02', 8 * 60, weekdays)).toEqual({ date: '2026-03-02', time: '09:00' });
    expect(nextServiceOpening('2026-03-02', 12 * 60 + 5, weekdays)).toEqual({
      date: '2026-03-02',
      time: '13:30',
    });
    // Friday evening: Monday morning.
    expect(nextServiceOpening('2026-03-06', 18 * 60, weekdays)).toEqual({
      date: '2026-03-09',
      time: '09:00',
    });
    // A holiday Monday is skipped.
    const holiday = (d: string) => d !== '2026-03-09' && weekdays(d);
    expect(nextServiceOpening('2026-03-06', 18 * 60, holiday)).toEqual({ date: '2026-03-10', time: '09:00' });
    expect(nextServiceOpening('2026-03-06', 18 * 60, () => false, 10)).toBeNull();
  });
});

describe('gradeTest', () => {
  const questions = [
    { id: 'a', correct: ['B'] },
    { id: 'b', correct: ['A', 'C'] },
    { id: 'c', correct: ['A'] },
  ];
  it('counts a question only when the chosen options are exactly the correct ones', () => {
    expect(gradeTest(questions, { a: ['B'], b: ['C', 'A'], c: ['A'] })).toMatchObject({
      score: 100,
      correctCount: 3,
    });
    expect(gradeTest(questions, { a: ['B'], b: ['A'], c: ['A', 'B'] })).toMatchObject({
      score: 33,
      correctCount: 1,
      correctIds: ['a'],
    });
    expect(gradeTest(questions, {})).toMatchObject({ score: 0, total: 3 });
  });
});
