export { type TVisibleArea, type TVisibleEntry, visibleMenu } from './menu';
