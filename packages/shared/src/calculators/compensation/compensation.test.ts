import { describe, expect, it } from 'vitest';
import { isTableStale } from '../contract';
import { runCalculator } from '../registry';
import { compensationCalculator } from './compensation';
import { parseCompensationInput } from './compensation-input';
import { serviceLength } from './service-length';

const today = '2026-11-24';

function compute(raw: Record<string, unknown>, lang: 'zh' | 'en' | 'ja' = 'zh') {
  const parsed = parseCompensationInput(raw);
  if (!parsed.ok) throw new Error(parsed.issue.key);
  return compensationCalculator.compute(parsed.value, { lang, today });
}

describe('service length (劳动合同法 art. 47)', () => {
  it('counts the leaving day as worked: exactly 6 months is N = 1, one day less is 0.5', () => {
    expect(serviceLength('2025-01-01', '2025-06-30')).toEqual({ years: 0, months: 6, days: 0, halves: 2 });
    expect(serviceLength('2025-01-01', '2025-06-29')).toEqual({ years: 0, months: 5, days: 29, halves: 1 });
  });

  it('full years with no remainder add nothing; a single day adds half a month', () => {
    expect(serviceLength('2020-01-01', '2024-12-31').halves).toBe(10);
    expect(serviceLength('2020-01-01', '2025-01-01').halves).toBe(11);
    expect(serviceLength('2025-05-05', '2025-05-05')).toEqual({ years: 0, months: 0, days: 1, halves: 1 });
  });

  it('clamps month ends: 31 Aug + 6 months is the last day of February', () => {
    // 2024-08-31 .. 2025-02-27 -> service up to 2025-02-28 = 31 Aug + 6 months (clamped): 6 months, N = 1.
    expect(serviceLength('2024-08-31', '2025-02-27')).toEqual({ years: 0, months: 6, days: 0, halves: 2 });
    expect(serviceLength('2024-08-31', '2025-02-26')).toEqual({ years: 0, months: 5, days: 27, halves: 1 });
    // Leap year: 2023-08-31 + 6 months = 2024-02-29.
    expect(serviceLength('2023-08-31', '2024-02-28').months).toBe(6);
  });
});

