import type { TLeaveApplyDetail } from '@ehome/shared/leave/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { LEAVE_APPLY_KEY } from './keys';

/**
 * GET /api/LeaveApply/GetDetail?id: a request as its owner or one of its approvers sees it, with
 * the viewer's task and actions. Silent: the page shows a refusal in place of the details.
 */
export function getLeaveDetail(id: string): Promise<TLeaveApplyDetail> {
  return http.get<TLeaveApplyDetail>('/api/LeaveApply/GetDetail', { id }, { silent: true });
}

export const leaveDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...LEAVE_APPLY_KEY, 'detail', id],
    queryFn: () => getLeaveDetail(id),
    retry: false,
  });

export function useLeaveDetail(id: string) {
  return useQuery(leaveDetailQuery(id));
}
