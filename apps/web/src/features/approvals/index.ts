export { AuditTrail } from './components/audit-trail';
export { LazyApprovalActionPanel } from './components/lazy-action-panel';
export { PagedList } from './components/paged-list';
export { ApproveStatusTag } from './components/status-tag';
export { nextPageParam, type TPage } from './paging';
