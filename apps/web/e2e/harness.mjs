// The end-to-end harness: one Chromium, phone-sized contexts (GUIDE: 375 x 812, zh), checked steps
// with a screenshot each, and the totals. Journeys (*.journey.mjs) receive it and run in file order.
import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
export const PASSWORD = 'Demo2026';
// E2E_SHOTS: another folder for the screenshots (two runs side by side must not wipe each other's).
const SHOTS = process.env.E2E_SHOTS
  ? `${process.env.E2E_SHOTS.replace(/\/$/, '')}/`
  : fileURLToPath(new URL('./screenshots/', import.meta.url));
const TIMEOUT_MS = 10_000;

/** The head office punch point of the demo company (GUIDE.md). */
export const HEAD_OFFICE = { latitude: 31.2304, longitude: 121.4737 };

export async function createHarness() {
  // A fresh folder each run, so every screenshot belongs to this run.
  rmSync(SHOTS, { recursive: true, force: true });
  mkdirSync(SHOTS, { recursive: true });

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

  let passed = 0;
  let failed = 0;
  let shot = 0;
  let journey = 'run';
  const pageErrors = [];

  /**
   * A phone: 375 x 812, touch, zh-CN; `geolocation` grants the permission at that position;
   * `storageState` starts it with the cookies and local storage another context saved (a session).
   */
  const newPhone = ({ geolocation, locale = 'zh-CN', storageState } = {}) =>
    browser.newContext({
      ...(storageState ? { storageState } : {}),
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale,
      timezoneId: 'Asia/Shanghai',
      ...(geolocation ? { geolocation: { ...geolocation, accuracy: 20 }, permissions: ['geolocation'] } : {}),
    });

  async function snap(page, name) {
    shot += 1;
    const file = `${String(shot).padStart(3, '0')}-${journey}-${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`;
    await page.screenshot({ path: SHOTS + file }).catch(() => {});
  }

  /** One checked step: a screenshot whatever happens, and no horizontal scrolling at phone width. */
  async function step(page, name, body) {
    try {
      await body();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) throw new Error(`page scrolls horizontally by ${overflow}px`);
      passed += 1;
      console.log(`ok - ${journey}: ${name}`);
    } catch (error) {
      failed += 1;
      console.log(`not ok - ${journey}: ${name}\n  ${String(error?.message ?? error).split('\n')[0]}`);
    }
    await snap(page, name);
  }

  function expect(condition, message) {
    if (!condition) throw new Error(message);
  }

  async function openPage(context) {
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    page.on('pageerror', (error) => pageErrors.push(`${journey}: ${error.message}`));
    return page;
  }

  const path = (page) => {
    const url = new URL(page.url());
    return url.pathname + url.search;
  };

  async function waitForPath(page, pathname) {
    await page.waitForURL((url) => url.pathname === pathname);
  }

  /**
   * On the pay screen (/pay or /pay2): 去支付, confirm on the sandbox's page, back on the pay screen
   * with the server's 支付成功.
   */
  async function payInSandbox(page) {
    await page.getByRole('button', { name: '去支付' }).click();
    await page.waitForURL((url) => url.pathname === '/api/Wx/Sandbox/Pay');
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.waitForURL((url) => /^\/pay2?$/.test(url.pathname) && url.searchParams.get('result') === 'ok');
    await page.getByText('支付成功').waitFor();
  }

  /** Fills the login form of the page it is on and submits. */
  async function logIn(page, userName, password = PASSWORD) {
    await page.locator('#userName').fill(userName);
    await page.locator('#password').fill(password);
    await page.getByRole('button', { name: /登录|Log in|ログイン/ }).click();
  }

  /** Opens a path logged in as a demo user: through the login page, which then returns there. */
  async function openAs(page, userName, to) {
    await page.goto(`${BASE_URL}${to}`);
    await waitForPath(page, '/ehomeLogin');
    await logIn(page, userName);
    const target = new URL(to, BASE_URL);
    await page.waitForURL((url) => url.pathname === target.pathname);
  }

  /** Chooses a language on /selectLanuage and returns to where the page was. */
  async function setLanguage(page, languageName) {
    const back = path(page);
    await page.goto(`${BASE_URL}/selectLanuage`);
    await page.locator('.adm-check-list-item', { hasText: languageName }).click();
    await page.waitForURL((url) => url.pathname !== '/selectLanuage');
    await page.goto(`${BASE_URL}${back}`);
  }

  return {
    browser,
    newPhone,
    openPage,
    step,
    snap,
    expect,
    path,
    waitForPath,
    payInSandbox,
    logIn,
    openAs,
    setLanguage,
    /** Names the journey in step output and screenshot files. */
    begin(name) {
      journey = name;
    },
    async finish() {
      if (pageErrors.length > 0) {
        failed += 1;
        console.log(`not ok - no uncaught errors in the page\n  ${pageErrors.join('\n  ')}`);
      } else {
        passed += 1;
        console.log('ok - no uncaught errors in the page');
      }
      await browser.close();
      return { passed, failed };
    },
    fail(name, error) {
      failed += 1;
      console.log(`not ok - ${journey}: ${name}\n  ${String(error?.message ?? error).split('\n')[0]}`);
    },
  };
}

