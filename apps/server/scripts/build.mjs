// Bundles the server into dist/main.js. npm packages stay external (installed next to it);
// @ehome/shared is TypeScript source, so it must be compiled into the bundle.
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

/** Every bare import is external except the workspace's own TypeScript package. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path === '@ehome/shared' || args.path.startsWith('@ehome/shared/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [join(root, 'src/main.ts')],
  outfile: join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  plugins: [externalPackages],
  // A bundled CommonJS helper may still call require(); give ESM output one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});
cpSync(join(root, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true });
console.log('dist/main.js and dist/migrations ready');
