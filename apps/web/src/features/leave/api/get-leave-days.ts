import type { TLeaveDaysResult } from '@ehome/shared/leave/schemas';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import type { TLeaveDaysRequest } from '../form-model';
import { LEAVE_KEY } from './keys';

/**
 * POST /api/LeaveApply/GetLeaveDays: the length the server charges for a period (from the work
 * calendar and the policy) and how each date counted. Silent: a refusal (end before start, a date
 * outside the calendar) is shown by the form next to the period instead of a toast per change.
 */
export function getLeaveDays(body: TLeaveDaysRequest): Promise<TLeaveDaysResult> {
  return http.post<TLeaveDaysResult>('/api/LeaveApply/GetLeaveDays', body, { silent: true });
}

/** `body` null waits until the category, start and end are all chosen. */
export function useLeaveDays(body: TLeaveDaysRequest | null) {
  return useQuery({
    queryKey: [...LEAVE_KEY, 'days', body],
    queryFn: () => getLeaveDays(body as TLeaveDaysRequest),
    enabled: body !== null,
    retry: false,
  });
}
