import type { TAttendanceSummary } from '@ehome/shared/attendance/schemas';
import { describe, expect, it } from 'vitest';
import { categoryLabel, detailPath, summaryTiles, workdaySlices } from './summary-model';

const summary: TAttendanceSummary = {
  ym: '2026-02',
  normalTimes: 12,
  lateTimes: 2,
  earlyTimes: 0,
  absenceTimes: 1,
  missingTimes: 1,
  restWorkTimes: 0,
  workdaysSoFar: 16,
  workdays: 16,
  lateMinutes: 23,
  earlyMinutes: 0,
  applyCategoryList: [{ type: 'leave:ANNUAL', kind: 'leave', name: '年假', count: 2 }],
};

describe('summary tiles', () => {
  it('lists the six categories, then the request categories, tappable only with days', () => {
    const tiles = summaryTiles(summary);
    expect(tiles.map((t) => t.type)).toEqual([
      'normal',
      'late',
      'early',
      'absence',
      'missing',
      'restWork',
      'leave:ANNUAL',
    ]);
    expect(tiles.filter((t) => t.tappable).map((t) => t.type)).toEqual([
      'normal',
      'late',
      'absence',
      'missing',
      'leave:ANNUAL',
    ]);
    expect(tiles[1]).toMatchObject({ label: { key: 'state.late' }, count: 2, minutes: 23, tone: 'late' });
    expect(tiles[3]).toMatchObject({ label: { key: 'state.absent' }, tone: 'absent' });
    expect(tiles[6]).toMatchObject({ label: { text: '年假' }, count: 2, tone: 'leave' });
    expect(tiles[0]).not.toHaveProperty('minutes');
  });

  it('links a category to its detail, request types as one path segment', () => {
    expect(detailPath('late', '2026-02')).toBe('/AttendanceDetail/late/2026-02');
    expect(detailPath('leave:ANNUAL', '2026-02')).toBe('/AttendanceDetail/leave%3AANNUAL/2026-02');
  });
});

describe('category names', () => {
  it('names fixed categories from the catalogue and request categories from the summary', () => {
    expect(categoryLabel('absence', undefined)).toEqual({ key: 'state.absent' });
    expect(categoryLabel('restWork', undefined)).toEqual({ key: 'restDayWork' });
    expect(categoryLabel('leave:ANNUAL', summary)).toEqual({ text: '年假' });
    expect(categoryLabel('trip:DOMESTIC', summary)).toEqual({ key: 'requestKind.trip' });
    expect(categoryLabel('bogus', undefined)).toBeNull();
    expect(categoryLabel('leave:', undefined)).toBeNull();
  });
});

describe('workday slices', () => {
  it('counts each workday once by its state and leaves days off out', () => {
    const days = [
      ...Array.from({ length: 5 }, () => ({ state: 'normal' as const })),
      { state: 'late' as const },
      { state: 'absent' as const },
      { state: 'rest' as const },
      { state: 'holiday' as const },
      { state: 'pending' as const },
      { state: 'leave' as const },
    ];
    const slices = workdaySlices(days);
    expect(Object.fromEntries(slices.map((s) => [s.key, s.value]))).toEqual({
      normal: 5,
      late: 1,
      early: 0,
      missing: 0,
      absent: 1,
      leave: 1,
      trip: 0,
      outing: 0,
      pending: 1,
    });
    expect(slices.reduce((sum, s) => sum + s.value, 0)).toBe(9);
  });
});
