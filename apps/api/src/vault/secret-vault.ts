import { createHmac, randomBytes } from 'node:crypto';
import { open, seal } from './aes-gcm';
import { secureDialect } from './secure-database';
import type { SecureDatabase } from './secure-database';

// Sealed values carry a version prefix so the format can change without breaking old events.
const SEALED_PREFIX = 'v1.';
const SEALED_VALUE = /^v1\.[A-Za-z0-9_-]+$/;
// Person keys are trusted in memory this long: an account deleted on another API instance on
// the same data directory stops being sealed or opened here within a second (at once on that
// one), and the hot path reads SQLite at most once a second to learn it.
const RECHECK_SHREDDED_EVERY_MS = 1_000;

/** Whether a value has the shape sealFor gives (so a typed "v1.2 sales" is not mistaken for one). */
export function isSealed(value: string): boolean {
  return SEALED_VALUE.test(value);
}

/**
 * AES-256-GCM vault. Named secrets (password hashes, OAuth tokens, database passwords) are
 * sealed with the master key. Each person also gets a data key, itself sealed with the master
 * key: personal fields inside events are sealed with it, and destroying it (crypto-shredding)
 * makes them unreadable everywhere while the log stays append-only.
 */
/** Sealing for someone whose key was destroyed: their account is gone. */
export class PersonShreddedError extends Error {
  constructor(personId: string) {
    super(`person ${personId} was deleted`);
    this.name = 'PersonShreddedError';
  }
}

export class SecretVault {
  private readonly personKeys = new Map<string, Buffer>();
  private readonly statements;
  private readonly shredTogether: (personId: string) => void;
  private readonly putPersonKey: (personId: string, sealed: Buffer) => void;
  // The newest tombstone seen and when the table was last looked at.
  private lastShreddedRowid: number;
  private shreddedCheckedAt: number;

  constructor(
    db: SecureDatabase,
    private readonly masterKey: Buffer,
    private readonly now: () => number = Date.now,
  ) {
    const postgres = secureDialect(db) === 'postgres';
    const blob = postgres ? 'BYTEA' : 'BLOB';
    // SQLite numbers tombstones by its rowid; PostgreSQL by a column of that name.
    const tombstoneOrder = postgres ? ', rowid BIGSERIAL UNIQUE' : '';
    db.exec(`
      CREATE TABLE IF NOT EXISTS vault_secrets (name TEXT PRIMARY KEY, sealed ${blob} NOT NULL);
      CREATE TABLE IF NOT EXISTS vault_person_keys (person_id TEXT PRIMARY KEY, sealed ${blob} NOT NULL);
      CREATE TABLE IF NOT EXISTS vault_shredded (person_id TEXT PRIMARY KEY${tombstoneOrder});
    `);
    // On PostgreSQL a person's key is made and shredded under one transaction lock: what SQLite's
    // single writer gives, so no key is made after a tombstone, and tombstones commit in the
    // order of their numbers (a reader that saw number n never misses a later-committed n - 1).
    const lockPersonKeys = postgres
      ? db.prepare("SELECT pg_advisory_xact_lock(hashtext('parley-vault-person-keys'))")
      : undefined;
    this.statements = {
      putSecret: db.prepare(
        'INSERT INTO vault_secrets (name, sealed) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET sealed = excluded.sealed',
      ),
      getSecret: db.prepare<[string], { sealed: Buffer }>(
        'SELECT sealed FROM vault_secrets WHERE name = ?',
      ),
      addSecret: db.prepare(
        'INSERT INTO vault_secrets (name, sealed) VALUES (?, ?) ON CONFLICT DO NOTHING',
      ),
      anySecret: db.prepare<[], { name: string }>('SELECT name FROM vault_secrets LIMIT 1'),
      deleteSecret: db.prepare('DELETE FROM vault_secrets WHERE name = ?'),
      deleteSecretsLike: db.prepare<[number, string]>(
        'DELETE FROM vault_secrets WHERE substr(name, 1, ?) = ?',
      ),
      markShredded: db.prepare(
        'INSERT INTO vault_shredded (person_id) VALUES (?) ON CONFLICT DO NOTHING',
      ),
      // Tombstones are never deleted, so rowids only grow and "newer than" is a rowid seek.
      lastShredded: db.prepare<[], { last: number }>(
        'SELECT coalesce(max(rowid), 0) AS last FROM vault_shredded',
      ),
      shreddedSince: db.prepare<[number], { rowid: number; person_id: string }>(
        'SELECT rowid, person_id FROM vault_shredded WHERE rowid > ? ORDER BY rowid',
      ),
      // One statement, so another instance's shred cannot slip between the tombstone check and
      // the insert and leave a fresh key behind for a deleted person.
      putPersonKey: db.prepare<[string, Buffer, string]>(
        `INSERT INTO vault_person_keys (person_id, sealed)
         SELECT ${postgres ? 'CAST(? AS TEXT), CAST(? AS BYTEA)' : '?, ?'}
         WHERE NOT EXISTS (SELECT 1 FROM vault_shredded WHERE person_id = ?)
         ON CONFLICT DO NOTHING`,
      ),
      getPersonKey: db.prepare<[string], { sealed: Buffer }>(
        'SELECT sealed FROM vault_person_keys WHERE person_id = ?',
      ),
      deletePersonKey: db.prepare('DELETE FROM vault_person_keys WHERE person_id = ?'),
    };
    // A tombstone and a deleted key are seen together by every reader, never one without the other.
    this.shredTogether = db.transaction((personId: string) => {
      lockPersonKeys?.get();
      this.statements.markShredded.run(personId);
      this.statements.deletePersonKey.run(personId);
    });
    this.putPersonKey = db.transaction((personId: string, sealed: Buffer) => {
      lockPersonKeys?.get();
      this.statements.putPersonKey.run(personId, sealed, personId);
    });
    // Keys shredded before this start are not cached here; only later tombstones matter.
    this.lastShreddedRowid = this.statements.lastShredded.get()?.last ?? 0;
    this.shreddedCheckedAt = this.now();
  }

