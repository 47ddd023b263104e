// End-to-end journeys in Chromium at a phone viewport (GUIDE: 375 x 812, zh) against a running
// server: E2E_BASE_URL (default http://localhost:3000). Every `*.journey.mjs` here runs, in file-name
// order, with the harness. Screenshots of every step land in e2e/screenshots/ (git-ignored).
// E2E_ONLY=clock runs only the journeys whose file name contains that text.
// Ends with `e2e: N passed, N failed`.
import { readdirSync } from 'node:fs';
import { createHarness } from './harness.mjs';

const only = process.env.E2E_ONLY ?? '';
const journeys = readdirSync(new URL('.', import.meta.url))
  .filter((file) => file.endsWith('.journey.mjs') && file.includes(only))
  .sort();

const harness = await createHarness();
for (const file of journeys) {
  const name = file.replace(/^\d+-/, '').replace('.journey.mjs', '');
  harness.begin(name);
  try {
    const module = await import(`./${file}`);
    await module.default(harness);
  } catch (error) {
    harness.fail('journey ran to its end', error);
  }
}
const { passed, failed } = await harness.finish();
console.log(`e2e: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
