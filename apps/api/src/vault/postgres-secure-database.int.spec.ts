import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/app-config';
import { createScratchDatabase } from '../infrastructure/postgres/testing/scratch-database';
import type { ScratchDatabase } from '../infrastructure/postgres/testing/scratch-database';
import { PersonShreddedError, SecretVault } from './secret-vault';
import { PostgresSecureDatabase } from './postgres-secure-database';
import { openVault } from './vault.module';

const KEY = Buffer.alloc(32, 1);

// Two instances on two hosts: each its own connection to one PostgreSQL secure store.
describe('the secure store on PostgreSQL', () => {
  let database: ScratchDatabase;
  let first: PostgresSecureDatabase;
  let second: PostgresSecureDatabase;
  beforeAll(async () => {
    database = await createScratchDatabase('parley_secure');
    first = new PostgresSecureDatabase(database.url);
    second = new PostgresSecureDatabase(database.url);
  });
  afterAll(async () => {
    first.close();
    second.close();
    await database.drop();
  });

  it('gives a secret sealed by one instance to the other, and deletes one person’s at once', () => {
    const a = new SecretVault(first, KEY);
    const b = new SecretVault(second, KEY);
    a.putSecret('tenant:t1:password', 'argon-hash');
    a.putSecret('tenant:t1:ga', 'refresh-token');
    a.putSecret('tenant:t10:password', 'other-hash');
    expect(b.getSecret('tenant:t1:password')).toBe('argon-hash');
    b.deleteSecrets('tenant:t1:');
    expect(a.getSecret('tenant:t1:ga')).toBeUndefined();
    expect(a.getSecret('tenant:t10:password')).toBe('other-hash');
    const stored = first
      .prepare<[], { sealed: Buffer }>(
        "SELECT sealed FROM vault_secrets WHERE name = 'tenant:t10:password'",
      )
      .get();
    expect(stored?.sealed.includes('other-hash')).toBe(false);
  });

  it('stops sealing for a person shredded on the other instance within a second, and never makes a new key', () => {
    let clock = 1_000_000;
    const a = new SecretVault(first, KEY);
    const b = new SecretVault(second, KEY, () => clock);
    const sealed = b.sealFor('t-gone', 'Ada Lovelace');
    expect(a.openFor('t-gone', sealed)).toBe('Ada Lovelace');
    a.shred('t-gone');
    clock += 1_000;
    expect(b.openFor('t-gone', sealed)).toBeUndefined();
    expect(() => b.sealFor('t-gone', 'Ada again')).toThrow(PersonShreddedError);
    expect(
      first
        .prepare<[], { n: number }>(
          "SELECT count(*)::int AS n FROM vault_person_keys WHERE person_id = 't-gone'",
        )
        .get()?.n,
    ).toBe(0);
  });

  it('refuses an instance whose master key is not the one the store was sealed with, naming the fix', () => {
    new SecretVault(first, KEY).assertSameMasterKey();
    expect(() => new SecretVault(second, KEY).assertSameMasterKey()).not.toThrow();
    expect(() => new SecretVault(second, Buffer.alloc(32, 2)).assertSameMasterKey()).toThrow(
      /same PARLEY_SECRET_KEY/,
    );
  });

  it('will not start afresh beside the secure.sqlite an installation moving to PostgreSQL left behind', async () => {
    const fresh = await createScratchDatabase('parley_secure');
    const sharedDir = mkdtempSync(join(tmpdir(), 'parley-moving-'));
    const store = new PostgresSecureDatabase(fresh.url);
    try {
      writeFileSync(join(sharedDir, 'secure.sqlite'), 'the old vault');
      const config = loadConfig({
        DATA_DIR: sharedDir,
        EVENTSTORE_URL: fresh.url,
        DOCUMENT_STORE_URL: fresh.url,
        PARLEY_SECRET_KEY: 'moving key',
      });
      expect(() => openVault(config, store)).toThrow(
        `${join(sharedDir, 'secure.sqlite')} holds this installation's secrets, but they are now kept in PostgreSQL and none are there yet: set SECURE_STORE_URL=file to keep using the file`,
      );
      // Without the file it starts, and from then on only with the same key.
      rmSync(join(sharedDir, 'secure.sqlite'));
      expect(() => openVault(config, store)).not.toThrow();
      expect(() => openVault({ ...config, secretKey: 'another key' }, store)).toThrow(
        /same PARLEY_SECRET_KEY/,
      );
    } finally {
      store.close();
      rmSync(sharedDir, { recursive: true, force: true });
      await fresh.drop();
    }
  });

  it('rolls a transaction back whole when a statement in it fails', () => {
    first.exec('CREATE TABLE IF NOT EXISTS scratch (id TEXT PRIMARY KEY)');
    const insert = first.prepare('INSERT INTO scratch (id) VALUES (?)');
    const twice = first.transaction((id: string) => {
      insert.run(id);
      insert.run(id);
    });
    expect(() => twice('x')).toThrow(/duplicate key/);
    expect(second.prepare('SELECT id FROM scratch').all()).toEqual([]);
    // The connection is usable again after the rollback.
    insert.run('y');
    expect(second.prepare('SELECT id FROM scratch').all()).toEqual([{ id: 'y' }]);
  });
});
