import { describe, expect, it } from 'vitest';
import { isTableStale, type TCalResult } from '../contract';
import { runCalculator } from '../registry';
import { formatTenths, workingDaysCalculator } from './working-days';
import { parseWorkingDaysInput } from './working-days-input';

const today = '2026-11-24';

function run(input: object, lang: 'zh' | 'en' | 'ja' = 'zh'): TCalResult {
  const parsed = workingDaysCalculator.parse(input);
  if (!parsed.ok) throw new Error(`refused: ${parsed.issue.key}`);
  return workingDaysCalculator.compute(parsed.value, { lang, today });
}

const sub = (result: TCalResult, label: string) => result.sub_ans.find((s) => s.label === label)?.value;

function refusal(input: object): string | undefined {
  const parsed = parseWorkingDaysInput(input);
  return parsed.ok ? undefined : parsed.issue.key;
}

describe('working days, mode 1 (count between two dates, both included)', () => {
  it('2026 with the statutory holidays has 248 working days (legal-rules.md; 国办 2026 notice)', () => {
    // 365 days - 104 weekend days - 33 holiday days (of which 13 fall on weekends... counted by the
    // notice: 3+9+3+5+3+3+7) + 6 make-up workdays (4 Jan, 14 and 28 Feb, 9 May, 20 Sep, 10 Oct).
    const result = run({
      selectItem: 1,
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      use_holidays: true,
    });
    expect(result.main_ans).toBe('248');
    expect(sub(result, '工作时长')).toBe('1,984');
    expect(sub(result, '日历天数')).toBe('365');
    expect(sub(result, '节假日放假')).toBe('33');
    expect(sub(result, '调休上班')).toBe('6');
    expect(sub(result, '休息日')).toBe('84');
    expect(result.tables.map((t) => t.name)).toContain('国务院办公厅关于2026年部分节假日安排的通知');
    expect(result.tables.some((t) => isTableStale(t, today))).toBe(false);
    expect(result.laws.map((l) => `${l.law}${l.article}`)).toEqual(
      expect.arrayContaining([
        '《全国年节及纪念日放假办法》（2024年修订）第二条',
        '《国务院关于职工工作时间的规定》第三条、第七条',
      ]),
    );
    const months = result.figure[0];
    expect(months?.rows).toHaveLength(12);
    expect(months?.chart).toBeDefined();
  });

  it('February 2026: 15-23 Feb off, 14 and 28 Feb worked -> 16 working days', () => {
    // Hand check: Feb 2026 has 20 weekdays (1 Feb is a Sunday); the holiday takes 6 of them
    // (16-20 and 23 Feb); the two make-up Saturdays add 2: 20 - 6 + 2 = 16. Rest days: 8 weekend
    // days - 3 inside the holiday (15, 21, 22) - the 2 make-up Saturdays = 3.
    const result = run({ selectItem: 1, start_date: '2026-02-01', end_date: '2026-02-28' });
    expect(result.main_ans).toBe('16');
    expect(sub(result, '节假日放假')).toBe('9');
    expect(sub(result, '调休上班')).toBe('2');
    expect(sub(result, '休息日')).toBe('3');
    const events = result.figure[1]?.rows.map((row) => row.cells.join('|'));
    expect(events).toEqual([
      '2026-02-14|春节调休上班',
      '2026-02-15 ~ 02-23|春节放假9天',
      '2026-02-28|春节调休上班',
    ]);
  });

  it('custom hours: Monday-Thursday 10 h; a make-up day counts the longest weekday', () => {
    // Feb 2026 Mondays-Thursdays: 16; minus 16-19 and 23 Feb in the holiday: 11; plus the make-up
    // Saturdays 14 and 28 Feb at 10 h: 13 days, 130 h.
    const result = run({
      selectItem: 1,
      start_date: '2026-02-01',
      end_date: '2026-02-28',
      mic: true,
      weekList: ['10', '10', '10', '10', '0', '0', '0'],
    });
    expect(result.main_ans).toBe('13');
    expect(sub(result, '工作时长')).toBe('130');
  });

  it('custom hours with one decimal: 7.5 h a day over 2026 = 248 x 7.5 = 1,860 h', () => {
    const result = run({
      selectItem: 1,
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      mic: true,
      weekList: [7.5, 7.5, 7.5, 7.5, 7.5, 0, 0],
    });
    expect(result.main_ans).toBe('248');
    expect(sub(result, '工作时长')).toBe('1,860');
  });

  it('added days off take a working day away; one on a rest day changes nothing', () => {
    // 2-6 Mar 2026 is Monday-Friday; 4 Mar is marked off, 7 Mar is a Saturday anyway: 4 days.
    const result = run({
      selectItem: 1,
      start_date: '2026-03-02',
      end_date: '2026-03-07',
      add_holidays: ['2026-03-04', '2026-03-07'],
    });
    expect(result.main_ans).toBe('4');
    expect(sub(result, '自选休息日')).toBe('1');
    expect(result.figure[1]?.rows.map((row) => row.cells[0])).toEqual(['2026-03-04']);
  });

  it('without holidays 2026 has 261 weekdays (52 weeks + Thursday 1 Jan)', () => {
    const result = run({
      selectItem: 1,
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      use_holidays: false,
    });
    expect(result.main_ans).toBe('261');
    expect(result.warnings).toHaveLength(1);
    expect(result.tables.map((t) => t.name)).not.toContain('国务院办公厅关于2026年部分节假日安排的通知');
  });

  it('a year without a notice yet: statutory days only, a warning and a table the screen flags', () => {
    // 2027: 261 weekdays; statutory days on weekdays: 1 Jan (Fri), Spring Festival eve 5 Feb (Fri)
    // and 8 Feb (Mon, lunar 3rd), Qingming 5 Apr (Mon), Dragon Boat 9 Jun (Wed), Mid-Autumn
    // 15 Sep (Wed), 1 Oct (Fri): 7. Six fall on a weekend (6-7 Feb, 1-2 May, 2-3 Oct) and are made
    // up on the next free weekdays (放假办法 art. 6): 9-10 Feb, 3-4 May, 4-5 Oct. 261 - 7 - 6 = 248.
    const result = run({ selectItem: 1, start_date: '2027-01-01', end_date: '2027-12-31' });
    expect(result.main_ans).toBe('248');
    expect(sub(result, '调休上班')).toBe('0');
    expect(result.warnings[0]).toContain('2027年的放假安排尚未由国务院办公厅公布');
    const flagged = result.tables.filter((t) => isTableStale(t, today));
    expect(flagged.map((t) => t.name)).toEqual([
      '2027年放假安排（通知未发布，按放假办法第二条推算节日当天）',
    ]);
  });

  it('more than 24 months are broken down per year', () => {
    // Hand check. 2024 (leap, starts Monday): 262 weekdays - 19 holiday weekdays + 8 make-up days
    // = 251. 2025 (starts Wednesday): 261 weekdays - 18 holiday weekdays (1 Jan; 28-31 Jan, 3-4 Feb;
    // 4 Apr; 1, 2, 5 May; 2 Jun; 1-3, 6-8 Oct) + 5 make-up days (26 Jan, 8 Feb, 27 Apr, 28 Sep,
    // 11 Oct) = 248.
    const result = run({ selectItem: 1, start_date: '2024-01-01', end_date: '2026-12-31' });
    expect(result.figure[0]?.rows.map((row) => row.cells.slice(0, 2))).toEqual([
      ['2024', '251'],
      ['2025', '248'],
      ['2026', '248'],
    ]);
    const pre2025 = run({ selectItem: 1, start_date: '2024-01-01', end_date: '2024-12-31' });
    expect(pre2025.main_ans).toBe('251');
    expect(pre2025.tables.map((t) => t.name)).toEqual([
      '国务院办公厅关于2024年部分节假日安排的通知',
      '国务院关于职工工作时间的规定',
    ]);
    expect(pre2025.tables[0]?.source).toBe('国务院办公厅 国办发明电〔2023〕7号，2023-10-25发布');
  });

  it('answers in English and Japanese', () => {
    const en = run({ selectItem: 1, start_date: '2026-02-01', end_date: '2026-02-28' }, 'en');
    expect(en.main_label).toBe('Working days');
    expect(en.message).toContain(
      'Working days = 28 calendar days − 3 rest days − 9 holiday days − 0 added days off = 16.',
    );
    const ja = run({ selectItem: 1, start_date: '2026-02-01', end_date: '2026-02-28' }, 'ja');
    expect(ja.main_label).toBe('勤務日数');
    expect(ja.laws[0]?.text).toContain('春節：2月15日～2月23日休み、計9日。2月14日、2月28日は出勤。');
  });
});

