import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { loadConfig } from '../../config/app-config';
import { loadMasterKey } from '../../vault/master-key';
import { SecretVault } from '../../vault/secret-vault';
import { openSecureDatabase } from '../../vault/secure-database';
import type { SecureDatabase } from '../../vault/secure-database';
import { AUTH_TEST_ENV } from '../testing/auth-test-kit';
import { HumanCheck } from './human-check';
import { SpentChallenges } from './spent-challenges';

// Two API processes on one data directory, each with its own connection to secure.sqlite.
describe('human check across API instances', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-human-'));
  const config = loadConfig({ ...AUTH_TEST_ENV, DATA_DIR: dataDir });
  const databases: SecureDatabase[] = [];
  const instance = () => {
    const db = openSecureDatabase(dataDir);
    databases.push(db);
    return new HumanCheck(
      config,
      new SecretVault(db, loadMasterKey(dataDir)),
      new SpentChallenges(db),
    );
  };
  afterAll(() => {
    for (const db of databases) db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const solvedBy = async (check: HumanCheck) => {
    const challenge = await check.challenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };

  it('accepts a solved challenge once, on whichever instance it is first shown to', async () => {
    const a = instance();
    const b = instance();
    const token = await solvedBy(a);
    await expect(b.verify(token)).resolves.toBeUndefined();
    await expect(a.verify(token)).rejects.toMatchObject({
      status: 403,
      messageKey: 'human_check.failed',
    });
    await expect(b.verify(token)).rejects.toMatchObject({
      status: 403,
      messageKey: 'human_check.failed',
    });
    await expect(a.verify(await solvedBy(b))).resolves.toBeUndefined();
  });

  it('refuses a token that is not a solved challenge of this server', async () => {
    const a = instance();
    await expect(a.verify('')).rejects.toMatchObject({
      status: 403,
      messageKey: 'human_check.failed',
    });
    await expect(a.verify(Buffer.from('{"nope":1}').toString('base64'))).rejects.toMatchObject({
      status: 403,
      messageKey: 'human_check.failed',
    });
  });

  it('forgets spent nonces only after their challenge has expired', () => {
    const db = openSecureDatabase(dataDir);
    databases.push(db);
    const spent = new SpentChallenges(db);
    expect(spent.spend('n-1', 2_000, 1_000)).toBe(true);
    expect(spent.spend('n-1', 2_000, 1_500)).toBe(false);
    expect(spent.spend('n-1', 4_000, 2_500)).toBe(true);
  });
});
