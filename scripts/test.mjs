#!/usr/bin/env node
// Runs Vitest (all projects unless --project is given) and ends with one plain line
// `tests: N passed, N failed` that CI and people can read. Extra arguments go to Vitest.
// RESULTS_FILE=path also writes {passed, failed} there so .ci/run can add suites up.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'vitest-'));
const report = join(dir, 'report.json');
const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);

let passed = 0;
let failed = 0;
try {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed = json.numPassedTests;
  failed = json.numFailedTests + (json.numRuntimeErrors ?? 0);
  // A file that failed to load counts as a failure even when no test inside it ran.
  failed += json.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
} catch {
  failed += 1;
}
rmSync(dir, { recursive: true, force: true });
if (process.env.RESULTS_FILE) writeFileSync(process.env.RESULTS_FILE, JSON.stringify({ passed, failed }));
const label = process.env.TEST_LABEL ? `${process.env.TEST_LABEL} ` : '';
console.log(`${label}tests: ${passed} passed, ${failed} failed`);
process.exit(run.status === 0 && failed === 0 && passed > 0 ? 0 : 1);
