import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeciderExecutor } from '../event-sourcing/decider-executor';
import { ReadModelProgress } from '../event-sourcing/read-model-progress';
import { SnapshotStore } from '../event-sourcing/snapshot-store';
import { SqliteDocumentStore } from '../infrastructure/document-store/sqlite-document-store';
import {
  openSqliteDatabase,
  parleyDatabasePath,
} from '../infrastructure/event-store/open-sqlite-database';
import { SqliteEventStore } from '../infrastructure/event-store/sqlite-event-store';
import { ProjectionRunner } from '../projections/projection-runner';
import { readModelProjections } from '../projections/read-model-projections';
import { loadMasterKey } from '../vault/master-key';
import { PersonalData } from '../vault/personal-data';
import { SecretVault } from '../vault/secret-vault';
import { openSecureDatabase } from '../vault/secure-database';

// The embedded write and read sides wired by hand, on a temporary DATA_DIR, without Nest.
export async function startPersistence(dataDir = mkdtempSync(join(tmpdir(), 'parley-es-'))) {
  const db = openSqliteDatabase(parleyDatabasePath(dataDir));
  const events = new SqliteEventStore(db, { pollIntervalMs: 50 });
  const documents = new SqliteDocumentStore(db);
  const progress = new ReadModelProgress();
  const secure = openSecureDatabase(dataDir);
  const vault = new SecretVault(secure, loadMasterKey(dataDir));
  const personalData = new PersonalData(vault);
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
  return {
    dataDir,
    events,
    documents,
    progress,
    vault,
    personalData,
    runner,
    executor,
    async close(removeDir = true) {
      await runner.stop();
      await events.close();
      await documents.close();
      db.close();
      secure.close();
      if (removeDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
