// `npm run bench`: bundles bench/run.ts with the server's production bundle options and runs it.
// Through tsx the server would carry esbuild's keepNames wrappers (`__name`, a call on every
// closure made in a hot path), a cost the production bundle does not pay. The bundle sits in
// .bench/ one level below the package, as dist/main.js does, so the server finds its migrations
// and the web build where it would.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { serverBundleOptions } from './bundle-options.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outfile = join(root, '.bench', 'run.mjs');

await build({
  ...serverBundleOptions,
  entryPoints: [join(root, 'bench/run.ts')],
  outfile,
  logLevel: 'warning',
});
await import(pathToFileURL(outfile).href);
