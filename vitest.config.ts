import { defineConfig } from 'vitest/config';

/*
 * Timeouts are a safety net against a hung test, not a speed check (speed is the bench's): they are
 * generous so the suite stays green on a loaded machine, where the heavy tests (every day of two
 * centuries, thousands of generated calculator inputs, a demo company per API file) run many
 * times slower than on an idle one.
 */
const generous = { testTimeout: 120_000, hookTimeout: 300_000 };

export default defineConfig({
  test: {
    projects: [
      {
        // Pure functions without globals: one process may run file after file.
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
          isolate: false,
          ...generous,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // With DATABASE_URL: one migrated template per run, copied by each test file.
          globalSetup: ['src/testing/global-setup.ts'],
          // Each file builds its own app on its own database, so files need no fresh process: a
          // worker runs file after file, importing the server and compiling PGlite once, not per file.
          isolate: false,
          ...generous,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.mjs'],
          ...generous,
        },
      },
      { test: { name: 'scripts', root: 'scripts', include: ['**/*.test.mjs'], ...generous } },
    ],
  },
});
