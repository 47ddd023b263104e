import { showAlert, showToast } from '../../../platform/feedback';
import { i18next } from '../../../platform/i18n';
import { navigateTo } from '../../../platform/navigator';
import { endSession } from '../../../platform/session';
import { useSessionStore } from '../../../platform/session-store';
import { spinner } from '../../../platform/spinner';
import { createFileTransport } from './file-transport';

/** The app's file transport, wired like the JSON client in platform/http.ts. */
export const fileTransport = createFileTransport({
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
