// The web build, in two passes (docs/ARCHITECTURE.md, "The first screens' modules come in two kits").
//
// Left to itself the bundler makes one chunk for every set of screens that shares a module, so the
// home page arrived in 23 files beside the entry and a form in 50, most under 1 KB. On a phone's
// HTTP/1.1 link (six connections, a round trip of 150 ms or more) the number of files, not their
// bytes, set how late a screen painted. The first pass is the bundler's own split, kept in memory;
// from it this script reads which modules the login page and the home page load beside the entry,
// after tree-shaking, and the second pass (the one written to dist/) puts each of those sets into
// one chunk, `kit-login` and `kit-home`. Every module in a kit was already in the first load
// (login, then home), so the first load's bytes stay what they were; a later screen that uses any
// of them loads the kit, which a user arriving through the home page already has.
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { checkKits, kitPlan } from './kits.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const chunksOf = (output) =>
  (Array.isArray(output) ? output : [output])
    .flatMap((o) => o.output)
    .filter((file) => file.type === 'chunk');

const first = await build({ root, logLevel: 'warn', build: { write: false } });
const plan = kitPlan(chunksOf(first));
const planFile = join(tmpdir(), `ehome-web-kits-${process.pid}.json`);
writeFileSync(planFile, JSON.stringify(plan));
process.env.WEB_KIT_PLAN = planFile;
try {
  checkKits(chunksOf(await build({ root })));
} finally {
  rmSync(planFile, { force: true });
}
