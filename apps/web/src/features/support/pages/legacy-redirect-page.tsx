import { matchPath, Navigate, useLocation } from 'react-router';
import { LEGACY_ROUTES, legacyTarget } from '../legacy-routes';

/** A legacy route name: forwards to the existing screen (LEGACY_ROUTES), keeping the query. */
export function LegacyRedirectPage() {
  const location = useLocation();
  for (const pattern of Object.keys(LEGACY_ROUTES)) {
    const match = matchPath({ path: pattern, caseSensitive: false }, location.pathname);
    if (match) {
      const to = legacyTarget(pattern, match.params, location.search);
      if (to) return <Navigate to={to} replace />;
    }
  }
  return <Navigate to="/index" replace />;
}
