import type {
  TCodePassword,
  TModifyPassword,
  TPasswordSet,
  TSendSmsCode,
  TSmsCodeSent,
} from '@ehome/shared/account/password-schemas';
import { useState } from 'react';
import { http } from '../../../platform/http';

/**
 * A form post with its pending flag; a refusal is toasted by the HTTP client. Without the query
 * library: the public account screens are named in the first load's route table, which is at its
 * budget, and each of their imports costs it a file name.
 */
function usePost<TBody, TAnswer>(url: string) {
  const [isPending, setPending] = useState(false);
  const mutate = (body: TBody, { onSuccess }: { onSuccess: (answer: TAnswer) => void }) => {
    if (isPending) return;
    setPending(true);
    http
      .post<TAnswer>(url, body)
      .then(onSuccess, () => undefined)
      .finally(() => setPending(false));
  };
  return { isPending, mutate };
}

/** POST /api/Account/SendSmsCode: the same answer for any mobile; devCode only in development. */
export const useSendSmsCode = () => usePost<TSendSmsCode, TSmsCodeSent>('/api/Account/SendSmsCode');

/** POST /api/Account/ResetPassword (/forgetPassword) or /api/Account/Register (/Password). */
export const useSetPasswordByCode = (purpose: 'reset' | 'register') =>
  usePost<TCodePassword, TPasswordSet>(
    purpose === 'reset' ? '/api/Account/ResetPassword' : '/api/Account/Register',
  );

/** POST /api/Account/ModifyPassword: this session stays, every other one is logged out. */
export const useModifyPassword = () => usePost<TModifyPassword, boolean>('/api/Account/ModifyPassword');
