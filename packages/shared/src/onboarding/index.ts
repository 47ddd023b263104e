export * from './constants';
export * from './options';
export * from './profile-rules';