describe('compensation (calType 1)', () => {
  it('hits both caps: Shanghai, avg 50,000, 15 years -> 12 x 3 x 12,434 = 447,624.00', () => {
    // Hand check: service 2011-07-01..2026-06-30 = 15 years, N = 15. Shanghai 2025 average 12,434 (in force
    // on 2026-06-30), cap 3 x 12,434 = 37,302 < 50,000 -> base 37,302 and N capped at 12: 37,302 x 12.
    const result = compute({
      date_s: '2011-07-01',
      date_e: '2026-06-30',
      reason: 'ng',
      avg: '50000',
      city: 'shanghai',
    });
    expect(result.main_ans).toBe('447624.00');
    expect(result.sub_ans[0]).toMatchObject({ value: '12' });
    expect(result.sub_ans[1]).toMatchObject({ value: '37,302.00' });
    expect(result.sub_ans[2]).toMatchObject({ value: '37,302.00' });
    expect(result.warnings.some((w) => w.includes('12年'))).toBe(true);
    // Minimum wage 2,740 (newest Shanghai row: annual, flagged in 2026) and the 2025 average, which the
    // table already knows the 2026 successor of: the right figure for a June 2026 termination, not stale.
    expect(result.tables.map((t) => [t.year, t.validFrom, t.annual])).toEqual([
      [2025, '2025-07-01', true],
      [2025, '2025-07-01', false],
    ]);
    expect(result.tables.filter((t) => isTableStale(t, today))).toHaveLength(1);
  });

  it('caps the base but not the years when service is under 12 years', () => {
    // 2020-07-01..2026-06-30 = 6 years; 37,302 x 6 = 223,812.
    const result = compute({
      date_s: '2020-07-01',
      date_e: '2026-06-30',
      reason: 'oth',
      avg: '50000',
      city: 'shanghai',
    });
    expect(result.main_ans).toBe('223812.00');
  });

  it('N: Beijing, 5 years 7 months -> 6 x 10,000 = 60,000.00', () => {
    const result = compute({
      date_s: '2020-03-01',
      date_e: '2025-09-30',
      reason: 'ng',
      avg: '10000',
      city: 'beijing',
    });
    expect(result.main_ans).toBe('60000.00');
    expect(result.sub_ans[2]).toMatchObject({ value: '未封顶' });
  });

  it("N+1: objective change without notice adds last month's wage (实施条例 art. 20)", () => {
    // 4 full years x 20,000 + 21,000 = 101,000.
    const result = compute({
      date_s: '2022-01-01',
      date_e: '2025-12-31',
      reason: 'obj',
      avg: '20000',
      lst: '21000',
      city: 'shanghai',
    });
    expect(result.main_ans).toBe('101000.00');
    expect(result.sub_ans[3]).toMatchObject({ value: '21,000.00' });
    expect(
      compute({
        date_s: '2022-01-01',
        date_e: '2025-12-31',
        reason: 'mp',
        avg: '20000',
        lst: '1',
        city: 'shanghai',
      }).main_ans,
    ).toBe('80001.00');
  });

  it('2N: unlawful termination doubles N x base, no +1', () => {
    // 2023-01-01..2025-08-15 = 2 years 7 months 15 days -> N = 3; 3 x 15,000 x 2 = 90,000.
    const result = compute({
      date_s: '2023-01-01',
      date_e: '2025-08-15',
      reason: 'und',
      avg: '15000',
      lst: '99999',
      city: 'shanghai',
    });
    expect(result.main_ans).toBe('90000.00');
    expect(result.main_label).toBe('违法解除劳动合同赔偿金');
  });

  it('expiry counts service from 2008-01-01 only (art. 97)', () => {
    // 2005-03-01..2025-12-31 counted from 2008-01-01: 18 years; 18 x 12,000 = 216,000.
    const result = compute({
      date_s: '2005-03-01',
      date_e: '2025-12-31',
      reason: 'exp',
      avg: '12000',
      city: 'shanghai',
    });
    expect(result.main_ans).toBe('216000.00');
    const other = compute({
      date_s: '2005-03-01',
      date_e: '2025-12-31',
      reason: 'ng',
      avg: '12000',
      city: 'shanghai',
    });
    // Same dates, negotiated: 20 years 10 months -> N = 21; 21 x 12,000 = 252,000, with the pre-2008 warning.
    expect(other.main_ans).toBe('252000.00');
    expect(other.warnings.some((w) => w.includes('2008'))).toBe(true);
  });

  it('raises the base to the local minimum wage on the leaving date', () => {
    // Guangzhou 2,680 from 2026-09-01 (粤府函〔2026〕188号); 2 years 10 months -> N = 3; 3 x 2,680 = 8,040.
    const result = compute({
      date_s: '2024-01-01',
      date_e: '2026-10-31',
      reason: 'ng',
      avg: '2000',
      city: 'guangzhou',
    });
    expect(result.main_ans).toBe('8040.00');
    expect(result.warnings[0]).toContain('2,680.00');
    // Before 2026-09-01 the old 2,500 applies: 2 years 8 months -> 3 x 2,500.
    expect(
      compute({ date_s: '2024-01-01', date_e: '2026-08-31', reason: 'ng', avg: '2000', city: 'guangzhou' })
        .main_ans,
    ).toBe('7500.00');
  });

  it('uses the minimum wage of the leaving date: Shanghai 2,690 before 2025-07-01', () => {
    // 2024-01-01..2025-03-31 = 1 year 3 months -> N = 1.5; 1.5 x 2,690 = 4,035.
    const result = compute({
      date_s: '2024-01-01',
      date_e: '2025-03-31',
      reason: 'oth',
      avg: '2000',
      city: 'shanghai',
    });
    expect(result.main_ans).toBe('4035.00');
    expect(result.tables[0]).toMatchObject({ validFrom: '2023-07-01', annual: false });
  });

  it('uses the manual local average when switched on', () => {
    // 20 years, avg 40,000 > 3 x 10,000 -> 30,000 x 12 = 360,000.
    const result = compute({
      date_s: '2005-01-01',
      date_e: '2024-12-31',
      reason: 'ng',
      avg: '40000',
      city: 'hangzhou',
      soc_avg_on: true,
      soc_avg_man: '10000',
    });
    expect(result.main_ans).toBe('360000.00');
    expect(result.tables.every((t) => !t.name.includes('平均工资'))).toBe(true);
  });

  it('Beijing caps at 3x the legal-entity average (not the contribution-band average): 12 x 47,103.25', () => {
    // Beijing HRSS notice: the cap is 3x 北京市法人单位从业人员平均工资; 2023: 188,413 / 12 = 15,701.08 a
    // month, 3x = 47,103.25 (the 565,239 = 12 x 47,103.25 Beijing quotes as the tax-free maximum).
    const result = compute({
      date_s: '2011-07-01',
      date_e: '2026-06-30',
      reason: 'ng',
      avg: '60000',
      city: 'beijing',
    });
    expect(result.main_ans).toBe('565239.00');
    expect(result.tables[1]).toMatchObject({
      year: 2023,
      name: '北京市法人单位从业人员平均工资（2023年，经济补偿封顶用）',
    });
  });

  it('Guangzhou has no checked cap reference: not capped, and told to enter it', () => {
    const result = compute({
      date_s: '2016-07-01',
      date_e: '2026-06-30',
      reason: 'ng',
      avg: '40000',
      city: 'guangzhou',
    });
    expect(result.main_ans).toBe('400000.00');
    expect(result.warnings.some((w) => w.includes('未检查3倍封顶'))).toBe(true);
  });

  it('warns when a city has no average wage on file and does not cap', () => {
    const result = compute(
      { date_s: '2020-01-01', date_e: '2026-10-31', reason: 'ng', avg: '50000', city: 'hangzhou' },
      'en',
    );
    expect(result.main_ans).toBe('350000.00');
    expect(result.warnings.some((w) => w.includes('3x cap was not checked'))).toBe(true);
  });

  it('answers in English and Japanese with the laws cited', () => {
    const en = compute(
      { date_s: '2020-03-01', date_e: '2025-09-30', reason: 'ng', avg: '10000', city: 'beijing' },
      'en',
    );
    expect(en.main_label).toBe('Economic compensation');
    expect(en.laws.map((law) => law.article)).toContain('Article 47');
    const ja = compute(
      { date_s: '2020-03-01', date_e: '2025-09-30', reason: 'ng', avg: '10000', city: 'beijing' },
      'ja',
    );
    expect(ja.laws[0]?.law).toBe('中華人民共和国労働契約法');
    expect(ja.message).toContain('N = 6');
  });

  it('flags a last-year table as stale', () => {
    const result = compute({
      date_s: '2020-03-01',
      date_e: '2025-09-30',
      reason: 'ng',
      avg: '10000',
      city: 'beijing',
    });
    expect(result.tables.some((t) => isTableStale(t, today))).toBe(true);
  });
});

