export * from './account';
export * from './approvals';
export * from './attachments';
export * from './attendance';
export * from './leave';
export * from './organization';
export * from './session';
export * from './work-calendar';
