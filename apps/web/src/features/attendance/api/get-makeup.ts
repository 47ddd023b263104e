import type { TMakeupDetail } from '@ehome/shared/makeup-clock/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/** GET /api/AttendanceChange/Get?ApplyId: a make-up as its owner or its approver sees it. Silent. */
export function getMakeup(applyId: string): Promise<TMakeupDetail> {
  return http.get<TMakeupDetail>('/api/AttendanceChange/Get', { ApplyId: applyId }, { silent: true });
}

export const MAKEUP_KEY = ['attendance', 'makeup'] as const;

export const makeupQuery = (applyId: string) =>
  queryOptions({
    queryKey: [...MAKEUP_KEY, applyId],
    queryFn: () => getMakeup(applyId),
    retry: false,
    staleTime: 0,
  });

export function useMakeup(applyId: string) {
  return useQuery(makeupQuery(applyId));
}
