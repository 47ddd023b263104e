import type { TFormDetail } from '@ehome/shared/leave/dynamic-form';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/** GET /api/FastSellingLeave/GetPageCreateModelDetail?id: a filled form of the caller. */
export function getFormDetail(id: string): Promise<TFormDetail> {
  // The page shows a refusal in place of the content, so no toast repeats it.
  return http.get<TFormDetail>('/api/FastSellingLeave/GetPageCreateModelDetail', { id }, { silent: true });
}

export const formDetailQuery = (id: string, language: string) =>
  queryOptions({
    queryKey: ['leaveForm', 'detail', id, language],
    queryFn: () => getFormDetail(id),
  });

export function useFormDetail(id: string, language: string) {
  return useQuery({ ...formDetailQuery(id, language), enabled: id !== '' });
}
