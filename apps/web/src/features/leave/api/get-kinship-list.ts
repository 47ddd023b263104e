import type { TKinshipItem } from '@ehome/shared/leave/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { LEAVE_KEY } from './keys';

/** GET /api/LeaveApply/GetKinshipList: the kinship dictionary (dictKey, dictValue, dictValueEn). */
export function getKinshipList(): Promise<TKinshipItem[]> {
  return http.get<TKinshipItem[]>('/api/LeaveApply/GetKinshipList');
}

/** Names come in the reader's language, so the list is kept per language. */
export const kinshipListQuery = (language: string) =>
  queryOptions({
    queryKey: [...LEAVE_KEY, 'kinships', language],
    queryFn: getKinshipList,
    staleTime: Infinity,
  });

/** Loaded only for a type that asks for the relative (bereavement). */
export function useKinshipList(language: string, wanted: boolean) {
  return useQuery({ ...kinshipListQuery(language), enabled: wanted });
}
