import { createHash } from 'node:crypto';
import type { SecretVault } from '../../vault/secret-vault';
import type { SecureDatabase } from '../../vault/secure-database';

type Payload = Record<string, unknown> & {
  grantId?: string;
  uid?: string;
  userCode?: string;
  consumed?: number;
};

type Row = { key: string; expires_at: number | null; consumed_at: number | null };

export type OidcAdapter = {
  upsert(id: string, payload: Payload, expiresIn?: number): Promise<void>;
  find(id: string): Promise<Payload | undefined>;
  findByUid(uid: string): Promise<Payload | undefined>;
  findByUserCode(userCode: string): Promise<Payload | undefined>;
  consume(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
};

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * oidc-provider's storage in the secure store (SQLite file or PostgreSQL): codes, tokens, grants,
 * interactions and sessions survive a restart and are shared by every instance using the store
 * (its memory adapter forgets them and keeps only 1,000). Ids are bearer secrets, so rows are keyed by their hash and payloads sit
 * sealed in the vault.
 */
export function secureStoreOidcAdapter(
  db: SecureDatabase,
  vault: SecretVault,
): new (model: string) => OidcAdapter {
  db.exec(`CREATE TABLE IF NOT EXISTS oauth_records (
    key TEXT PRIMARY KEY, model TEXT NOT NULL, grant_id TEXT, uid_hash TEXT, user_code_hash TEXT,
    expires_at BIGINT, consumed_at BIGINT);
    CREATE INDEX IF NOT EXISTS oauth_records_by_grant ON oauth_records (grant_id);
    CREATE INDEX IF NOT EXISTS oauth_records_by_uid ON oauth_records (model, uid_hash);
    CREATE INDEX IF NOT EXISTS oauth_records_by_user_code ON oauth_records (model, user_code_hash);`);
  const statements = {
    upsert:
      db.prepare(`INSERT INTO oauth_records (key, model, grant_id, uid_hash, user_code_hash, expires_at, consumed_at)
      VALUES (?, ?, ?, ?, ?, ?, NULL) ON CONFLICT(key) DO UPDATE SET grant_id = excluded.grant_id, uid_hash = excluded.uid_hash,
      user_code_hash = excluded.user_code_hash, expires_at = excluded.expires_at`),
    find: db.prepare<[string], Row>(
      'SELECT key, expires_at, consumed_at FROM oauth_records WHERE key = ?',
    ),
    byUid: db.prepare<[string, string], Row>(
      'SELECT key, expires_at, consumed_at FROM oauth_records WHERE model = ? AND uid_hash = ?',
    ),
    byUserCode: db.prepare<[string, string], Row>(
      'SELECT key, expires_at, consumed_at FROM oauth_records WHERE model = ? AND user_code_hash = ?',
    ),
    consume: db.prepare('UPDATE oauth_records SET consumed_at = ? WHERE key = ?'),
    destroy: db.prepare('DELETE FROM oauth_records WHERE key = ?'),
    byGrant: db.prepare<[string], { key: string }>(
      'SELECT key FROM oauth_records WHERE grant_id = ?',
    ),
    expired: db.prepare<[number], { key: string }>(
      'SELECT key FROM oauth_records WHERE expires_at IS NOT NULL AND expires_at < ? LIMIT 100',
    ),
  };
  const now = () => Math.floor(Date.now() / 1000);
  const secretName = (key: string) => `oauth:${key}`;

  function remove(key: string): void {
    statements.destroy.run(key);
    vault.deleteSecret(secretName(key));
  }

  function read(row: Row | undefined): Payload | undefined {
    if (!row) return undefined;
    if (row.expires_at !== null && row.expires_at < now()) {
      remove(row.key);
      return undefined;
    }
    const raw = vault.getSecret(secretName(row.key));
    if (!raw) return undefined;
    const payload = JSON.parse(raw) as Payload;
    return row.consumed_at === null ? payload : { ...payload, consumed: row.consumed_at };
  }

  return class SecureStoreOidcAdapter implements OidcAdapter {
    constructor(private readonly model: string) {}

    private key(id: string): string {
      return `${this.model}:${hash(id)}`;
    }

    upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      for (const { key } of statements.expired.all(now())) remove(key);
      const key = this.key(id);
      vault.putSecret(secretName(key), JSON.stringify(payload));
      statements.upsert.run(
        key,
        this.model,
        payload.grantId ?? null,
        payload.uid ? hash(payload.uid) : null,
        payload.userCode ? hash(payload.userCode) : null,
        expiresIn ? now() + expiresIn : null,
      );
      return Promise.resolve();
    }

    find(id: string): Promise<Payload | undefined> {
      return Promise.resolve(read(statements.find.get(this.key(id))));
    }

    findByUid(uid: string): Promise<Payload | undefined> {
      return Promise.resolve(read(statements.byUid.get(this.model, hash(uid))));
    }

    findByUserCode(userCode: string): Promise<Payload | undefined> {
      return Promise.resolve(read(statements.byUserCode.get(this.model, hash(userCode))));
    }

    consume(id: string): Promise<void> {
      statements.consume.run(now(), this.key(id));
      return Promise.resolve();
    }

    destroy(id: string): Promise<void> {
      remove(this.key(id));
      return Promise.resolve();
    }

    revokeByGrantId(grantId: string): Promise<void> {
      for (const { key } of statements.byGrant.all(grantId)) remove(key);
      return Promise.resolve();
    }
  };
}
