import { describe, expect, it } from 'vitest';
import { TravelType } from './constants';
import { checkTravelApply, outingHours, type TTravelInput, travelLength, tripDays } from './rules';

const today = '2026-11-25';
const context = { categoryOffered: true, remarkRequired: false, today };
const outing: TTravelInput = {
  type: TravelType.Outing,
  categoryId: 'c1',
  start: '2026-11-26 09:00',
  end: '2026-11-26 12:40',
  timeLength: '3.5',
  remark: '',
  arrivalName: '客户公司',
  transportation: '',
};
const trip: TTravelInput = {
  ...outing,
  type: TravelType.Trip,
  start: '2026-12-01',
  end: '2026-12-03',
  timeLength: '3',
};
const keys = (input: TTravelInput, ctx = context) => checkTravelApply(input, ctx).map((i) => i.key);

describe('outing hours (spec 1 §5: rounded down to 0.5 steps)', () => {
  it('3h40m is 3.5 hours', () => {
    expect(outingHours('2026-11-26 09:00', '2026-11-26 12:40')).toBe(3.5);
  });
  it('rounds down, never up', () => {
    expect(outingHours('2026-11-26 09:00', '2026-11-26 12:29')).toBe(3);
    expect(outingHours('2026-11-26 09:00', '2026-11-26 12:30')).toBe(3.5);
    expect(outingHours('2026-11-26 09:00', '2026-11-26 09:29')).toBe(0);
  });
  it('counts across midnight and is 0 when the end is not after the start', () => {
    expect(outingHours('2026-11-26 22:00', '2026-11-27 01:15')).toBe(3);
    expect(outingHours('2026-11-26 10:00', '2026-11-26 10:00')).toBe(0);
    expect(outingHours('2026-11-26 10:00', '2026-11-26 09:00')).toBe(0);
  });
});

describe('trip days (spec 1 §5: whole days with a 32-hour offset)', () => {
  it('counts both dates: 1 Dec to 3 Dec is 3 days, one date is 1 day', () => {
    expect(tripDays('2026-12-01', '2026-12-03')).toBe(3);
    expect(tripDays('2026-12-01', '2026-12-01')).toBe(1);
    expect(tripDays('2026-12-30', '2027-01-02')).toBe(4);
  });
  it('the 32 hours keep the count whole when a date was read 8 hours early or late', () => {
    const start = Date.parse('2026-12-01T00:00:00Z');
    const end = Date.parse('2026-12-03T00:00:00Z');
    const eight = 8 * 3600_000;
    expect(tripDays(start, end - eight)).toBe(3);
    expect(tripDays(start, end + eight)).toBe(3);
    expect(tripDays(start + eight, end)).toBe(3);
    // Without the offset (whole days of the difference) the same dates would give 2 or 1.
    expect(Math.floor((end - eight - start) / 864e5)).toBe(1);
  });
  it('is 0 when the end is before the start', () => {
    expect(tripDays('2026-12-03', '2026-12-01')).toBe(0);
  });
  it('travelLength picks hours or days by type', () => {
    expect(travelLength(TravelType.Outing, outing.start, outing.end)).toBe(3.5);
    expect(travelLength(TravelType.Trip, trip.start, trip.end)).toBe(3);
  });
});

describe('checkTravelApply (spec 1 §5 messages)', () => {
  it('accepts a complete outing and trip', () => {
    expect(keys(outing)).toEqual([]);
    expect(keys(trip)).toEqual([]);
  });
  it('asks for the type of the kind', () => {
    expect(keys({ ...outing, categoryId: '' })).toEqual(['travel.outingCategory']);
    expect(keys({ ...trip, categoryId: '' })).toEqual(['travel.tripCategory']);
    expect(keys(trip, { ...context, categoryOffered: false })).toEqual(['travel.tripCategory']);
  });
  it('asks for start and end', () => {
    expect(keys({ ...outing, start: '', end: '' })).toEqual(['travel.start', 'travel.end']);
    expect(keys({ ...outing, start: '2026-11-26' })).toEqual(['travel.start']);
    expect(keys({ ...trip, end: '2026-02-30' })).toEqual(['travel.end']);
  });
  it('outing: the start must be before the end; trip: the start not after the end', () => {
    expect(keys({ ...outing, end: outing.start })).toEqual(['travel.outingOrder']);
    expect(keys({ ...trip, end: trip.start, timeLength: '1' })).toEqual([]);
    expect(keys({ ...trip, start: '2026-12-04' })).toEqual(['travel.tripOrder']);
  });
  it('duration: digits with up to two decimals, above 0; a trip at most 3 characters', () => {
    expect(keys({ ...outing, timeLength: '3.555' })).toEqual(['travel.length']);
    expect(keys({ ...outing, timeLength: 'abc' })).toEqual(['travel.length']);
    expect(keys({ ...outing, timeLength: '0' })).toEqual(['travel.length']);
    expect(keys({ ...trip, timeLength: '1000' })).toEqual(['travel.length']);
    expect(keys({ ...outing, timeLength: '12.25' })).toEqual([]);
  });
  it('remark when the category requires it, destination always, with the limits', () => {
    expect(keys(outing, { ...context, remarkRequired: true })).toEqual(['travel.remark']);
    expect(keys({ ...outing, arrivalName: '  ' })).toEqual(['travel.destination']);
    expect(keys({ ...outing, arrivalName: 'x'.repeat(20) })).toEqual([]);
    expect(keys({ ...outing, arrivalName: 'x'.repeat(21) })).toEqual(['travel.destinationTooLong']);
    expect(keys({ ...outing, transportation: 'x'.repeat(30) })).toEqual([]);
    expect(keys({ ...outing, transportation: 'x'.repeat(31) })).toEqual(['travel.transportTooLong']);
    expect(keys({ ...outing, remark: 'x'.repeat(201) })).toEqual(['travel.remarkTooLong']);
  });
  it('dates must lie in the request window', () => {
    expect(keys({ ...trip, start: '2028-01-01', end: '2028-01-02', timeLength: '2' })).toEqual([
      'validation.requestDateWindow',
    ]);
  });
});
