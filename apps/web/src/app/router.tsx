import { lazy, Suspense, use, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router';
import { setNavigator } from '../platform/navigator';
import { HOME_PATH } from '../platform/paths';
import { settledImport } from '../platform/settled-import';
import { PageLoading } from '../ui/page-loading';
import { MoreRoutesView, moreAppRoutes } from './more-routes-view';
import { routeElement } from './route-element';
import { CORE_ROUTES } from './routes';

const NotFoundPage = lazy(async () => ({ default: (await import('./not-found-page')).NotFoundPage }));

/**
 * The later screens' table, a lazy chunk of plain data (more-routes.ts), as routes: downloaded once,
 * by the start-up preload (main.tsx) or the first visit to a later screen.
 */
export const loadMoreRoutes = settledImport(async () =>
  moreAppRoutes((await import('./more-routes')).MORE_ROUTES),
);

/** Every screen after the first load. */
function MoreRoutes() {
  return (
    <MoreRoutesView
      routes={use(loadMoreRoutes())}
      notFound={<NotFoundPage />}
      incompleteLink={<NotFoundPage reason="incompleteLink" />}
    />
  );
}

/** Lets the HTTP client navigate (401/403) without a full page reload. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to, options) => navigate(to, options)), [navigate]);
  return null;
}

export function AppRouter() {
  return (
    // Without transitions a navigation can be committed synchronously (platform/navigator.ts).
    <BrowserRouter useTransitions={false}>
      <NavigatorBridge />
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
          {CORE_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={routeElement(route)} />
          ))}
          <Route path="*" element={<MoreRoutes />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
