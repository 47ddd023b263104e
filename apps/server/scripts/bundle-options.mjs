// The esbuild options of the server bundle, shared by `npm run build` (dist/main.js) and
// `npm run bench` (.bench/run.mjs), so the bench measures the code as production runs it.

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

export const serverBundleOptions = {
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
};
