import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PersistedTokenStore } from './token-store';

describe('persisted token store', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'bot-tokens-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps links across a restart, sealed on disk', () => {
    const first = new PersistedTokenStore(dir);
    first.set('aad-ada', {
      accessToken: 'access-secret-1',
      refreshToken: 'refresh-secret-1',
      expiresAt: 123,
    });
    first.set('aad-bob', { accessToken: 'access-secret-2', expiresAt: 456 });
    first.delete('aad-bob');
    const sealed = readFileSync(join(dir, 'token-store.bin'));
    expect(sealed.toString('latin1')).not.toContain('secret');
    expect(statSync(join(dir, 'token-store.key')).mode & 0o777).toBe(0o600);

    const restarted = new PersistedTokenStore(dir);
    expect(restarted.get('aad-ada')).toEqual({
      accessToken: 'access-secret-1',
      refreshToken: 'refresh-secret-1',
      expiresAt: 123,
    });
    expect(restarted.get('aad-bob')).toBeUndefined();
  });

  it('refuses a tampered file rather than trusting it', () => {
    new PersistedTokenStore(dir).set('aad-ada', { accessToken: 'a', expiresAt: 1 });
    const file = join(dir, 'token-store.bin');
    const sealed = readFileSync(file);
    sealed[sealed.length - 1] = (sealed[sealed.length - 1] ?? 0) ^ 1;
    writeFileSync(file, sealed);
    expect(() => new PersistedTokenStore(dir)).toThrow();
  });
});
