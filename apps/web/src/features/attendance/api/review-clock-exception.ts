import type { TClockExceptionReview } from '@ehome/shared/attendance/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { CLOCK_EXCEPTIONS_KEY } from './list-clock-exceptions';

/**
 * POST /api/Attendance/ReviewClockException {id, accept, remark}: accepting makes the attempt the
 * punch of that day (the server records it); dismissing keeps it as refused. HR only.
 */
export function reviewClockException(body: TClockExceptionReview): Promise<unknown> {
  return http.post<unknown>('/api/Attendance/ReviewClockException', body);
}

export function useReviewClockException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewClockException,
    // The item moves from one tab to another: every status list is out of date.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLOCK_EXCEPTIONS_KEY }),
  });
}
