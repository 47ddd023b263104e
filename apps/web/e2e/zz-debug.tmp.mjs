import { chromium } from 'playwright-core';
import { scripts, watchTransfers } from './transfer.mjs';
const BASE = 'http://127.0.0.1:3300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 375, height: 812 } });
const page = await ctx.newPage();
await page.goto(`${BASE}/ehomeLogin`);
await page.locator('input').first().fill('zhangsan');
await page.locator('input[type=password]').fill('Demo2026');
await page.locator('button[type=submit], .adm-button-primary').first().click();
await page.locator('.profile-card__name').waitFor();
const state = await ctx.storageState();
for (const to of process.argv.slice(2)) {
  const c = await browser.newContext({ viewport: { width: 375, height: 812 }, storageState: state });
  const p = await c.newPage();
  const t = watchTransfers(p);
  await p.goto(`${BASE}/index`);
  await p.locator('.profile-card__name').waitFor();
  await t.settle(); t.take();
  await p.evaluate((u) => { window.history.pushState({}, '', u); window.dispatchEvent(new PopStateEvent('popstate')); }, to);
  await t.settle();
  const js = scripts(t.take()).sort((a, b) => b.bytes - a.bytes);
  let total = 0; console.log('==', to);
  for (const e of js.slice(0, 12)) { console.log((e.bytes / 1024).toFixed(1), e.url.split('/').pop()); }
  for (const e of js) total += e.bytes;
  console.log('total', (total / 1024).toFixed(1));
  await c.close();
}
await browser.close();
