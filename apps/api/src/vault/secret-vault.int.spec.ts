import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadMasterKey } from './master-key';
import { PersonShreddedError, SecretVault } from './secret-vault';
import { openSecureDatabase } from './secure-database';

describe('SecretVault', () => {
  let dir: string;
  let db: ReturnType<typeof openSecureDatabase>;
  let vault: SecretVault;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'parley-vault-'));
    db = openSecureDatabase(dir);
    vault = new SecretVault(db, loadMasterKey(dir));
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('generates the master key once, readable by its owner only', () => {
    const first = loadMasterKey(dir);
    expect(loadMasterKey(dir).equals(first)).toBe(true);
    expect(statSync(join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
  });

  it('prefers PARLEY_SECRET_KEY over the generated file', () => {
    const hex = 'ab'.repeat(32);
    expect(loadMasterKey(dir, hex).toString('hex')).toBe(hex);
    expect(loadMasterKey(dir, 'a passphrase')).toHaveLength(32);
  });

  it('keeps secrets encrypted at rest and gives them back', () => {
    vault.putSecret('password:t1', 'argon-hash-value');
    expect(vault.getSecret('password:t1')).toBe('argon-hash-value');
    db.pragma('wal_checkpoint(TRUNCATE)');
    expect(readFileSync(join(dir, 'secure.sqlite')).includes('argon-hash-value')).toBe(false);
    vault.deleteSecrets('password:');
    expect(vault.getSecret('password:t1')).toBeUndefined();
  });

  it('refuses to open a secret with another master key', () => {
    vault.putSecret('x', 'y');
    const other = new SecretVault(db, Buffer.alloc(32, 7));
    expect(() => other.getSecret('x')).toThrow();
  });

  it('seals personal fields per person and shreds them for good', () => {
    const sealed = vault.sealFor('p1', 'ada@example.com');
    expect(sealed).not.toContain('ada');
    expect(vault.openFor('p1', sealed)).toBe('ada@example.com');
    // another person's key cannot open it: the value stays as sealed as it was
    vault.sealFor('p2', 'x');
    expect(vault.openFor('p2', sealed)).toBe(sealed);
    vault.shred('p1');
    expect(vault.openFor('p1', sealed)).toBeUndefined();
    const reopened = new SecretVault(db, loadMasterKey(dir));
    expect(reopened.openFor('p1', sealed)).toBeUndefined();
    expect(reopened.isShredded('p1')).toBe(true);
  });

  it('refuses to seal for a person whose key was shredded, so no fresh key brings them back', () => {
    const sealed = vault.sealFor('t-gone', 'Ada Lovelace');
    vault.shred('t-gone');
    expect(vault.openFor('t-gone', sealed)).toBeUndefined();
    expect(() => vault.sealFor('t-gone', 'Ada again')).toThrow(PersonShreddedError);
    expect(vault.isShredded('t-gone')).toBe(true);
  });

  it('answers a plain value that only looks sealed as it stands', () => {
    vault.sealFor('t-legacy', 'anything');
    expect(vault.openFor('t-legacy', 'v1.0')).toBe('v1.0');
    expect(vault.openFor('t-legacy', 'v1.Q3-plan')).toBe('v1.Q3-plan');
  });

  // Two API instances on one DATA_DIR: each has its own connection and its own cached keys.
  describe('when another instance deletes the account', () => {
    let otherDb: ReturnType<typeof openSecureDatabase>;
    let clock: number;
    let other: SecretVault;
    beforeEach(() => {
      clock = 1_000_000;
      otherDb = openSecureDatabase(dir);
      other = new SecretVault(otherDb, loadMasterKey(dir), () => clock);
    });
    afterEach(() => otherDb.close());

    it('stops opening and sealing with the cached key within a second, and never makes a new one', () => {
      const sealed = other.sealFor('t-elsewhere', 'Ada Lovelace');
      expect(other.openFor('t-elsewhere', sealed)).toBe('Ada Lovelace');
      vault.shred('t-elsewhere');

      // Until the recheck is due the key is answered from memory, not read again per use.
      clock += 999;
      expect(other.openFor('t-elsewhere', sealed)).toBe('Ada Lovelace');

      clock += 1;
      expect(other.openFor('t-elsewhere', sealed)).toBeUndefined();
      expect(() => other.sealFor('t-elsewhere', 'Ada again')).toThrow(PersonShreddedError);
      expect(other.isShredded('t-elsewhere')).toBe(true);
      const keys = db
        .prepare("SELECT count(*) AS n FROM vault_person_keys WHERE person_id = 't-elsewhere'")
        .get() as { n: number };
      expect(keys.n).toBe(0);
    });
  });
});
