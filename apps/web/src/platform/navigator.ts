/**
 * Navigation for code outside React (the HTTP client's 401/403 handling). The router registers its
 * navigate function on mount; before that a full page load is the only way to move.
 */
type TNavigate = (to: string, options?: { replace?: boolean }) => void;

let current: TNavigate = (to) => window.location.assign(to);

export function setNavigator(navigate: TNavigate): void {
  current = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  current(to, options);
}
