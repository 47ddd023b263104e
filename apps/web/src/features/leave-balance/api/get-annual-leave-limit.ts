import type { TAnnualLeaveLimit } from '@ehome/shared/leave/dynamic-form';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';

/** GET /api/FastSellingLeave/ThatYearAnnualLeaveLimit: this year's annual leave of the caller. */
export function getAnnualLeaveLimit(): Promise<TAnnualLeaveLimit> {
  // A hint above the form: when it fails the form still works, so no toast.
  return http.get<TAnnualLeaveLimit>('/api/FastSellingLeave/ThatYearAnnualLeaveLimit', undefined, {
    silent: true,
  });
}

export const annualLeaveLimitQuery = () =>
  queryOptions({ queryKey: ['leaveForm', 'annualLeaveLimit'], queryFn: getAnnualLeaveLimit });

export function useAnnualLeaveLimit() {
  return useQuery(annualLeaveLimitQuery());
}
