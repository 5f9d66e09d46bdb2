import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type LinkedTokens = { accessToken: string; refreshToken?: string; expiresAt: number };

/** Tokens per Teams user, in memory; `persistedTokenStore` keeps them across restarts. */
export class TokenStore {
  protected readonly tokens = new Map<string, LinkedTokens>();

  get(userKey: string): LinkedTokens | undefined {
    return this.tokens.get(userKey);
  }

  set(userKey: string, tokens: LinkedTokens): void {
    this.tokens.set(userKey, tokens);
    this.changed();
  }

  delete(userKey: string): void {
    if (this.tokens.delete(userKey)) this.changed();
  }

  protected changed(): void {
    // in memory only
  }
}

const KEY_FILE = 'token-store.key';
const DATA_FILE = 'token-store.bin';

/**
 * Tokens sealed with AES-256-GCM in `dir` (key generated once beside them, readable by the owner
 * only), so restarting the bot does not unlink everyone. Written whole, atomically, on each change.
 */
export class PersistedTokenStore extends TokenStore {
  private readonly key: Buffer;

  constructor(private readonly dir: string) {
    super();
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const keyFile = join(dir, KEY_FILE);
    if (!existsSync(keyFile)) writeFileSync(keyFile, randomBytes(32), { mode: 0o600 });
    this.key = readFileSync(keyFile);
    const dataFile = join(dir, DATA_FILE);
    if (existsSync(dataFile)) {
      for (const [user, tokens] of Object.entries(this.open(readFileSync(dataFile))))
        this.tokens.set(user, tokens);
    }
  }

  protected override changed(): void {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([
      cipher.update(JSON.stringify(Object.fromEntries(this.tokens))),
      cipher.final(),
    ]);
    const target = join(this.dir, DATA_FILE);
    writeFileSync(`${target}.tmp`, Buffer.concat([iv, cipher.getAuthTag(), body]), { mode: 0o600 });
    renameSync(`${target}.tmp`, target);
  }

  private open(sealed: Buffer): Record<string, LinkedTokens> {
    const decipher = createDecipheriv('aes-256-gcm', this.key, sealed.subarray(0, 12));
    decipher.setAuthTag(sealed.subarray(12, 28));
    return JSON.parse(
      Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8'),
    ) as Record<string, LinkedTokens>;
  }
}
