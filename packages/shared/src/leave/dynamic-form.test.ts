import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages';
import {
  checkFormValues,
  FORM_CTRL_TYPES,
  formTitle,
  isFormDate,
  joinFormMessages,
  localizeFormItems,
  normalizeFormValues,
  storedFormTitle,
  type TFormItem,
  type TFormTemplateItem,
  ZFormTemplateItem,
  ZFormTemplateItems,
} from './dynamic-form';

const template: TFormTemplateItem[] = ZFormTemplateItems.parse([
  {
    fieldName: 'reason',
    name: { zh: '请假事由', en: 'Reason', ja: '休暇理由' },
    ctrlType: 'textarea',
    dataType: 'string',
    isRequired: true,
    maxLength: 10,
    ctrlSort: 30,
  },
  {
    fieldName: 'leaveType',
    name: { zh: '假期类型', en: 'Leave type' },
    ctrlType: 'select',
    dataType: 'string',
    isRequired: true,
    items: [
      { selectValue: 'annual', selectText: { zh: '年假', en: 'Annual leave', ja: '年次有給休暇' } },
      { selectValue: 'personal', selectText: { zh: '事假' } },
    ],
    ctrlSort: 10,
  },
  {
    fieldName: 'startDate',
    name: { zh: '开始时间' },
    ctrlType: 'datepick',
    dataType: 'date',
    dateFormat: 'YYYY-MM-DD HH:mm',
    isRequired: true,
    ctrlSort: 20,
  },
  {
    fieldName: 'days',
    name: { zh: '天数' },
    ctrlType: 'text',
    dataType: 'number',
    isRequired: false,
    ctrlSort: 25,
  },
  {
    fieldName: 'people',
    name: { zh: '人数' },
    ctrlType: 'text',
    dataType: 'integer',
    isRequired: false,
    ctrlSort: 26,
  },
  {
    fieldName: 'notify',
    name: { zh: '通知方式' },
    ctrlType: 'checkbox',
    dataType: 'array',
    isRequired: false,
    items: [
      { selectValue: 'sms', selectText: { zh: '短信' } },
      { selectValue: 'mail', selectText: { zh: '邮件' } },
    ],
    ctrlSort: 40,
  },
  {
    fieldName: 'files',
    name: { zh: '附件' },
    ctrlType: 'file',
    dataType: 'array',
    isRequired: false,
    ctrlSort: 50,
  },
]);

const zhItems = localizeFormItems(template, 'zh');
const byName = (name: string): TFormItem => zhItems.find((item) => item.fieldName === name)!;
const FILE_ID = '0b6c3a5e-1d2f-4c8a-9e10-00000000aaaa';

const valid = {
  leaveType: 'annual',
  startDate: '2026-12-01 09:00',
  reason: '家中有事',
  days: '1.5',
  people: '2',
  notify: ['sms', 'mail'],
  files: [FILE_ID],
};

describe('form templates', () => {
  it('offers the six controls of spec 3 §3', () => {
    expect([...FORM_CTRL_TYPES].sort()).toEqual([
      'checkbox',
      'datepick',
      'file',
      'select',
      'text',
      'textarea',
    ]);
  });

  it('refuses a data type the control cannot carry, a datepick without a format and a select without options', () => {
    const base = { fieldName: 'x', name: { zh: '项' }, isRequired: false, ctrlSort: 1 };
    expect(
      ZFormTemplateItem.safeParse({ ...base, ctrlType: 'select', dataType: 'date', items: [] }).success,
    ).toBe(false);
    expect(ZFormTemplateItem.safeParse({ ...base, ctrlType: 'datepick', dataType: 'date' }).success).toBe(
      false,
    );
    expect(ZFormTemplateItem.safeParse({ ...base, ctrlType: 'select', dataType: 'string' }).success).toBe(
      false,
    );
    expect(ZFormTemplateItem.safeParse({ ...base, ctrlType: 'text', dataType: 'integer' }).success).toBe(
      true,
    );
  });

  it('refuses two items with the same field name', () => {
    const item = {
      fieldName: 'x',
      name: { zh: '项' },
      ctrlType: 'text',
      dataType: 'string',
      isRequired: false,
    };
    expect(
      ZFormTemplateItems.safeParse([
        { ...item, ctrlSort: 1 },
        { ...item, ctrlSort: 2 },
      ]).success,
    ).toBe(false);
  });

  it('sorts items by ctrlSort and gives labels in the language, falling back to Chinese', () => {
    expect(zhItems.map((item) => item.fieldName)).toEqual([
      'leaveType',
      'startDate',
      'days',
      'people',
      'reason',
      'notify',
      'files',
    ]);
    const en = localizeFormItems(template, 'en');
    expect(en[0]).toMatchObject({
      name: 'Leave type',
      items: [
        { selectValue: 'annual', selectText: 'Annual leave' },
        { selectValue: 'personal', selectText: '事假' },
      ],
    });
    expect(localizeFormItems(template, 'ja')[0]?.name).toBe('假期类型');
    expect(localizeFormItems(template, 'ja').at(4)?.name).toBe('休暇理由');
  });
});