/**
 * Opens a picker - a form row by its text, or a locator - and turns its wheels, left to right, to
 * `values` (a wheel item can be tapped), then confirms.
 */
export async function pickWheels(page, opener, values) {
  const row =
    typeof opener === 'string' ? page.locator('.adm-list-item', { hasText: opener }).first() : opener;
  await row.click();
  const columns = page.locator('.adm-picker-view-column:visible');
  await columns.first().waitFor();
  for (const [index, value] of values.entries()) {
    await columns
      .nth(index)
      .locator('.adm-picker-view-column-item', { hasText: new RegExp(`^0?${value}\\D*$`) })
      .first()
      .dispatchEvent('click');
    await page.waitForTimeout(350);
  }
  await page.locator('.adm-picker-header-button:visible').last().click();
  await page.locator('.adm-picker-popup:visible').waitFor({ state: 'hidden' });
}

/** Opens a picker row by its text and confirms the option with this text (a wheel item can be tapped). */
export async function pickOption(page, rowText, optionText) {
  // A row whose options are still loading is disabled (the leave type); wait for it as a user would.
  await page.locator('.adm-list-item:not(.adm-list-item-disabled)', { hasText: rowText }).first().click();
  const column = page.locator('.adm-picker-view-column:visible').first();
  await column
    .locator('.adm-picker-view-column-item', { hasText: optionText })
    .first()
    .dispatchEvent('click');
  await page.waitForTimeout(400);
  await page.locator('.adm-picker-header-button:visible').last().click();
  await page.locator('.adm-picker-popup:visible').waitFor({ state: 'hidden' });
}

/** Today's date (YYYY-MM-DD) in Shanghai, the demo company's time zone. */
export function todayInShanghai() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
}

/** pickWheels on a date picker: the year, month and day wheels to `date` (yyyy-mm-dd). */
export const pickDate = (page, opener, date) => pickWheels(page, opener, date.split('-').map(Number));

/**
 * One call of the app's API as the web app makes it, answering the envelope: GET without a body,
 * POST with one; `token` from `apiToken` (none for the anonymous calls). Journeys read the server's
 * state with it, or set up what they need when an earlier journey has not (run alone: E2E_ONLY).
 */
export async function api(token, path, body) {
  const response = await fetch(`${BASE_URL}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return response.json();
}

/** A demo user's bearer token, from the call the login page makes (POST /api/Token/Login). */
export async function apiToken(userName, password = PASSWORD) {
  const login = await api(null, '/api/Token/Login', { userName, password });
  if (login.errNo !== 0) throw new Error(`${userName} cannot log in: ${login.message}`);
  return login.resultData.token;
}

/** A card-like picture (no fonts needed) as a PNG file for the file inputs. */
export async function picture(name, color) {
  const sharp = createRequire(import.meta.url)('sharp');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="520">
<rect width="100%" height="100%" fill="#f5f7fa"/><rect width="100%" height="110" fill="${color}"/>
<rect x="50" y="180" width="420" height="24" rx="12" fill="#c9d1dc"/>
<rect x="50" y="240" width="360" height="24" rx="12" fill="#c9d1dc"/>
<rect x="560" y="170" width="180" height="230" rx="10" fill="#dde3ea"/></svg>`;
  return { name, mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}
