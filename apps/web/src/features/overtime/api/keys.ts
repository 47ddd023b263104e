import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the overtime screens; a change to a request invalidates everything under OVERTIME_KEY. */
export const OVERTIME_KEY = ['overtime'] as const;

/**
 * After a request changes: the overtime screens, the approval screens (my list, the approvers' lists,
 * counts, the trail), the balances (comp leave) and the calendar all read it again.
 */
export function invalidateOvertime(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: OVERTIME_KEY }),
    queryClient.invalidateQueries({ queryKey: ['approvals'] }),
    queryClient.invalidateQueries({ queryKey: ['leaveBalance'] }),
    queryClient.invalidateQueries({ queryKey: ['attendance'] }),
  ]);
}
