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
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const LOGIN_PAGE = /[\\/]src[\\/]features[\\/]account[\\/]pages[\\/]login-page\.tsx$/;
const HOME_PAGE = /[\\/]src[\\/]features[\\/]account[\\/]pages[\\/]home-page\.tsx$/;
/**
 * A chunk that this many of the lazily imported screens and parts load joins `kit-home` too, though
 * the home page does not use it: the page frame, its back button, the form inputs (2.3 KB in all,
 * which the first load can carry; at 30 it would be 8 KB, over the budget).
 */
export const SHARED_BY = 50;

/** The chunks of a bundle that load with `chunk`: itself and its static imports, transitively. */
function staticSet(byFile, chunk) {
  const seen = new Set();
  const todo = [chunk.fileName];
  while (todo.length > 0) {
    const file = todo.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    todo.push(...(byFile.get(file)?.imports ?? []));
  }
  return seen;
}

/** Which modules go in which kit, from the first pass's chunks. */
export function kitPlan(chunks) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const find = (test, what) => {
    const found = chunks.filter(test);
    if (found.length !== 1) throw new Error(`build: expected one ${what} chunk, found ${found.length}`);
    return found[0];
  };
  const entry = find((chunk) => chunk.isEntry, 'entry');
  const login = find((chunk) => LOGIN_PAGE.test(chunk.facadeModuleId ?? ''), 'login page');
  const home = find((chunk) => HOME_PAGE.test(chunk.facadeModuleId ?? ''), 'home page');
  const withEntry = staticSet(byFile, entry);
  const withLogin = staticSet(byFile, login);
  const modulesOf = (files, skip) =>
    [...files]
      .filter((file) => !withEntry.has(file) && file !== skip.fileName)
      .flatMap((file) => Object.keys(byFile.get(file).modules));
  const withHome = staticSet(byFile, home);
  const firstLoad = new Set([...withEntry, ...withLogin, ...withHome]);
  const sharers = new Map();
  for (const chunk of chunks)
    if (chunk.isDynamicEntry && !firstLoad.has(chunk.fileName))
      for (const file of staticSet(byFile, chunk))
        if (file !== chunk.fileName) sharers.set(file, (sharers.get(file) ?? 0) + 1);
  const widelyShared = [...sharers]
    .filter(([file, count]) => count >= SHARED_BY && !firstLoad.has(file) && !byFile.get(file).isDynamicEntry)
    .map(([file]) => file);
  const withoutLogin = [...withHome, ...widelyShared].filter((file) => !withLogin.has(file));
  return {
    // The entry's own chunks (the entry, React, helpers) stay one: a kit pulls the modules it
    // depends on into itself unless a group of higher priority holds them.
    shell: [...withEntry].flatMap((file) => Object.keys(byFile.get(file).modules)),
    'kit-login': modulesOf(withLogin, login),
    'kit-home': modulesOf(withoutLogin, home),
  };
}

/**
 * Throws unless the second pass made the kits as planned: login loads the entry, kit-login and its
 * page; home adds kit-home and its page. A bundler that stopped honouring the groups would
 * otherwise bring back the fifty small files without a word.
 */
export function checkKits(chunks) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const named = (file) => file.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const beside = (chunk, before) =>
    [...staticSet(byFile, chunk)]
      .filter((file) => !before.has(file))
      .map(named)
      .sort();
  const withEntry = staticSet(byFile, entry);
  const login = chunks.find((chunk) => LOGIN_PAGE.test(chunk.facadeModuleId ?? ''));
  const home = chunks.find((chunk) => HOME_PAGE.test(chunk.facadeModuleId ?? ''));
  const found = {
    login: beside(login, withEntry),
    home: beside(home, new Set([...withEntry, ...staticSet(byFile, login)])),
  };
  const wanted = { login: ['kit-login', 'login-page'], home: ['home-page', 'kit-home'] };
  if (JSON.stringify(found) !== JSON.stringify(wanted))
    throw new Error(
      `build: the kits did not form: ${JSON.stringify(found)}, wanted ${JSON.stringify(wanted)}`,
    );
}

const chunksOf = (output) =>
  (Array.isArray(output) ? output : [output])
    .flatMap((o) => o.output)
    .filter((file) => file.type === 'chunk');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const first = await build({ root, logLevel: 'warn', build: { write: false } });
  const plan = kitPlan(chunksOf(first));
  const planFile = join(tmpdir(), `ehome-web-kits-${process.pid}.json`);
  writeFileSync(planFile, JSON.stringify(plan));
  process.env.WEB_KIT_PLAN = planFile;
  checkKits(chunksOf(await build({ root })));
}
