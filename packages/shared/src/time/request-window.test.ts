import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages';
import { checkRequestDates, requestDateWindow } from './request-window';

describe('request dates lie from two years back to the end of next year', () => {
  it('allows both ends', () => {
    expect(requestDateWindow('2026-11-25')).toEqual({ from: '2024-11-25', to: '2027-12-31' });
    expect(checkRequestDates(['2024-11-25 09:00', '2027-12-31 18:00'], '2026-11-25')).toEqual([]);
  });

  it('refuses a day past either end, and year 9999, naming the window', () => {
    const window = { from: '2024-11-25', to: '2027-12-31' };
    const refusal = [{ key: 'validation.requestDateWindow', params: window }];
    expect(checkRequestDates(['2028-01-01 09:00'], '2026-11-25')).toEqual(refusal);
    expect(checkRequestDates(['2024-11-24'], '2026-11-25')).toEqual(refusal);
    expect(checkRequestDates(['2026-12-01 09:00', '9999-12-31 18:00'], '2026-11-25')).toEqual(refusal);
    expect(translate('zh', refusal[0]?.key ?? '', window)).toBe('日期须在2024-11-25至2027-12-31之间');
    expect(translate('en', refusal[0]?.key ?? '', window)).toBe(
      'Dates must lie between 2024-11-25 and 2027-12-31',
    );
  });

  it('ignores a date not given and keeps 29 February inside a common year', () => {
    expect(checkRequestDates([null, undefined, ''], '2026-11-25')).toEqual([]);
    expect(requestDateWindow('2028-02-29')).toEqual({ from: '2026-02-28', to: '2029-12-31' });
  });
});
