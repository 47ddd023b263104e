import type { TLeaveCategory } from '@ehome/shared/leave/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '../../platform/i18n';
import { messagesNamespace } from '../../platform/server-messages';
import { EMPTY_LEAVE_FORM, type TLeaveForm, toSaveRequest } from './form-model';
import { checkLeaveForm, type TLeaveCheckContext } from './validation';

// The form's words come from the `messages` namespace the page loads with its validation.
beforeAll(async () => {
  await i18next.init({ lng: 'zh', fallbackLng: false, resources: {}, interpolation: { escapeValue: false } });
  for (const language of ['zh', 'en'] as const)
    i18next.addResourceBundle(language, 'messages', (await messagesNamespace(language)).default);
});

const POLICY = {
  workStartTime: '09:00',
  workEndTime: '18:00',
  dinnerStartTime: '12:00',
  dinnerEndTime: '13:00',
};
const APPLY_ID = '7d1c6c52-3b8a-4a57-9a0e-2f9b1c7e8a11';
const CATEGORY_ID = '1f0e8a52-6b1d-4c1e-8f3a-0a9d2c4b5e61';

function category(settings: Partial<TLeaveCategory['settingsObj']> = {}, hasBalance = false): TLeaveCategory {
  return {
    applyCategoryId: CATEGORY_ID,
    name: '病假',
    nameEn: 'Sick leave',
    nameJa: '病気休暇',
    displayName: '病假',
    categoryCode: 'sick',
    limitType: 0,
    remark: '',
    hasBalance,
    settingsObj: {
      minLength: 0.5,
      uom: 1,
      needAttachment: false,
      customFields: [],
      remindOverdraftDays: 0,
      minimumUnitNeedAttachment: 1,
      countCalendarDays: false,
      maxLength: null,
      extraPerBaby: 0,
      extraCaesarean: 0,
      extendFields: [],
      ...settings,
    },
  };
}

const twoDays: TLeaveForm = {
  ...EMPTY_LEAVE_FORM,
  categoryId: CATEGORY_ID,
  startDate: '2026-11-25',
  startTime: '09:00',
  endDate: '2026-11-26',
  endTime: '18:00',
};

function context(form: TLeaveForm, over: Partial<TLeaveCheckContext> = {}): TLeaveCheckContext {
  const cat = over.category ?? category();
  return {
    category: cat,
    policy: POLICY,
    request: toSaveRequest(
      form,
      { applyId: APPLY_ID, category: cat, policy: POLICY, kinships: [], extendFields: [], timeLength: 2 },
      1,
    ),
    length: 2,
    lengthError: null,
    available: null,
    attachmentCount: 0,
    submit: true,
    language: 'zh',
    today: '2026-11-25',
    ...over,
  };
}

describe('checkLeaveForm', () => {
  it("asks for the type first, with the shared '{name} cannot be empty'", () => {
    const check = checkLeaveForm(EMPTY_LEAVE_FORM, context(EMPTY_LEAVE_FORM, { category: undefined }));
    expect(check.messages).toEqual(['请假类型不能为空']);
    expect(check.fields.categoryId).toBe('请假类型不能为空');
  });

  it('puts a missing half-day time under the time row', () => {
    const form = { ...twoDays, startTime: '' };
    expect(checkLeaveForm(form, context(form)).fields).toEqual({ startTime: '开始时间不能为空' });
  });

  it('requires an attachment above the length limit on submit, not on a draft', () => {
    expect(checkLeaveForm(twoDays, context(twoDays)).messages).toEqual(['请上传附件（如病历、证明材料）']);
    expect(checkLeaveForm(twoDays, context(twoDays, { submit: false })).messages).toEqual([]);
    expect(checkLeaveForm(twoDays, context(twoDays, { attachmentCount: 1 })).messages).toEqual([]);
  });

  it('flags an overdraft for the warning dialog', () => {
    const cat = category({ minimumUnitNeedAttachment: null }, true);
    const check = checkLeaveForm(twoDays, context(twoDays, { category: cat, available: 1.5 }));
    expect(check.overdraft).toBe('假期余额不足：可用1.5天，本次申请2天');
  });

  it('refuses a length that is not a multiple of the minimum, in the language asked', () => {
    const cat = category({ minLength: 1, minimumUnitNeedAttachment: null });
    const form = { ...twoDays, startTime: '', endTime: '' };
    const check = checkLeaveForm(form, context(form, { category: cat, length: 1.5, language: 'en' }));
    expect(check.messages).toEqual(['The leave length must be a multiple of 1 day(s)']);
  });

  it("shows the server's refusal of the period under the end date", () => {
    const check = checkLeaveForm(twoDays, context(twoDays, { lengthError: '开始时间不能大于等于结束时间' }));
    expect(check.fields.endDate).toBe('开始时间不能大于等于结束时间');
  });

  it('refuses a date outside the request window under its field, as the server does', () => {
    const far = { ...twoDays, endDate: '9999-12-31' };
    expect(checkLeaveForm(far, context(far)).fields).toEqual({
      endDate: '日期须在2024-11-25至2027-12-31之间',
    });
    const past = { ...twoDays, startDate: '2024-11-24' };
    expect(checkLeaveForm(past, context(past)).fields.startDate).toBe('日期须在2024-11-25至2027-12-31之间');
  });

  it('checks the remark length with the shared schema', () => {
    const form = { ...twoDays, remark: '假'.repeat(31) };
    const check = checkLeaveForm(form, context(form, { attachmentCount: 1 }));
    expect(check.fields.remark).toBe('请假说明最多30个字');
  });
});
