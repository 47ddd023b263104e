import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { OVERTIME_KEY } from './keys';

export type TLengthRequest = {
  ApplyCategoryId: string;
  StartTime: string;
  EndTime: string;
  DiningTime: number;
};

/**
 * POST /api/OvertimeApply/GetOverTimeLength {ApplyCategoryId, StartTime, EndTime, DiningTime}: the
 * hours as the server counts them (reads result). Silent: the form shows the refusal under the field.
 */
export async function getOvertimeLength(body: TLengthRequest): Promise<number> {
  const answer = await http.post<{ result: number }>('/api/OvertimeApply/GetOverTimeLength', body, {
    silent: true,
  });
  return answer.result;
}

/** Asked again whenever the type, the times or the dining time change; null: nothing to ask yet. */
export function useOvertimeLength(body: TLengthRequest | null) {
  return useQuery({
    queryKey: [...OVERTIME_KEY, 'length', body],
    queryFn: () => getOvertimeLength(body as TLengthRequest),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
