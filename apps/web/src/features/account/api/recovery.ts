import type {
  TCodePassword,
  TModifyPassword,
  TPasswordSet,
  TSendSmsCode,
  TSmsCodeSent,
} from '@ehome/shared/account/password-schemas';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/** POST /api/Account/SendSmsCode: the same answer for any mobile; devCode only in development. */
export function useSendSmsCode() {
  return useMutation({
    mutationFn: (body: TSendSmsCode) => http.post<TSmsCodeSent>('/api/Account/SendSmsCode', body),
  });
}

/** POST /api/Account/ResetPassword (/forgetPassword) or /api/Account/Register (/Password). */
export function useSetPasswordByCode(purpose: 'reset' | 'register') {
  const url = purpose === 'reset' ? '/api/Account/ResetPassword' : '/api/Account/Register';
  return useMutation({ mutationFn: (body: TCodePassword) => http.post<TPasswordSet>(url, body) });
}

/** POST /api/Account/ModifyPassword: this session stays, every other one is logged out. */
export function useModifyPassword() {
  return useMutation({
    mutationFn: (body: TModifyPassword) => http.post<boolean>('/api/Account/ModifyPassword', body),
  });
}
