import { Inject, Logger } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { collectionDecider, decideCardMove, streams } from '@parley/domain';
import type { CollectionState, CommandMetadata } from '@parley/domain';
import { DeciderExecutor } from '../event-sourcing/decider-executor';
import { newRequestId } from '../event-sourcing/idempotency/request-ids';
import { EVENT_STORE } from '../infrastructure/event-store/event-store.port';
import type { EventStore } from '../infrastructure/event-store/event-store.port';
import { PersonalData } from '../vault/personal-data';
import { COLLECTION_SNAPSHOT } from './change-collection.handler';
import { MoveCard } from './move-card.command';

// A move spans two streams. Both sides decide first (a 409 or a full target changes nothing);
// then the card goes into the target, then out of the source, each re-decided on its latest state.
// In first: should the second step fail, the card was never lost, and taking it out of the target
// again (compensation) leaves it in exactly one place; the caller gets the second step's error.
const snapshot = { snapshot: COLLECTION_SNAPSHOT };

@CommandHandler(MoveCard)
export class MoveCardHandler implements ICommandHandler<MoveCard> {
  private readonly logger = new Logger(MoveCardHandler.name);

  constructor(
    private readonly executor: DeciderExecutor,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly personalData: PersonalData,
  ) {}

  async execute({ input }: MoveCard) {
    const decider = this.personalData.decider(collectionDecider, input.tenantId);
    const metadata = (): CommandMetadata => ({
      tenantId: input.tenantId,
      userId: input.userId,
      commandId: newRequestId(),
      time: new Date().toISOString(),
    });
    const [source, target] = await Promise.all([
      this.load(decider, input.fromCollectionId),
      this.load(decider, input.toCollectionId),
    ]);
    const move = { cardId: input.cardId, toCollectionId: input.toCollectionId, plan: input.plan };
    decideCardMove(move, metadata(), source, target);
    const card =
      source.status === 'active' ? source.cards.find((c) => c.id === input.cardId) : undefined;
    if (!card) return { cardId: input.cardId, toCollectionId: input.toCollectionId };
    await this.executor.execute(
      decider,
      streams.collection(input.toCollectionId),
      {
        type: 'MoveCardIn',
        data: { card, fromCollectionId: input.fromCollectionId, plan: input.plan },
        metadata: metadata(),
      },
      snapshot,
    );
    const out = metadata();
    try {
      await this.executor.execute(
        decider,
        streams.collection(input.fromCollectionId),
        {
          type: 'MoveCardOut',
          data: { cardId: input.cardId, toCollectionId: input.toCollectionId },
          metadata: out,
        },
        snapshot,
      );
    } catch (error) {
      // The out-step may have been appended and only the wait for the read models failed:
      // then the move did happen and undoing the in-step would lose the card.
      if (await this.appended(input.fromCollectionId, out.commandId)) throw error;
      await this.executor
        .execute(
          decider,
          streams.collection(input.toCollectionId),
          {
            type: 'RemoveCard',
            data: { cardId: input.cardId },
            metadata: metadata(),
          },
          snapshot,
        )
        .catch((undo: unknown) =>
          // Nothing more to do in-process: the card now sits in both collections until removed.
          this.logger.error(
            `card ${input.cardId} could not be taken out of ${input.toCollectionId} again`,
            undo instanceof Error ? undo.stack : String(undo),
          ),
        );
      throw error;
    }
    return { cardId: input.cardId, toCollectionId: input.toCollectionId };
  }

  private async appended(collectionId: string, commandId: string): Promise<boolean> {
    const history = await this.store.readStream(streams.collection(collectionId));
    return history.some((event) => event.metadata.commandId === commandId);
  }

  private async load(
    decider: typeof collectionDecider,
    collectionId: string,
  ): Promise<CollectionState> {
    const stream = streams.collection(collectionId);
    return (await this.executor.current(decider, stream, COLLECTION_SNAPSHOT)).state;
  }
}