  /** A stable key for one purpose (HMAC of lookups, challenge signatures), never the master key itself. */
  deriveKey(purpose: string): Buffer {
    return createHmac('sha256', this.masterKey).update(`derive:${purpose}`).digest();
  }

  /** True while nothing at all is sealed here (a store no instance has used yet). */
  isEmpty(): boolean {
    return this.statements.anySecret.get() === undefined;
  }

  /**
   * Refuses a master key other than the one the store's secrets are sealed with (instances on
   * several hosts with different keys), naming the fix, instead of failing on every secret later.
   * The first instance leaves a sealed marker; every later one must open it.
   */
  assertSameMasterKey(): void {
    const name = 'vault:master-key-check';
    this.statements.addSecret.run(name, this.sealSecret(name, 'parley'));
    try {
      this.getSecret(name);
    } catch {
      throw new Error(
        "This instance's master key is not the one the secure store was sealed with: give every instance the same PARLEY_SECRET_KEY",
      );
    }
  }

  private sealSecret(name: string, value: string): Buffer {
    return seal(this.masterKey, Buffer.from(value, 'utf8'), `secret:${name}`);
  }

  putSecret(name: string, value: string): void {
    this.statements.putSecret.run(name, this.sealSecret(name, value));
  }

  getSecret(name: string): string | undefined {
    const row = this.statements.getSecret.get(name);
    return row ? open(this.masterKey, row.sealed, `secret:${name}`).toString('utf8') : undefined;
  }

  deleteSecret(name: string): void {
    this.statements.deleteSecret.run(name);
  }

  /** Deletes every secret whose name starts with `prefix` (all of one person's secrets). */
  deleteSecrets(prefix: string): void {
    this.statements.deleteSecretsLike.run(prefix.length, prefix);
  }

  /** Seals a personal field for one person; the result is safe to put into an event. */
  sealFor(personId: string, value: string): string {
    const key = this.personKey(personId, true);
    if (!key) throw new Error('person key missing');
    return (
      SEALED_PREFIX +
      seal(key, Buffer.from(value, 'utf8'), `person:${personId}`).toString('base64url')
    );
  }

  /** The plain value, or undefined once the person's key has been destroyed. */
  openFor(personId: string, sealed: string): string | undefined {
    if (!sealed.startsWith(SEALED_PREFIX)) return undefined;
    const key = this.personKey(personId, false);
    if (!key) return undefined;
    try {
      return open(
        key,
        Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url'),
        `person:${personId}`,
      ).toString('utf8');
    } catch {
      // Not sealed by us after all: a plain value written before sealing that merely looks
      // like one ("v1.0"). It is answered as it stands rather than stopping every reader.
      return sealed;
    }
  }

  isShredded(personId: string): boolean {
    return this.personKey(personId, false) === undefined;
  }

  /** Crypto-shredding: the person's key and secrets are gone, so sealed fields never open again. */
  shred(personId: string): void {
    this.personKeys.delete(personId);
    // A tombstone, so a request still in flight (here or on another instance) cannot seal under
    // a fresh key for them.
    this.shredTogether(personId);
  }

  private personKey(personId: string, create: boolean): Buffer | undefined {
    this.forgetShreddedElsewhere();
    const cached = this.personKeys.get(personId);
    if (cached) return cached;
    let row = this.statements.getPersonKey.get(personId);
    if (!row && create) {
      this.putPersonKey(personId, seal(this.masterKey, randomBytes(32), `person-key:${personId}`));
      row = this.statements.getPersonKey.get(personId);
      // Only a tombstone keeps the insert out.
      if (!row) throw new PersonShreddedError(personId);
    }
    if (!row) return undefined;
    const key = open(this.masterKey, row.sealed, `person-key:${personId}`);
    this.personKeys.set(personId, key);
    return key;
  }

  // Drops cached keys that another instance has shredded since the last look. Once a second at
  // most, so a busy instance does not read SQLite on every seal and open.
  private forgetShreddedElsewhere(): void {
    const now = this.now();
    const elapsed = now - this.shreddedCheckedAt;
    // A clock set back counts as due, so it cannot postpone the next look.
    if (elapsed >= 0 && elapsed < RECHECK_SHREDDED_EVERY_MS) return;
    this.shreddedCheckedAt = now;
    for (const { rowid, person_id } of this.statements.shreddedSince.iterate(
      this.lastShreddedRowid,
    )) {
      this.personKeys.delete(person_id);
      this.lastShreddedRowid = rowid;
    }
  }
}
