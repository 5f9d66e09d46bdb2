import { Inject, Injectable } from '@nestjs/common';
import { credentialsMap, findConnection, initialCredentialsState } from '@parley/domain';
import type { Connection, CredentialUser, CredentialsMap, CredentialsState } from '@parley/domain';
import { DOCUMENT_STORE } from '../infrastructure/document-store/document-store.port';
import type { DocumentStore } from '../infrastructure/document-store/document-store.port';
import { SecretVault, isSealed } from '../vault/secret-vault';
import type { CredentialsDocument, DefaultSource } from './projections/credentials.projection';

// The read side of credentials, always scoped to one tenant: nothing here takes another's id.
@Injectable()
export class CredentialsReader {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    private readonly vault: SecretVault,
  ) {}

  private async document(tenantId: string): Promise<CredentialsDocument | null> {
    return this.documents
      .collection<CredentialsDocument>('credentials')
      .findOne({ _id: tenantId, tenantId });
  }

  async state(tenantId: string): Promise<CredentialsState> {
    const state = (await this.document(tenantId))?.state ?? initialCredentialsState;
    return {
      ...state,
      connections: state.connections.map((c) => ({
        ...c,
        user: this.openedUser(tenantId, c.user),
        ...(c.name ? { name: this.opened(tenantId, c.name) } : {}),
      })),
    };
  }

  // The read model keeps the provider user's e-mail and name, and a source's display name, sealed
  // as the log has them; only their owner's calls open them.
  private openedUser(tenantId: string, user: CredentialUser | null): CredentialUser | null {
    if (!user) return null;
    return {
      id: user.id,
      email: this.opened(tenantId, user.email),
      name: this.opened(tenantId, user.name),
    };
  }

  private opened(tenantId: string, value: string): string {
    if (!value) return '';
    return isSealed(value) ? (this.vault.openFor(tenantId, value) ?? '') : value;
  }

  async connection(
    tenantId: string,
    type: string,
    datasourceId: string,
  ): Promise<Connection | undefined> {
    return findConnection(await this.state(tenantId), type, datasourceId);
  }

  // Spec §3 credentials map, as the data sources page and GET /auth/tenant show it.
  async map(tenantId: string): Promise<CredentialsMap> {
    return credentialsMap(await this.state(tenantId));
  }

  async defaultSource(tenantId: string): Promise<DefaultSource | null> {
    return (await this.document(tenantId))?.default ?? null;
  }
}
