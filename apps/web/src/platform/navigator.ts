import { flushSync } from 'react-dom';

/**
 * Navigation for code outside React (the HTTP client's 401/403 handling, logout). The router
 * registers its navigate function on mount; before that a full page load is the only way to move.
 */
type TNavigate = (to: string, options?: { replace?: boolean }) => void;

let current: TNavigate = (to) => window.location.assign(to);

export function setNavigator(navigate: TNavigate): void {
  current = navigate;
}

/**
 * Commits the new page synchronously. Callers end the session right after: if the old page
 * re-rendered first without a token, its login guard would redirect elsewhere and its queries would
 * refetch without a token.
 */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  flushSync(() => current(to, options));
}
