import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  zAmount,
  zBankCard,
  zChineseName,
  zDecimal2,
  zEmail,
  zMobile,
  zNationalId,
  zNonEmpty,
  zPassword,
  zPhone,
  zPositiveInt,
  zPostcode,
  zWord30,
  zZip,
} from './patterns';

function check(schema: z.ZodType, valid: unknown[], invalid: unknown[], key: string) {
  for (const v of valid) expect(schema.safeParse(v).success, `valid: ${String(v)}`).toBe(true);
  for (const v of invalid) {
    const r = schema.safeParse(v);
    expect(r.success, `invalid: ${String(v)}`).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(key);
  }
}

describe('shared validation patterns (spec 3 §5, spec 2 §9)', () => {
  it('password: one digit, one upper, one lower, 6 to 51 alphanumerics', () => {
    check(
      zPassword,
      ['Demo2026', 'aB3def', `Aa1${'x'.repeat(48)}`],
      [
        'demo2026',
        'DEMO2026',
        'DemoDemo',
        'aB3de',
        `Aa1${'x'.repeat(49)}`,
        'Demo 2026',
        'Demo_2026',
        'Démo2026',
      ],
      'validation.password',
    );
  });

  it('non-empty text trims spaces', () => {
    check(zNonEmpty(), ['a', ' 张 '], ['', '   '], 'validation.required');
  });

  it('number with up to 2 decimals', () => {
    check(
      zDecimal2,
      ['0', '8', '1.5', '12.25', '100.00'],
      ['', '1.', '.5', '1.234', '-1', '1e3', 'abc'],
      'validation.decimal2',
    );
  });

  it('positive integer', () => {
    check(
      zPositiveInt,
      ['1', '9', '240', '1000000'],
      ['0', '01', '-1', '1.0', '', 'a'],
      'validation.positiveInt',
    );
  });

  it('alphanumeric or underscore up to 30', () => {
    check(
      zWord30,
      ['a', 'user_01', 'A'.repeat(30)],
      ['', 'A'.repeat(31), 'a-b', 'a b', '张三'],
      'validation.word30',
    );
  });

  it('phone: landline with area code or mobile 11 digits 13 to 19', () => {
    check(
      zPhone,
      ['13800138000', '19912345678', '021-62345678', '02162345678', '0571-8765432', '010-12345678-123'],
      ['12800138000', '1380013800', '138001380001', '62345678', '21-62345678', '021-0234567', 'abc', ''],
      'validation.phone',
    );
  });

  it('mobile only', () => {
    check(zMobile, ['15000000000'], ['021-62345678', '10000000000'], 'validation.mobile');
  });

  it('national ID with the full checker', () => {
    check(
      zNationalId('2026-11-23'),
      ['11010519491231002X', '441900890101221', '441900198901012219'],
      ['11010519491231002Y', '110105194912310021', '441900198902302219', '123'],
      'validation.nationalId',
    );
  });

  it('bank card: starts 1 to 9, 11 to 26 digits', () => {
    check(
      zBankCard,
      ['62220212345678901', '12345678901', `9${'0'.repeat(25)}`],
      ['02220212345678901', '1234567890', `9${'0'.repeat(26)}`, '6222 0212 3456', ''],
      'validation.bankCard',
    );
  });

  it('Chinese name 2 to 20 characters', () => {
    check(
      zChineseName,
      ['张三', '欧阳娜娜', '阿沛·阿旺晋美', '张'.repeat(20)],
      ['张', '张'.repeat(21), 'Zhang San', '张3', '·张三', '张三·', ''],
      'validation.chineseName',
    );
  });

  it('amount: up to 20 digits and 2 decimals', () => {
    check(
      zAmount,
      ['0', '0.5', '99.99', '1'.repeat(20), `${'1'.repeat(20)}.12`],
      ['1'.repeat(21), '1.234', '-5', '', '1,000'],
      'validation.amount',
    );
  });

  it('zip 6 digits; residence postcode 6 digits not starting with 0', () => {
    check(zZip, ['200000', '012345'], ['20000', '2000000', 'a00000'], 'validation.zip');
    check(zPostcode, ['200000'], ['012345', '20000'], 'validation.postcode');
  });

  it('e-mail', () => {
    check(zEmail, ['a@b.cn', 'zhang.san@example.com'], ['a@', 'a b@c.cn', 'plain'], 'validation.email');
  });
});
