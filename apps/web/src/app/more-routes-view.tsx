import type { ReactNode } from 'react';
import { Route, Routes, useSearchParams } from 'react-router';
import type { TMoreRoute, TScreen } from './more-routes';
import { RequireAuth } from './require-auth';
import { routeElement } from './route-element';
import { page, type TAppRoute } from './route-page';

/** One lazy page per screen, made once (a screen shared by several paths is one page). */
const pages = new Map<TScreen, TAppRoute['Page']>();

/** The later screens as routes of the app (behind login unless marked public). */
export function moreAppRoutes(routes: readonly TMoreRoute[]): TAppRoute[] {
  return routes.map(({ path, screen, access }): TAppRoute => {
    let Page = pages.get(screen);
    if (!Page) {
      Page = page(screen.load, screen.name, { namespaces: screen.namespaces });
      pages.set(screen, Page);
    }
    return { path, access: access ?? 'auth', Page, ...(screen.needs ? { needs: screen.needs } : {}) };
  });
}

/** The route's screen, or `incomplete` when the address lacks a query parameter the screen needs. */
function WithQuery({
  names,
  incomplete,
  children,
}: {
  names: readonly string[];
  incomplete: ReactNode;
  children: ReactNode;
}) {
  const [params] = useSearchParams();
  return names.every((name) => (params.get(name) ?? '').trim() !== '') ? children : incomplete;
}

/**
 * The later screens under the app router's catch-all (descendant routes: the parent is "*" at "/",
 * so these absolute paths match the whole address), and the not-found page behind login: most spec
 * routes need a session and may not exist yet.
 */
export function MoreRoutesView({
  routes,
  notFound,
  incompleteLink,
}: {
  routes: readonly TAppRoute[];
  notFound: ReactNode;
  /** Shown for a screen opened without a query parameter it needs (`needs`). */
  incompleteLink: ReactNode;
}) {
  return (
    <Routes>
      {routes.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={
            route.needs ? (
              <WithQuery names={route.needs} incomplete={incompleteLink}>
                {routeElement(route)}
              </WithQuery>
            ) : (
              routeElement(route)
            )
          }
        />
      ))}
      <Route path="*" element={<RequireAuth>{notFound}</RequireAuth>} />
    </Routes>
  );
}
