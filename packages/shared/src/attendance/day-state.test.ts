import { describe, expect, it } from 'vitest';
import { judgeDay, type TCoveringRequest, type TDayInput, type TShiftWindow } from './day-state';

/** Minutes after midnight of a test day as epoch ms (the rules never see a time zone). */
const at = (hhmm: string, seconds = 0) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return ((h * 60 + m) * 60 + seconds) * 1000;
};

const shift: TShiftWindow = {
  start: at('09:00'),
  end: at('18:00'),
  breakStart: at('12:00'),
  breakEnd: at('13:00'),
  lateGraceMinutes: 0,
  earlyGraceMinutes: 0,
};
const dayEnd = at('24:00');
const after = dayEnd + 1;

function day(overrides: Partial<TDayInput>): TDayInput {
  return {
    shift,
    holiday: false,
    signIn: null,
    signOut: null,
    requests: [],
    dayEnd,
    now: after,
    ...overrides,
  };
}

const leave = (from: string, to: string): TCoveringRequest => ({
  kind: 'leave',
  start: at(from),
  end: at(to),
});

describe('a workday', () => {
  it('is normal with both punches inside the shift', () => {
    expect(judgeDay(day({ signIn: at('08:55'), signOut: at('18:02') }))).toMatchObject({
      state: 'normal',
      lateMinutes: 0,
      earlyMinutes: 0,
    });
  });

  it('judges punches by the minute: 09:00:59 is on time, 09:01 is late', () => {
    expect(judgeDay(day({ signIn: at('09:00', 59), signOut: at('18:00') })).state).toBe('normal');
    expect(judgeDay(day({ signIn: at('09:01'), signOut: at('18:00') }))).toMatchObject({
      state: 'late',
      lateMinutes: 1,
    });
  });

  it('leaving early', () => {
    expect(judgeDay(day({ signIn: at('08:50'), signOut: at('17:40', 30) }))).toMatchObject({
      state: 'early',
      earlyMinutes: 20,
    });
  });

  it('late and early on one day: the state says late, both are counted', () => {
    expect(judgeDay(day({ signIn: at('09:30'), signOut: at('17:00') }))).toMatchObject({
      state: 'late',
      lateMinutes: 30,
      earlyMinutes: 60,
    });
  });

  it('takes the shift tolerances from the shift', () => {
    const tolerant = { ...shift, lateGraceMinutes: 5, earlyGraceMinutes: 5 };
    expect(judgeDay(day({ shift: tolerant, signIn: at('09:05'), signOut: at('17:55') })).state).toBe(
      'normal',
    );
    expect(judgeDay(day({ shift: tolerant, signIn: at('09:08'), signOut: at('18:00') }))).toMatchObject({
      state: 'late',
      lateMinutes: 3,
    });
  });

  it('without punches is absent once the shift is over, pending before', () => {
    expect(judgeDay(day({})).state).toBe('absent');
    expect(judgeDay(day({ now: at('17:59') })).state).toBe('pending');
    expect(judgeDay(day({ now: at('18:00') })).state).toBe('absent');
  });

  it('a missing sign-out is known only when the day is over', () => {
    expect(judgeDay(day({ signIn: at('08:50'), now: at('20:00') })).state).toBe('pending');
    expect(judgeDay(day({ signIn: at('09:20'), now: at('10:00') }))).toMatchObject({
      state: 'late',
      lateMinutes: 20,
    });
    expect(judgeDay(day({ signIn: at('08:50') })).state).toBe('missing');
  });

  it('a sign-out without a sign-in is a missing punch', () => {
    expect(judgeDay(day({ signOut: at('18:10'), now: at('19:00') })).state).toBe('missing');
  });
});

describe('approved requests', () => {
  it('a request over the whole shift gives the day its kind', () => {
    expect(judgeDay(day({ requests: [leave('09:00', '18:00')] }))).toMatchObject({
      state: 'leave',
      requiredStart: null,
    });
    expect(judgeDay(day({ requests: [{ kind: 'trip', start: at('00:00'), end: dayEnd }] })).state).toBe(
      'trip',
    );
  });

  it('a morning off moves the required start to the end of the lunch break', () => {
    const judged = judgeDay(
      day({ requests: [leave('09:00', '12:00')], signIn: at('12:58'), signOut: at('18:00') }),
    );
    expect(judged).toMatchObject({ state: 'normal', requiredStart: at('13:00'), lateMinutes: 0 });
    expect(
      judgeDay(day({ requests: [leave('09:00', '12:00')], signIn: at('13:10'), signOut: at('18:00') })),
    ).toMatchObject({ state: 'late', lateMinutes: 10 });
  });

  it('an afternoon outing excuses the early departure', () => {
    const outing: TCoveringRequest = { kind: 'outing', start: at('15:00'), end: at('18:00') };
    expect(judgeDay(day({ requests: [outing], signIn: at('08:59'), signOut: at('15:00') }))).toMatchObject({
      state: 'normal',
      earlyMinutes: 0,
      requiredEnd: at('15:00'),
    });
  });

  it('a day covered by a morning leave and an afternoon outing takes the kind covering most', () => {
    const judged = judgeDay(
      day({ requests: [leave('09:00', '12:00'), { kind: 'outing', start: at('13:00'), end: at('18:00') }] }),
    );
    expect(judged.state).toBe('outing');
  });

  it('an afternoon leave asks for no sign-out, a morning leave for no sign-in', () => {
    expect(judgeDay(day({ requests: [leave('13:00', '18:00')], signIn: at('08:58') }))).toMatchObject({
      state: 'normal',
      requiredEnd: at('12:00'),
    });
    expect(judgeDay(day({ requests: [leave('13:00', '18:00')], signIn: at('09:20') })).state).toBe('late');
    expect(judgeDay(day({ requests: [leave('09:00', '12:00')], signOut: at('18:01') })).state).toBe('normal');
    expect(judgeDay(day({ requests: [leave('09:00', '12:00')], signOut: at('17:30') })).state).toBe('early');
  });

  it('a leave in the middle of the day still asks for both punches', () => {
    expect(judgeDay(day({ requests: [leave('10:00', '15:00')], signIn: at('09:00') })).state).toBe('missing');
    expect(judgeDay(day({ requests: [leave('10:00', '15:00')], signOut: at('18:00') })).state).toBe(
      'missing',
    );
  });

  it('a request on part of the day does not excuse absence from the rest', () => {
    expect(judgeDay(day({ requests: [leave('09:00', '12:00')] })).state).toBe('absent');
  });
});

describe('a day without a shift', () => {
  it('is a rest day or a holiday', () => {
    expect(judgeDay(day({ shift: null }))).toMatchObject({ state: 'rest', restDayWork: false });
    expect(judgeDay(day({ shift: null, holiday: true })).state).toBe('holiday');
  });

  it('with punches is rest-day work that overtime can claim, never late or absent', () => {
    expect(
      judgeDay(day({ shift: null, holiday: true, signIn: at('10:00'), signOut: at('15:00') })),
    ).toMatchObject({
      state: 'holiday',
      restDayWork: true,
      lateMinutes: 0,
    });
  });
});
