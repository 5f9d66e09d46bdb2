import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { PostgresSecureDatabase } from './postgres-secure-database';

export type SecureStatement<P extends unknown[], R> = {
  run(...params: P): { changes: number };
  get(...params: P): R | undefined;
  all(...params: P): R[];
  iterate(...params: P): IterableIterator<R>;
};

/**
 * Where secrets, sessions, one-time links and OAuth records live: a SQLite file of its own
 * (better-sqlite3 as it is) or, for instances on several hosts, PostgreSQL through
 * PostgresSecureDatabase. Both answer synchronously; the stores write SQL both understand and
 * choose their table definitions by `dialect`.
 */
export type SecureDatabase = {
  readonly open: boolean;
  exec(sql: string): unknown;
  // The shape of better-sqlite3's own, so its Database is one as it stands.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  prepare<P extends unknown[] | {} = unknown[], R = unknown>(
    sql: string,
  ): P extends unknown[] ? SecureStatement<P, R> : SecureStatement<[P], R>;
  transaction<F extends SecureWork>(fn: F): (...args: WorkArguments<F>) => ReturnType<F>;
  close(): unknown;
};

// As better-sqlite3 types a transaction's function and its arguments.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SecureWork = (...params: any[]) => unknown;
export type WorkArguments<F extends SecureWork> = F extends (...args: infer A) => unknown
  ? A
  : never;

export const SECURE_DATABASE = Symbol('SECURE_DATABASE');

export type SecureDialect = 'sqlite' | 'postgres';

export function secureDialect(db: SecureDatabase): SecureDialect {
  return db instanceof PostgresSecureDatabase ? 'postgres' : 'sqlite';
}

/** The SQLite file behind a secure store, for the WAL scrubbing after a deletion; else undefined. */
export function secureSqliteFile(db: SecureDatabase): Database.Database | undefined {
  return db instanceof Database ? db : undefined;
}

// Secrets, sessions and one-time links live in their own file, apart from the event log and
// the read models, so a copy of parley.sqlite never carries a password hash or a session.
export function openSecureDatabase(dataDir: string): Database.Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'secure.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  // A destroyed person key or secret is overwritten with zeros, not left in a free page.
  db.pragma('secure_delete = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}

/** The shared store when SECURE_STORE_URL (or a PostgreSQL DOCUMENT_STORE_URL) names one, else the file. */
export function openSecureStore(sharedDir: string, url: string | undefined): SecureDatabase {
  return url ? new PostgresSecureDatabase(url) : openSecureDatabase(sharedDir);
}
