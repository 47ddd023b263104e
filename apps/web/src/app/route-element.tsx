import { RequireAuth } from './require-auth';
import type { TAppRoute } from './route-page';

/** A route's screen, behind login unless the route is public. */
export function routeElement({ access, Page }: TAppRoute) {
  return access === 'auth' ? (
    <RequireAuth>
      <Page />
    </RequireAuth>
  ) : (
    <Page />
  );
}
