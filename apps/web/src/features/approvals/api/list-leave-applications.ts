import type { TApplicationItem } from '@ehome/shared/approvals/schemas';
import { PAGE_SIZE } from '@ehome/shared/constants';
import { http } from '../../../platform/http';
import type { TPage } from '../paging';

/** GET /api/LeaveApply/List?pageIndex&pageSize: my own leave requests, newest first. */
export function listLeaveApplications(pageIndex: number): Promise<TPage<TApplicationItem>> {
  return http.get<TPage<TApplicationItem>>('/api/LeaveApply/List', { pageIndex, pageSize: PAGE_SIZE });
}
