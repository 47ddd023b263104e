import type { TUnreadCount } from '@ehome/shared/approvals/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

export const BADGES_KEY = ['messages', 'badges'] as const;

/**
 * GET /api/Message/UnreadCount: my unread messages and my pending approvals with where they lead,
 * one cheap call for the home page's badges.
 */
export function getBadges(): Promise<TUnreadCount> {
  return http.get<TUnreadCount>('/api/Message/UnreadCount');
}

export const badgesQuery = queryOptions({
  queryKey: BADGES_KEY,
  queryFn: getBadges,
  // Messages arrive and approvals wait while the home is open elsewhere: read on every visit.
  staleTime: 0,
});

export function useBadges() {
  return useQuery(badgesQuery);
}
