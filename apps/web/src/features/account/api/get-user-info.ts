import type { TUserInfo } from '@ehome/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { useSessionStore } from '../../../platform/session-store';

/** GET /api/User/GetUserInfo: profile, roles and the menu the server allows this user. */
export async function getUserInfo(): Promise<TUserInfo> {
  const userInfo = await http.get<TUserInfo>('/api/User/GetUserInfo');
  // Kept in the session store so the next start shows the home before the call returns.
  useSessionStore.getState().setUserInfo(userInfo);
  return userInfo;
}

export const userInfoQuery = queryOptions({
  queryKey: ['account', 'userInfo'],
  queryFn: getUserInfo,
});

export function useUserInfo() {
  const stored = useSessionStore((state) => state.userInfo);
  return useQuery({
    ...userInfoQuery,
    // The stored info is shown at once while the call refreshes it (placeholders are never cached).
    placeholderData: stored ?? undefined,
  });
}
