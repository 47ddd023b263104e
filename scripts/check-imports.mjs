#!/usr/bin/env node
// The web app's layers, checked on resolved paths (Biome's noRestrictedImports matches the import
// text only, so it cannot tell one feature from another): app/ composes features and nothing imports
// it back; ui/ and platform/ serve everyone and import no feature; a feature reaches another
// feature only through that feature's public index.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)(['"])([^'"]+)\1/gm;

/** Import specifiers of a module: static, side-effect, re-export and dynamic. */
export function importsOf(source) {
  return [...source.matchAll(IMPORT)].map((match) => match[2]);
}

/** Where a file sits: { layer: 'app' | 'ui' | 'platform' | 'feature' | 'other', feature? }. */
export function placeOf(path) {
  const [top, name, ...rest] = path.split('/');
  if (top === 'features' && name !== undefined && rest.length > 0) return { layer: 'feature', feature: name };
  if (top === 'app' || top === 'ui' || top === 'platform') return { layer: top };
  return { layer: 'other' };
}

const isFeatureIndex = (path, feature) =>
  path === `features/${feature}` || path === `features/${feature}/index`;

/**
 * The layer rule broken by `from` (a path under src/, no extension) importing `specifier`, or null.
 * Package imports are not this rule's business.
 */
export function violation(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const target = posix.normalize(posix.join(posix.dirname(from), specifier)).replace(/\.(tsx?|css)$/, '');
  const source = placeOf(from);
  const dest = placeOf(target);
  if (dest.layer === 'app' && source.layer !== 'app' && source.layer !== 'other') {
    return `${source.layer === 'feature' ? 'a feature' : `${source.layer}/`} imports app/, the shell that composes it`;
  }
  const intoFeature = target.startsWith('features/');
  if ((source.layer === 'ui' || source.layer === 'platform') && intoFeature) {
    return `${source.layer}/ imports a feature; move what both need into ${source.layer}/`;
  }
  if (source.layer === 'feature' && intoFeature) {
    const other = target.split('/')[1];
    if (other !== source.feature && !isFeatureIndex(target, other)) {
      return `reaches into feature "${other}"; import it from features/${other}/index.ts`;
    }
  }
  return null;
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

/** Every broken rule under `root` (the web app's src/), as `file: specifier - why`. */
export function checkTree(root) {
  const problems = [];
  for (const file of sourceFiles(root)) {
    const from = relative(root, file)
      .split(sep)
      .join('/')
      .replace(/\.tsx?$/, '');
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      const why = violation(from, specifier);
      if (why) problems.push(`${relative(process.cwd(), file)}: '${specifier}' - ${why}`);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'src');
  const problems = checkTree(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`check-imports: ${problems.length} import(s) break the web app's layers`);
    process.exit(1);
  }
  console.log('check-imports: the web app imports one way');
}
