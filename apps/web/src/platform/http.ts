import { showAlert, showToast } from './feedback';
import { createHttpClient } from './http-client';
import { i18next } from './i18n';
import { navigateTo } from './navigator';
import { endSession } from './session';
import { useSessionStore } from './session-store';
import { spinner } from './spinner';

/** The app's HTTP client; feature api files call `http.get` / `http.post`. */
export const http = createHttpClient({
  fetch: (input, init) => window.fetch(input, init),
  getToken: () => useSessionStore.getState().token,
  getLanguage: () => useSessionStore.getState().language,
  onSessionLost: endSession,
  navigate: (to) => navigateTo(to, { replace: true }),
  toast: showToast,
  alert: showAlert,
  t: (key, params) => i18next.t(`common:${key}`, params),
  spinner,
});
