import { type TLoginRequest, ZLoginRequest } from '@ehome/shared/account/schemas';
import '../../platform/validation-messages';

export type TLoginErrors = Partial<Record<keyof TLoginRequest, string>>;

/**
 * Checks the login form with the server's own schema. Errors are message keys
 * ('validation.required'), translated when shown so they follow a language switch.
 */
export function validateLogin(values: TLoginRequest): { data: TLoginRequest | null; errors: TLoginErrors } {
  const parsed = ZLoginRequest.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: TLoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'userName' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { data: null, errors };
}
