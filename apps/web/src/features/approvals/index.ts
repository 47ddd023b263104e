export { AuditTrail } from './components/audit-trail';
export { LazyApprovalActionPanel } from './components/lazy-action-panel';
export { ApproveStatusTag } from './components/status-tag';