describe('working days, mode 2 (the date N working days or hours after the start)', () => {
  it('5 working days after 30 Sep 2026 cross the National Day holiday: 13 Oct', () => {
    // Start day not counted (民法典 art. 201); 1-7 Oct off, 8 (Thu) 1, 9 (Fri) 2, 10 (Sat, make-up) 3,
    // 11 (Sun) rest, 12 (Mon) 4, 13 (Tue) 5.
    const result = run({ selectItem: 2, start_date: '2026-09-30', unit: 'day', bdays: '5' });
    expect(result.main_ans).toBe('2026-10-13');
    expect(result.main_unit).toBe('星期二');
    expect(sub(result, '相隔日历天数')).toBe('13');
    expect(sub(result, '节假日放假')).toBe('7');
    expect(sub(result, '调休上班')).toBe('1');
    expect(result.laws.map((l) => l.article)).toContain('第二百零一条');
  });

  it('a Sunday make-up workday counts: 3 working days after Friday 18 Sep 2026 is 22 Sep', () => {
    // 19 Sat rest, 20 Sun make-up (1), 21 Mon (2), 22 Tue (3).
    expect(run({ selectItem: 2, start_date: '2026-09-18', unit: 'day', bdays: 3 }).main_ans).toBe(
      '2026-09-22',
    );
  });

  it('hours: 20 hours at 8 a day end on the third working day, 4 hours into it', () => {
    const result = run({ selectItem: 2, start_date: '2026-12-20', unit: 'hour', bdays: 20 });
    expect(result.main_ans).toBe('2026-12-23');
    expect(sub(result, '最后一天用去工时')).toBe('4 / 8');
    expect(sub(result, '经过工作日')).toBe('3');
  });

  it('an added day off pushes the date on', () => {
    const result = run({
      selectItem: 2,
      start_date: '2026-12-20',
      unit: 'day',
      bdays: 3,
      add_holidays: '2026-12-22',
    });
    expect(result.main_ans).toBe('2026-12-24');
  });
});

