// Writes dist/route-preloads.json: for each screen of both route tables the scripts its first paint
// needs beyond the entry - the later-screens table (for a later screen), the query provider, the
// page and every module it imports statically. The server names them as <link rel=modulepreload>
// in that page's HTML (apps/server/src/platform/web.ts), so the browser fetches them side by side
// with the entry instead of finding them one level at a time: entry -> table -> page -> its imports
// -> theirs (the table carries no preload lists of its own, vite.config.ts). Stylesheets are left
// out: a style preload has the highest priority and held up the entry on the home page; Vite's own
// lists bring them. docs/PERFORMANCE.md, "Issue 13, fourteenth round".
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const LATER_TABLE = 'src/app/more-routes.ts';
const CORE_TABLE = 'src/app/routes.tsx';
const WITH_EVERY_PAGE = 'src/app/query-provider.tsx';

/** A route table's module run here: TypeScript to JavaScript, with `replace` applied to the output. */
async function runTable(file, replace = (js) => js) {
  const source = readFileSync(join(root, file), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return import(`data:text/javascript;base64,${Buffer.from(replace(outputText)).toString('base64')}`);
}

/** The manifest key of the page module a screen's `load` imports (`() => import('../features/..')`). */
function pageKey(file, load, path) {
  const specifier = /import\((['"])(.+?)\1\)/.exec(load.toString())?.[2];
  if (!specifier) throw new Error(`route-preloads: no page module in the screen of ${path}`);
  const module = posix.join(posix.dirname(file), specifier);
  const key = [`${module}.tsx`, `${module}.ts`].find((candidate) => manifest[candidate]);
  if (!key) throw new Error(`route-preloads: ${module} (${path}) is not in the build manifest`);
  return key;
}

/**
 * The routes with their page modules. The later screens' table is plain data whose only imports
 * are types (its own rule), so it runs as it is. The first-load table (routes.tsx) makes its pages
 * with route-page.tsx's `page`, which needs React: here a stand-in that keeps the loader and whether
 * the page comes with the query provider.
 */
async function routesWithPages() {
  const later = (await runTable(LATER_TABLE)).MORE_ROUTES.map(({ path, screen }) => ({
    path,
    key: pageKey(LATER_TABLE, screen.load, path),
    withTable: true,
    withQueries: true,
  }));
  const STAND_IN = 'const page = (load, _name, { withQueries = true } = {}) => ({ load, withQueries });';
  const core = (
    await runTable(CORE_TABLE, (js) => js.replace(/^import \{ page \} from '\.\/route-page';$/m, STAND_IN))
  ).CORE_ROUTES.map(({ path, Page }) => ({
    path,
    key: pageKey(CORE_TABLE, Page.load, path),
    withTable: false,
    withQueries: Page.withQueries,
  }));
  return [...core, ...later];
}

/**
 * Parts a page imports lazily that its first paint shows all the same, keyed by the page module:
 * the clock tab is what /Attendancecard opens with (no `tab`, or tab=1, the one the menu links),
 * and the page starts its import as soon as it runs. Named here, its scripts are fetched with the
 * entry instead of after the page's own, and Vite's preload helper finds them in the document
 * instead of adding a link for each in the page module's first task. A direct open of another tab
 * fetches these few scripts for nothing.
 */
const FIRST_PAINT_PARTS = {
  'src/features/attendance/pages/attendance-card-page.tsx': ['src/features/attendance/clock/clock-tab.tsx'],
};
for (const part of Object.values(FIRST_PAINT_PARTS).flat()) {
  if (!manifest[part]) throw new Error(`route-preloads: ${part} is not in the build manifest`);
}

/** A chunk and everything it imports statically, in the order a browser would find them. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const inEntry = closure(entryKey);
const routes = (await routesWithPages()).map(({ path, key, withTable, withQueries }) => {
  // The table and the query provider first: the router asks for them before it can ask for the page.
  const before = [
    ...(withTable ? closure(LATER_TABLE) : []),
    ...(withQueries ? closure(WITH_EVERY_PAGE) : []),
  ];
  const parts = (FIRST_PAINT_PARTS[key] ?? []).flatMap((part) => [...closure(part)]);
  const keys = [...new Set([...before, ...closure(key), ...parts])].filter((k) => !inEntry.has(k));
  return { path, scripts: keys.map((k) => manifest[k].file) };
});

writeFileSync(join(dist, 'route-preloads.json'), `${JSON.stringify({ routes })}\n`);
const most = Math.max(...routes.map((route) => route.scripts.length));
console.log(`route-preloads: ${routes.length} screens, up to ${most} files each`);
