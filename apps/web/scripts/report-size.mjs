// Prints the size of what the browser downloads and enforces the budgets of GUIDE.md at build time:
// first load (entry + its static imports + the login route + the default language catalogue, JS and
// CSS) <= 120 KB, and every lazily loaded chunk with the static imports it adds <= 60 KB (what it
// adds to what the screen that asks for it already downloaded). Sizes are those of the .gz copies
// the server sends (scripts/compress.mjs; a browser that accepts brotli gets the smaller .br, shown
// beside). The same budgets are checked again as the bytes Chromium really transferred in the
// end-to-end run (e2e/00-first-load.journey.mjs).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const KB = 1024;
const FIRST_LOAD_BUDGET = 120 * KB;
const LAZY_BUDGET = 60 * KB;
const FIRST_ROUTE = 'src/features/account/pages/login-page.tsx';
const DEFAULT_CATALOGUE = 'src/locales/zh/index.ts';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** Bytes sent for a file in an encoding: its compressed copy, or the file itself when there is none. */
const sent = (file, extension) => {
  const copy = join(dist, file + extension);
  return statSync(existsSync(copy) ? copy : join(dist, file)).size;
};
const sizes = new Map();
const gz = (file) => {
  if (!sizes.has(file)) sizes.set(file, sent(file, '.gz'));
  return sizes.get(file);
};
const br = (file) => sent(file, '.br');

/** A chunk and everything it imports statically: what loading it really downloads. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

const files = (keys) => {
  const out = new Set();
  for (const key of keys) {
    out.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) out.add(css);
  }
  return out;
};
const total = (set, size = gz) => [...set].reduce((sum, file) => sum + size(file), 0);
const fmt = (bytes) => `${(bytes / KB).toFixed(1).padStart(6)} KB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
for (const key of [entryKey, FIRST_ROUTE, DEFAULT_CATALOGUE]) {
  if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
}

const entry = closure(entryKey);
const firstLoad = files([...entry, ...closure(FIRST_ROUTE), ...closure(DEFAULT_CATALOGUE)]);
const firstJs = [...firstLoad].filter((f) => f.endsWith('.js'));
const firstCss = [...firstLoad].filter((f) => f.endsWith('.css'));
const failures = [];

console.log('First load (gzipped):');
for (const file of [...firstLoad].sort((a, b) => gz(b) - gz(a))) console.log(`  ${fmt(gz(file))}  ${file}`);
const firstTotal = total(firstLoad);
console.log(`  JS ${fmt(total(new Set(firstJs)))}, CSS ${fmt(total(new Set(firstCss)))}`);
console.log(
  `  total ${fmt(firstTotal)} (budget ${fmt(FIRST_LOAD_BUDGET)}); brotli ${fmt(total(firstLoad, br))}`,
);
if (firstTotal > FIRST_LOAD_BUDGET)
  failures.push(`first load ${fmt(firstTotal)} > ${fmt(FIRST_LOAD_BUDGET)}`);

// A lazy chunk costs what it adds to what is already in the browser when it is asked for: the entry,
// and for a chunk a screen asks for (a tab of /Attendancecard, the map of the clock tab) that screen
// with everything it imports. A route page comes with the query provider (app/routes.tsx).
const WITH_EVERY_PAGE = 'src/app/query-provider.tsx';
const importersOf = (key, field) =>
  Object.keys(manifest).filter((k) => (manifest[k][field] ?? []).includes(key));
const union = (...sets) => new Set(sets.flatMap((set) => [...set]));
const smallest = (sets) => sets.reduce((a, b) => (total(files(b)) < total(files(a)) ? b : a));
const before = new Map();
/** The chunks certainly downloaded before `key` is (the smallest over the ways to reach it). */
function presentBefore(key, stack = new Set()) {
  if (entry.has(key)) return new Set();
  if (before.has(key)) return before.get(key);
  if (stack.has(key)) return entry;
  stack.add(key);
  const ways = [
    ...importersOf(key, 'dynamicImports').map((parent) =>
      entry.has(parent) ? entry : union(presentBefore(parent, stack), closure(parent), pageExtras(parent)),
    ),
    ...importersOf(key, 'imports').map((parent) => union(presentBefore(parent, stack), closure(parent))),
  ];
  const result = ways.length > 0 ? smallest(ways) : entry;
  before.set(key, result);
  return result;
}
const pageExtras = (key) =>
  manifest[WITH_EVERY_PAGE] && importersOf(key, 'dynamicImports').some((parent) => entry.has(parent))
    ? closure(WITH_EVERY_PAGE)
    : new Set();

console.log('\nLazy chunks (gzipped, with the static imports not already downloaded when they load):');
for (const key of Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry)
  .sort()) {
  const present = files(presentBefore(key));
  const own = new Set([...files(closure(key))].filter((file) => !present.has(file)));
  const size = total(own);
  const over = size > LAZY_BUDGET;
  console.log(`  ${fmt(size)}  ${key}${over ? '  OVER BUDGET' : ''}`);
  if (over) failures.push(`${key} ${fmt(size)} > ${fmt(LAZY_BUDGET)}`);
}

if (failures.length > 0) {
  console.error(`\nsize budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nsize budgets: ok');
