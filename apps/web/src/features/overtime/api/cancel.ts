import type { TOvertimeCancelDetail, TOvertimeSaved } from '@ehome/shared/overtime/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { invalidateOvertime, OVERTIME_KEY } from './keys';

/** POST /api/OvertimeApply/GetCancel {ApplyId}: a cancellation, or the form for an approved overtime. */
export function getCancel(applyId: string): Promise<TOvertimeCancelDetail> {
  return http.post<TOvertimeCancelDetail>(
    '/api/OvertimeApply/GetCancel',
    { ApplyId: applyId },
    { silent: true },
  );
}

export function useCancel(applyId: string) {
  return useQuery({
    queryKey: [...OVERTIME_KEY, 'cancel', applyId],
    queryFn: () => getCancel(applyId),
    enabled: applyId !== '',
    retry: false,
  });
}

/** POST /api/OvertimeApply/UpdateCancel {ApplyId (the overtime), remark, approveStatus}. */
export function updateCancel(body: { ApplyId: string; remark: string; approveStatus: 0 | 1 }) {
  return http.post<TOvertimeSaved>('/api/OvertimeApply/UpdateCancel', body, { silent: true });
}

/** POST RecallCancel / DeleteCancel {ApplyId}: withdraw or delete a cancellation. */
export function cancelOwnerAction({
  action,
  applyId,
}: {
  action: 'RecallCancel' | 'DeleteCancel';
  applyId: string;
}) {
  return http.post<unknown>(`/api/OvertimeApply/${action}`, { ApplyId: applyId }, { silent: true });
}

export function useUpdateCancel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCancel, onSuccess: () => invalidateOvertime(queryClient) });
}

export function useCancelOwnerAction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelOwnerAction, onSuccess: () => invalidateOvertime(queryClient) });
}
