import { describe, expect, it } from 'vitest';
import { cancelledLength, checkLeaveCancel } from './rules';

const days = [
  { date: '2026-12-03', length: 1 },
  { date: '2026-12-04', length: 1 },
  { date: '2026-12-05', length: 0 },
  { date: '2026-12-06', length: 0 },
  { date: '2026-12-07', length: 0.5 },
];
const leave = { leaveStartDate: '2026-12-03', leaveEndDate: '2026-12-07', days };

describe('leave cancellation', () => {
  it('returns what the leave charged from the date on', () => {
    expect(cancelledLength(days, '2026-12-03')).toBe(2.5);
    expect(cancelledLength(days, '2026-12-04')).toBe(1.5);
    expect(cancelledLength(days, '2026-12-07')).toBe(0.5);
  });
  it('accepts a date within the leave with a reason', () => {
    expect(checkLeaveCancel({ ...leave, from: '2026-12-04', remark: '提前返岗' })).toEqual([]);
  });
  it('refuses a missing or outside date, nothing to cancel, a missing reason', () => {
    expect(checkLeaveCancel({ ...leave, from: '', remark: 'x' })[0]?.key).toBe('leaveCancel.fromRequired');
    expect(checkLeaveCancel({ ...leave, from: '2026-12-32', remark: 'x' })[0]?.key).toBe(
      'leaveCancel.fromRequired',
    );
    expect(checkLeaveCancel({ ...leave, from: '2026-12-08', remark: 'x' })[0]?.key).toBe(
      'leaveCancel.fromOutside',
    );
    expect(checkLeaveCancel({ ...leave, from: '2026-12-02', remark: 'x' })[0]?.key).toBe(
      'leaveCancel.fromOutside',
    );
    const weekendOnly = { ...leave, days: days.slice(0, 4) };
    expect(checkLeaveCancel({ ...weekendOnly, from: '2026-12-05', remark: 'x' })[0]?.key).toBe(
      'leaveCancel.nothingToCancel',
    );
    expect(checkLeaveCancel({ ...leave, from: '2026-12-04', remark: ' ' })[0]?.key).toBe(
      'leaveCancel.remarkRequired',
    );
  });
});
