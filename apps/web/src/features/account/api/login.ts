import type { TLoginRequest, TLoginResult } from '@ehome/shared';
import { http } from '../../../platform/http';
import { useSessionStore } from '../../../platform/session-store';

/**
 * POST /api/Token/Login, then keeps the token and user info. A refusal (wrong password, locked)
 * arrives as errNo with a translated message, which the HTTP client toasts. No query hook: the
 * login page is the first load and does without the query library.
 */
export async function login(body: TLoginRequest): Promise<TLoginResult> {
  const result = await http.post<TLoginResult>('/api/Token/Login', body);
  useSessionStore.getState().signIn(result.token, result.userInfo);
  return result;
}
