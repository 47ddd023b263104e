import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router';
import { setNavigator } from '../platform/navigator';
import { HOME_PATH } from '../platform/paths';
import { setScreenPaths } from '../platform/screens';
import { PageLoading } from '../ui/page-loading';
import { RequireAuth } from './require-auth';
import { APP_ROUTES } from './routes';

setScreenPaths(APP_ROUTES.map((route) => route.path));

const NotFoundPage = lazy(async () => ({ default: (await import('./not-found-page')).NotFoundPage }));

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
          {APP_ROUTES.map(({ path, access, Page }) => (
            <Route
              key={path}
              path={path}
              element={
                access === 'auth' ? (
                  <RequireAuth>
                    <Page />
                  </RequireAuth>
                ) : (
                  <Page />
                )
              }
            />
          ))}
          {/* Unknown paths are behind login too: most spec routes need a session and may not exist yet. */}
          <Route
            path="*"
            element={
              <RequireAuth>
                <NotFoundPage />
              </RequireAuth>
            }
          />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
