import 'antd-mobile/es/global';
import './app/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { KitLocaleProvider } from './app/kit-locale-provider';
import { preloadStart } from './app/preload-route';
import { AppRouter, loadMoreRoutes } from './app/router';
import { CORE_ROUTES } from './app/routes';
import { initI18n } from './platform/i18n';
import { applyStartupRules, useSessionStore } from './platform/session-store';
import { GlobalSpinner } from './ui/global-spinner';

applyStartupRules(useSessionStore, window.localStorage);
// The first screen downloads while i18next starts, not after it (docs/ARCHITECTURE.md,
// "First paint: the first screen downloads at start-up, and there is no static shell").
const firstScreen = (() => {
  const { token, language } = useSessionStore.getState();
  return preloadStart(CORE_ROUTES, loadMoreRoutes, window.location.pathname, token !== null, language);
})();

// React renders once the screen's code and catalogues are here and its component made: the
// index.html spinner shows until then, and the first commit is the screen, not the page spinner
// that React would show and then keep for 300 ms before revealing the screen (docs/ARCHITECTURE.md,
// "The first render waits for the first screen").
void Promise.all([initI18n(), firstScreen]).then(async ([, route]) => {
  await route?.Page.load().catch(() => undefined);
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
