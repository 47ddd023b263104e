import { describe, expect, it } from 'vitest';
import {
  checkCodeAndPassword,
  checkMobile,
  checkNewPassword,
  checkPasswordChange,
  checkSmsCode,
} from './password-rules';
import { ZCodePassword, ZModifyPassword, ZSendSmsCode } from './password-schemas';

describe('password rules (spec 3 §5 "Account and login")', () => {
  it('one digit, one upper, one lower, 6 to 51 alphanumerics; the repeat must match', () => {
    expect(checkNewPassword('Abc123', 'Abc123')).toBeNull();
    expect(checkNewPassword(`A1${'b'.repeat(49)}`, `A1${'b'.repeat(49)}`)).toBeNull();
    expect(checkNewPassword(`A1${'b'.repeat(50)}`, `A1${'b'.repeat(50)}`)?.key).toBe('validation.password');
    expect(checkNewPassword('Ab12', 'Ab12')?.key).toBe('validation.password');
    expect(checkNewPassword('abc123', 'abc123')?.key).toBe('validation.password');
    expect(checkNewPassword('ABC123', 'ABC123')?.key).toBe('validation.password');
    expect(checkNewPassword('Abcdef', 'Abcdef')?.key).toBe('validation.password');
    expect(checkNewPassword('Abc12!', 'Abc12!')?.key).toBe('validation.password');
    expect(checkNewPassword('', '')?.key).toBe('validation.required');
    expect(checkNewPassword('Abc123', 'Abc124')).toEqual({
      field: 'confirmPassword',
      key: 'validation.passwordRepeat',
    });
  });

  it('mobile and code are required; a mainland mobile and 6 digits', () => {
    expect(checkMobile('')?.key).toBe('validation.required');
    expect(checkMobile('12800138000')?.key).toBe('validation.mobile');
    expect(checkMobile(' 13800138000 ')).toBeNull();
    expect(checkSmsCode('')?.key).toBe('validation.accountCode');
    expect(checkSmsCode('12345')?.key).toBe('validation.accountCodeFormat');
    expect(checkSmsCode('12345a')?.key).toBe('validation.accountCodeFormat');
    expect(checkSmsCode('012345')).toBeNull();
    const form = { mobile: '13800138000', code: '012345', password: 'Abc123', confirmPassword: 'Abc123' };
    expect(checkCodeAndPassword(form)).toBeNull();
    expect(checkCodeAndPassword({ ...form, mobile: '' })?.field).toBe('mobile');
    expect(checkCodeAndPassword({ ...form, code: '' })?.field).toBe('code');
  });

  it('a change needs the old password and a different new one', () => {
    const form = { oldPassword: 'Old123', password: 'New123', confirmPassword: 'New123' };
    expect(checkPasswordChange(form)).toBeNull();
    expect(checkPasswordChange({ ...form, oldPassword: '' })?.field).toBe('oldPassword');
    expect(checkPasswordChange({ ...form, password: 'Old123', confirmPassword: 'Old123' })?.key).toBe(
      'validation.accountSamePassword',
    );
  });

  it('the server schemas give the same answers', () => {
    const form = { mobile: ' 13800138000', code: '012345', password: 'Abc123', confirmPassword: 'Abc123' };
    expect(ZCodePassword.parse(form).mobile).toBe('13800138000');
    const bad = ZCodePassword.safeParse({ ...form, confirmPassword: 'x' });
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'validation.passwordRepeat',
    });
    expect(
      ZModifyPassword.safeParse({ oldPassword: 'a', password: 'abc', confirmPassword: 'abc' }).error
        ?.issues[0]?.message,
    ).toBe('validation.password');
    expect(ZSendSmsCode.safeParse({ mobile: '1380013800', purpose: 'reset' }).success).toBe(false);
    expect(ZSendSmsCode.safeParse({ mobile: '13800138000', purpose: 'login' }).success).toBe(false);
  });
});
