import type { TApplicationItem } from '@ehome/shared/approvals/schemas';
import { PAGE_SIZE } from '@ehome/shared/constants';
import { http } from '../../../platform/http';
import type { TPage } from '../paging';

/** GET /api/OvertimeApply/List?pageIndex&pageSize: my own overtime requests, newest first. */
export function listOvertimeApplications(pageIndex: number): Promise<TPage<TApplicationItem>> {
  return http.get<TPage<TApplicationItem>>('/api/OvertimeApply/List', { pageIndex, pageSize: PAGE_SIZE });
}

/** GET /api/OvertimeApply/overTimeApplyCancelListSuccess?pageIndex&pageSize: the cancellations I filed. */
export function listOvertimeCancellations(pageIndex: number): Promise<TPage<TApplicationItem>> {
  return http.get<TPage<TApplicationItem>>('/api/OvertimeApply/overTimeApplyCancelListSuccess', {
    pageIndex,
    pageSize: PAGE_SIZE,
  });
}
