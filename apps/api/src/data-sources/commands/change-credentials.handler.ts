import { randomUUID } from 'node:crypto';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { streams } from '@parley/domain';
import type { CredentialsCommand } from '@parley/domain';
import { DeciderExecutor } from '../../event-sourcing/decider-executor';
import { SecretVault } from '../../vault/secret-vault';
import { sealedCredentialsDecider } from '../sealed-credentials-decider';
import { ChangeCredentials } from './change-credentials.command';

@CommandHandler(ChangeCredentials)
export class ChangeCredentialsHandler implements ICommandHandler<ChangeCredentials> {
  constructor(
    private readonly executor: DeciderExecutor,
    private readonly vault: SecretVault,
  ) {}

  async execute({ tenantId, change }: ChangeCredentials) {
    const command = {
      ...change,
      metadata: { tenantId, userId: tenantId, commandId: randomUUID(), time: new Date().toISOString() },
    } as CredentialsCommand;
    const { events } = await this.executor.execute(sealedCredentialsDecider(this.vault, tenantId), streams.credentials(tenantId), command);
    return { events };
  }
}
