export { useUserInfo } from './api/get-user-info';
export { type TVisibleArea, type TVisibleEntry, visibleMenu } from './menu';
