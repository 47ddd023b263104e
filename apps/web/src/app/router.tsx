import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router';
import { setNavigator } from '../platform/navigator';
import { HOME_PATH } from '../platform/paths';
import { PageLoading } from '../ui/page-loading';
import { MoreRoutesView, moreAppRoutes } from './more-routes-view';
import { routeElement } from './route-element';
import { CORE_ROUTES } from './routes';

const NotFoundPage = lazy(async () => ({ default: (await import('./not-found-page')).NotFoundPage }));

/** Every screen after the first load: its table is a lazy chunk of plain data (more-routes.ts). */
const MoreRoutes = lazy(async () => {
  const routes = moreAppRoutes((await import('./more-routes')).MORE_ROUTES);
  return { default: () => <MoreRoutesView routes={routes} notFound={<NotFoundPage />} /> };
});

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
