import 'antd-mobile/es/global';
import './app/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { KitLocaleProvider } from './app/kit-locale-provider';
import { moreAppRoutes } from './app/more-routes-view';
import { preloadStart } from './app/preload-route';
import { AppRouter } from './app/router';
import { CORE_ROUTES } from './app/routes';
import { initI18n } from './platform/i18n';
import { applyStartupRules, useSessionStore } from './platform/session-store';
import { GlobalSpinner } from './ui/global-spinner';

applyStartupRules(useSessionStore, window.localStorage);
{
  // The first screen downloads while i18next starts, not after it (docs/ARCHITECTURE.md,
  // "First paint: the first screen downloads at start-up, and there is no static shell").
  const { token, language } = useSessionStore.getState();
  const loadMore = async () => moreAppRoutes((await import('./app/more-routes')).MORE_ROUTES);
  preloadStart(CORE_ROUTES, loadMore, window.location.pathname, token !== null, language);
}

void initI18n().then(() => {
  const root = createRoot(document.getElementById('root')!);
  // The first render as a transition: React renders it in slices of a few milliseconds and lets the
  // browser in between, instead of one long task that keeps a slow phone from answering a tap
  // (docs/ARCHITECTURE.md, "The first render is a transition").
  startTransition(() => {
    root.render(
      <StrictMode>
        <KitLocaleProvider>
          <AppRouter />
        </KitLocaleProvider>
        <GlobalSpinner />
      </StrictMode>,
    );
  });
});