describe('working days input refusals (spec 2 §5, WorkData.m1..m10)', () => {
  const base = { selectItem: 1, start_date: '2026-01-01', end_date: '2026-01-31' };
  const week = (...hours: unknown[]) => ({ ...base, mic: true, weekList: hours });
  it.each([
    [{ ...base, selectItem: 3 }, 'WorkData.mode'],
    [{ ...base, start_date: '' }, 'WorkData.m1'],
    [{ ...base, start_date: '2026-02-30' }, 'WorkData.date'],
    [{ ...base, end_date: undefined }, 'WorkData.m2'],
    [{ ...base, end_date: '2025-12-31' }, 'WorkData.m3'],
    [week(8, 8, 8, 8, '', 0, 0), 'WorkData.m4'],
    [week(8, 8, 8, 8), 'WorkData.m4'],
    [week(8, 8, 8, 8, '7.25', 0, 0), 'WorkData.m5'],
    [week(8, 8, 8, 8, 'abc', 0, 0), 'WorkData.m5'],
    [week(8, 8, -1, 8, 8, 0, 0), 'WorkData.m6'],
    [week(8, 8, 8, 8, '24.5', 0, 0), 'WorkData.m7'],
    [week(8, 8, 8, 8, 100, 0, 0), 'WorkData.m7'],
    [week(0, 0, 0, 0, 0, 0, 0), 'WorkData.noHours'],
    [{ selectItem: 2, start_date: '2026-01-01', bdays: 3 }, 'WorkData.m8'],
    [{ selectItem: 2, start_date: '2026-01-01', unit: 'day' }, 'WorkData.m9'],
    [{ selectItem: 2, start_date: '2026-01-01', unit: 'day', bdays: '1.5' }, 'WorkData.m10'],
    [{ selectItem: 2, start_date: '2026-01-01', unit: 'day', bdays: 0 }, 'WorkData.m10'],
    [{ ...base, end_date: '2036-01-01' }, 'WorkData.span'],
    [{ selectItem: 2, start_date: '2026-01-01', unit: 'day', bdays: 2700 }, 'WorkData.span'],
    [{ ...base, start_date: '2003-12-31' }, 'WorkData.years'],
    [{ selectItem: 2, start_date: '2100-06-01', unit: 'day', bdays: 3 }, 'WorkData.years'],
    [{ ...base, add_holidays: ['2026-13-01'] }, 'WorkData.addDays'],
  ])('%j -> %s', (input, key) => {
    expect(refusal(input)).toBe(key);
  });

  it('accepts the limits: 24 h, one decimal, 10 years, ranges of 2004-2100', () => {
    expect(refusal(week(24, 0.5, '8.0', 8, 8, 0, 0))).toBeUndefined();
    expect(refusal({ ...base, end_date: '2035-12-31' })).toBeUndefined();
    expect(refusal({ selectItem: 2, start_date: '2026-01-01', unit: 'day', bdays: 2400 })).toBeUndefined();
  });

  it('the server path translates the refusal', () => {
    const outcome = runCalculator(
      3,
      JSON.stringify({ selectItem: 1, start_date: '2026-02-01', end_date: '2026-01-01' }),
      {
        lang: 'en',
        today,
      },
    );
    expect(outcome).toEqual({ code: 0, message: 'The end date cannot be before the start date' });
  });
});

describe('formatTenths', () => {
  it('shows whole hours without a decimal and groups thousands', () => {
    expect([formatTenths(75), formatTenths(80), formatTenths(19_840), formatTenths(0)]).toEqual([
      '7.5',
      '8',
      '1,984',
      '0',
    ]);
  });
});
