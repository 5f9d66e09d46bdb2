// Builds an Nx target with one build at a time in this checkout: the `ask` and `bench` scripts
// build before they run, and graders start several of them at once. Two builds of a fresh
// checkout writing the same dist folders let one CLI load a half-written module and fail its whole
// batch; waiting for the other build's lock (a cache hit afterwards) prevents that.
// Usage: node tools/scripts/build-one-at-a-time.mjs <project:target>   (build output on stderr)
import { spawnSync } from 'node:child_process';
import lockfile from 'proper-lockfile';

const [target] = process.argv.slice(2);
const release = await lockfile.lock('package.json', {
  lockfilePath: 'node_modules/.parley-build.lock',
  stale: 120_000,
  retries: { retries: 1_000, minTimeout: 100, maxTimeout: 1_000 },
});
try {
  const built = spawnSync('npx', ['nx', 'run', target, '--output-style=static'], {
    stdio: ['ignore', process.stderr, process.stderr],
  });
  process.exitCode = built.status ?? 1;
} finally {
  await release();
}
