import type { TLanguage } from '@ehome/shared/constants';
import { matchPath } from 'react-router';
import { LOGIN_PATH } from '../platform/paths';
import type { TAppRoute } from './routes';

/**
 * The route whose screen a start at `pathname` will show: its own, or the login page for a screen
 * behind login without a session (RequireAuth sends the visitor there). Undefined for "/" and
 * unknown paths, which only redirect or show the small not-found page.
 */
export function routeToPreload(
  routes: readonly TAppRoute[],
  pathname: string,
  loggedIn: boolean,
): TAppRoute | undefined {
  const route = routes.find((candidate) => matchPath(candidate.path, pathname));
  if (!route || route.access === 'public' || loggedIn) return route;
  return routes.find((candidate) => candidate.path === LOGIN_PATH);
}

/**
 * Starts downloading the first screen (its chunks and catalogues) at start-up, side by side with the
 * app's own catalogue, instead of after i18next is ready and the router rendered: one round trip
 * less before the first screen paints on a slow network. A failure here is ignored: rendering the
 * route imports the same modules again and shows its own error.
 */
export function preloadRoute(
  routes: readonly TAppRoute[],
  pathname: string,
  loggedIn: boolean,
  language: TLanguage,
): void {
  routeToPreload(routes, pathname, loggedIn)
    ?.Page.preload(language)
    .catch(() => undefined);
}
