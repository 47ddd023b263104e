import { describe, expect, it } from 'vitest';
import { INQUIRY_TABS, inquiryTabOf } from './inquiry-tabs';

describe('INQUIRY_TABS', () => {
  it('follows spec 1 §2: leave first, maternity as tab value 7, values unique', () => {
    expect(INQUIRY_TABS.map((tab) => tab.kind)).toEqual([
      'leave',
      'overtime',
      'outing',
      'makeupClock',
      'trip',
      'overtimeCancel',
      'outingCancel',
      'maternity',
      'leaveCancel',
    ]);
    expect(INQUIRY_TABS.find((tab) => tab.kind === 'maternity')?.value).toBe(7);
    expect(new Set(INQUIRY_TABS.map((tab) => tab.value)).size).toBe(INQUIRY_TABS.length);
  });
});

describe('inquiryTabOf', () => {
  it('reads a tab value from Type or name', () => {
    expect(inquiryTabOf('7', null).kind).toBe('maternity');
    expect(inquiryTabOf(null, '1').kind).toBe('overtime');
  });

  it('reads a kind key, any case', () => {
    expect(inquiryTabOf('makeupClock', null).kind).toBe('makeupClock');
    expect(inquiryTabOf('TRIP', null).kind).toBe('trip');
  });

  it('reads the screen names other pages link with', () => {
    expect(inquiryTabOf('ApplicationInquiry', null).kind).toBe('leave');
    expect(inquiryTabOf(null, 'Goout').kind).toBe('outing');
  });

  it('prefers Type over name and falls back to leave', () => {
    expect(inquiryTabOf('2', 'overtime').kind).toBe('outing');
    expect(inquiryTabOf('nonsense', '').kind).toBe('leave');
    expect(inquiryTabOf(null, null).kind).toBe('leave');
    expect(inquiryTabOf('99', null).kind).toBe('leave');
  });
});
