// Accessibility: axe-core on the main screens, at the phone viewport, in Chinese; no serious or
// critical violation. axe is evaluated through the DevTools protocol, so the page's CSP (scripts
// from 'self' only) neither blocks it nor has to be loosened for the test.
import { createRequire } from 'node:module';
import { BASE_URL, HEAD_OFFICE } from './harness.mjs';

const axeSource = createRequire(import.meta.url)('axe-core').source;

const SCREENS = [
  {
    name: 'clock card',
    user: 'zhangsan',
    url: '/Attendancecard?tab=1',
    ready: '[data-testid="punch-button"]',
  },
  { name: 'calendar', user: 'zhangsan', url: '/Attendancecard?tab=2', ready: '.cal-grid' },
  { name: 'leave form', user: 'zhangsan', url: '/Applicationforleave', ready: 'form, .adm-form' },
  {
    name: 'approval list',
    user: 'lisi',
    url: '/ApprovalProcessLeave',
    ready: '.approvals-tabs [role=tablist]',
  },
  { name: 'messages', user: 'zhangsan', url: '/Mynews', ready: '.inbox-toolbar' },
  { name: 'calculators', user: 'zhangsan', url: '/CalculatorIndex', ready: '.page__bar' },
  { name: 'income tax calculator', user: 'zhangsan', url: '/Individualincometax', ready: 'form, .adm-form' },
  { name: 'address book', user: 'zhangsan', url: '/address', ready: '[data-testid="address-card"]' },
  { name: 'activities', user: 'zhangsan', url: '/ActivitiesAndWelfare', ready: '.act-card' },
  {
    name: 'activity detail',
    user: 'zhangsan',
    url: '/ActivitiesAndWelfareDetail?id=0b6c3a5e-1d2f-4c8a-9e16-000000000002',
    ready: '.act-facts',
  },
  { name: 'activity admin form', user: 'wangwu', url: '/ActivityAdmin?edit=new', ready: '.act-form' },
];

/** axe's serious and critical findings, one line each with the first elements concerned. */
async function violations(page) {
  await page.evaluate(axeSource);
  const results = await page.evaluate(
    (limit) =>
      window.axe.run(document, { resultTypes: ['violations'] }).then((r) =>
        r.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          targets: v.nodes.slice(0, limit).map((n) => {
            const colors = n.any?.[0]?.data;
            const contrast = colors?.fgColor
              ? ` ${colors.fgColor} on ${colors.bgColor} ${colors.contrastRatio}`
              : '';
            return n.target.join(' ') + contrast;
          }),
          count: v.nodes.length,
        })),
      ),
    // E2E_AXE_ALL lists every element concerned, not only the first three.
    process.env.E2E_AXE_ALL ? 1000 : 3,
  );
  return results
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id} (${v.help}) x${v.count}: ${v.targets.join(' | ')}`);
}

export default async function accessibilityJourney(h) {
  const { step, expect } = h;
  const context = await h.newPhone({ geolocation: HEAD_OFFICE });
  const page = await h.openPage(context);

  async function check(name) {
    // Let antd-mobile's enter animations finish: a half-faded text fails the contrast rule.
    await page.waitForTimeout(600);
    const found = await violations(page);
    expect(found.length === 0, `${name}: ${found.join('; ')}`);
  }

  await step(page, 'login has no serious or critical violation', async () => {
    await page.goto(`${BASE_URL}/ehomeLogin`);
    await page.locator('#userName').waitFor();
    await check('login');
  });

  await step(page, 'home has no serious or critical violation', async () => {
    await h.logIn(page, 'zhangsan');
    await h.waitForPath(page, '/index');
    await page.locator('.profile-card__name').waitFor();
    await check('home');
  });

  let user = 'zhangsan';
  for (const screen of SCREENS) {
    await step(page, `${screen.name} has no serious or critical violation`, async () => {
      if (screen.user !== user) {
        await context.clearCookies();
        await page.evaluate(() => localStorage.clear());
        await h.openAs(page, screen.user, screen.url);
        user = screen.user;
      } else {
        await page.goto(`${BASE_URL}${screen.url}`);
      }
      await page.locator(screen.ready).first().waitFor();
      await check(screen.name);
    });
  }
  await context.close();
}
