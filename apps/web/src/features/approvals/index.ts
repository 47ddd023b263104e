export { useApproveList } from './api/list-approvals';
export { detailPath } from './approval-lists';
export { AuditTrail } from './components/audit-trail';
export { LazyApprovalActionPanel } from './components/lazy-action-panel';
export { PagedList } from './components/paged-list';
export { RequestCard } from './components/request-card';
export { ApproveStatusTag } from './components/status-tag';
export { nextPageParam, type TPage } from './paging';