describe('checkFormValues', () => {
  it('passes a fully and correctly filled form', () => {
    expect(checkFormValues(zhItems, valid)).toEqual([]);
  });

  it("names every empty required item, in display order, as '{name} cannot be empty'", () => {
    const issues = checkFormValues(zhItems, { leaveType: '', reason: '   ', notify: [] });
    expect(issues.map((i) => i.fieldName)).toEqual(['leaveType', 'startDate', 'reason']);
    expect(issues.map((i) => translate('zh', i.key, i.params))).toEqual([
      '假期类型不能为空',
      '开始时间不能为空',
      '请假事由不能为空',
    ]);
    expect(translate('en', issues[0]!.key, { name: 'Leave type' })).toBe('Leave type cannot be empty');
  });

  it('lets empty optional items pass', () => {
    const { leaveType, startDate, reason } = valid;
    expect(
      checkFormValues(zhItems, { leaveType, startDate, reason, days: null, notify: [], files: [] }),
    ).toEqual([]);
  });

  it('accepts only an option of the list for select and checkbox', () => {
    expect(checkFormValues(zhItems, { ...valid, leaveType: 'sick' })).toEqual([
      { fieldName: 'leaveType', key: 'leaveForm.option', params: { name: '假期类型' } },
    ]);
    expect(checkFormValues(zhItems, { ...valid, notify: ['sms', 'fax'] })[0]?.key).toBe('leaveForm.option');
    expect(checkFormValues(zhItems, { ...valid, notify: ['sms', 'sms'] })[0]?.key).toBe('validation.invalid');
  });

  it("checks a date against the item's format", () => {
    for (const bad of ['2026-12-01', '2026-02-30 09:00', '2026-12-01 24:00', '2026/12/01 09:00']) {
      const issues = checkFormValues(zhItems, { ...valid, startDate: bad });
      expect(issues).toEqual([
        {
          fieldName: 'startDate',
          key: 'leaveForm.date',
          params: { name: '开始时间', format: 'YYYY-MM-DD HH:mm' },
        },
      ]);
    }
  });

  it('checks numbers, whole numbers and the length limit', () => {
    expect(checkFormValues(zhItems, { ...valid, days: '1.255' })[0]?.key).toBe('leaveForm.number');
    expect(checkFormValues(zhItems, { ...valid, days: 'abc' })[0]?.key).toBe('leaveForm.number');
    expect(checkFormValues(zhItems, { ...valid, people: '2.5' })[0]?.key).toBe('leaveForm.integer');
    expect(checkFormValues(zhItems, { ...valid, reason: '一二三四五六七八九十' })).toEqual([]);
    expect(checkFormValues(zhItems, { ...valid, reason: '一二三四五六七八九十一' })).toEqual([
      { fieldName: 'reason', key: 'leaveForm.maxLength', params: { name: '请假事由', max: 10 } },
    ]);
    expect(
      checkFormValues([{ ...byName('people'), dataType: 'string' }], { people: 'x'.repeat(51) })[0],
    ).toMatchObject({
      key: 'leaveForm.maxLength',
      params: { max: 50 },
    });
  });

  it('refuses a value of the wrong shape for the control', () => {
    expect(checkFormValues(zhItems, { ...valid, reason: ['a'] })[0]?.key).toBe('validation.invalid');
    expect(checkFormValues(zhItems, { ...valid, notify: 'sms' })[0]?.key).toBe('validation.invalid');
  });

  it('takes file ids only, at most nine', () => {
    expect(checkFormValues(zhItems, { ...valid, files: ['../../etc/passwd'] })[0]?.key).toBe(
      'validation.invalid',
    );
    const ten = Array.from(
      { length: 10 },
      (_, i) => `0b6c3a5e-1d2f-4c8a-9e10-0000000000${String(i).padStart(2, '0')}`,
    );
    expect(checkFormValues(zhItems, { ...valid, files: ten })[0]).toMatchObject({
      key: 'leaveForm.fileCount',
      params: { max: 9 },
    });
  });
});

describe('helpers', () => {
  it('tells real dates from impossible ones', () => {
    expect(isFormDate('2028-02-29', 'YYYY-MM-DD')).toBe(true);
    expect(isFormDate('2026-02-29', 'YYYY-MM-DD')).toBe(false);
    expect(isFormDate('2026-13', 'YYYY-MM')).toBe(false);
    expect(isFormDate('23:59', 'HH:mm')).toBe(true);
    expect(isFormDate('9:00', 'HH:mm')).toBe(false);
  });

  it('keeps trimmed values of known items only, empty ones as null', () => {
    expect(normalizeFormValues(zhItems, { reason: '  事由 ', unknown: 'x', notify: [] })).toEqual({
      leaveType: null,
      startDate: null,
      days: null,
      people: null,
      reason: '事由',
      notify: null,
      files: null,
    });
  });

  it('reads a title stored as plain text or in several languages', () => {
    const stored = storedFormTitle({ zh: '快速请假', en: 'Quick leave' });
    expect(formTitle(stored, 'en')).toBe('Quick leave');
    expect(formTitle(stored, 'ja')).toBe('快速请假');
    expect(formTitle('销假申请', 'en')).toBe('销假申请');
    expect(formTitle('{not json', 'en')).toBe('{not json');
  });

  it('joins messages with the punctuation of the language', () => {
    expect(joinFormMessages(['a', 'b'], 'zh')).toBe('a；b');
    expect(joinFormMessages(['a', 'b'], 'en')).toBe('a; b');
  });
});
