import type { TBirthRecordDetail, TBirthRecordSaved } from '@ehome/shared/maternity/schemas';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';

export const MATERNITY_KEY = ['maternity'] as const;

/** POST /api/BirthRecordApply/Get {ApplyId}: empty gives a new record with a new id. Silent: the page shows the refusal. */
export function getBirthRecord(applyId: string): Promise<TBirthRecordDetail> {
  return http.post<TBirthRecordDetail>('/api/BirthRecordApply/Get', { ApplyId: applyId }, { silent: true });
}

export const birthRecordQuery = (applyId: string) =>
  queryOptions({
    queryKey: [...MATERNITY_KEY, 'record', applyId],
    queryFn: () => getBirthRecord(applyId),
    retry: false,
    // A new form keeps the id it was given until it leaves the screen.
    staleTime: applyId ? 0 : Number.POSITIVE_INFINITY,
  });

export function useBirthRecord(applyId: string) {
  return useQuery(birthRecordQuery(applyId));
}

export type TBirthRecordBody = {
  ApplyID: string;
  BirthTime: string;
  Remark: string;
  Dystocia: boolean;
  BabyCount: number;
  approveStatus: 0 | 1;
};

function invalidate(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: MATERNITY_KEY }),
    queryClient.invalidateQueries({ queryKey: ['approvals'] }),
    queryClient.invalidateQueries({ queryKey: ['leaveBalance'] }),
  ]);
}

/** POST Add (a new record) or Update (a draft) {ApplyID, BirthTime, Remark, Dystocia, BabyCount, approveStatus}. */
export function useSaveBirthRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, isNew }: { body: TBirthRecordBody; isNew: boolean }) =>
      http.post<TBirthRecordSaved>(`/api/BirthRecordApply/${isNew ? 'Add' : 'Update'}`, body, {
        silent: true,
      }),
    onSuccess: () => invalidate(queryClient),
  });
}

/** POST Recall or Destory {applyId}: the owner withdraws a record in approval or deletes a draft/rejected one. */
export function useBirthRecordAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, applyId }: { action: 'Recall' | 'Destory'; applyId: string }) =>
      http.post<unknown>(`/api/BirthRecordApply/${action}`, { applyId }, { silent: true }),
    onSuccess: () => invalidate(queryClient),
  });
}
