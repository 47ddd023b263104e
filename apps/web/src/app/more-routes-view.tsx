import { Route, Routes } from 'react-router';
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
    return { path, access: access ?? 'auth', Page };
  });
}

/**
 * The later screens under the app router's catch-all (descendant routes: the parent is "*" at "/",
 * so these absolute paths match the whole address), and the not-found page behind login: most spec
 * routes need a session and may not exist yet.
 */
export function MoreRoutesView({
  routes,
  notFound,
}: {
  routes: readonly TAppRoute[];
  notFound: React.ReactNode;
}) {
  return (
    <Routes>
      {routes.map((route) => (
        <Route key={route.path} path={route.path} element={routeElement(route)} />
      ))}
      <Route path="*" element={<RequireAuth>{notFound}</RequireAuth>} />
    </Routes>
  );
}
