import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { BADGES_KEY } from './get-badges';
import { MESSAGES_KEY } from './list-messages';

/** POST /api/Message/ReadAll: marks all my messages read; answers how many changed. */
export function readAllMessages(): Promise<{ marked: number }> {
  return http.post<{ marked: number }>('/api/Message/ReadAll', {});
}

export function useReadAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAllMessages,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: BADGES_KEY }),
        queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
      ]),
  });
}
