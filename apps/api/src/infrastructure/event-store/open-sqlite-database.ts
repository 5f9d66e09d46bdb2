import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';

export type SqliteDatabase = Database.Database;

/** The one file that holds the embedded event log and the embedded read models. */
export function parleyDatabasePath(dataDir: string): string {
  return join(dataDir, 'parley.sqlite');
}

export function openSqliteDatabase(file: string): SqliteDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  useDurableSettings(db);
  // Another process (the rebuild CLI) may hold the write lock for a moment.
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Also applied by the event store to a connection it is handed, so no caller can weaken it. */
export function useDurableSettings(db: SqliteDatabase): void {
  db.pragma('journal_mode = WAL');
  // FULL: a commit is on disk before it is acknowledged, so an acknowledged append survives a
  // power cut. Group commit (sqlite-event-store.ts) keeps this affordable.
  db.pragma('synchronous = FULL');
  // Deleted rows (a deleted account's read models) are overwritten with zeros, not left in free pages.
  db.pragma('secure_delete = ON');
}
