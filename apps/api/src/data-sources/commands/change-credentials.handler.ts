import { randomUUID } from 'node:crypto';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { credentialsDecider, streams } from '@parley/domain';
import type { CredentialsCommand } from '@parley/domain';
import { DeciderExecutor } from '../../event-sourcing/decider-executor';
import { PersonalData } from '../../vault/personal-data';
import { ChangeCredentials } from './change-credentials.command';

@CommandHandler(ChangeCredentials)
export class ChangeCredentialsHandler implements ICommandHandler<ChangeCredentials> {
  constructor(
    private readonly executor: DeciderExecutor,
    private readonly personalData: PersonalData,
  ) {}

  async execute({ tenantId, change }: ChangeCredentials) {
    const command = {
      ...change,
      metadata: {
        tenantId,
        userId: tenantId,
        commandId: randomUUID(),
        time: new Date().toISOString(),
      },
    } as CredentialsCommand;
    const { events } = await this.executor.execute(
      this.personalData.decider(credentialsDecider, tenantId),
      streams.credentials(tenantId),
      command,
    );
    return { events };
  }
}
