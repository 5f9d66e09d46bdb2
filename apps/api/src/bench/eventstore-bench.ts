// `npm run bench -- eventstore`: the embedded event store against the budgets of ARCHITECTURE.md.
// Every figure comes from this run on this machine; the bare better-sqlite3 loop runs beside the
// store with the same file settings, so the ratio holds whatever the disk.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { SqliteDocumentStore } from '../infrastructure/document-store/sqlite-document-store';
import type { DocumentStore } from '../infrastructure/document-store/document-store.port';
import type { EventStore, NewEvent } from '../infrastructure/event-store/event-store.port';
import { openSqliteDatabase } from '../infrastructure/event-store/open-sqlite-database';
import { SqliteEventStore } from '../infrastructure/event-store/sqlite-event-store';
import { collectionDecider, streams } from '@parley/domain';
import { DeciderExecutor } from '../event-sourcing/decider-executor';
import { ReadModelProgress } from '../event-sourcing/read-model-progress';
import { SnapshotStore } from '../event-sourcing/snapshot-store';
import { ProjectionRunner } from '../projections/projection-runner';
import { readModelProjections } from '../projections/read-model-projections';
import { loadMasterKey } from '../vault/master-key';
import { PersonalData } from '../vault/personal-data';
import { SecretVault } from '../vault/secret-vault';
import { openSecureDatabase } from '../vault/secure-database';
import { percentile } from './bench-report';

type Row = { metric: string; value: string; budget: string; verdict: 'PASS' | 'FAIL' | 'info' };

const sliceMs = 200;
const slices = Number(process.env.BENCH_SLICES ?? 40);
const rebuildEvents = 100_000;
const lagSamples = 1000;
const dir = mkdtempSync(join(tmpdir(), 'parley-bench-eventstore-'));
let files = 0;
const freshFile = (): string => join(dir, `bench-${(files += 1)}.sqlite`);

function benchEvent(type: string, n: number): NewEvent {
  return {
    id: randomUUID(),
    type,
    data: { cardId: `card-${n}`, x: n % 9, y: Math.floor(n / 9) % 40, w: 2, h: 2 },
    metadata: {
      tenantId: 'tenant-bench',
      userId: 'user-bench',
      commandId: randomUUID(),
      correlationId: randomUUID(),
      time: new Date().toISOString(),
    },
  };
}

type Writer = { run(ms: number): Promise<number>; close(): Promise<void> };

/** Inserts one row per autocommit transaction: what the store's one-writer path must keep up with. */
function bareInsertLoop(): Writer {
  const db = openSqliteDatabase(freshFile());
  new SqliteEventStore(db); // creates the same events table, indexes included
  const insert = db.prepare(
    'INSERT INTO events (stream, revision, id, type, data, metadata, time) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  let revision = 0;
  return {
    run: (ms) => {
      const deadline = performance.now() + ms;
      let count = 0;
      while (performance.now() < deadline) {
        const event = benchEvent('CardMoved', revision);
        insert.run(
          'bare-1',
          revision,
          event.id,
          event.type,
          JSON.stringify(event.data),
          JSON.stringify(event.metadata),
          Date.now(),
        );
        revision += 1;
        count += 1;
      }
      return Promise.resolve(count);
    },
    close: () => {
      db.close();
      return Promise.resolve();
    },
  };
}

/** `writers` callers, each appending to its own stream with the revision it last got back. */
function storeWriters(writers: number): Writer {
  const store = new SqliteEventStore(freshFile());
  const revisions: (number | 'no_stream')[] = Array.from({ length: writers }, () => 'no_stream');
  return {
    run: async (ms) => {
      const deadline = performance.now() + ms;
      let count = 0;
      const writer = async (id: number): Promise<void> => {
        while (performance.now() < deadline) {
          const result = await store.append(`collection-${id}`, [benchEvent('CardMoved', count)], {
            expectedRevision: revisions[id],
          });
          revisions[id] = result.nextRevision;
          count += 1;
        }
      };
      await Promise.all(revisions.map((_, id) => writer(id)));
      return count;
    },
    close: () => store.close(),
  };
}

/**
 * Append rates of the three contenders, measured in alternating short slices: the disk's speed
 * drifts (other processes share it), and alternating spreads that drift evenly over all three.
 */
async function appendRates(): Promise<number[]> {
  const contenders = [bareInsertLoop(), storeWriters(1), storeWriters(8)];
  const counts = contenders.map(() => 0);
  const elapsed = contenders.map(() => 0);
  for (let slice = 0; slice < slices; slice += 1) {
    for (const [i, contender] of contenders.entries()) {
      const start = performance.now();
      counts[i] += await contender.run(sliceMs);
      elapsed[i] += performance.now() - start;
    }
  }
  await Promise.all(contenders.map((contender) => contender.close()));
  return counts.map((count, i) => count / (elapsed[i] / 1000));
}

async function seed(store: EventStore, total: number, streams: number): Promise<void> {
  const perStream = total / streams;
  for (let first = 0; first < streams; first += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, streams - first) }, (_, i) =>
        store.append(
          `collection-${first + i}`,
          Array.from({ length: perStream }, (_, n) => benchEvent('CardMoved', n)),
          {
            expectedRevision: 'no_stream',
          },
        ),
      ),
    );
  }
}

/** Replays the whole log into a trivial projection (one counter document per stream), page by page. */
async function rebuild(events: EventStore, documents: DocumentStore): Promise<number> {
  for (let from = 0; ;) {
    const page = await events.readAll({ fromPosition: from, limit: 1000 });
    if (page.length === 0) return from;
    await documents.transaction(async (session) => {
      const streams = session.collection('stream-counters');
      for (const event of page) {
        await streams.updateOne(
          { _id: event.stream },
          { $inc: { events: 1 }, $set: { lastType: event.type } },
          { upsert: true },
        );
      }
      await session
        .collection('checkpoints')
        .replaceOne(
          { _id: 'bench' },
          { _id: 'bench', position: page[page.length - 1].position },
          { upsert: true },
        );
    });
    from = page[page.length - 1].position;
  }
}

