import 'antd-mobile/es/global';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { KitLocaleProvider } from './app/kit-locale-provider';
import { AppRouter } from './app/router';
import { initI18n } from './platform/i18n';
import { applyStartupRules, useSessionStore } from './platform/session-store';
import { GlobalSpinner } from './ui/global-spinner';

applyStartupRules(useSessionStore, window.localStorage);

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
