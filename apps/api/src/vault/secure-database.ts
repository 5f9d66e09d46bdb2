import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export type SecureDatabase = Database.Database;

export const SECURE_DATABASE = Symbol('SECURE_DATABASE');

// Secrets, sessions and one-time links live in their own file, apart from the event log and
// the read models, so a copy of parley.sqlite never carries a password hash or a session.
export function openSecureDatabase(dataDir: string): SecureDatabase {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'secure.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  // A destroyed person key or secret is overwritten with zeros, not left in a free page.
  db.pragma('secure_delete = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}
