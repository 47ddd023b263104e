import type { TNotification } from '@ehome/shared/approvals/schemas';
import { PAGE_SIZE } from '@ehome/shared/constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { nextPageParam, type TPage } from '../../approvals';

export const MESSAGES_KEY = ['messages', 'list'] as const;

/** GET /api/Message/List?pageIndex&pageSize: my messages, newest first. */
export function listMessages(pageIndex: number): Promise<TPage<TNotification>> {
  return http.get<TPage<TNotification>>('/api/Message/List', { pageIndex, pageSize: PAGE_SIZE });
}

export const messagesQuery = infiniteQueryOptions({
  queryKey: MESSAGES_KEY,
  queryFn: ({ pageParam }) => listMessages(pageParam),
  staleTime: 0,
  initialPageParam: 1,
  getNextPageParam: nextPageParam,
});

export function useMessages() {
  return useInfiniteQuery(messagesQuery);
}
