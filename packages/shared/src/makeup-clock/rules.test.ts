import { describe, expect, it } from 'vitest';
import { earlyClockOutMinutes } from '../attendance/early-leave';
import { checkMakeupDay, checkMakeupForm, checkMakeupLimit, punchesOf } from './rules';

const today = '2026-11-25';
const keys = (issues: { key: string }[]) => issues.map((i) => i.key);
const fine = {
  workday: true,
  signInNeedsRepair: true,
  signOutNeedsRepair: true,
  onDutyCovered: false,
  punchTimePassed: true,
};

describe('make-up clock form', () => {
  it('asks for date, type and reason', () => {
    expect(keys(checkMakeupForm({}, today))).toEqual([
      'validation.makeupDate',
      'validation.makeupType',
      'validation.makeupRemark',
    ]);
  });
  it('asks for the work status when the off-duty punch is made up', () => {
    const base = { attendanceDate: '2026-11-20', remark: '忘记打卡' };
    expect(keys(checkMakeupForm({ ...base, type: 1 }, today))).toEqual(['validation.makeupWorkStatus']);
    expect(keys(checkMakeupForm({ ...base, type: 2, workStatus: 9 }, today))).toEqual([
      'validation.makeupWorkStatus',
    ]);
    expect(checkMakeupForm({ ...base, type: 0 }, today)).toEqual([]);
    expect(checkMakeupForm({ ...base, type: 1, workStatus: 1 }, today)).toEqual([]);
  });
  it('refuses a future date, one outside the request window, a bad type and a long reason', () => {
    const base = { type: 0, remark: 'x' };
    expect(keys(checkMakeupForm({ ...base, attendanceDate: '2026-11-26' }, today))).toEqual([
      'makeup.notPast',
    ]);
    expect(keys(checkMakeupForm({ ...base, attendanceDate: '2024-11-24' }, today))).toEqual([
      'validation.requestDateWindow',
    ]);
    expect(keys(checkMakeupForm({ ...base, attendanceDate: '2026-13-01' }, today))).toEqual([
      'validation.date',
    ]);
    expect(keys(checkMakeupForm({ attendanceDate: '2026-11-20', type: 5, remark: 'x' }, today))).toEqual([
      'validation.makeupType',
    ]);
    expect(
      keys(checkMakeupForm({ ...base, attendanceDate: '2026-11-20', remark: 'x'.repeat(201) }, today)),
    ).toEqual(['validation.makeupRemarkLength']);
  });
});

describe('make-up clock day', () => {
  it('needs a past workday', () => {
    expect(keys(checkMakeupDay(0, { ...fine, workday: false }))).toEqual(['makeup.notWorkday']);
    expect(keys(checkMakeupDay(0, { ...fine, punchTimePassed: false }))).toEqual(['makeup.notPast']);
  });
  it('repairs only a punch that needs it', () => {
    expect(keys(checkMakeupDay(0, { ...fine, signInNeedsRepair: false }))).toEqual(['makeup.onDutyFine']);
    expect(keys(checkMakeupDay(2, { ...fine, signOutNeedsRepair: false }))).toEqual(['makeup.offDutyFine']);
  });
  it('asks for the morning or all-day make-up before the off-duty one', () => {
    expect(keys(checkMakeupDay(1, fine))).toEqual(['makeup.onDutyFirst']);
    expect(checkMakeupDay(1, { ...fine, onDutyCovered: true })).toEqual([]);
    expect(checkMakeupDay(0, fine)).toEqual([]);
    expect(checkMakeupDay(2, fine)).toEqual([]);
  });
  it('keeps to the monthly limit', () => {
    expect(checkMakeupLimit(2, 3)).toEqual([]);
    expect(checkMakeupLimit(3, 3)).toEqual([
      { field: 'attendanceDate', key: 'makeup.monthlyLimit', params: { limit: 3, used: 3 } },
    ]);
  });
  it('knows the punches of each type', () => {
    expect(punchesOf(0)).toEqual(['in']);
    expect(punchesOf(1)).toEqual(['out']);
    expect(punchesOf(2)).toEqual(['in', 'out']);
  });
});

describe('clocking out early', () => {
  const end = Date.parse('2026-11-25T10:00:00Z');
  it('counts the minutes beyond the grace, as the day will show them', () => {
    expect(earlyClockOutMinutes(end - 840 * 60_000, end, 0)).toBe(840);
    expect(earlyClockOutMinutes(end - 30 * 60_000 + 59_000, end, 10)).toBe(20);
    expect(earlyClockOutMinutes(end - 5 * 60_000, end, 10)).toBe(0);
    expect(earlyClockOutMinutes(end + 60_000, end, 0)).toBe(0);
  });
});
