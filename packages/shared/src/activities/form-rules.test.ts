import { describe, expect, it } from 'vitest';
import {
  checkForm,
  checkFormAnswer,
  matchesItemPattern,
  maxRelatives,
  type TFormRuleItem,
} from './form-rules';
import { registrationButton, type TRegistrationButtonInput } from './registration-button';

const today = '2026-11-25';
const item = (over: Partial<TFormRuleItem> = {}): TFormRuleItem => ({
  id: 'i1',
  name: '手机号码',
  conName: 'txt',
  special: null,
  isNes: false,
  optionValues: [],
  reg: null,
  regMessage: null,
  ...over,
});

describe('checkFormAnswer', () => {
  it('required items must not be empty (blanks count as empty); optional ones may be', () => {
    expect(checkFormAnswer(item({ isNes: true }), '  ', today)).toEqual({
      key: 'registration.itemRequired',
      params: { name: '手机号码' },
    });
    expect(checkFormAnswer(item(), '', today)).toBeNull();
  });

  it('phone: mainland mobile or landline with area code', () => {
    const phone = item({ special: 'phone' });
    for (const ok of ['13800138000', '19912345678', '021-64371234', '01064371234'])
      expect(checkFormAnswer(phone, ok, today)).toBeNull();
    for (const bad of ['12800138000', '1380013800', '64371234', 'abc'])
      expect(checkFormAnswer(phone, bad, today)?.key).toBe('registration.itemPhone');
  });

  it('ID number: GB 11643 checksum and a real birth date', () => {
    const idNo = item({ special: 'idNo' });
    expect(checkFormAnswer(idNo, '11010519491231002X', today)).toBeNull();
    expect(checkFormAnswer(idNo, '11010519491231002x', today)).toBeNull();
    expect(checkFormAnswer(idNo, '110105194912310021', today)?.key).toBe('registration.itemIdNo');
    expect(checkFormAnswer(idNo, '110105194902300021', today)?.key).toBe('registration.itemIdNo');
  });

  it('birthday: a real date not after today; other dates real dates', () => {
    const birthday = item({ special: 'birthday', conName: 'dat' });
    expect(checkFormAnswer(birthday, '1975-06-30', today)).toBeNull();
    expect(checkFormAnswer(birthday, today, today)).toBeNull();
    expect(checkFormAnswer(birthday, '2026-11-26', today)?.key).toBe('registration.itemBirthday');
    expect(checkFormAnswer(birthday, '1990-02-29', today)?.key).toBe('registration.itemBirthday');
    const date = item({ conName: 'dat' });
    expect(checkFormAnswer(date, '2027-03-01', today)).toBeNull();
    expect(checkFormAnswer(date, '2027-13-01', today)?.key).toBe('registration.itemDate');
    expect(checkFormAnswer(date, '2027/03/01', today)?.key).toBe('registration.itemDate');
  });

  it('dropdown values must be among the options', () => {
    const size = item({ conName: 'cmb', optionValues: ['S', 'M'] });
    expect(checkFormAnswer(size, 'M', today)).toBeNull();
    expect(checkFormAnswer(size, 'XL', today)?.key).toBe('registration.itemOption');
  });

  it('an item pattern that does not match shows the item own message, else a generic one', () => {
    const staff = item({ name: '工号', reg: '^E\\d{5}$', regMessage: '工号为 E 加 5 位数字' });
    expect(checkFormAnswer(staff, 'E10001', today)).toBeNull();
    expect(checkFormAnswer(staff, 'E1', today)).toEqual({
      key: 'registration.itemMessage',
      params: { name: '工号', message: '工号为 E 加 5 位数字' },
    });
    expect(checkFormAnswer({ ...staff, regMessage: null }, 'E1', today)?.key).toBe('registration.itemFormat');
  });

  it('values and patterns are length-capped', () => {
    expect(checkFormAnswer(item(), 'x'.repeat(201), today)?.key).toBe('registration.itemTooLong');
    expect(checkFormAnswer(item(), 'x'.repeat(200), today)).toBeNull();
    expect(matchesItemPattern('a'.repeat(201), 'a')).toBe(false);
    expect(matchesItemPattern('^a+$', 'aaa')).toBe(true);
    // An unsafe or invalid pattern is never run: it does not match.
    expect(matchesItemPattern('(a+)+$', 'aaaa')).toBe(false);
    expect(matchesItemPattern('(', '(')).toBe(false);
  });
});

describe('checkForm', () => {
  it('reports each wrong item by id; missing answers count as empty', () => {
    const items = [item({ id: 'p', special: 'phone', isNes: true }), item({ id: 'r', name: '备注' })];
    expect(checkForm(items, {}, today)).toEqual({
      p: { key: 'registration.itemRequired', params: { name: '手机号码' } },
    });
    expect(checkForm(items, { p: '13800138000', r: 'hi' }, today)).toEqual({});
  });
  it('relatives allowed: relativeNum minus the registrant', () => {
    expect(maxRelatives(4)).toBe(3);
    expect(maxRelatives(1)).toBe(0);
  });
});

describe('registrationButton (spec 2 §2 precedence)', () => {
  const base: TRegistrationButtonInput = {
    state: 'open',
    isRes: false,
    isFull: false,
    limit: 10,
    isSignUp: false,
    isSubmit: false,
    isPayed: false,
  };
  it('follows the order: signed up, not started, past deadline, go pay, form, application, full, I want', () => {
    expect(registrationButton({ ...base, isPayed: true, state: 'closed' })).toBe('signedUp');
    expect(registrationButton({ ...base, state: 'notStarted', isRes: true })).toBe('notStarted');
    expect(registrationButton({ ...base, state: 'closed', isFull: true })).toBe('signUpClosed');
    expect(registrationButton({ ...base, isSignUp: true, isSubmit: true })).toBe('goPay');
    expect(registrationButton({ ...base, isSignUp: true })).toBe('fillForm');
    expect(registrationButton({ ...base, isRes: true, isFull: true })).toBe('applicationForm');
    expect(registrationButton({ ...base, state: 'full', isFull: true })).toBe('full');
    expect(registrationButton({ ...base, isFull: true, limit: 0 })).toBe('iWant');
    expect(registrationButton(base)).toBe('iWant');
  });
});
