import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  AUTHORIZATION_LANGUAGES,
  authorizationCanonicalText,
  TAX_DEDUCTION_AUTHORIZATION_VERSION,
} from './authorization';
import { attemptsLeft, checkRealNameForm, maskBankCard, normaliseBankCard, passesLuhn } from './rules';

const today = '2026-11-26';
const good = {
  name: '张三',
  idNumber: '310115199003072418',
  bankCard: '6222021001123456789',
  mobile: '13800138000',
};

describe('checkRealNameForm', () => {
  it('accepts the four elements and normalises them', () => {
    const r = checkRealNameForm(
      {
        name: ' 张三 ',
        idNumber: '11010519491231002x',
        bankCard: '6222 0210 0112 3456 789',
        mobile: '13800138000',
      },
      today,
    );
    expect(r).toEqual({
      ok: true,
      values: {
        name: '张三',
        idNumber: '11010519491231002X',
        bankCard: '6222021001123456789',
        mobile: '13800138000',
      },
    });
  });
  it('upgrades a legacy 15-digit ID to 18 characters', () => {
    const r = checkRealNameForm({ ...good, idNumber: '441900890101221' }, today);
    expect(r.ok && r.values.idNumber).toBe('441900198901012219');
  });
  it.each([
    [{ name: '' }, 'name', 'realName.nameRequired'],
    [{ name: 'Zhang San' }, 'name', 'validation.chineseName'],
    [{ name: '张' }, 'name', 'validation.chineseName'],
    [{ name: '张'.repeat(21) }, 'name', 'validation.chineseName'],
    [{ idNumber: '' }, 'idNumber', 'realName.idNumberRequired'],
    [{ idNumber: '310115199003072419' }, 'idNumber', 'validation.nationalId'],
    [{ idNumber: '310115199002302418' }, 'idNumber', 'validation.nationalId'],
    [{ bankCard: '' }, 'bankCard', 'realName.bankCardRequired'],
    [{ bankCard: '0622021001123456789' }, 'bankCard', 'validation.bankCard'],
    [{ bankCard: '6222021001' }, 'bankCard', 'validation.bankCard'],
    [{ bankCard: '6'.repeat(27) }, 'bankCard', 'validation.bankCard'],
    [{ mobile: '' }, 'mobile', 'realName.mobileRequired'],
    [{ mobile: '12800138000' }, 'mobile', 'validation.mobile'],
    [{ mobile: '1380013800' }, 'mobile', 'validation.mobile'],
  ])('refuses %o', (change, field, key) => {
    expect(checkRealNameForm({ ...good, ...change }, today)).toEqual({ ok: false, field, key });
  });
  it('accepts card lengths 11 and 26 (spec 3 §5)', () => {
    expect(checkRealNameForm({ ...good, bankCard: '1'.repeat(11) }, today).ok).toBe(true);
    expect(checkRealNameForm({ ...good, bankCard: '9'.repeat(26) }, today).ok).toBe(true);
  });
});

describe('passesLuhn', () => {
  it('checks the mod-10 digit', () => {
    expect(passesLuhn('6222021001123456789')).toBe(true);
    expect(passesLuhn('6222021001123456780')).toBe(false);
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111 1111')).toBe(false);
  });
});

describe('helpers', () => {
  it('masks a card to its last four and counts attempts left', () => {
    expect(maskBankCard('6789')).toBe('**** 6789');
    expect(normaliseBankCard('6222-0210 01')).toBe('6222021001');
    expect(attemptsLeft(0)).toBe(5);
    expect(attemptsLeft(7)).toBe(0);
  });
  it('has a distinct authorisation text per language, each with its own hash', () => {
    expect(TAX_DEDUCTION_AUTHORIZATION_VERSION).toMatch(/^\d{4}-\d{2}$/);
    const hashes = AUTHORIZATION_LANGUAGES.map((l) =>
      createHash('sha256').update(authorizationCanonicalText(l)).digest('hex'),
    );
    expect(new Set(hashes).size).toBe(3);
  });
});
