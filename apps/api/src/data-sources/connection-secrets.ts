import { Injectable } from '@nestjs/common';
import { SecretVault } from '../vault/secret-vault';

// What a connection needs to reach its data (database settings with the password, OAuth tokens)
// lives only in the vault, under the tenant's prefix, so deleting the account deletes it too.
@Injectable()
export class ConnectionSecrets {
  constructor(private readonly vault: SecretVault) {}

  private name(tenantId: string, type: string, datasourceId: string): string {
    return `tenant:${tenantId}:datasource:${type}:${datasourceId}`;
  }

  put<T>(tenantId: string, type: string, datasourceId: string, value: T): void {
    this.vault.putSecret(this.name(tenantId, type, datasourceId), JSON.stringify(value));
  }

  get<T>(tenantId: string, type: string, datasourceId: string): T | undefined {
    const raw = this.vault.getSecret(this.name(tenantId, type, datasourceId));
    return raw === undefined ? undefined : (JSON.parse(raw) as T);
  }

  remove(tenantId: string, type: string, datasourceId: string): void {
    this.vault.deleteSecret(this.name(tenantId, type, datasourceId));
  }
}
