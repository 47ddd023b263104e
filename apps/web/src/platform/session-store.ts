// Values come from the shared package's subpaths: its index also re-exports the zod schemas, whose
// module-level z.object() calls the bundler must keep, and they would land in the first-load bundle.

import type { TUserInfo } from '@ehome/shared';
import { APP_VERSION, DEFAULT_LANGUAGE, OPEN_ID_TTL_DAYS, type TLanguage } from '@ehome/shared/constants';
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { ORDER_KEYS, SESSION_KEY } from './storage-keys';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The messaging app's open id; it outlives a lost session but only for OPEN_ID_TTL_DAYS. */
export type TOpenId = { value: string; expiresAt: number };

export type TSessionState = {
  language: TLanguage;
  token: string | null;
  userInfo: TUserInfo | null;
  /** Client version that wrote this storage; null before the first start. */
  version: string | null;
  openId: TOpenId | null;
};

type TSessionActions = {
  setLanguage: (language: TLanguage) => void;
  signIn: (token: string, userInfo: TUserInfo) => void;
  setUserInfo: (userInfo: TUserInfo) => void;
  setOpenId: (value: string, now?: number) => void;
};

export type TSessionStore = ReturnType<typeof createSessionStore>;

/** Storage is injected so the rules below can be tested without a browser. */
export function createSessionStore(getStorage: () => StateStorage) {
  return create<TSessionState & TSessionActions>()(
    persist(
      (set) => ({
        language: DEFAULT_LANGUAGE,
        token: null,
        userInfo: null,
        version: null,
        openId: null,
        setLanguage: (language) => set({ language }),
        signIn: (token, userInfo) => set({ token, userInfo }),
        setUserInfo: (userInfo) => set({ userInfo }),
        setOpenId: (value, now = Date.now()) =>
          set({ openId: { value, expiresAt: now + OPEN_ID_TTL_DAYS * DAY_MS } }),
      }),
      {
        name: SESSION_KEY,
        storage: createJSONStorage(getStorage),
        partialize: ({ language, token, userInfo, version, openId }) => ({
          language,
          token,
          userInfo,
          version,
          openId,
        }),
      },
    ),
  );
}

const liveOpenId = (openId: TOpenId | null, now: number) =>
  openId && openId.expiresAt > now ? openId : null;

/**
 * Start-up rules. A stored version that differs from this client's clears order data, open id and
 * token (spec 1 §9); the user info goes with the token because it is only valid for that session.
 * An expired open id is dropped whatever the version.
 */
export function applyStartupRules(
  store: TSessionStore,
  storage: Pick<Storage, 'removeItem'>,
  now = Date.now(),
  appVersion = APP_VERSION,
): void {
  const { version, openId } = store.getState();
  if (version !== appVersion) {
    for (const key of ORDER_KEYS) storage.removeItem(key);
    store.setState({ version: appVersion, token: null, userInfo: null, openId: null });
    return;
  }
  if (openId && !liveOpenId(openId, now)) store.setState({ openId: null });
}

/**
 * Session lost (HTTP 401/403 without a path): local storage is cleared except the open id while it
 * is valid (spec 1 §8). Language and version are kept too: they describe the device, not the
 * session, and dropping the language would switch a Japanese reader to Chinese on the very page
 * that explains what happened.
 */
export function clearSession(store: TSessionStore, storage: Pick<Storage, 'clear'>, now = Date.now()): void {
  const { openId } = store.getState();
  storage.clear();
  // setState makes the persist middleware write the kept fields back.
  store.setState({ token: null, userInfo: null, openId: liveOpenId(openId, now) });
}

/** The app's store. Browsers without usable local storage (private modes) still work in memory. */
export const useSessionStore = createSessionStore(() => window.localStorage);