async function rebuildSeconds(): Promise<{ seconds: number; correct: boolean }> {
  const db = openSqliteDatabase(freshFile());
  const events = new SqliteEventStore(db);
  const documents = new SqliteDocumentStore(db);
  await seed(events, rebuildEvents, 1000);
  const start = performance.now();
  await rebuild(events, documents);
  const seconds = (performance.now() - start) / 1000;
  const counters = await documents.collection('stream-counters').find({});
  const correct =
    counters.length === 1000 && counters.every((doc) => doc.events === rebuildEvents / 1000);
  await Promise.all([events.close(), documents.close()]);
  db.close();
  return { seconds, correct };
}

// The real thing: a domain command through DeciderExecutor (load, decide, append) and the
// ProjectionRunner with every read model, names sealed and opened as the API does; the command
// returns once its change is visible.
async function readModelLag(): Promise<number[]> {
  const db = openSqliteDatabase(freshFile());
  const secure = openSecureDatabase(join(dir, 'vault'));
  const personalData = new PersonalData(new SecretVault(secure, loadMasterKey(join(dir, 'vault'))));
  const decider = personalData.decider(collectionDecider, 't-bench');
  const events = new SqliteEventStore(db);
  const documents = new SqliteDocumentStore(db);
  const progress = new ReadModelProgress();
  const snapshots = new SnapshotStore(documents);
  const runner = new ProjectionRunner(
    events,
    documents,
    readModelProjections,
    progress,
    personalData,
    snapshots,
  );
  await runner.start();
  const executor = new DeciderExecutor(events, progress, snapshots);
  const meta = () => ({
    tenantId: 't-bench',
    userId: 'u-bench',
    commandId: randomUUID(),
    time: new Date().toISOString(),
  });
  const collections = Array.from({ length: 20 }, (_, i) => `lag-${i}`);
  for (const id of collections) {
    await executor.execute(decider, streams.collection(id), {
      type: 'CreateCollection',
      data: {
        collectionId: id,
        name: `Lag ${id}`,
        digest: 'weekly',
        plan: 'unlimited',
        existingCollections: 0,
      },
      metadata: meta(),
    });
  }
  const lags: number[] = [];
  for (let i = 0; i < lagSamples; i += 1) {
    const id = collections[i % collections.length];
    const start = performance.now();
    await executor.execute(decider, streams.collection(id), {
      type: 'RenameCollection',
      data: { name: `Renamed ${i}` },
      metadata: meta(),
    });
    lags.push(performance.now() - start);
  }
  const last = await documents
    .collection('collections')
    .findOne({ _id: collections[(lagSamples - 1) % collections.length] });
  if (last?.name !== `Renamed ${lagSamples - 1}`)
    throw new Error('read model did not show the last command');
  await runner.stop();
  await Promise.all([events.close(), documents.close()]);
  db.close();
  secure.close();
  return lags.sort((a, b) => a - b);
}

function printTable(rows: Row[]): void {
  const widths = (['metric', 'value', 'budget', 'verdict'] as const).map((key) =>
    Math.max(key.length, ...rows.map((row) => row[key].length)),
  );
  const line = (cells: string[]): string =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(['metric', 'value', 'budget', 'verdict']));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line([row.metric, row.value, row.budget, row.verdict]));
}

async function main(): Promise<void> {
  console.log(
    `eventstore bench: ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}`,
  );
  console.log(
    `synchronous=FULL, WAL; append rates over ${slices} alternating ${sliceMs} ms slices each\n`,
  );
  const [bareRate, oneRate, eightRate] = await appendRates();
  const lags = await readModelLag();
  const rebuilt = await rebuildSeconds();
  const perSecond = (rate: number): string => `${Math.round(rate).toLocaleString('en-US')}/s`;
  const p99 = percentile(lags, 99);
  printTable([
    {
      metric: 'bare better-sqlite3 insert loop',
      value: perSecond(bareRate),
      budget: 'reference',
      verdict: 'info',
    },
    {
      metric: 'append, one writer',
      value: `${perSecond(oneRate)} (${Math.round((oneRate / bareRate) * 100)}% of bare)`,
      budget: '≥ 50% of bare',
      verdict: oneRate >= bareRate / 2 ? 'PASS' : 'FAIL',
    },
    {
      metric: 'append, 8 concurrent writers',
      value: `${perSecond(eightRate)} (${(eightRate / oneRate).toFixed(1)}× one writer)`,
      budget: '> one writer',
      verdict: eightRate > oneRate ? 'PASS' : 'FAIL',
    },
    {
      metric: 'read-model lag p50 (command → visible, real runner)',
      value: `${percentile(lags, 50).toFixed(2)} ms`,
      budget: '—',
      verdict: 'info',
    },
    {
      metric: 'read-model lag p99 (command → visible, real runner)',
      value: `${p99.toFixed(2)} ms`,
      budget: '≤ 20 ms',
      verdict: p99 <= 20 ? 'PASS' : 'FAIL',
    },
    {
      metric: `rebuild ${rebuildEvents.toLocaleString('en-US')} events`,
      value: `${rebuilt.seconds.toFixed(2)} s (${perSecond(rebuildEvents / rebuilt.seconds)})`,
      budget: 'none set; read models must match',
      verdict: rebuilt.correct ? 'info' : 'FAIL',
    },
  ]);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => rmSync(dir, { recursive: true, force: true }));
