// Which modules go in the kits (the first screens' two, and the small shared chunks'), read from
// the bundler's own split, and the check that the second pass made them (scripts/build.mjs runs
// both passes).

const LOGIN_PAGE = /[\\/]src[\\/]features[\\/]account[\\/]pages[\\/]login-page\.tsx$/;
const HOME_PAGE = /[\\/]src[\\/]features[\\/]account[\\/]pages[\\/]home-page\.tsx$/;
/**
 * A chunk that this many of the lazily imported screens and parts load joins `kit-home` too, though
 * the home page does not use it: the page frame, its back button, the form inputs (2.3 KB in all,
 * which the first load can carry; at 30 it would be 8 KB, over the budget).
 */
export const SHARED_BY = 50;
/**
 * Chunks of at most SMALL_BYTES (minified) that this many lazily imported screens and parts load
 * come as one more chunk, `kit-small` (2.6 KB brotli), loaded only by the screens that use any of
 * them: the request helpers, the sheet and picker rows, React helpers of antd-mobile, each a file of
 * a few hundred bytes that cost a round trip of its own. Larger or more widely set thresholds put
 * the input, switch and date fields in it too, but made it 7-12 KB for the 190-200 screens that
 * load it, without taking a file off the leave form.
 */
export const SMALL_SHARED_BY = 10;
export const SMALL_BYTES = 700;

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

/** A bundle's chunks by file name, and its entry, login page and home page chunks (one each, or it throws). */
function firstScreens(chunks) {
  const find = (test, what) => {
    const found = chunks.filter(test);
    if (found.length !== 1) throw new Error(`build: expected one ${what} chunk, found ${found.length}`);
    return found[0];
  };
  return {
    byFile: new Map(chunks.map((chunk) => [chunk.fileName, chunk])),
    entry: find((chunk) => chunk.isEntry, 'entry'),
    login: find((chunk) => LOGIN_PAGE.test(chunk.facadeModuleId ?? ''), 'login page'),
    home: find((chunk) => HOME_PAGE.test(chunk.facadeModuleId ?? ''), 'home page'),
  };
}

/** Which modules go in which kit, from the first pass's chunks. */
export function kitPlan(chunks) {
  const { byFile, entry, login, home } = firstScreens(chunks);
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
  /** The shared chunks, not screens themselves, that at least `count` screens load, outside `taken`. */
  const sharedBy = (count, taken) =>
    [...sharers]
      .filter(([file, n]) => n >= count && !taken.has(file) && !byFile.get(file).isDynamicEntry)
      .map(([file]) => file);
  const widelyShared = sharedBy(SHARED_BY, firstLoad);
  const withoutLogin = [...withHome, ...widelyShared].filter((file) => !withLogin.has(file));
  const inKits = new Set([...firstLoad, ...widelyShared]);
  const small = new Set(
    sharedBy(SMALL_SHARED_BY, inKits).filter((file) => byFile.get(file).code.length <= SMALL_BYTES),
  );
  // A group takes its members' imports with it unless a group before it holds them: only chunks
  // whose imports are in the kits or in this group join.
  for (let dropped = true; dropped; ) {
    dropped = false;
    for (const file of small)
      if (byFile.get(file).imports.some((imported) => !inKits.has(imported) && !small.has(imported))) {
        small.delete(file);
        dropped = true;
      }
  }
  return {
    // The entry's own chunks (the entry, React, helpers) stay one: a kit pulls the modules it
    // depends on into itself unless a group of higher priority holds them.
    shell: [...withEntry].flatMap((file) => Object.keys(byFile.get(file).modules)),
    'kit-login': modulesOf(withLogin, login),
    'kit-home': modulesOf(withoutLogin, home),
    'kit-small': [...small].flatMap((file) => Object.keys(byFile.get(file).modules)),
  };
}

/**
 * Throws unless the second pass made the kits as planned: login loads the entry, kit-login and its
 * page; home adds kit-home and its page. A bundler that stopped honouring the groups would
 * otherwise bring back the fifty small files without a word.
 */
export function checkKits(chunks) {
  const { byFile, entry, login, home } = firstScreens(chunks);
  const named = (file) => file.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '');
  const beside = (chunk, before) =>
    [...staticSet(byFile, chunk)]
      .filter((file) => !before.has(file))
      .map(named)
      .sort();
  const withEntry = staticSet(byFile, entry);
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
