import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// PARLEY_SECRET_KEY wins: 64 hex characters are the key itself, any other text is hashed into
// one. Without it a key is generated once into DATA_DIR, readable by the owner only.
export function loadMasterKey(dataDir: string, secretKey?: string): Buffer {
  if (secretKey) {
    return /^[0-9a-f]{64}$/i.test(secretKey)
      ? Buffer.from(secretKey, 'hex')
      : createHash('sha256').update(`parley-master-key:${secretKey}`).digest();
  }
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  const key = randomBytes(32);
  // 'wx' fails if another process created the file in the meantime; then its key is the one.
  try {
    writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
    return key;
  } catch {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  }
}
