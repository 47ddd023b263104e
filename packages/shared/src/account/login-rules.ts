// The login form's rule without zod: the login page is the first screen a phone downloads, and zod
// alone would put it over the first-load budget. ZLoginRequest (the server's schema) is built from the
// same limits, and login-rules.test.ts holds the two to the same answers.

export const LOGIN_USER_NAME_MAX = 64;
export const LOGIN_PASSWORD_MAX = 128;

export type TLoginFields = { userName: string; password: string };
export type TLoginField = keyof TLoginFields;
/** Message keys of the shared catalogue, translated where they are shown. */
export type TLoginErrors = Partial<
  Record<TLoginField, 'validation.required' | 'validation.userNameLength' | 'validation.passwordLength'>
>;

/** The form's values as the server will read them (user name trimmed), or the first error per field. */
export function checkLogin(values: TLoginFields): { data: TLoginFields | null; errors: TLoginErrors } {
  const userName = values.userName.trim();
  const { password } = values;
  const errors: TLoginErrors = {};
  if (userName === '') errors.userName = 'validation.required';
  else if (userName.length > LOGIN_USER_NAME_MAX) errors.userName = 'validation.userNameLength';
  if (password === '') errors.password = 'validation.required';
  else if (password.length > LOGIN_PASSWORD_MAX) errors.password = 'validation.passwordLength';
  if (errors.userName || errors.password) return { data: null, errors };
  return { data: { userName, password }, errors };
}
