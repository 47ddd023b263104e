import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '../../../app/redirect';
import { http } from '../../../platform/http';
import { endSession } from '../../../platform/session';

/** POST /api/Token/Logout puts the token on the server's deny-list. */
export const logout = () => http.post<null>('/api/Token/Logout', undefined, { silent: true });

export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    // The user asked to leave: the local session ends even if the server could not be told. Leaving
    // the page first keeps the home's login guard from adding a pointless ?redirect=/index.
    onSettled: () => {
      navigate(LOGIN_PATH, { replace: true });
      endSession();
    },
  });
}
