#!/usr/bin/env node
// Lighthouse 12.2 (mobile, its defaults: Moto G Power viewport, simulated slow 4G and 4x CPU
// slowdown) on login, home, clock card and leave form of a running built server, and prints the
// performance and accessibility scores. Lighthouse is fetched by npx, not kept in the lockfile:
//
//   npm run build && (NODE_ENV=production PORT=3000 node apps/server/dist/main.js &)
//   LIGHTHOUSE_BASE_URL=http://127.0.0.1:3000 node scripts/lighthouse.mjs
//
// Pages behind login are audited in the same Chromium after logging in through the login form, as
// a user does (the session lives in localStorage); Lighthouse keeps that storage
// (--disable-storage-reset) and the HTTP cache is cleared before each audit, so every page is a
// cold load. CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_PORT (remote debugging port, 9222),
// LIGHTHOUSE_OUT (folder for the JSON reports, default .lighthouse/), LIGHTHOUSE_RUNS (audits per
// page, default 3: the table shows the run with the median performance score, since a shared
// machine moves single runs by several points), LIGHTHOUSE_PAGES (comma-separated page names to
// audit, default all).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const BASE_URL = (process.env.LIGHTHOUSE_BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 9222);
const OUT = process.env.LIGHTHOUSE_OUT ?? join(process.cwd(), '.lighthouse');
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const MIN_SCORE = 95;

const ALL_PAGES = [
  { name: 'login', path: '/ehomeLogin', loggedIn: false },
  { name: 'home', path: '/index', loggedIn: true },
  { name: 'clock card', path: '/Attendancecard?tab=1', loggedIn: true },
  { name: 'leave form', path: '/CommonApplicationforleave', loggedIn: true },
  { name: 'dynamic leave form', path: '/Applicationforleave', loggedIn: true },
];
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
const PAGES = ONLY ? ALL_PAGES.filter((page) => ONLY.includes(page.name)) : ALL_PAGES;

mkdirSync(OUT, { recursive: true });
const profile = mkdtempSync(join(tmpdir(), 'ehome-lighthouse-'));
// Chromium is started here and Playwright only connects for a moment (logging in, clearing the
// cache): a Playwright-launched browser closes the tabs Lighthouse opens.
const browserProcess = spawn(
  CHROME,
  [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    `--remote-debugging-port=${PORT}`,
    `--user-data-dir=${profile}`,
    'about:blank',
  ],
  { stdio: 'ignore' },
);

/** Runs `body` with Playwright connected to the browser's default context, then lets go of it. */
async function withBrowser(body) {
  let browser;
  for (let attempt = 0; !browser; attempt += 1) {
    try {
      browser = await chromium.connectOverCDP(`http://127.0.0.1:${PORT}`);
    } catch (error) {
      if (attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await body(context, page);
    await page.close();
  } finally {
    await browser.close();
  }
}

const clearCache = () =>
  withBrowser(async (context, page) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
  });

const logIn = () =>
  withBrowser(async (_context, page) => {
    await page.goto(`${BASE_URL}/ehomeLogin`);
    await page.locator('#userName').fill('zhangsan');
    await page.locator('#password').fill('Demo2026');
    await page.getByRole('button', { name: /登录|Log in|ログイン/ }).click();
    await page.waitForURL((url) => url.pathname === '/index');
  });

function audit({ name, path }, run) {
  const file = join(OUT, `${name.replace(/\W+/g, '-')}-${run + 1}.json`);
  const lighthouse = () =>
    spawnSync(
      'npx',
      [
        '-y',
        'lighthouse@12.2.1',
        `${BASE_URL}${path}`,
        `--port=${PORT}`,
        '--disable-storage-reset',
        '--only-categories=performance,accessibility',
        '--output=json',
        `--output-path=${file}`,
        '--quiet',
      ],
      { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CHROME_PATH: CHROME } },
    );
  // A loaded machine now and then loses the trace (NO_NAVSTART): one more try before giving up.
  if (lighthouse().status !== 0 && lighthouse().status !== 0) throw new Error(`lighthouse failed on ${path}`);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const metric = (id) => report.audits[id]?.displayValue ?? '';
  return {
    name,
    path,
    file,
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    failing: Object.values(report.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => a.id),
  };
}

/** The run with the median performance score (the lower middle one for an even count). */
function median(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)], all: runs.map((r) => r.performance) };
}

const results = [];
let loggedIn = false;
try {
  for (const page of PAGES) {
    if (page.loggedIn && !loggedIn) {
      await logIn();
      loggedIn = true;
    }
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      await clearCache();
      runs.push(audit(page, run));
    }
    results.push(median(runs));
  }
} finally {
  browserProcess.kill();
  await new Promise((resolve) => browserProcess.once('exit', resolve));
  rmSync(profile, { recursive: true, force: true });
}

console.log(`\nmedian of ${RUNS} run(s) per page (all performance scores in brackets)`);
console.log('| page | performance | accessibility | FCP | LCP | TBT | CLS |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const r of results) {
  console.log(
    `| ${r.name} (${r.path}) | ${r.performance} (${r.all.join(', ')}) | ${r.accessibility} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} |`,
  );
}
const low = results.filter((r) => r.performance < MIN_SCORE || r.accessibility < MIN_SCORE);
for (const r of low) console.log(`below ${MIN_SCORE}: ${r.name}; audits under 0.9: ${r.failing.join(', ')}`);
process.exit(low.length === 0 ? 0 : 1);
