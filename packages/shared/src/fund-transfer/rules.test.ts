import { describe, expect, it } from 'vitest';
import { checkFundTransfer, warnsSubmitOnce } from './rules';

const form = { hasNewCompany: true, companyName: '新公司', account: '123456789', sealOnly: false };

describe('checkFundTransfer (spec 3 §5 "Fund transfer")', () => {
  it('asks for the new company name', () => {
    expect(checkFundTransfer({ ...form, companyName: '   ' })).toEqual({
      ok: false,
      key: 'fundTransfer.companyNameRequired',
    });
    expect(checkFundTransfer({ ...form, companyName: '公'.repeat(101) })).toMatchObject({
      key: 'fundTransfer.companyNameTooLong',
    });
  });
  it('asks for exactly 9 digits', () => {
    for (const account of ['', '12345678', '1234567890', '12345678a', '１２３４５６７８９'])
      expect(checkFundTransfer({ ...form, account })).toEqual({
        ok: false,
        key: 'fundTransfer.accountInvalid',
      });
    expect(checkFundTransfer({ ...form, account: ' 000000001 ' })).toEqual({
      ok: true,
      fields: { fundHandleMode: 1, companyName: '新公司', account: '000000001', sealOnly: false },
    });
  });
  it('seals the account without a new employer, whatever was typed', () => {
    expect(
      checkFundTransfer({ hasNewCompany: false, companyName: 'x', account: 'y', sealOnly: true }),
    ).toEqual({
      ok: true,
      fields: { fundHandleMode: 2, companyName: '', account: '', sealOnly: true },
    });
  });
  it('warns Shanghai users only', () => {
    expect(warnsSubmitOnce('上海')).toBe(true);
    expect(warnsSubmitOnce('上海市')).toBe(true);
    expect(warnsSubmitOnce('北京')).toBe(false);
  });
});
