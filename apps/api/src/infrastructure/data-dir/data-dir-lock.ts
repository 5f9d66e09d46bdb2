import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export const DATA_DIR_LOCK = Symbol('DATA_DIR_LOCK');

/** What the owner writes beside the lock, so a refused process can say who has the directory. */
export type DataDirOwner = {
  pid: number;
  host: string;
  port?: number;
  startedAt: string;
  command: string;
};

/** `owned`: this process holds the lock until `release` or exit. Else another process does. */
export type DataDirLock =
  | { owned: true; dataDir: string; release(): void }
  | { owned: false; dataDir: string; owner?: DataDirOwner; release(): void };

const LOCK_FILE = 'owner.lock';
const OWNER_FILE = 'owner.json';

/**
 * One process owns a DATA_DIR (issue 26 item 1): two processes projecting into the same read
 * models corrupt them. The lock is SQLite's exclusive lock on `owner.lock`, an fcntl lock that
 * the kernel drops when the process ends however it ends, so a crash leaves nothing stale. It
 * also refuses a second owner inside the same process (SQLite tracks its own connections).
 */
export function tryLockDataDir(dataDir: string, about: { port?: number } = {}): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, LOCK_FILE), { timeout: 0 });
  try {
    db.pragma('journal_mode = DELETE');
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    db.close();
    if (!isBusy(error)) throw error;
    return { owned: false, dataDir, owner: readOwner(dataDir), release: () => undefined };
  }
  const owner: DataDirOwner = {
    pid: process.pid,
    host: hostname(),
    ...(about.port ? { port: about.port } : {}),
    startedAt: new Date().toISOString(),
    command: process.argv.slice(1).join(' ').slice(0, 300),
  };
  writeFileSync(join(dataDir, OWNER_FILE), JSON.stringify(owner, null, 2));
  let held = true;
  return {
    owned: true,
    dataDir,
    release: () => {
      if (!held) return;
      held = false;
      rmSync(join(dataDir, OWNER_FILE), { force: true });
      db.exec('ROLLBACK');
      db.close();
    },
  };
}

/** Takes the lock or throws `DataDirInUseError` naming the process that holds it. */
export function lockDataDir(dataDir: string, about: { port?: number } = {}): DataDirLock {
  const lock = tryLockDataDir(dataDir, about);
  if (!lock.owned) throw new DataDirInUseError(dataDir, lock.owner);
  return lock;
}

export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    readonly owner: DataDirOwner | undefined,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another Parley process: ${describeOwner(owner)}. ` +
        'One process owns a DATA_DIR: stop that one, or give this one a DATA_DIR of its own. ' +
        'Several instances share PostgreSQL (EVENTSTORE_URL, DOCUMENT_STORE_URL), Redis ' +
        '(REDIS_URL) and SHARED_DIR instead: see README "Several instances".',
    );
  }
}

export function describeOwner(owner: DataDirOwner | undefined): string {
  if (!owner) return 'a process that has not said who it is yet';
  const port = owner.port ? `, port ${owner.port}` : '';
  return `pid ${owner.pid} on ${owner.host}${port}, started ${owner.startedAt} (${owner.command})`;
}

function readOwner(dataDir: string): DataDirOwner | undefined {
  try {
    return JSON.parse(readFileSync(join(dataDir, OWNER_FILE), 'utf8')) as DataDirOwner;
  } catch {
    return undefined;
  }
}

// Duck-typed, as in the event store: Jest may load better-sqlite3's error class twice.
function isBusy(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error.code === 'SQLITE_BUSY' || error.code === 'SQLITE_LOCKED')
  );
}
