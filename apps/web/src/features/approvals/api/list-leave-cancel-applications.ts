import type { TApplicationItem } from '@ehome/shared/approvals/schemas';
import { PAGE_SIZE } from '@ehome/shared/constants';
import { http } from '../../../platform/http';
import type { TPage } from '../paging';

/** GET /api/LeaveCancelApply/GetLeaveCancelApplyList?pageIndex&pageSize: my own leave cancellations (销假). */
export function listLeaveCancelApplications(pageIndex: number): Promise<TPage<TApplicationItem>> {
  return http.get<TPage<TApplicationItem>>('/api/LeaveCancelApply/GetLeaveCancelApplyList', {
    pageIndex,
    pageSize: PAGE_SIZE,
  });
}
