export { HomeShortcuts, UnreadBadge } from './components/home-shortcuts';
