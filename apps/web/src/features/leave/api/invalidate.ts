import type { QueryClient } from '@tanstack/react-query';
import { LEAVE_KEY } from './keys';

/**
 * After a request changes: the leave screens (request, balances) and the approval screens (my
 * list, the approvers' lists and counts, the trail) all read it again.
 */
export function invalidateLeave(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: LEAVE_KEY }),
    queryClient.invalidateQueries({ queryKey: ['approvals'] }),
    queryClient.invalidateQueries({ queryKey: ['leaveBalance'] }),
  ]);
}
