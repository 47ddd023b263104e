import type { TOvertimeSaved } from '@ehome/shared/overtime/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { invalidateOvertime } from './keys';

export type TOvertimeSaveRequest = {
  overtimeApplyId: string;
  applyCategoryId: string;
  startTime: string;
  endTime: string;
  timeLength: number | string;
  diningTime: number;
  TransferType: number | null;
  remark: string;
  approveStatus: 0 | 1;
};

/**
 * POST /api/OvertimeApply/Add (a new request, under the form's own id) or Update (a draft), saved as a
 * draft (0) or submitted (1). Silent: the form shows the refusal itself.
 */
export function saveOvertime({ isNew, body }: { isNew: boolean; body: TOvertimeSaveRequest }) {
  return http.post<TOvertimeSaved>(`/api/OvertimeApply/${isNew ? 'Add' : 'Update'}`, body, { silent: true });
}

export function useSaveOvertime() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveOvertime, onSuccess: () => invalidateOvertime(queryClient) });
}
