import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { ReadModelProgress } from '../event-sourcing/read-model-progress';
import { PostgresDocumentStore } from '../infrastructure/document-store/postgres-document-store';
import { PostgresEventStore } from '../infrastructure/event-store/postgres-event-store';
import { PostgresProjectionLease } from '../infrastructure/postgres/postgres-projection-lease';
import { createScratchDatabase } from '../infrastructure/postgres/testing/scratch-database';
import type { ScratchDatabase } from '../infrastructure/postgres/testing/scratch-database';
import type { PersonalData } from '../vault/personal-data';
import type { Projection } from './projection';
import { ProjectionRunner } from './projection-runner';

// Three API instances' projection runners on one PostgreSQL server: one leads, the others
// follow; every event is applied exactly once whoever leads, and the lease passes on when its
// holder stops or its connection is killed.

type Tally = { _id: string; tenantId: string; applied: number; positions: number[] };

// Counts every application: an event applied twice shows as a repeated position.
const tally: Projection<Tally> = {
  collection: 'tallies',
  canHandle: (event) => event.type === 'Counted',
  documentId: (event) => event.stream,
  evolve: (document, event) => ({
    _id: event.stream,
    tenantId: event.tenantId,
    applied: (document?.applied ?? 0) + 1,
    positions: [...(document?.positions ?? []), event.position],
  }),
};

const noPersonalData = { open: <E>(event: E) => event } as unknown as PersonalData;

type Instance = {
  events: PostgresEventStore;
  documents: PostgresDocumentStore;
  progress: ReadModelProgress;
  runner: ProjectionRunner;
  lease: PostgresProjectionLease;
};

let database: ScratchDatabase;
const instances: Instance[] = [];

beforeAll(async () => {
  database = await createScratchDatabase('parley_leader_test');
});
afterAll(async () => {
  await database.drop();
});
afterEach(async () => {
  for (const instance of instances.splice(0)) {
    await instance.runner.stop();
    await instance.lease.close();
    await instance.events.close();
    await instance.documents.close();
  }
});

async function startInstance(): Promise<Instance> {
  const events = new PostgresEventStore(database.url, { pollIntervalMs: 60_000 });
  const documents = new PostgresDocumentStore(database.url);
  const progress = new ReadModelProgress();
  const lease = new PostgresProjectionLease(database.url, { retryMs: 50 });
  const runner = new ProjectionRunner(
    events,
    documents,
    [tally],
    progress,
    noPersonalData,
    undefined,
    lease,
  );
  await runner.start();
  const instance = { events, documents, progress, runner, lease };
  instances.push(instance);
  return instance;
}

// Waits for a state the runners reach on their own (a lease changing hands), never a fixed time.
async function until<T>(look: () => T | undefined, what: string, limitMs = 10_000): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const found = look();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const leaders = () => instances.filter((i) => i.runner.status.role === 'leader');
const theLeader = () =>
  until(() => (leaders().length === 1 ? leaders()[0] : undefined), 'a leader');

/** Appends through the instance and waits, there, until the read models show it. */
async function count(instance: Instance, stream: string): Promise<number> {
  const { position } = await instance.events.append(
    stream,
    [{ id: randomUUID(), type: 'Counted', data: {}, metadata: { tenantId: 't-1' } }],
    { expectedRevision: 'any' },
  );
  await instance.progress.waitFor(position, 10_000);
  return position;
}

// The log is shared by the tests (read models are reset), so only the test's own streams count.
async function expectEachAppliedOnce(
  instance: Instance,
  streams: string[],
  appended: number[],
): Promise<void> {
  const tallies = await instance.documents
    .collection<Tally>('tallies')
    .find({ _id: { $in: streams } });
  const applied = tallies.flatMap((t) => t.positions).sort((a, b) => a - b);
  expect(applied).toEqual([...appended].sort((a, b) => a - b));
  expect(tallies.reduce((sum, t) => sum + t.applied, 0)).toBe(appended.length);
}

async function resetReadModels(): Promise<void> {
  const client = new Client({ connectionString: database.url });
  await client.connect();
  await client.query('DROP TABLE IF EXISTS parley_documents');
  await client.end();
}

describe('projections across instances on PostgreSQL', () => {
  beforeEach(resetReadModels);

  it('has one leader; writes through every instance are applied once and visible where they were made', async () => {
    const [a, b, c] = [await startInstance(), await startInstance(), await startInstance()];
    await theLeader();
    const streams = Array.from({ length: 6 }, (_, i) => `tally-${randomUUID()}-${i}`);
    const appended = (
      await Promise.all(
        streams.map(async (stream, i) => {
          const positions: number[] = [];
          for (let n = 0; n < 10; n += 1) positions.push(await count([a, b, c][i % 3], stream));
          return positions;
        }),
      )
    ).flat();
    expect(leaders()).toHaveLength(1);
    const ours = (await a.events.readAll({ limit: 100_000 }))
      .filter((event) => streams.includes(event.stream))
      .map((event) => event.position);
    expect(appended.sort((x, y) => x - y)).toEqual(ours);
    await expectEachAppliedOnce(b, streams, ours);
  });

  it('passes the lease on when the leader stops, and when its connection is killed', async () => {
    const first = [await startInstance(), await startInstance()];
    const appended: number[] = [];
    const stream = `tally-${randomUUID()}`;
    const leader = await theLeader();
    const follower = first.find((i) => i !== leader) as Instance;
    appended.push(await count(follower, stream));

    // A graceful stop releases the lease: the follower takes over and projects.
    await leader.runner.stop();
    await until(() => (follower.runner.status.role === 'leader' ? true : undefined), 'takeover');
    appended.push(await count(follower, stream));
    await leader.runner.start();
    appended.push(await count(leader, stream));

    // A leader whose server connection dies (a crash, a network cut) loses the lease at once.
    const admin = new Client({ connectionString: database.url });
    await admin.connect();
    const { rows } = await admin.query<{ killed: boolean }>(
      `SELECT pg_terminate_backend(pid) AS killed FROM pg_locks
       WHERE locktype = 'advisory' AND granted AND objid = $1`,
      [0x726c_0003],
    );
    await admin.end();
    expect(rows).toEqual([{ killed: true }]);
    await until(() => (leaders().length === 1 ? true : undefined), 'a new leader');
    for (let n = 0; n < 5; n += 1) appended.push(await count(first[n % 2], stream));
    await expectEachAppliedOnce(follower, [stream], appended);
  });

  it('rebuilds to the same read models, and refuses while another instance leads', async () => {
    const [a, b] = [await startInstance(), await startInstance()];
    const stream = `tally-${randomUUID()}`;
    for (let n = 0; n < 5; n += 1) await count(n % 2 ? a : b, stream);
    const leader = await theLeader();
    const follower = [a, b].find((i) => i !== leader) as Instance;
    const before = await a.documents.collection('tallies').find({});

    await expect(follower.runner.rebuild()).rejects.toThrow(
      /Another instance runs the projections \(parley-projections .* pid \d+ .*\): stop the API instances before a rebuild/,
    );
    await leader.runner.stop();
    await follower.runner.rebuild();
    await expect(a.documents.collection('tallies').find({})).resolves.toEqual(before);
  }, 30_000);
});
