import type { TOvertimeDetail } from '@ehome/shared/overtime/schemas';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { OVERTIME_KEY } from './keys';

/** POST /api/OvertimeApply/Get {ApplyId}: a request for its owner or an approver. */
export function getOvertime(applyId: string): Promise<TOvertimeDetail> {
  return http.post<TOvertimeDetail>('/api/OvertimeApply/Get', { ApplyId: applyId }, { silent: true });
}

/** `applyId` '' is a new request: nothing to load. */
export function useOvertime(applyId: string) {
  return useQuery({
    queryKey: [...OVERTIME_KEY, 'apply', applyId],
    queryFn: () => getOvertime(applyId),
    enabled: applyId !== '',
    retry: false,
  });
}
