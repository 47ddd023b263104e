import { EMPTY_GUID } from '@ehome/shared/leave/constants';
import type { TLeaveExtendFieldWithValue } from '@ehome/shared/leave/schemas';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { LEAVE_KEY } from './keys';

/**
 * POST /api/LeaveApply/GetApplyExtendFieldList {CategoryId, ApplyId}: the extra fields a type asks
 * for, with a saved request's values (the empty GUID for a new form, spec 1 §7).
 */
export function getExtendFieldList(
  categoryId: string,
  applyId: string | null,
): Promise<TLeaveExtendFieldWithValue[]> {
  return http.post<TLeaveExtendFieldWithValue[]>('/api/LeaveApply/GetApplyExtendFieldList', {
    CategoryId: categoryId,
    ApplyId: applyId ?? EMPTY_GUID,
  });
}

export function useExtendFieldList(categoryId: string, applyId: string | null) {
  return useQuery({
    queryKey: [...LEAVE_KEY, 'extendFields', categoryId, applyId],
    queryFn: () => getExtendFieldList(categoryId, applyId),
    enabled: categoryId !== '',
  });
}
