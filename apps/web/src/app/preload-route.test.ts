import { describe, expect, it, vi } from 'vitest';
import { preloadRoute, preloadStart, routeToPreload } from './preload-route';
import type { TAppRoute, TPreloadablePage } from './routes';

function route(path: string, access: TAppRoute['access'], preload = vi.fn(() => Promise.resolve())) {
  return { path, access, Page: { preload } as unknown as TPreloadablePage };
}

const login = route('/ehomeLogin', 'public');
const home = route('/index', 'auth');
const detail = route('/AttendanceDetail/:type/:ym', 'auth');
const language = route('/selectLanuage', 'public');
const routes = [login, home, detail, language];

describe('routeToPreload', () => {
  it('is the screen of the path, parameters and all, for a signed-in user', () => {
    expect(routeToPreload(routes, '/index', true)).toBe(home);
    expect(routeToPreload(routes, '/AttendanceDetail/1/2026-11', true)).toBe(detail);
  });

  it('is the login page for a screen behind login without a session', () => {
    expect(routeToPreload(routes, '/index', false)).toBe(login);
    expect(routeToPreload(routes, '/AttendanceDetail/1/2026-11', false)).toBe(login);
  });

  it('is a public screen itself, session or not', () => {
    expect(routeToPreload(routes, '/selectLanuage', false)).toBe(language);
    expect(routeToPreload(routes, '/ehomeLogin', true)).toBe(login);
  });

  it('is nothing for the root redirect and unknown paths', () => {
    expect(routeToPreload(routes, '/', true)).toBeUndefined();
    expect(routeToPreload(routes, '/NoSuchScreen', true)).toBeUndefined();
    expect(routeToPreload(routes, '/AttendanceDetail/1', true)).toBeUndefined();
  });
});

describe('preloadRoute', () => {
  it('starts the matching screen only, in the session language', () => {
    const [a, b] = [route('/a', 'auth'), route('/b', 'auth')];
    preloadRoute([a, b], '/b', true, 'ja');
    expect(a.Page.preload).not.toHaveBeenCalled();
    expect(b.Page.preload).toHaveBeenCalledWith('ja');
  });

  it('swallows a failed download: rendering the route imports it again', async () => {
    const failing = route(
      '/a',
      'auth',
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    preloadRoute([failing], '/a', true, 'zh');
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(failing.Page.preload).toHaveBeenCalledOnce();
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('preloadStart', () => {
  const later = route('/Goout', 'auth');
  const loadMore = vi.fn(() => Promise.resolve([later]));

  it('preloads a first-load screen from the core table without loading the others', async () => {
    const home = route('/index', 'auth');
    await expect(preloadStart([login, home], loadMore, '/index', true, 'zh')).resolves.toBe(home);
    expect(home.Page.preload).toHaveBeenCalledWith('zh');
    expect(loadMore).not.toHaveBeenCalled();
  });

  it('loads the later table for a later screen, then preloads it', async () => {
    await expect(preloadStart([login], loadMore, '/Goout', true, 'en')).resolves.toBe(later);
    expect(loadMore).toHaveBeenCalledOnce();
    expect(later.Page.preload).toHaveBeenCalledWith('en');
  });

  it('preloads the login page for a later screen without a session', async () => {
    const signIn = route('/ehomeLogin', 'public');
    await expect(preloadStart([signIn], loadMore, '/Goout', false, 'zh')).resolves.toBe(signIn);
    expect(signIn.Page.preload).toHaveBeenCalledWith('zh');
    expect(later.Page.preload).not.toHaveBeenCalledWith('zh');
  });

  it('preloads a public later screen without a session, not the login page', async () => {
    const signIn = route('/ehomeLogin', 'public');
    const landing = route('/Employeelanding', 'public');
    await expect(
      preloadStart([signIn], () => Promise.resolve([landing]), '/Employeelanding', false, 'ja'),
    ).resolves.toBe(landing);
    expect(signIn.Page.preload).not.toHaveBeenCalled();
  });

  it('settles only when the screen is here, and with nothing when there is no screen to show', async () => {
    let arrive: () => void = () => undefined;
    const slow = route(
      '/Slow',
      'auth',
      vi.fn(() => new Promise<void>((done) => (arrive = done))),
    );
    let settled = false;
    const start = preloadStart([login], () => Promise.resolve([slow]), '/Slow', true, 'zh').then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    arrive();
    await start;
    expect(settled).toBe(true);
    await expect(preloadStart([login], loadMore, '/NoSuchScreen', true, 'zh')).resolves.toBeUndefined();
  });

  it('preloads the home for "/", which redirects there, or the login page without a session', async () => {
    const home = route('/index', 'auth');
    const loadNothing = vi.fn(() => Promise.resolve([]));
    await expect(preloadStart([login, home], loadNothing, '/', true, 'ja')).resolves.toBe(home);
    expect(home.Page.preload).toHaveBeenCalledWith('ja');
    await expect(preloadStart([login, home], loadNothing, '/', false, 'zh')).resolves.toBe(login);
    expect(loadNothing).not.toHaveBeenCalled();
  });

  it('settles, never rejects, when the later table or the screen cannot be fetched', async () => {
    const offline = () => Promise.reject(new Error('offline'));
    await expect(preloadStart([login], offline, '/Goout', true, 'zh')).resolves.toBeUndefined();
    const failing = route('/Goout', 'auth', vi.fn(offline));
    await expect(preloadStart([login], () => Promise.resolve([failing]), '/Goout', true, 'zh')).resolves.toBe(
      failing,
    );
  });
});
