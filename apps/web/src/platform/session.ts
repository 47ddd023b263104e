import { clearSession, useSessionStore } from './session-store';

const endListeners = new Set<() => void>();

/** Lets modules loaded later (the query cache) forget a user's data when the session ends. */
export function onSessionEnd(listener: () => void): void {
  endListeners.add(listener);
}

/** Ends the session locally: token, user info, stored data (spec 1 §8) and cached server data. */
export function endSession(): void {
  clearSession(useSessionStore, window.localStorage);
  for (const listener of endListeners) listener();
}
