import type { TLanguage } from '@ehome/shared/constants';
import { matchPath } from 'react-router';
import { HOME_PATH, LOGIN_PATH } from '../platform/paths';
import type { TAppRoute } from './route-page';

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
 * less before the first screen paints on a slow network. Settles with the route once its screen is
 * here, or its download failed: the failure is ignored, since rendering the route imports the same
 * modules again and shows its own error.
 */
export async function preloadRoute(
  routes: readonly TAppRoute[],
  pathname: string,
  loggedIn: boolean,
  language: TLanguage,
): Promise<TAppRoute | undefined> {
  const route = routeToPreload(routes, pathname, loggedIn);
  await route?.Page.preload(language).catch(() => undefined);
  return route;
}

/**
 * The start-up preload across both route tables: a first-load screen (CORE_ROUTES) directly; any
 * other path is a later screen (MORE_ROUTES: behind login, or public like the new-hire pages) or
 * the not-found page behind login, so that table is loaded first and the screen preloaded - or the
 * login page when the screen needs a session there is not. `loadMore` is the lazy import of
 * more-routes.ts (the entry does not know the later paths). Settles, never rejects, with the route
 * whose screen will show (the home for "/", undefined for unknown paths and failed downloads): main.tsx
 * renders then, so the first commit is that screen (docs/ARCHITECTURE.md, "The first render waits
 * for the first screen").
 */
export async function preloadStart(
  core: readonly TAppRoute[],
  loadMore: () => Promise<readonly TAppRoute[]>,
  pathname: string,
  loggedIn: boolean,
  language: TLanguage,
): Promise<TAppRoute | undefined> {
  // "/" only redirects to the home (app/router.tsx): the home is the screen it will show.
  if (pathname === '/') return preloadRoute(core, HOME_PATH, loggedIn, language);
  if (core.some((route) => matchPath(route.path, pathname))) {
    return preloadRoute(core, pathname, loggedIn, language);
  }
  const more = await loadMore().catch(() => undefined);
  if (!more) return undefined;
  if (routeToPreload(more, pathname, loggedIn)) return preloadRoute(more, pathname, loggedIn, language);
  return loggedIn ? undefined : preloadRoute(core, LOGIN_PATH, false, language);
}