describe('compensation input (Finan.m1..m11)', () => {
  const ok = { date_s: '2020-01-01', date_e: '2025-01-01', reason: 'ng', avg: '10000', city: 'shanghai' };
  const key = (raw: Record<string, unknown>) => {
    const parsed = parseCompensationInput(raw);
    return parsed.ok ? 'ok' : parsed.issue.key;
  };
  it('reports the first problem', () => {
    expect(key({ ...ok, date_s: '' })).toBe('Finan.m1');
    expect(key({ ...ok, date_s: '2025-02-30' })).toBe('Finan.m1');
    expect(key({ ...ok, date_e: undefined })).toBe('Finan.m2');
    expect(key({ ...ok, date_s: '2025-01-02' })).toBe('Finan.m3');
    expect(key({ ...ok, reason: 'fired' })).toBe('Finan.m4');
    expect(key({ ...ok, avg: '' })).toBe('Finan.m5');
    expect(key({ ...ok, avg: '1.234' })).toBe('Finan.m6');
    expect(key({ ...ok, avg: '123456789012345678901' })).toBe('Finan.m6');
    expect(key({ ...ok, reason: 'mp' })).toBe('Finan.m7');
    expect(key({ ...ok, reason: 'obj', lst: 'abc' })).toBe('Finan.m8');
    expect(key({ ...ok, city: '' })).toBe('Finan.m9');
    expect(key({ ...ok, soc_avg_on: true })).toBe('Finan.m10');
    expect(key({ ...ok, soc_avg_on: true, soc_avg_man: '0' })).toBe('Finan.m11');
    expect(key({ ...ok, soc_avg_on: false, soc_avg_man: 'x' })).toBe('ok');
    expect(key({ ...ok, avg: 10000.5 })).toBe('ok');
  });

  it('answers a refusal through the registry with the translated message', () => {
    const outcome = runCalculator(1, JSON.stringify({ ...ok, date_s: '2025-01-02' }), { lang: 'en', today });
    expect(outcome).toEqual({ code: 0, message: 'The entry date cannot be after the leaving date' });
  });
});
