import type { TOvertimeCategoryList } from '@ehome/shared/overtime/schemas';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { OVERTIME_KEY } from './keys';

/** GET /api/OvertimeApply/GetCategoryList: the company's overtime types and the settlement options. */
export function getCategoryList(): Promise<TOvertimeCategoryList> {
  return http.get<TOvertimeCategoryList>('/api/OvertimeApply/GetCategoryList');
}

/** Names come in the reader's language, so the list is kept per language. */
export function useCategoryList(language: string) {
  return useQuery({
    queryKey: [...OVERTIME_KEY, 'categories', language],
    queryFn: getCategoryList,
    staleTime: 5 * 60_000,
  });
}
