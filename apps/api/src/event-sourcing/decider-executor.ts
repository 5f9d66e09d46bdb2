import { Inject, Injectable } from '@nestjs/common';
import { fold } from '@parley/domain';
import type { Decider, DomainCommand, DomainEvent } from '@parley/domain';
import { ApiError } from '../http/api-error';
import { deriveEventId } from '../infrastructure/event-store/event-id';
import { WrongExpectedRevisionError } from '../infrastructure/event-store/event-store.errors';
import { EVENT_STORE } from '../infrastructure/event-store/event-store.port';
import type { EventStore, StoredEvent } from '../infrastructure/event-store/event-store.port';
import { ReadModelProgress } from './read-model-progress';
import { CURRENT_SCHEMA_VERSION, upcast } from './upcasters';

export type ExecuteOptions = {
  // Re-read and re-decide on a revision conflict. Off for decisions that rest on what the
  // client last saw (a whole layout), so the loser gets a 409 instead of overwriting silently.
  retryOnConflict?: boolean;
  // The stream revision the client's decision rests on (the version it was shown). If the stream
  // is elsewhere, or moves before the append, the command is refused with a 409 naming
  // `staleMessage` and nothing is decided or appended; implies no retry.
  basedOn?: { revision: number; staleMessage: string };
};

export type ExecuteResult<E> = { events: E[]; position: number; revision: number };

const MAX_ATTEMPTS = 5;

// Every command handler's one move: load the stream, decide, append with the expected revision,
// then wait until the read models have caught up (read your writes).
@Injectable()
export class DeciderExecutor {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly progress: ReadModelProgress,
  ) {}

  async execute<C extends DomainCommand, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    stream: string,
    command: C,
    options: ExecuteOptions = {},
  ): Promise<ExecuteResult<E>> {
    const { basedOn } = options;
    const attempts = options.retryOnConflict === false || basedOn ? 1 : MAX_ATTEMPTS;
    for (let attempt = 1; ; attempt++) {
      const history = await this.store.readStream(stream);
      const earlier = history.filter((e) => e.metadata.commandId === command.metadata.commandId);
      // The same command sent twice: answer what the first one did, append nothing.
      if (earlier.length > 0)
        return this.settle(
          earlier.map((e) => upcast(e) as E),
          earlier,
        );
      const last = history.at(-1);
      if (basedOn && basedOn.revision !== (last?.revision ?? -1))
        throw new ApiError(409, basedOn.staleMessage);
      const state = fold(
        decider,
        history.map((e) => upcast(e) as E),
      );
      const events = decider.decide(command, state);
      if (events.length === 0) {
        return { events, position: last?.position ?? 0, revision: last?.revision ?? -1 };
      }
      try {
        const result = await this.store.append(
          stream,
          events.map((event, index) => ({
            id: deriveEventId(command.metadata.commandId, index),
            type: event.type,
            data: event.data as Record<string, unknown>,
            metadata: { ...command.metadata, schemaVersion: CURRENT_SCHEMA_VERSION },
          })),
          { expectedRevision: last ? last.revision : 'no_stream' },
        );
        await this.progress.waitFor(result.position);
        return { events, position: result.position, revision: result.nextRevision };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        if (attempt >= attempts)
          throw new ApiError(409, basedOn?.staleMessage ?? 'errors.conflict');
      }
    }
  }

  private async settle<E>(events: E[], stored: StoredEvent[]): Promise<ExecuteResult<E>> {
    const last = stored[stored.length - 1];
    await this.progress.waitFor(last.position);
    return { events, position: last.position, revision: last.revision };
  }
}
