import { Command } from '@nestjs/cqrs';
import type { CredentialsCommand, CredentialsEvent } from '@parley/domain';

export type CredentialsChange = {
  [K in CredentialsCommand['type']]: {
    type: K;
    data: Extract<CredentialsCommand, { type: K }>['data'];
  };
}[CredentialsCommand['type']];

// Every change of a tenant's connections (connect, accounts, revoke, activate, defaults).
export class ChangeCredentials extends Command<{ events: CredentialsEvent[] }> {
  constructor(
    readonly tenantId: string,
    readonly change: CredentialsChange,
  ) {
    super();
  }
}
