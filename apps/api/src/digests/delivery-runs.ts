import { Inject, Injectable } from '@nestjs/common';
import { deliveryRunDecider, digestSettingsDecider, fold, streams } from '@parley/domain';
import type {
  DeliveryRunCommand,
  DeliveryRunState,
  DigestSettings,
  DigestSettingsCommand,
} from '@parley/domain';
import { DeciderExecutor } from '../event-sourcing/decider-executor';
import { upcast } from '../event-sourcing/upcasters';
import { EVENT_STORE } from '../infrastructure/event-store/event-store.port';
import type { EventStore } from '../infrastructure/event-store/event-store.port';
import { PersonalData } from '../vault/personal-data';

type RunCommandInput = Pick<DeliveryRunCommand, 'type' | 'data'>;

// The facts of each run (delivery-{runKey}) and each collection's digest options.
@Injectable()
export class DeliveryRuns {
  constructor(
    private readonly executor: DeciderExecutor,
    private readonly personalData: PersonalData,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async state(runKey: string): Promise<DeliveryRunState> {
    const events = await this.store.readStream(streams.delivery(runKey));
    return fold(
      deliveryRunDecider,
      events.map((event) => upcast(event) as never),
    );
  }

  /** Appends the run's fact once: the command id is the run's, so a retry appends nothing. */
  async record(tenantId: string, input: RunCommandInput, time: Date): Promise<boolean> {
    const { events } = await this.executor.execute(
      this.personalData.decider(deliveryRunDecider, tenantId),
      streams.delivery(input.data.runKey),
      {
        ...input,
        metadata: {
          tenantId,
          userId: tenantId,
          commandId: `${input.data.runKey}/${input.type}`,
          time: time.toISOString(),
        },
      } as DeliveryRunCommand,
    );
    return events.length > 0;
  }

  async settings(collectionId: string): Promise<DigestSettings> {
    const events = await this.store.readStream(streams.digestSettings(collectionId));
    return fold(
      digestSettingsDecider,
      events.map((event) => upcast(event) as never),
    );
  }

  async changeSettings(
    tenantId: string,
    data: DigestSettingsCommand['data'],
    commandId: string,
    time: Date,
  ): Promise<DigestSettings> {
    await this.executor.execute(digestSettingsDecider, streams.digestSettings(data.collectionId), {
      type: 'ChangeDigestSettings',
      data,
      metadata: { tenantId, userId: tenantId, commandId, time: time.toISOString() },
    });
    return this.settings(data.collectionId);
  }
}
