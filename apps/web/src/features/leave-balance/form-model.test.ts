import type { TFormItem } from '@ehome/shared/leave/dynamic-form';
import { describe, expect, it } from 'vitest';
import {
  displayValue,
  formatPicked,
  formItemsOf,
  initialValues,
  issuesByField,
  parsePicked,
  serverIssues,
  withPeriodDefaults,
} from './form-model';

const item = (over: Partial<TFormItem>): TFormItem => ({
  fieldName: 'f',
  name: '项',
  ctrlType: 'text',
  dataType: 'string',
  isRequired: false,
  items: [],
  value: null,
  remarks: '',
  dateFormat: null,
  maxLength: null,
  ctrlSort: 1,
  ...over,
});
const select = item({
  fieldName: 'type',
  ctrlType: 'select',
  items: [
    { selectValue: 'annual', selectText: '年假' },
    { selectValue: 'sick', selectText: '病假' },
  ],
});
const checks = item({
  ...select,
  fieldName: 'notify',
  ctrlType: 'checkbox',
  dataType: 'array',
  value: ['sick'],
});

describe('form values', () => {
  it('start from the template defaults and go back in display order', () => {
    const values = initialValues([select, checks]);
    expect(values).toEqual({ type: null, notify: ['sick'] });
    expect(formItemsOf([select, checks], { ...values, type: 'annual' })).toEqual([
      { fieldName: 'type', value: 'annual' },
      { fieldName: 'notify', value: ['sick'] },
    ]);
  });

  it('show option labels, joined with the language separator', () => {
    expect(displayValue(select, 'annual', '、')).toBe('年假');
    expect(displayValue(checks, ['annual', 'sick'], ', ')).toBe('年假, 病假');
    expect(displayValue(item({}), '  ', '、')).toBe('');
  });

  it('keep the first refusal per field and read a server refusal list', () => {
    const issues = [
      { fieldName: 'a', message: '1' },
      { fieldName: 'a', message: '2' },
      { fieldName: 'b', message: '3' },
    ];
    expect(issuesByField(issues)).toEqual({ a: issues[0], b: issues[2] });
    expect(serverIssues([...issues, { fieldName: 1 }, 'x'])).toEqual(issues);
    expect(serverIssues(null)).toEqual([]);
  });
});

describe('picked dates', () => {
  it('are written in the item format and read back', () => {
    const date = new Date(2026, 11, 1, 9, 5);
    expect(formatPicked(date, 'YYYY-MM-DD HH:mm')).toBe('2026-12-01 09:05');
    expect(formatPicked(date, 'YYYY-MM-DD')).toBe('2026-12-01');
    expect(formatPicked(date, 'YYYY-MM')).toBe('2026-12');
    expect(formatPicked(date, 'HH:mm')).toBe('09:05');
    expect(parsePicked('2026-12-01 09:05', 'YYYY-MM-DD HH:mm')?.getTime()).toBe(date.getTime());
    expect(parsePicked('', 'YYYY-MM-DD')).toBeNull();
  });
});

describe('withPeriodDefaults', () => {
  const dateItem = (fieldName: string, dateFormat: 'YYYY-MM-DD HH:mm' | 'YYYY-MM-DD') =>
    ({ fieldName, ctrlType: 'datepick', dateFormat }) as unknown as Parameters<
      typeof withPeriodDefaults
    >[0][number];
  it('fills empty start and end with the next working hours and keeps picked values', () => {
    const items = [dateItem('startTime', 'YYYY-MM-DD HH:mm'), dateItem('endTime', 'YYYY-MM-DD HH:mm')];
    expect(
      withPeriodDefaults(items, { startTime: null, endTime: '' }, '2026-11-26 09:00', '2026-11-26 18:00'),
    ).toEqual({
      startTime: '2026-11-26 09:00',
      endTime: '2026-11-26 18:00',
    });
    expect(
      withPeriodDefaults(
        items,
        { startTime: '2026-12-01 13:00', endTime: null },
        '2026-11-26 09:00',
        '2026-11-26 18:00',
      ),
    ).toEqual({ startTime: '2026-12-01 13:00', endTime: '2026-11-26 18:00' });
  });
});
