import {
  type TKinshipItem,
  type TLeaveCategory,
  ZLeaveApplyCreate,
  ZLeaveDaysBody,
} from '@ehome/shared/leave/schemas';
import { describe, expect, it } from 'vitest';
import { EMPTY_LEAVE_FORM, formOfDetail, periodKind, toLeaveDaysRequest, toSaveRequest } from './form-model';

const POLICY = {
  workStartTime: '09:00',
  workEndTime: '18:00',
  dinnerStartTime: '12:00',
  dinnerEndTime: '13:00',
};
const APPLY_ID = '7d1c6c52-3b8a-4a57-9a0e-2f9b1c7e8a11';
const CATEGORY_ID = '1f0e8a52-6b1d-4c1e-8f3a-0a9d2c4b5e61';

function category(settings: Partial<TLeaveCategory['settingsObj']> = {}): TLeaveCategory {
  return {
    applyCategoryId: CATEGORY_ID,
    name: '年假',
    nameEn: 'Annual leave',
    nameJa: '年次有給休暇',
    displayName: '年假',
    categoryCode: 'Annual',
    limitType: 1,
    remark: '',
    hasBalance: true,
    settingsObj: {
      minLength: 1,
      uom: 1,
      needAttachment: false,
      customFields: [],
      remindOverdraftDays: 0,
      minimumUnitNeedAttachment: null,
      countCalendarDays: false,
      maxLength: null,
      extraPerBaby: 0,
      extraCaesarean: 0,
      extendFields: [],
      ...settings,
    },
  };
}

const KINSHIPS: TKinshipItem[] = [
  {
    dictKey: 'Parent',
    dictValue: '父母',
    dictValueEn: 'Parent',
    dictValueJa: '父母',
    displayName: '父母',
    kinshipType: 'Immediate',
  },
];

const filled = {
  ...EMPTY_LEAVE_FORM,
  categoryId: CATEGORY_ID,
  startDate: '2026-11-25',
  endDate: '2026-11-26',
};

describe('periodKind', () => {
  it('picks whole days, half days or hours from uom and minLength', () => {
    expect(periodKind(category())).toBe('day');
    expect(periodKind(category({ minLength: 0.5 }))).toBe('halfDay');
    expect(periodKind(category({ uom: 0, minLength: 1 }))).toBe('hour');
  });
});

describe('toLeaveDaysRequest', () => {
  it('runs a day leave from the start of the first working day to the end of the last', () => {
    const body = toLeaveDaysRequest(filled, category(), POLICY, KINSHIPS);
    expect(body).toMatchObject({
      categoryId: CATEGORY_ID,
      startTime: '2026-11-25 09:00',
      endTime: '2026-11-26 18:00',
      marryDate: null,
      kinship: null,
    });
    expect(ZLeaveDaysBody.safeParse(body).success).toBe(true);
  });

  it('waits for the times of half-day and hourly types', () => {
    expect(toLeaveDaysRequest(filled, category({ minLength: 0.5 }), POLICY, KINSHIPS)).toBeNull();
    const body = toLeaveDaysRequest(
      { ...filled, startTime: '13:00', endTime: '18:00' },
      category({ minLength: 0.5 }),
      POLICY,
      KINSHIPS,
    );
    expect(body).toMatchObject({ startTime: '2026-11-25 13:00', endTime: '2026-11-26 18:00' });
  });

  it('waits for a type, a policy and both dates', () => {
    expect(toLeaveDaysRequest(filled, undefined, POLICY, KINSHIPS)).toBeNull();
    expect(toLeaveDaysRequest(filled, category(), undefined, KINSHIPS)).toBeNull();
    expect(toLeaveDaysRequest({ ...filled, endDate: '' }, category(), POLICY, KINSHIPS)).toBeNull();
  });
});

describe('toSaveRequest', () => {
  const context = {
    applyId: APPLY_ID,
    policy: POLICY,
    kinships: KINSHIPS,
    extendFields: [{ fieldName: 'Destination' }, { fieldName: 'ReturnDate' }],
    timeLength: 2,
  };

  it('sends only the custom fields the type demands, with the kinship group from the dictionary', () => {
    const form = {
      ...filled,
      marryDate: '2026-10-01',
      kinship: 'Parent',
      twinCount: '2',
      isPlaningCaesarean: true,
      extend: { Destination: ' 杭州 ' },
      remark: '  家中有事 ',
    };
    const body = toSaveRequest(form, { ...context, category: category({ customFields: ['Kinship'] }) }, 1);
    expect(body).toEqual({
      applyId: APPLY_ID,
      categoryId: CATEGORY_ID,
      startTime: '2026-11-25 09:00',
      endTime: '2026-11-26 18:00',
      timeLength: 2,
      remark: '家中有事',
      marryDate: null,
      kinship: 'Parent',
      kinshipType: 'Immediate',
      twinCount: null,
      isPlaningCaesarean: null,
      ApplyExtendFieldList: [
        { fieldName: 'Destination', fieldValue: '杭州' },
        { fieldName: 'ReturnDate', fieldValue: '' },
      ],
      approveStatus: 1,
    });
    expect(ZLeaveApplyCreate.safeParse(body).success).toBe(true);
  });

  it('carries marriage and maternity fields when the type asks for them, as a draft', () => {
    const form = { ...filled, marryDate: '2026-10-01', twinCount: '2', isPlaningCaesarean: false };
    const body = toSaveRequest(
      form,
      { ...context, category: category({ customFields: ['MarryDate', 'TwinCount', 'IsPlaningCaesarean'] }) },
      0,
    );
    expect(body).toMatchObject({
      marryDate: '2026-10-01',
      twinCount: 2,
      isPlaningCaesarean: false,
      approveStatus: 0,
    });
  });
});

describe('formOfDetail', () => {
  it('puts a saved half-day request back into the form', () => {
    const detail = {
      category: category({ minLength: 0.5 }),
      startTime: '2026-11-25 13:00',
      endTime: '2026-11-26 12:00',
      marryDate: null,
      kinship: null,
      twinCount: null,
      isPlaningCaesarean: null,
      ApplyExtendFieldList: [
        {
          fieldName: 'Destination',
          fieldValue: '杭州',
          displayName: '',
          required: false,
          componentType: 'Input' as const,
        },
      ],
      remark: '看病',
    };
    const form = formOfDetail(detail as never, POLICY);
    expect(form).toMatchObject({
      categoryId: CATEGORY_ID,
      startDate: '2026-11-25',
      startTime: '13:00',
      endDate: '2026-11-26',
      endTime: '12:00',
      extend: { Destination: '杭州' },
      remark: '看病',
    });
  });

  it('leaves the times of a day request to the policy', () => {
    const detail = {
      category: category(),
      startTime: '2026-11-25 09:00',
      endTime: '2026-11-25 18:00',
      marryDate: '2026-10-01',
      kinship: null,
      twinCount: 2,
      isPlaningCaesarean: true,
      ApplyExtendFieldList: [],
      remark: '',
    };
    expect(formOfDetail(detail as never, POLICY)).toMatchObject({
      startTime: '',
      endTime: '',
      marryDate: '2026-10-01',
      twinCount: '2',
      isPlaningCaesarean: true,
    });
  });
});
