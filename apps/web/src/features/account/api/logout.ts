import { useMutation } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { navigateTo } from '../../../platform/navigator';
import { LOGIN_PATH } from '../../../platform/paths';
import { endSession } from '../../../platform/session';

/** POST /api/Token/Logout puts the token on the server's deny-list. */
export const logout = () => http.post<null>('/api/Token/Logout', undefined, { silent: true });

export function useLogout() {
  return useMutation({
    mutationFn: logout,
    // The user asked to leave: the local session ends even if the server could not be told. The
    // page is left first so it never renders without its session (see navigator.ts).
    onSettled: () => {
      navigateTo(LOGIN_PATH, { replace: true });
      endSession();
    },
  });
}
