import type { TApplicationItem } from '@ehome/shared/approvals/schemas';
import { PAGE_SIZE } from '@ehome/shared/constants';
import { http } from '../../../platform/http';
import type { TPage } from '../paging';

/** GET /api/AttendanceChange/List?pageIndex&pageSize: my own make-up clocks, newest first. */
export function listMakeupApplications(pageIndex: number): Promise<TPage<TApplicationItem>> {
  return http.get<TPage<TApplicationItem>>('/api/AttendanceChange/List', { pageIndex, pageSize: PAGE_SIZE });
}
