import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { SecretVault } from '../vault/secret-vault';
import { SECURE_DATABASE } from '../vault/secure-database';
import type { SecureDatabase } from '../vault/secure-database';

/**
 * Who is who: e-mail address → tenant and Google subject → tenant. Keys are keyed hashes, so
 * the table reveals no address; deleting an account deletes its rows.
 */
@Injectable()
export class TenantDirectory {
  private readonly key: Buffer;
  private readonly statements;

  constructor(@Inject(SECURE_DATABASE) db: SecureDatabase, vault: SecretVault) {
    this.key = vault.deriveKey('tenant-directory');
    db.exec(
      'CREATE TABLE IF NOT EXISTS tenant_directory (lookup TEXT PRIMARY KEY, tenant_id TEXT NOT NULL)',
    );
    this.statements = {
      find: db.prepare<[string], { tenant_id: string }>(
        'SELECT tenant_id FROM tenant_directory WHERE lookup = ?',
      ),
      claim: db.prepare(
        'INSERT INTO tenant_directory (lookup, tenant_id) VALUES (?, ?) ON CONFLICT DO NOTHING',
      ),
      forget: db.prepare('DELETE FROM tenant_directory WHERE tenant_id = ?'),
    };
  }

  private lookup(kind: string, value: string): string {
    return createHmac('sha256', this.key)
      .update(`${kind}:${value.trim().toLowerCase()}`)
      .digest('base64url');
  }

  byEmail(email: string): string | undefined {
    return this.statements.find.get(this.lookup('email', email))?.tenant_id;
  }

  byExternalId(provider: string, subject: string): string | undefined {
    return this.statements.find.get(this.lookup(provider, subject))?.tenant_id;
  }

  /** False when the address already belongs to someone. */
  claimEmail(email: string, tenantId: string): boolean {
    return this.statements.claim.run(this.lookup('email', email), tenantId).changes === 1;
  }

  linkExternalId(provider: string, subject: string, tenantId: string): void {
    this.statements.claim.run(this.lookup(provider, subject), tenantId);
  }

  forget(tenantId: string): void {
    this.statements.forget.run(tenantId);
  }
}
