import { Inject, Injectable } from '@nestjs/common';
import type { Decider, DomainCommand, DomainEvent } from '@parley/domain';
import { ApiError } from '../http/api-error';
import { deriveEventId } from '../infrastructure/event-store/event-id';
import {
  DuplicateEventIdError,
  WrongExpectedRevisionError,
} from '../infrastructure/event-store/event-store.errors';
import { EVENT_STORE } from '../infrastructure/event-store/event-store.port';
import type {
  EventStore,
  ExpectedRevision,
  StoredEvent,
} from '../infrastructure/event-store/event-store.port';
import { backoffDelay, sleep } from './jittered-backoff';
import { ReadModelProgress } from './read-model-progress';
import { SnapshotStore } from './snapshot-store';
import { StreamLocks } from './stream-locks';
import { schemaVersionOf, upcast } from './upcasters';

export type ExecuteOptions<S = unknown> = {
  // Re-read and re-decide on a revision conflict. Off for decisions that rest on what the
  // client last saw (a whole layout), so the loser gets a 409 instead of overwriting silently.
  retryOnConflict?: boolean;
  // The stream revision the client's decision rests on (the version it was shown). If the stream
  // is elsewhere, or moves before the append, the command is refused with a 409 naming
  // `staleMessage` and nothing is decided or appended; implies no retry.
  basedOn?: { revision: number; staleMessage: string };
  // True when this decision stays right whatever other commuting commands append meanwhile
  // (counting far from a limit): it is then appended without an expected revision.
  commutes?: (state: S) => boolean;
  // Keep the folded state as a snapshot under this kind (decider and state shape): the next
  // command reads only the events after it. Only for states that are plain JSON.
  snapshot?: string;
};

export type ExecuteResult<E> = { events: E[]; position: number; revision: number };

// With in-process commands on one stream queued (StreamLocks), a conflict means another API
// instance wrote: a few jittered retries settle it.
const MAX_ATTEMPTS = 8;
const SNAPSHOT_AFTER_READING = 20;
const NEEDS_ORDER = Symbol('needs order');

type Loaded<S> = {
  state: S;
  revision: number;
  position: number;
  // The events read (those after the snapshot), to spot a command sent before.
  read: StoredEvent[];
  fromSnapshot: boolean;
};

