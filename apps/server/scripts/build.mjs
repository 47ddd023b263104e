// Bundles the server into dist/main.js. npm packages stay external (installed next to it);
// @ehome/shared is TypeScript source, so it must be compiled into the bundle.
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { serverBundleOptions } from './bundle-options.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

rmSync(dist, { recursive: true, force: true });
await build({
  ...serverBundleOptions,
  entryPoints: [join(root, 'src/main.ts')],
  outfile: join(dist, 'main.js'),
  logLevel: 'info',
});
cpSync(join(root, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true });
console.log('dist/main.js and dist/migrations ready');
