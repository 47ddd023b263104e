import { describe, expect, it } from 'vitest';
import { checkLogin, LOGIN_PASSWORD_MAX, LOGIN_USER_NAME_MAX } from './login-rules';
import { ZLoginRequest } from './schemas';

const cases = [
  { userName: 'zhangsan', password: 'Demo2026' },
  { userName: '  zhangsan ', password: 'x' },
  { userName: '', password: '' },
  { userName: '   ', password: 'Demo2026' },
  { userName: 'zhangsan', password: '' },
  { userName: 'u'.repeat(LOGIN_USER_NAME_MAX), password: 'p'.repeat(LOGIN_PASSWORD_MAX) },
  { userName: 'u'.repeat(LOGIN_USER_NAME_MAX + 1), password: 'p' },
  { userName: 'u', password: 'p'.repeat(LOGIN_PASSWORD_MAX + 1) },
];

describe('checkLogin', () => {
  it('answers as the server schema does', () => {
    for (const values of cases) {
      const checked = checkLogin(values);
      const parsed = ZLoginRequest.safeParse(values);
      expect(checked.data, JSON.stringify(values)).toEqual(parsed.success ? parsed.data : null);
      // The same first message per field as the server's schema.
      const expected: Record<string, string> = {};
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        expected[String(issue.path[0])] ??= issue.message;
      }
      expect(checked.errors, JSON.stringify(values)).toEqual(expected);
    }
  });

  it('names an empty field as required and trims the user name', () => {
    expect(checkLogin({ userName: ' ', password: '' }).errors).toEqual({
      userName: 'validation.required',
      password: 'validation.required',
    });
    expect(checkLogin({ userName: ' lisi ', password: 'a' }).data).toEqual({
      userName: 'lisi',
      password: 'a',
    });
  });
});
