import 'antd-mobile/es/global';
import './app/app.css';
import { StrictMode } from 'react';
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
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <KitLocaleProvider>
        <AppRouter />
      </KitLocaleProvider>
      <GlobalSpinner />
    </StrictMode>,
  );
});
