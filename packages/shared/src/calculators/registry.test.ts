import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants';
import { CAL_TYPES } from './contract';
import { CALCULATORS, runCalculator } from './registry';

const context = { lang: 'zh' as const, today: '2026-11-24' };

/** Inputs no calculator may accept or crash on. */
const JUNK: unknown[] = [
  {},
  { a: 1 },
  { start_date: 'yesterday', end_date: 42, city: ['x'], salary: -1 },
  { bns_before_tax: '1e9', isBefore: 'yes' },
  { date_s: '2026-02-30', date_e: '2026-13-01', reason: 'none', avg: 'abc' },
  { selectItem: 9, weekList: 'x' },
  { __proto__: { polluted: true } },
  Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i % 2 ? null : 'x'.repeat(100)])),
];

describe('runCalculator', () => {
  it('has a calculator for every calType, registered under its own number', () => {
    for (const calType of CAL_TYPES) expect(CALCULATORS[calType].calType).toBe(calType);
  });

  it('answers junk with code 0 and a translated message, never a fault', () => {
    for (const calType of CAL_TYPES) {
      for (const junk of JUNK) {
        for (const lang of LANGUAGES) {
          const outcome = runCalculator(calType, JSON.stringify(junk), { ...context, lang });
          expect(outcome.code, `${calType} ${JSON.stringify(junk)}`).toBe(0);
          expect(outcome.message, `${calType} ${lang}`).toBeTruthy();
          // A message key that slipped through untranslated would show as "Prefix.name".
          expect(outcome.message, `${calType} ${lang}`).not.toMatch(/^[A-Za-z]+\.[A-Za-z0-9]+$/);
        }
      }
    }
  });

  it('refuses an unknown calType, bad JSON and non-objects', () => {
    expect(runCalculator(0, '{}', context)).toEqual({ code: 0, message: '不支持的计算类型' });
    expect(runCalculator(2, '{', context).code).toBe(0);
    expect(runCalculator(2, 'null', context).code).toBe(0);
    expect(runCalculator(2, '"text"', context).code).toBe(0);
    expect(runCalculator(2, '[]', context).code).toBe(0);
    expect(runCalculator(2, `{"x":"${'y'.repeat(20_001)}"}`, context).code).toBe(0);
  });
});
