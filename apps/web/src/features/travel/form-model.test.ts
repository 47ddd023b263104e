import type { TTravelCategory } from '@ehome/shared/travel/schemas';
import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, formIssues, formLength, issuesByField, payloadOf } from './form-model';

const outingType: TTravelCategory = {
  applyCategoryId: 'o1',
  categoryCode: 'OfficialOuting',
  name: '因公外出',
  nameEn: 'Official outing',
  nameJa: '公用外出',
  displayName: '因公外出',
  type: 0,
  settingsObj: { uom: 0, isRemarkRequired: false },
};
const form = {
  ...EMPTY_FORM,
  categoryId: 'o1',
  start: '2026-12-01 09:00',
  end: '2026-12-01 12:40',
  arrivalName: '客户公司',
};

describe('travel form model', () => {
  it('shows the length once both ends are valid: 3h40m is 3.5 hours, 1 to 3 December 3 days', () => {
    expect(formLength(0, form)).toBe(3.5);
    expect(formLength(0, { ...form, end: '' })).toBeNull();
    expect(formLength(1, { ...form, start: '2026-12-01', end: '2026-12-03' })).toBe(3);
  });

  it('checks with the shared rule and the categories the form offers', () => {
    expect(formIssues(0, form, [outingType], '2026-11-25')).toEqual([]);
    const issues = formIssues(0, { ...EMPTY_FORM }, [outingType], '2026-11-25');
    expect(Object.keys(issuesByField(issues))).toEqual(['category', 'start', 'end', 'arrivalName']);
    expect(formIssues(0, { ...form, categoryId: 'gone' }, [outingType], '2026-11-25')[0]?.key).toBe(
      'travel.outingCategory',
    );
  });

  it('builds Add for a new request and Update with the id for a draft', () => {
    expect(payloadOf(0, form, { id: 'n1', isNew: true }, 1)).toEqual({
      isNew: true,
      LocalTravelId: 'n1',
      ApplyCategoryId: 'o1',
      TimeLength: '3.5',
      TimeLengthType: 0,
      LocalTravelStartDate: '2026-12-01 09:00',
      LocalTravelEndDate: '2026-12-01 12:40',
      Remark: '',
      ArrivalName: '客户公司',
      Transportation: '',
      approveStatus: 1,
    });
    expect(payloadOf(0, form, { id: 'a1', isNew: false }, 0)).toMatchObject({
      isNew: false,
      LocalTravelId: 'a1',
      approveStatus: 0,
    });
  });
});
