import { Command } from '@nestjs/cqrs';
import type { CollectionCommand, CollectionEvent } from '@parley/domain';
import type { ExecuteResult } from '../event-sourcing/decider-executor';

type WithoutMetadata<C> = C extends unknown ? Omit<C, 'metadata'> : never;

// What a caller asks of one collection stream; the handler adds who, when and the command id.
export type CollectionChange = WithoutMetadata<CollectionCommand>;

export class ChangeCollection extends Command<ExecuteResult<CollectionEvent>> {
  constructor(
    readonly input: {
      tenantId: string;
      userId: string;
      collectionId: string;
      change: CollectionChange;
      // Off for a whole saved layout: it rests on what the client last saw, so a concurrent
      // change makes it a 409 instead of silently overwriting.
      retryOnConflict?: boolean;
      // The collection version the client decided on, with the 409 message when it is stale.
      basedOn?: { version: number; staleMessage: string };
    },
  ) {
    super();
  }
}
