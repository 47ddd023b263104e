import type { TApplicationItem } from '@ehome/shared/approvals/schemas';
import { PAGE_SIZE } from '@ehome/shared/constants';
import { http } from '../../../platform/http';
import type { TPage } from '../paging';

/** GET /api/BirthRecordApply/List?pageIndex&pageSize: my own birth records, newest first. */
export function listMaternityApplications(pageIndex: number): Promise<TPage<TApplicationItem>> {
  return http.get<TPage<TApplicationItem>>('/api/BirthRecordApply/List', { pageIndex, pageSize: PAGE_SIZE });
}
