import type { TNotification } from '@ehome/shared/approvals/schemas';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../../platform/http';
import { BADGES_KEY } from './get-badges';
import { MESSAGES_KEY } from './list-messages';

/**
 * POST /api/Message/Read {id}: opens one of my messages, marking it read (the first moment stays),
 * and answers it. Reading again changes nothing, so the detail screen reads it like a query.
 */
export function readMessage(id: string): Promise<TNotification> {
  return http.post<TNotification>('/api/Message/Read', { id });
}

export const messageQuery = (id: string) =>
  queryOptions({
    queryKey: ['messages', 'detail', id],
    queryFn: () => readMessage(id),
    enabled: id !== '',
    retry: false,
  });

export function useMessage(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery(messageQuery(id));
  const read = query.data?.read === true;
  useEffect(() => {
    // Now read: the badge and the list's unread mark change.
    if (read) {
      void queryClient.invalidateQueries({ queryKey: BADGES_KEY });
      void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
    }
  }, [read, queryClient]);
  return query;
}
