import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { deriveEventId } from '../src/infrastructure/event-store/event-id';
import { SqliteDocumentStore } from '../src/infrastructure/document-store/sqlite-document-store';
import { SqliteEventStore } from '../src/infrastructure/event-store/sqlite-event-store';
import { parleyDatabasePath } from '../src/infrastructure/event-store/open-sqlite-database';

// The built API (npm test builds it before this tier), killed with SIGKILL while it projects.
const dist = resolve(__dirname, '../dist');
// ~100k events: enough that projecting them takes several seconds, so the kill lands mid-way.
const COLLECTIONS = 4000;

function freePort(): Promise<number> {
  return new Promise((ok) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });
}

async function health(port: number): Promise<{ readModels: { position: number } } | null> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/health`);
    return (await res.json()) as { readModels: { position: number } };
  } catch {
    // Not listening yet.
    return null;
  }
}

async function until<T>(
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
  everyMs = 10,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

function startApi(dataDir: string, port: number): ChildProcess {
  const child = spawn(process.execPath, [join(dist, 'main.js')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Whatever the API says on stderr shows up in the test output, so a failing start is visible.
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return child;
}

async function snapshot(dataDir: string) {
  const store = new SqliteDocumentStore(parleyDatabasePath(dataDir));
  const docs = await store.collection('collections').find({});
  await store.close();
  return docs;
}

describe('crash safety of the projections (built API, SIGKILL)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-crash-'));
  let lastPosition = 0;
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  beforeAll(async () => {
    const events = new SqliteEventStore(parleyDatabasePath(dataDir));
    const time = '2026-03-15T10:00:00.000Z';
    // Appends issued together share one group commit, so seeding stays quick despite fsync.
    const seed = async (c: number) => {
      const stream = `collection-c${c}`;
      const metadata = { tenantId: `t${c % 7}`, commandId: `seed-${c}`, time, schemaVersion: 1 };
      const batch = [
        {
          type: 'CollectionCreated',
          data: {
            collectionId: `c${c}`,
            tenantId: `t${c % 7}`,
            name: `Collection ${c}`,
            digest: 'weekly',
            createdAt: time,
          },
        },
        ...Array.from({ length: 20 }, (_, k) => ({
          type: 'CardAdded',
          data: {
            card: {
              id: `c${c}-q${k}`,
              phrase: `question ${k}`,
              type: 'demo',
              datasource_id: 'demo',
              account_id: '',
              interval: 0,
              variables: {},
            },
            addedAt: time,
          },
        })),
        { type: 'CardRemoved', data: { cardId: `c${c}-q3` } },
        { type: 'CollectionRenamed', data: { name: `Renamed ${c}` } },
      ];
      const result = await events.append(
        stream,
        batch.map((e, i) => ({ ...e, id: deriveEventId(`seed-${c}`, i), metadata })),
        { expectedRevision: 'no_stream' },
      );
      lastPosition = Math.max(lastPosition, result.position);
    };
    for (let c = 0; c < COLLECTIONS; c += 250) {
      await Promise.all(Array.from({ length: 250 }, (_, k) => seed(c + k)));
    }
    await events.close();
  }, 120_000);

  it('resumes after a SIGKILL in the middle of projecting, with read models equal to a full rebuild', async () => {
    const port = await freePort();
    const first = startApi(dataDir, port);
    const atKill = await until(
      async () => {
        const h = await health(port);
        return h && h.readModels.position > 50 ? h.readModels.position : null;
      },
      30_000,
      2,
    );
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    expect(atKill).toBeLessThan(lastPosition);

    const second = startApi(dataDir, port);
    await until(async () => (await health(port))?.readModels.position === lastPosition, 60_000, 50);
    second.kill('SIGTERM');
    await new Promise((r) => second.once('exit', r));
    const resumed = await snapshot(dataDir);
    expect(resumed).toHaveLength(COLLECTIONS);
    expect(resumed.find((d) => d._id === 'c0')).toMatchObject({ name: 'Renamed 0' });
    expect(
      (resumed.find((d) => d._id === 'c0') as unknown as { questions: unknown[] }).questions,
    ).toHaveLength(19);

    const rebuild = spawnSync(process.execPath, [join(dist, 'rebuild.js')], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(rebuild.status).toBe(0);
    expect(rebuild.stdout).toContain(`up to position ${lastPosition}`);
    expect(await snapshot(dataDir)).toEqual(resumed);
  }, 120_000);
});
