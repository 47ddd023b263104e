import { describe, expect, it } from 'vitest';
import {
  detailPath,
  parseDetailQuery,
  parseYear,
  statusTone,
  tabOfYear,
  usedOutsideRequests,
  YEAR_TABS,
  yearOfTab,
} from './balance-model';

const CID = '0b6c3a5e-1d2f-4c8a-9e10-000000003001';

describe('year tabs', () => {
  it('are next year, this year and last year around the server year', () => {
    expect(YEAR_TABS.map((tab) => yearOfTab(tab, 2026))).toEqual([2027, 2026, 2025]);
  });

  it('open on the tab of a linked year, this year otherwise', () => {
    expect(tabOfYear(2025, 2026)).toBe('last');
    expect(tabOfYear(2027, 2026)).toBe('next');
    expect(tabOfYear(2019, 2026)).toBe('this');
    expect(tabOfYear(null, 2026)).toBe('this');
  });
});

describe('detail links', () => {
  it('round-trip year, type and category id', () => {
    const path = detailPath(2026, 'annual', CID);
    expect(path).toBe(`/LeaveAmountDetail?year=2026&type=annual&cid=${CID}`);
    expect(parseDetailQuery(new URL(path, 'http://x').searchParams)).toEqual({
      year: 2026,
      type: 'annual',
      cid: CID,
    });
  });

  it('refuse a link without a year or a category id', () => {
    expect(parseDetailQuery(new URLSearchParams({ type: 'annual', cid: CID }))).toBeNull();
    expect(parseDetailQuery(new URLSearchParams({ year: '2026', type: 'annual', cid: '../x' }))).toBeNull();
    expect(parseYear('20266')).toBeNull();
    expect(parseYear('2026')).toBe(2026);
  });
});

describe('status tone', () => {
  it('marks approved green, rejected red, pending blue and drafts plain', () => {
    expect([0, 1, 2, 3, 9].map(statusTone)).toEqual(['default', 'primary', 'success', 'danger', 'default']);
  });
});

describe('used outside the listed requests', () => {
  it('is what the approved requests do not explain, never below zero', () => {
    const applies = [
      { approveStatus: 2, timeLength: 0.5 },
      { approveStatus: 2, timeLength: 1.1 },
      { approveStatus: 1, timeLength: 2 },
      { approveStatus: 3, timeLength: 1 },
    ];
    expect(usedOutsideRequests(4.6, applies)).toBe(3);
    expect(usedOutsideRequests(1.6, applies)).toBe(0);
    expect(usedOutsideRequests(1, applies)).toBe(0);
    expect(usedOutsideRequests(3, [])).toBe(3);
  });
});
