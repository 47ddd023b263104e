import 'antd-mobile/es/global';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GlobalSpinner } from './app/layout/global-spinner';
import { AppRouter } from './app/router';
import { initI18n } from './platform/i18n';
import { applyStartupRules, useSessionStore } from './platform/session-store';

applyStartupRules(useSessionStore, window.localStorage);

void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppRouter />
      <GlobalSpinner />
    </StrictMode>,
  );
});
