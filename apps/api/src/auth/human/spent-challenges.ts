import { Inject, Injectable } from '@nestjs/common';
import { SECURE_DATABASE, secureDialect } from '../../vault/secure-database';
import type { SecureDatabase } from '../../vault/secure-database';

/**
 * The nonces of solved challenges already used, in the secure store beside sessions and one-time
 * links: every API instance sees them, so a solution replayed against another instance is refused
 * too. A nonce is kept until its challenge would have expired anyway.
 */
@Injectable()
export class SpentChallenges {
  private readonly statements;

  constructor(@Inject(SECURE_DATABASE) db: SecureDatabase) {
    const withoutRowid = secureDialect(db) === 'sqlite' ? ' WITHOUT ROWID' : '';
    db.exec(`CREATE TABLE IF NOT EXISTS spent_challenges (
      nonce TEXT PRIMARY KEY, expires_at BIGINT NOT NULL)${withoutRowid}`);
    this.statements = {
      spend: db.prepare(
        'INSERT INTO spent_challenges (nonce, expires_at) VALUES (?, ?) ON CONFLICT DO NOTHING',
      ),
      purge: db.prepare('DELETE FROM spent_challenges WHERE expires_at < ?'),
    };
  }

  /** True the first time a nonce is spent, false on every later try (here or in another process). */
  spend(nonce: string, expiresAtMs: number, nowMs = Date.now()): boolean {
    this.statements.purge.run(nowMs);
    return this.statements.spend.run(nonce, Math.max(expiresAtMs, nowMs)).changes === 1;
  }
}
