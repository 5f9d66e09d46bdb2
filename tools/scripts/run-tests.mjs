// Runs every test tier (or the ones named) with Jest and prints the plain total CI reads:
//   N passed, N failed, N skipped
// Usage: node tools/scripts/run-tests.mjs [unit|int|e2e ...] [-- extra jest args]
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';

const argv = process.argv.slice(2);
const dash = argv.indexOf('--');
const named = (dash === -1 ? argv : argv.slice(0, dash)).filter(Boolean);
const extra = dash === -1 ? [] : argv.slice(dash + 1);
const tiers = named.length ? named : ['unit', 'int', 'e2e'];
mkdirSync('reports', { recursive: true });

// End-to-end tests run the built API and web app as a person would, so build them first (cached).
if (tiers.includes('e2e')) {
  const built = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) {
    console.log('\n0 passed, 1 failed, 0 skipped');
    process.exit(1);
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;
for (const tier of tiers) {
  const out = `reports/jest-${tier}.json`;
  console.log(`\n=== ${tier} tests ===`);
  const result = spawnSync(
    process.execPath,
    [
      'node_modules/jest/bin/jest.js',
      '--ci',
      '--passWithNoTests',
      `--testPathPatterns=\\.${tier}\\.spec\\.tsx?$`,
      '--json',
      `--outputFile=${out}`,
      // Integration and browser suites run one file at a time (they share the local database
      // servers and ports), in one worker that Jest replaces once its heap passes the limit:
      // module registries of earlier files are not always freed, and one long-lived process
      // ran out of heap after a hundred files.
      ...(tier === 'unit' ? [] : ['--maxWorkers=1', '--workerIdleMemoryLimit=1536MB']),
      ...extra,
    ],
    { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } },
  );
  if (!existsSync(out)) {
    broken = true;
    console.error(`${tier}: Jest wrote no report (exit ${result.status})`);
    continue;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  // A suite that fails to load counts no test, so it must still fail the run.
  if (report.numRuntimeErrorTestSuites > 0 || result.status !== 0) broken = true;
  console.log(
    `${tier}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`,
  );
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(broken || totals.failed > 0 ? 1 : 0);