// Every command handler's one move: load the stream (from its snapshot on), decide, append with
// the expected revision, then wait until the read models have caught up (read your writes).
@Injectable()
export class DeciderExecutor {
  private readonly locks = new StreamLocks();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly progress: ReadModelProgress,
    private readonly snapshots: SnapshotStore,
  ) {}

  async execute<C extends DomainCommand, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    stream: string,
    command: C,
    options: ExecuteOptions<S> = {},
  ): Promise<ExecuteResult<E>> {
    const { basedOn, commutes } = options;
    const attempts = options.retryOnConflict === false || basedOn ? 1 : MAX_ATTEMPTS;
    // Queued per stream where a retry would follow a conflict anyway. Whole-layout saves (which
    // must see a concurrent change as a conflict) run freely; so do commuting commands, until
    // the state shows they do not commute (near a limit): then they queue like the rest.
    const queue = async () => {
      const ordered = await this.locks.run(stream, () =>
        this.decideAndAppend(decider, stream, command, options, true),
      );
      if (ordered === NEEDS_ORDER) throw new Error('A queued command cannot ask to be queued');
      return ordered;
    };
    const first =
      attempts > 1 && !commutes
        ? await queue()
        : await this.decideAndAppend(decider, stream, command, options, false);
    const decided = first === NEEDS_ORDER ? await queue() : first;
    this.progress.noteHead(decided.position);
    await this.progress.waitFor(decided.position);
    return decided;
  }

  private async decideAndAppend<C extends DomainCommand, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    stream: string,
    command: C,
    options: ExecuteOptions<S>,
    queued: boolean,
  ): Promise<ExecuteResult<E> | typeof NEEDS_ORDER> {
    const { basedOn, commutes } = options;
    const attempts = options.retryOnConflict === false || basedOn ? 1 : MAX_ATTEMPTS;
    const { commandId, tenantId } = command.metadata;
    for (let attempt = 1; ; attempt++) {
      const loaded = await this.load(decider, stream, options.snapshot, tenantId);
      const earlier = loaded.read.filter((e) => e.metadata.commandId === commandId);
      // The same command sent twice: answer what the first one did, append nothing.
      if (earlier.length > 0) return this.answered<E>(earlier);
      if (basedOn && basedOn.revision !== loaded.revision)
        throw new ApiError(409, basedOn.staleMessage);
      const commuting = !basedOn && commutes?.(loaded.state) === true;
      if (commutes && !commuting && !queued && attempts > 1) return NEEDS_ORDER;
      let events: E[];
      try {
        events = decider.decide(command, loaded.state);
      } catch (refusal) {
        // A command sent again whose first run lies before the snapshot meets its own effect
        // (the card is there already): answer what the first run did instead of refusing.
        const first = loaded.fromSnapshot ? await this.firstRun(stream, commandId) : [];
        if (first.length > 0) return this.answered<E>(first);
        throw refusal;
      }
      if (events.length === 0)
        return { events, position: loaded.position, revision: loaded.revision };
      const expectedRevision: ExpectedRevision = commuting
        ? 'any'
        : loaded.revision < 0
          ? 'no_stream'
          : loaded.revision;
      try {
        const result = await this.store.append(
          stream,
          events.map((event, index) => ({
            id: deriveEventId(commandId, index),
            type: event.type,
            data: event.data as Record<string, unknown>,
            metadata: { ...command.metadata, schemaVersion: schemaVersionOf(event.type) },
          })),
          { expectedRevision },
        );
        // Only a state nobody else appended into meanwhile may be kept as the snapshot.
        if (options.snapshot && result.nextRevision === loaded.revision + events.length)
          await this.snapshots.save(stream, options.snapshot, tenantId, {
            state: events.reduce(decider.evolve, loaded.state),
            revision: result.nextRevision,
            position: result.position,
          });
        return { events, position: result.position, revision: result.nextRevision };
      } catch (error) {
        if (error instanceof DuplicateEventIdError) {
          // Appended before the snapshot this attempt read from: find what it did.
          const first = await this.firstRun(stream, commandId);
          if (first.length > 0) return this.answered<E>(first);
          throw error;
        }
        if (!(error instanceof WrongExpectedRevisionError)) {
          await this.settleUnacknowledged(stream, loaded.revision, commandId);
          throw error;
        }
        if (attempt >= attempts)
          throw new ApiError(409, basedOn?.staleMessage ?? 'errors.conflict');
        await sleep(backoffDelay(attempt));
      }
    }
  }

  // The stream's current state, from its snapshot on (a read that decides nothing).
  async current<C, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    stream: string,
    snapshot?: string,
  ): Promise<{ state: S; revision: number }> {
    const { state, revision } = await this.load(decider, stream, snapshot, undefined);
    return { state, revision };
  }

  private async load<C, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    stream: string,
    kind: string | undefined,
    tenantId: string | undefined,
  ): Promise<Loaded<S>> {
    const snapshot = kind ? await this.snapshots.load<S>(stream, kind) : undefined;
    const read = await this.store.readStream(stream, {
      fromRevision: snapshot ? snapshot.revision + 1 : 0,
    });
    const state = read.reduce(
      (folded, event) => decider.evolve(folded, upcast(event) as E),
      snapshot?.state ?? decider.initialState,
    );
    const last = read.at(-1);
    // Commuting appends interleave, so the state after one's own append is seldom known: the
    // state just read is, and keeping it bounds the next read under sustained load too.
    if (kind && tenantId && last && read.length >= SNAPSHOT_AFTER_READING)
      await this.snapshots.save(stream, kind, tenantId, {
        state,
        revision: last.revision,
        position: last.position,
      });
    return {
      state,
      revision: last?.revision ?? snapshot?.revision ?? -1,
      position: last?.position ?? snapshot?.position ?? 0,
      read,
      fromSnapshot: snapshot !== undefined,
    };
  }

  // An append that failed may still have landed (only its answer was lost): the read models
  // then catch up with it before the error goes out, so the next read shows what is true.
  private async settleUnacknowledged(stream: string, after: number, commandId: string) {
    try {
      const landed = (await this.store.readStream(stream, { fromRevision: after + 1 })).filter(
        (e) => e.metadata.commandId === commandId,
      );
      const last = landed.at(-1);
      if (last) await this.progress.waitFor(last.position);
    } catch {
      // The store itself failing: the original error says more.
    }
  }

  // The rare path: the whole stream, for the events a command appended before a snapshot.
  private async firstRun(stream: string, commandId: string): Promise<StoredEvent[]> {
    const all = await this.store.readStream(stream);
    return all.filter((e) => e.metadata.commandId === commandId);
  }

  private answered<E>(stored: StoredEvent[]): ExecuteResult<E> {
    const last = stored[stored.length - 1];
    return {
      events: stored.map((e) => upcast(e) as E),
      position: last.position,
      revision: last.revision,
    };
  }
}
