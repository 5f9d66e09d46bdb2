// `npm run bench -- <name>`: runs one benchmark and prints its figures against the budgets of
// ARCHITECTURE.md. Benchmarks of the API's own machinery live in apps/api (tools may not import apps),
// so they are started as their own process.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(__dirname, '../../..');
type Bench = { build?: string; script: string };
const benches: Record<string, Bench> = {
  ask: { build: 'api', script: 'tools/dist/bench/ask-bench.js' },
  eventstore: { build: 'api', script: 'apps/api/dist/bench/eventstore-bench.js' },
  auth: { build: 'api', script: 'apps/api/dist/bench/auth-bench.js' },
  collections: { build: 'api', script: 'apps/api/dist/bench/collections-bench.js' },
  sources: { build: 'api', script: 'apps/api/dist/bench/sources-bench.js' },
  conversation: { build: 'api', script: 'apps/api/dist/bench/conversation-bench.js' },
  digests: { build: 'api', script: 'apps/api/dist/bench/digests-bench.js' },
  cluster: { build: 'api', script: 'tools/dist/bench/cluster-bench.js' },
};

const [name, ...rest] = process.argv.slice(2);
const bench = name ? benches[name] : undefined;
if (!bench) {
  console.error(`usage: npm run bench -- <${Object.keys(benches).join('|')}>`);
  process.exit(2);
}
if (bench.build) {
  const built = spawnSync('npx', ['nx', 'run', `${bench.build}:build`, '--output-style=static'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const script = resolve(root, bench.script);
if (!existsSync(script)) {
  console.error(`benchmark "${name}" is not built yet: ${bench.script} is missing`);
  process.exit(1);
}
const run = spawnSync(process.execPath, ['--expose-gc', script, ...rest], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
