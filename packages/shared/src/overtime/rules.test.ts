import { describe, expect, it } from 'vitest';
import { checkEndPick, checkOvertime, compLeaveAmount, overtimeHours, wallClockMs } from './rules';

const at = (v: string) => wallClockMs(v) as number;
const hours = (start: string, end: string, dining = 0) => overtimeHours(at(start), at(end), dining);

describe('overtimeHours: the span less the dining time, rounded down to half hours', () => {
  it.each([
    ['2026-11-26 18:00', '2026-11-26 21:00', 0, 3],
    ['2026-11-26 18:00', '2026-11-26 21:10', 0, 3],
    ['2026-11-26 18:00', '2026-11-26 21:29', 0, 3],
    ['2026-11-26 18:00', '2026-11-26 21:30', 0, 3.5],
    ['2026-11-26 18:00', '2026-11-26 21:45', 0.5, 3],
    ['2026-11-28 09:00', '2026-11-28 18:00', 1, 8],
    ['2026-11-28 09:00', '2026-11-28 18:00', 1.5, 7.5],
    ['2026-11-26 22:00', '2026-11-27 01:30', 0, 3.5],
    ['2026-11-26 18:00', '2026-11-26 18:20', 0, 0],
    ['2026-11-26 18:00', '2026-11-26 19:00', 2, 0],
  ])('%s to %s less %s h is %s h', (start, end, dining, expected) => {
    expect(hours(start, end, dining)).toBe(expected);
  });
});

describe('checkOvertime', () => {
  const workday = { customFields: ['DiningTime'] };
  const restDay = { customFields: ['DiningTime', 'TransferType'] };
  const filled = {
    applyCategoryId: 'c',
    startTime: '2026-11-26 18:00',
    endTime: '2026-11-26 21:00',
    timeLength: 3,
    diningTime: 0,
    transferType: null,
    remark: '上线',
  };
  const keys = (input: Partial<typeof filled> & Record<string, unknown>, category = workday, submit = true) =>
    checkOvertime({ ...filled, ...input } as typeof filled, category, submit).map((i) => i.key);

  it('passes a complete request', () => {
    expect(keys({})).toEqual([]);
    expect(keys({ transferType: 1 as never }, restDay)).toEqual([]);
  });

  it('names each missing or wrong field with the spec message key', () => {
    expect(checkOvertime({ ...filled, applyCategoryId: '' }, undefined, true).map((i) => i.key)).toEqual([
      'overtime.categoryRequired',
    ]);
    expect(keys({ startTime: '' })).toEqual(['overtime.startRequired']);
    expect(keys({ endTime: '' })).toEqual(['overtime.endRequired']);
    expect(keys({ endTime: '2026-11-26 18:00' })).toEqual(['overtime.endBeforeStart']);
    expect(keys({ endTime: '2026-11-26 17:00' })).toEqual(['overtime.endBeforeStart']);
    expect(keys({ timeLength: 'x' as never })).toEqual(['overtime.lengthInvalid']);
    expect(keys({ timeLength: '1.005' as never })).toEqual(['overtime.lengthInvalid']);
    expect(keys({ timeLength: 0 })).toEqual(['overtime.lengthInvalid']);
    expect(keys({ remark: ' ' })).toEqual(['overtime.remarkRequired']);
    expect(keys({ diningTime: 0.25 })).toEqual(['overtime.diningTime']);
    expect(keys({ diningTime: 1 }, { customFields: [] })).toEqual(['overtime.diningTime']);
    expect(keys({}, restDay)).toEqual(['overtime.transferRequired']);
    expect(keys({ endTime: '2026-11-27 19:00' })).toEqual(['overtime.spanTooLong']);
  });

  it('lets a draft go without a reason or length', () => {
    expect(keys({ remark: '', timeLength: '' as never }, workday, false)).toEqual([]);
  });

  it('refuses an end picked before the start, or without a start (spec 1 §5)', () => {
    expect(checkEndPick('', '2026-11-26 21:00')?.key).toBe('overtime.startRequired');
    expect(checkEndPick('2026-11-26 18:00', '2026-11-26 17:00')?.key).toBe('overtime.endBeforeStart');
    expect(checkEndPick('2026-11-26 18:00', '2026-11-26 21:00')).toBeNull();
  });
});

describe('compLeaveAmount', () => {
  it('keeps hours for an hourly comp-leave category and converts to days with the working day', () => {
    expect(compLeaveAmount(5, 0, 8)).toBe(5);
    expect(compLeaveAmount(4, 1, 8)).toBe(0.5);
    expect(compLeaveAmount(5, 1, 7.5)).toBe(0.67);
    expect(compLeaveAmount(8, 1, 0)).toBe(1);
  });
});
