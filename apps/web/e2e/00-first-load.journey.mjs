// First load as Chromium transfers it (GUIDE budgets): the scripts of the login page and of the home
// page after logging in <= 120 KB, and what each lazy route adds to the home page <= 60 KB, counted
// as the compressed bytes on the wire. Every route of apps/web/src/app/routes.tsx and more-routes.ts is opened.
// The map library (Leaflet, its own chunk) is held to a budget of its own and may load only on the
// screens with a map; the rest of what a route adds, its app code, stays within the 60 KB
// (docs/ARCHITECTURE.md, "Bundle budget per screen").
import { readFileSync } from 'node:fs';
import { BASE_URL } from './harness.mjs';
import { kb, scripts, sum, watchTransfers } from './transfer.mjs';

const KB = 1024;
const FIRST_LOAD_BUDGET = 120 * KB;
const LAZY_BUDGET = 60 * KB;
const MAP_LIBRARY_BUDGET = 45 * KB;
const MAP_LIBRARY = /\/assets\/leaflet-[\w-]+\.js$/;
const MAP_ROUTES = new Set([
  '/Attendancecard',
  '/AttendanceLocation',
  '/Positioningservice',
  '/CommonPosition',
]);

/**
 * Screens that hand over to another screen without their query (the registration form without its
 * activity goes to the activity list): measured with one, so the figure is the screen's own and not
 * the sum of two screens (the list is measured as its own route).
 */
const QUERIES = { '/eventRegistrationDetail': '?actId=0b6c3a5e-1d2f-4c8a-9e16-000000000001' };
/** Parameters a screen is opened with from the app (a family member is added as `new`). */
const PARAMS = { '/familyOperation/:id': { ':id': 'new' } };

/** The app's routes, from its one registry; parameters filled with plausible values. */
function routeUrls() {
  const source = ['routes.tsx', 'more-routes.ts']
    .map((file) => readFileSync(new URL(`../src/app/${file}`, import.meta.url), 'utf8'))
    .join('\n');
  // A legacy route name only forwards to the screen of its name, measured as its own route.
  const aliases = new Set(
    [...source.matchAll(/path: '([^']+)', screen: legacyRedirect/g)].map((match) => match[1]),
  );
  const paths = new Set(
    [...source.matchAll(/'(\/[A-Za-z][\w/:]*)'/g)]
      .map((match) => match[1])
      .filter((path) => !aliases.has(path)),
  );
  const fill = { ':type': '1', ':ym': '2026-01', ':id': '1' };
  return [...paths]
    .filter((path) => !['/ehomeLogin', '/index'].includes(path))
    .map(
      (path) =>
        path.replace(/:\w+/g, (param) => PARAMS[path]?.[param] ?? fill[param] ?? '1') + (QUERIES[path] ?? ''),
    );
}

export default async function firstLoadJourney(h) {
  const { step, expect } = h;
  const context = await h.newPhone();
  const page = await h.openPage(context);
  const traffic = watchTransfers(page);
  const figures = [];

  let loginBytes = 0;
  await step(page, 'login page scripts arrive compressed', async () => {
    await page.goto(`${BASE_URL}/ehomeLogin`);
    await page.locator('#userName').waitFor();
    await traffic.settle();
    const js = scripts(traffic.take());
    loginBytes = sum(js);
    const plain = js.filter((entry) => entry.encoding === 'identity' && entry.bytes > 1024);
    expect(plain.length === 0, `sent uncompressed: ${plain.map((entry) => entry.url).join(', ')}`);
    figures.push(`login ${kb(loginBytes)} in ${js.length} scripts (${js[0]?.encoding})`);
  });

  await step(page, `login + home scripts transferred <= ${kb(FIRST_LOAD_BUDGET)}`, async () => {
    await h.logIn(page, 'zhangsan');
    await h.waitForPath(page, '/index');
    await page.locator('.profile-card__name').waitFor();
    await traffic.settle();
    const homeBytes = sum(scripts(traffic.take()));
    const total = loginBytes + homeBytes;
    figures.push(`home adds ${kb(homeBytes)}; login + home ${kb(total)} (budget ${kb(FIRST_LOAD_BUDGET)})`);
    expect(total <= FIRST_LOAD_BUDGET, `login + home transferred ${kb(total)} of scripts`);
  });
  // The login context stays open until the end: the last step checks and photographs its page.
  const employee = await context.storageState();
  const hrContext = await h.newPhone();
  const hrPage = await h.openPage(hrContext);
  await hrPage.goto(`${BASE_URL}/ehomeLogin`);
  await h.logIn(hrPage, 'wangwu');
  await h.waitForPath(hrPage, '/index');
  const hr = await hrContext.storageState();
  await hrContext.close();

  /** The scripts a route adds to the home page, for a user's session, and whether it sent them home. */
  async function routeScripts(session, url) {
    // A new context each time: an empty cache, so a route is not helped by the one before.
    const routeContext = await h.newPhone({ storageState: session });
    const routePage = await h.openPage(routeContext);
    const routeTraffic = watchTransfers(routePage);
    await routePage.goto(`${BASE_URL}/index`);
    await routePage.locator('.profile-card__name').waitFor();
    await routeTraffic.settle();
    routeTraffic.take();
    // A client-side navigation, as a tap in the app makes it: only the route's own chunks load.
    await routePage.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
    await routeTraffic.settle();
    const js = scripts(routeTraffic.take());
    const refused = new URL(routePage.url()).pathname === '/index';
    await routeContext.close();
    return { js, refused };
  }

  const over = [];
  let largest = { url: '', bytes: 0 };
  let mapLibrary = 0;
  const title = `every lazy route adds <= ${kb(LAZY_BUDGET)} of scripts to the home page, the map library <= ${kb(MAP_LIBRARY_BUDGET)} beside it`;
  await step(page, title, async () => {
    for (const url of routeUrls()) {
      // As the employee; a screen refused to them (the server sends them home) is measured as HR,
      // who may open it: what a refused visit loads is the home and its toast, not the screen.
      let { js, refused } = await routeScripts(employee, url);
      if (refused) ({ js } = await routeScripts(hr, url));
      const map = js.filter((entry) => MAP_LIBRARY.test(new URL(entry.url).pathname));
      const mapBytes = sum(map);
      const bytes = sum(js) - mapBytes;
      if (bytes > largest.bytes) largest = { url, bytes };
      if (bytes > LAZY_BUDGET) over.push(`${url} ${kb(bytes)}`);
      if (mapBytes > MAP_LIBRARY_BUDGET) over.push(`${url} map library ${kb(mapBytes)}`);
      if (map.length > 0 && !MAP_ROUTES.has(url)) over.push(`${url} loads the map library`);
      if (map.length > 0) mapLibrary = Math.max(mapLibrary, mapBytes);
    }
    figures.push(`largest lazy route ${largest.url} ${kb(largest.bytes)} (budget ${kb(LAZY_BUDGET)})`);
    figures.push(`map library ${kb(mapLibrary)} (budget ${kb(MAP_LIBRARY_BUDGET)})`);
    expect(over.length === 0, `over budget: ${over.join(', ')}`);
  });
  await context.close();
  console.log(`# first load: ${figures.join('; ')}`);
}
