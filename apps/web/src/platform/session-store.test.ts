import { describe, expect, it } from 'vitest';
import { applyStartupRules, clearSession, createSessionStore } from './session-store';
import { ORDER_KEYS, SESSION_KEY } from './storage-keys';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 0, 15);

/** A Storage over a Map, so the rules run against what a browser would keep. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    clear: () => data.clear(),
  };
}

const userInfo = { employeeName: '张三' } as never;

function storedSession(state: Record<string, unknown>) {
  return { [SESSION_KEY]: JSON.stringify({ state, version: 0 }) };
}

describe('version rule', () => {
  it('clears order data, open id and token when the stored version differs', () => {
    const storage = memoryStorage({
      ...storedSession({
        language: 'ja',
        token: 'old-token',
        userInfo,
        version: '1.0.7',
        openId: { value: 'o1', expiresAt: NOW + DAY_MS },
      }),
      [ORDER_KEYS[0]!]: '[1,2]',
      [ORDER_KEYS[1]!]: '{}',
      'unrelated.key': 'kept',
    });
    const store = createSessionStore(() => storage);

    applyStartupRules(store, storage, NOW, '1.0.8');

    const state = store.getState();
    expect(state).toMatchObject({
      version: '1.0.8',
      token: null,
      userInfo: null,
      openId: null,
      language: 'ja',
    });
    for (const key of ORDER_KEYS) expect(storage.data.has(key)).toBe(false);
    expect(storage.data.get('unrelated.key')).toBe('kept');
    expect(JSON.parse(storage.data.get(SESSION_KEY)!).state).toMatchObject({ version: '1.0.8', token: null });
  });

  it('stores the version on the first start', () => {
    const storage = memoryStorage();
    const store = createSessionStore(() => storage);
    applyStartupRules(store, storage, NOW, '1.0.8');
    expect(store.getState()).toMatchObject({ version: '1.0.8', language: 'zh', token: null });
  });

  it('keeps the session when the version is the same', () => {
    const storage = memoryStorage({
      ...storedSession({ language: 'en', token: 't', userInfo, version: '1.0.8', openId: null }),
      [ORDER_KEYS[0]!]: '[1]',
    });
    const store = createSessionStore(() => storage);
    applyStartupRules(store, storage, NOW, '1.0.8');
    expect(store.getState()).toMatchObject({ token: 't', language: 'en', userInfo });
    expect(storage.data.has(ORDER_KEYS[0]!)).toBe(true);
  });

  it('drops an expired open id even when the version is the same', () => {
    const storage = memoryStorage(
      storedSession({ token: 't', version: '1.0.8', openId: { value: 'o1', expiresAt: NOW - 1 } }),
    );
    const store = createSessionStore(() => storage);
    applyStartupRules(store, storage, NOW, '1.0.8');
    expect(store.getState()).toMatchObject({ openId: null, token: 't' });
  });
});

describe('session lost', () => {
  it('clears local storage but keeps a valid open id, the language and the version', () => {
    const storage = memoryStorage({ [ORDER_KEYS[0]!]: '[1]', other: 'x' });
    const store = createSessionStore(() => storage);
    store.setState({ language: 'en', token: 't', userInfo, version: '1.0.8' });
    store.getState().setOpenId('o1', NOW);

    clearSession(store, storage, NOW + 6 * DAY_MS);

    expect(store.getState()).toMatchObject({
      token: null,
      userInfo: null,
      language: 'en',
      version: '1.0.8',
      openId: { value: 'o1', expiresAt: NOW + 7 * DAY_MS },
    });
    expect([...storage.data.keys()]).toEqual([SESSION_KEY]);
  });

  it('lets the open id go after its 7 days', () => {
    const storage = memoryStorage();
    const store = createSessionStore(() => storage);
    store.getState().setOpenId('o1', NOW);
    clearSession(store, storage, NOW + 7 * DAY_MS);
    expect(store.getState().openId).toBeNull();
  });
});
