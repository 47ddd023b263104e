import type { TFormModel } from '@ehome/shared/leave/dynamic-form';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/** GET /api/FastSellingLeave/GetPageCreateModel?tempName: the template with its formItems in order. */
export function getFormModel(tempName: string): Promise<TFormModel> {
  // The page shows a refusal in place of the content, so no toast repeats it.
  return http.get<TFormModel>('/api/FastSellingLeave/GetPageCreateModel', { tempName }, { silent: true });
}

export const formModelQuery = (tempName: string, language: string) =>
  queryOptions({
    // Labels come in the caller's language, so each language is its own answer.
    queryKey: ['leaveForm', 'model', tempName, language],
    queryFn: () => getFormModel(tempName),
    staleTime: 5 * 60_000,
  });

export function useFormModel(tempName: string, language: string) {
  // A language switch keeps the form on screen (and what was typed) while its labels load.
  return useQuery({
    ...formModelQuery(tempName, language),
    enabled: tempName !== '',
    placeholderData: keepPreviousData,
  });
}
