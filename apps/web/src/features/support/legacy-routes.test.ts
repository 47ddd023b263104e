import { describe, expect, it } from 'vitest';
import { legacyTarget } from './legacy-routes';

describe('legacyTarget', () => {
  it('keeps the query and fills the parameters', () => {
    expect(legacyTarget('/Gooutdetails', {}, '?ApplyId=7&name=ApplicationInquiry')).toBe(
      '/GooutView?ApplyId=7&name=ApplicationInquiry',
    );
    expect(legacyTarget('/CommonAttendanceDetail/:type/:ym', { type: '2', ym: '2026-03' }, '')).toBe(
      '/AttendanceDetail/2/2026-03',
    );
    expect(legacyTarget('/Applyforinquiriesdetails/:id', { id: 'a b' }, '?x=1')).toBe(
      '/CommonApplicationforView?id=a%20b&name=ApplicationInquiry&x=1',
    );
    expect(legacyTarget('/Nope', {}, '')).toBeNull();
  });
});
