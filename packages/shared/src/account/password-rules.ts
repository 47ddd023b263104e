import { PASSWORD_RE } from '../validation/patterns';
import { MOBILE_RE } from '../validation/phone';

/**
 * Setting a password (spec 3 §5 "Account and login"): the one password rule PASSWORD_RE (one digit,
 * one upper, one lower, 6 to 51 alphanumerics), the repeat must match, mobile and verification code
 * required. zod-free so the small public pages can check early without the schema library; the
 * server's schemas (password-schemas.ts) call the same functions.
 */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_RE = /^\d{6}$/;

export type TPasswordIssueKey =
  | 'validation.required'
  | 'validation.mobile'
  | 'validation.password'
  | 'validation.passwordRepeat'
  | 'validation.accountCode'
  | 'validation.accountCodeFormat'
  | 'validation.accountSamePassword';

export type TPasswordIssue = { field: string; key: TPasswordIssueKey } | null;

export function checkMobile(mobile: string): TPasswordIssue {
  const value = mobile.trim();
  if (value === '') return { field: 'mobile', key: 'validation.required' };
  if (!MOBILE_RE.test(value)) return { field: 'mobile', key: 'validation.mobile' };
  return null;
}

export function checkSmsCode(code: string): TPasswordIssue {
  const value = code.trim();
  if (value === '') return { field: 'code', key: 'validation.accountCode' };
  if (!SMS_CODE_RE.test(value)) return { field: 'code', key: 'validation.accountCodeFormat' };
  return null;
}

/** The new password and its repeat. */
export function checkNewPassword(password: string, confirmPassword: string): TPasswordIssue {
  if (password === '') return { field: 'password', key: 'validation.required' };
  if (!PASSWORD_RE.test(password)) return { field: 'password', key: 'validation.password' };
  if (password !== confirmPassword) return { field: 'confirmPassword', key: 'validation.passwordRepeat' };
  return null;
}

/** Forgotten password and registration: mobile, code, password and repeat; the first issue. */
export function checkCodeAndPassword(form: {
  mobile: string;
  code: string;
  password: string;
  confirmPassword: string;
}): TPasswordIssue {
  return (
    checkMobile(form.mobile) ??
    checkSmsCode(form.code) ??
    checkNewPassword(form.password, form.confirmPassword)
  );
}

/** /Modifypassword: the old password, then the new one (not the same) and its repeat. */
export function checkPasswordChange(form: {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}): TPasswordIssue {
  if (form.oldPassword === '') return { field: 'oldPassword', key: 'validation.required' };
  const issue = checkNewPassword(form.password, form.confirmPassword);
  if (issue) return issue;
  if (form.password === form.oldPassword) return { field: 'password', key: 'validation.accountSamePassword' };
  return null;
}
