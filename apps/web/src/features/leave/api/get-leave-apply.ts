import type { TLeaveApplyDetail } from '@ehome/shared/leave/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { LEAVE_APPLY_KEY } from './keys';

/** GET /api/LeaveApply/Get?id: a request to edit (its owner's draft). */
export function getLeaveApply(id: string): Promise<TLeaveApplyDetail> {
  return http.get<TLeaveApplyDetail>('/api/LeaveApply/Get', { id });
}

export const leaveApplyQuery = (id: string) =>
  queryOptions({ queryKey: [...LEAVE_APPLY_KEY, 'edit', id], queryFn: () => getLeaveApply(id) });

/** `id` '' is a new request: nothing to load. */
export function useLeaveApply(id: string) {
  return useQuery({ ...leaveApplyQuery(id), enabled: id !== '' });
}
