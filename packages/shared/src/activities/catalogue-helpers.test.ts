import { describe, expect, it } from 'vitest';
import { activityStateAt, maskIdNumber } from './catalogue-helpers';

const at = (iso: string) => new Date(iso);
const activity = {
  signUpStart: at('2026-11-01T00:00:00Z'),
  signUpEnd: at('2026-11-10T00:00:00Z'),
  eventEnd: at('2026-11-20T00:00:00Z'),
  participantLimit: 2,
  signedCount: 1,
};

describe('activityStateAt', () => {
  it('follows the sign-up window, the limit and the end of the activity', () => {
    expect(activityStateAt(activity, at('2026-10-31T23:59:59Z'))).toBe('notStarted');
    expect(activityStateAt(activity, at('2026-11-01T00:00:00Z'))).toBe('open');
    expect(activityStateAt(activity, at('2026-11-10T00:00:00Z'))).toBe('open');
    expect(activityStateAt({ ...activity, signedCount: 2 }, at('2026-11-05T00:00:00Z'))).toBe('full');
    expect(
      activityStateAt({ ...activity, participantLimit: 0, signedCount: 99 }, at('2026-11-05T00:00:00Z')),
    ).toBe('open');
    expect(activityStateAt(activity, at('2026-11-10T00:00:01Z'))).toBe('closed');
    expect(activityStateAt(activity, at('2026-11-20T00:00:01Z'))).toBe('ended');
  });
});

describe('maskIdNumber', () => {
  it('keeps four characters at each end of an ID number', () => {
    expect(maskIdNumber('31010119900101123X')).toBe('3101**********123X');
    expect(maskIdNumber('1234')).toBe('****');
  });
});
