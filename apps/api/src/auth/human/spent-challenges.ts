import { Inject, Injectable } from '@nestjs/common';
import { SECURE_DATABASE } from '../../vault/secure-database';
import type { SecureDatabase } from '../../vault/secure-database';

/**
 * The nonces of solved challenges already used, in secure.sqlite beside sessions and one-time
 * links: every API process on the same data directory sees them, so a solution replayed against
 * another instance is refused too. A nonce is kept until its challenge would have expired anyway.
 */
@Injectable()
export class SpentChallenges {
  private readonly statements;

  constructor(@Inject(SECURE_DATABASE) db: SecureDatabase) {
    db.exec(`CREATE TABLE IF NOT EXISTS spent_challenges (
      nonce TEXT PRIMARY KEY, expires_at INTEGER NOT NULL) WITHOUT ROWID`);
    this.statements = {
      spend: db.prepare('INSERT OR IGNORE INTO spent_challenges (nonce, expires_at) VALUES (?, ?)'),
      purge: db.prepare('DELETE FROM spent_challenges WHERE expires_at < ?'),
    };
  }

  /** True the first time a nonce is spent, false on every later try (here or in another process). */
  spend(nonce: string, expiresAtMs: number, nowMs = Date.now()): boolean {
    this.statements.purge.run(nowMs);
    return this.statements.spend.run(nonce, Math.max(expiresAtMs, nowMs)).changes === 1;
  }
}
