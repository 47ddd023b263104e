import { describe, expect, it } from 'vitest';
import { CAL_TYPES, isCalType, isTableStale, type TCalTable } from './contract';

const table = (over: Partial<TCalTable>): TCalTable => ({
  name: 'table',
  year: 2025,
  source: 'source',
  annual: true,
  ...over,
});

describe('calculator contract', () => {
  it('knows calTypes 1 to 9 and nothing else', () => {
    expect([...CAL_TYPES].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(isCalType(5)).toBe(true);
    for (const bad of [0, 10, '1', 1.5, null]) expect(isCalType(bad)).toBe(false);
  });

  it('calls an annual table of an earlier year stale', () => {
    expect(isTableStale(table({ year: 2025 }), '2026-11-24')).toBe(true);
    expect(isTableStale(table({ year: 2026 }), '2026-11-24')).toBe(false);
    expect(isTableStale(table({ year: 2025 }), '2025-12-31')).toBe(false);
  });

  it('keeps a dated yearly table current until its last day', () => {
    const july = table({ year: 2025, annual: true, validFrom: '2025-07-01', validTo: '2026-06-30' });
    expect(isTableStale(july, '2026-03-01')).toBe(false);
    expect(isTableStale(july, '2026-06-30')).toBe(false);
    expect(isTableStale(july, '2026-07-01')).toBe(true);
  });

  it('never calls a rule stale by its year, only after its validTo', () => {
    const rule = table({ year: 2023, annual: false, validTo: '2027-12-31' });
    expect(isTableStale(rule, '2026-11-24')).toBe(false);
    expect(isTableStale(rule, '2027-12-31')).toBe(false);
    expect(isTableStale(rule, '2028-01-01')).toBe(true);
  });

  it('always flags a table that is not published yet', () => {
    expect(isTableStale(table({ year: 2027, annual: true, pending: true }), '2026-11-24')).toBe(true);
    expect(isTableStale(table({ year: 2027, annual: false, pending: true }), '2028-01-01')).toBe(true);
  });
});
