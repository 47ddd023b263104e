export * from './account';
export * from './attendance';
export * from './organization';
export * from './session';
export * from './work-calendar';
