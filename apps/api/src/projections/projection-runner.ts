import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DOCUMENT_STORE } from '../infrastructure/document-store/document-store.port';
import type { DocumentStore } from '../infrastructure/document-store/document-store.port';
import { EVENT_STORE } from '../infrastructure/event-store/event-store.port';
import type {
  EventStore,
  StoredEvent,
  Subscription,
} from '../infrastructure/event-store/event-store.port';
import { backoffDelay, sleep } from '../event-sourcing/jittered-backoff';
import { ReadModelProgress } from '../event-sourcing/read-model-progress';
import { SNAPSHOTS, SnapshotStore } from '../event-sourcing/snapshot-store';
import { UnreadableEventError } from '../event-sourcing/upcasters';
import { PersonalData } from '../vault/personal-data';
import { applyEvent, CHECKPOINTS, readCheckpoint } from './apply-event';
import { PARKED, parkEvent } from './parked-events';
import type { ParkedEvent } from './parked-events';
import { PROJECTIONS } from './projection';
import type { OpenPersonalData, Projection } from './projection';
import { LocalProjectionLease, PROJECTION_LEASE } from './projection-lease';
import type { HeldLease, ProjectionLease } from './projection-lease';

const CATCH_UP_PAGE = 500;
// A follower behind the log reads the shared checkpoint this often until it has caught up.
const FOLLOW_POLL_MS = 10;
// An event that keeps failing this many times (about a second of backoff) is parked.
const ATTEMPTS = 6;
// How many parked positions /health names (the count covers them all).
const NAMED_PARKED = 20;
// How long `npm run rebuild` waits for the lease before naming the instance that holds it.
const REBUILD_LEASE_WAIT_MS = 5000;
// After the store failed under the leader (a server restart), the next try to lead.
const RELEAD_AFTER_MS = 1000;

// Where a parked event is and what kind of failure parked it, never its data.
export type ParkedSummary = {
  position: number;
  type: string;
  reason: 'unreadable' | 'projection failed';
};

export type ProjectionStatus = {
  running: boolean;
  /** Leader: this instance applies events. Follower: another does; this one reads the checkpoint. */
  role: 'leader' | 'follower' | 'stopped';
  parked: number;
  parkedEvents: ParkedSummary[];
  lastError?: { position: number; type: string; message: string };
};

// Feeds the global log to the projections from the stored checkpoint. After a crash it resumes
// where the last committed event left off; `rebuild()` drops the read models and replays.
// A failing event is retried with backoff, then parked with its error so the rest go on.
// With several instances only the holder of the projection lease applies events; the others
// follow the shared checkpoint (so a command's reply still waits for its read models) and take
// the lease over when its holder goes.
@Injectable()
export class ProjectionRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ProjectionRunner.name);
  private subscription?: Subscription;
  private running = false;
  // True while this instance holds the lease and applies events.
  private leading = false;
  private halt = new AbortController();
  private loop?: Promise<void>;
  private leaderFailed?: (error: unknown) => void;
  private term = 0;
  private catchingUp?: Promise<void>;
  private readonly openPersonalData: OpenPersonalData;
  private parked = 0;
  private parkedEvents: ParkedSummary[] = [];
  private lastError?: ProjectionStatus['lastError'];
  // Live events gather here and are applied a page per transaction (one commit for many).
  private live: StoredEvent[] = [];
  private draining?: Promise<void>;

  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(PROJECTIONS) private readonly projections: Projection[],
    private readonly progress: ReadModelProgress,
    personalData: PersonalData,
    @Optional() private readonly snapshots?: SnapshotStore,
    @Optional() @Inject(PROJECTION_LEASE) lease?: ProjectionLease,
  ) {
    this.openPersonalData = (event) => personalData.open(event, event.tenantId);
    this.lease = lease ?? new LocalProjectionLease();
  }

  private readonly lease: ProjectionLease;

  async onApplicationBootstrap(): Promise<void> {
    await this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
    await this.lease.close();
  }

  get status(): ProjectionStatus {
    return {
      running: this.running,
      role: !this.running ? 'stopped' : this.leading ? 'leader' : 'follower',
      parked: this.parked,
      parkedEvents: [...this.parkedEvents],
      lastError: this.lastError,
    };
  }

  // Catching up runs in the background, page by page (one transaction each), yielding to the
  // event loop between pages so the API serves requests while a long log is projected.
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.halt = new AbortController();
    const parked = this.documents.collection<ParkedEvent>(PARKED);
    this.parked = await parked.count();
    this.parkedEvents = (await parked.find({}, { sort: { position: 1 }, limit: NAMED_PARKED })).map(
      summarise,
    );
    this.loop = this.leadOrFollow(this.halt.signal).catch((error: unknown) => {
      this.running = false;
      this.logger.error({ err: error }, 'Projections stopped');
    });
  }

  async stop(): Promise<void> {
    this.running = false;
    this.halt.abort();
    await this.loop;
  }

  private async leadOrFollow(halt: AbortSignal): Promise<void> {
    while (!halt.aborted) {
      const follower = this.follow();
      let lease: HeldLease | undefined;
      try {
        lease = await this.lease.acquire(halt);
      } finally {
        await follower.close();
      }
      if (!lease) return;
      const failed = new Promise<unknown>((resolve) => (this.leaderFailed = resolve));
      const lost = lease.lost.then(() => 'lost' as const);
      const term = (this.term += 1);
      this.leading = true;
      // Only this term's lease: a released one ends its connection after the next term began.
      void lost.then(() => (this.term === term ? (this.leading = false) : undefined));
      try {
        this.catchingUp = this.catchUpThenFollow();
        const ended = await Promise.race([
          this.catchingUp.then(() => Promise.race([failed, lost, aborted(halt)])),
          failed,
          lost,
        ]);
        if (ended === 'lost') this.logger.warn('Projection lease lost; following again');
        else if (ended !== 'halt')
          this.logger.error({ err: ended }, 'Projections failed; leading again shortly');
      } catch (error) {
        // Only the store itself failing gets here (every event's own failure is parked).
        this.logger.error({ err: error }, 'Projections failed; leading again shortly');
      } finally {
        await this.stopLeading();
        await lease.release();
      }
      if (!halt.aborted) await sleep(RELEAD_AFTER_MS);
    }
  }

  private async stopLeading(): Promise<void> {
    this.leading = false;
    this.term += 1;
    await this.catchingUp?.catch(() => undefined);
    const subscription = this.subscription;
    this.subscription = undefined;
    await subscription?.close();
    await this.draining;
    this.leaderFailed = undefined;
  }

  /**
   * While another instance leads: every event appended anywhere wakes a read of the shared
   * checkpoint, until it has caught up with the log, so waiting replies on this instance return.
   */
  private follow(): { close(): Promise<void> } {
    let closed = false;
    let dirty = false;
    let polling: Promise<void> | undefined;
    let subscription: Subscription | undefined;
    const poll = async (): Promise<void> => {
      try {
        while (!closed) {
          dirty = false;
          this.progress.advance(await readCheckpoint(this.documents));
          if (this.progress.lag.behind > 0) await sleep(FOLLOW_POLL_MS);
          else if (!dirty) break;
        }
      } catch (error) {
        this.logger.warn({ err: error }, 'Could not read the projections checkpoint');
      } finally {
        polling = undefined;
      }
    };
    const wake = (): void => {
      dirty = true;
      polling ??= poll();
    };
    const started = readCheckpoint(this.documents).then(
      (from) => {
        this.progress.advance(from);
        if (closed) return;
        subscription = this.events.subscribeToAll({ fromPosition: from }, (event) => {
          this.progress.noteHead(event.position);
          wake();
        });
      },
      (error: unknown) => this.logger.warn({ err: error }, 'Could not follow the projections'),
    );
    return {
      close: async () => {
        closed = true;
        await started;
        await subscription?.close();
        await polling;
      },
    };
  }

  // Parked events are replayed too: the read models are dropped and built from the first event.
  // With shared stores the rebuild holds the projection lease, so no instance projects meanwhile.
  async rebuild(): Promise<number> {
    await this.stop();
    const lease = await this.lease.acquire(AbortSignal.timeout(REBUILD_LEASE_WAIT_MS));
    if (!lease) {
      const holder = await this.lease.describeHolder().catch(() => undefined);
      throw new Error(
        `Another instance runs the projections${holder ? ` (${holder})` : ''}: stop the API instances before a rebuild`,
      );
    }
    let position: number;
    try {
      const collections = new Set([
        CHECKPOINTS,
        PARKED,
        SNAPSHOTS,
        ...this.projections.map((p) => p.collection),
      ]);
      for (const name of collections) await this.documents.collection(name).drop();
      this.parked = 0;
      this.parkedEvents = [];
      this.lastError = undefined;
      position = await this.catchUp(() => true);
    } finally {
      await lease.release();
    }
    await this.start();
    return position;
  }

  private async catchUpThenFollow(): Promise<void> {
    const from = await this.catchUp(() => this.leading && !this.halt.signal.aborted);
    if (!this.leading) return;
    this.subscription = this.events.subscribeToAll({ fromPosition: from }, (event) =>
      this.gather(event),
    );
    void this.subscription.ended.then((end) => {
      if (end.reason === 'failed') this.leaderFailed?.(end.error);
    });
  }

  private async catchUp(proceed: () => boolean): Promise<number> {
    let from = await readCheckpoint(this.documents);
    this.progress.advance(from);
    while (proceed()) {
      const page = await this.events.readAll({ fromPosition: from, limit: CATCH_UP_PAGE });
      if (page.length === 0) break;
      await this.applyPage(page);
      from = page[page.length - 1].position;
      await new Promise((resolve) => setImmediate(resolve));
    }
    return from;
  }

  // The subscription waits for this handler only when a page's worth is pending (back-pressure).
  private gather(event: StoredEvent): Promise<void> | undefined {
    this.progress.noteHead(event.position);
    this.live.push(event);
    this.draining ??= this.drain();
    return this.live.length >= CATCH_UP_PAGE ? this.draining : undefined;
  }

  private async drain(): Promise<void> {
    try {
      // Events appended in the same turn arrive together: one transaction takes them all.
      await new Promise((resolve) => setImmediate(resolve));
      while (this.live.length > 0) await this.applyPage(this.live.splice(0, CATCH_UP_PAGE));
    } catch (error) {
      // Only the store itself failing gets here (every event's own failure is parked): the
      // leader steps down and leads again from the committed checkpoint.
      this.live = [];
      this.leaderFailed?.(error);
    } finally {
      this.draining = undefined;
    }
  }

  private async applyPage(page: StoredEvent[]): Promise<void> {
    this.progress.noteHead(page[page.length - 1].position);
    try {
      await this.documents.transaction(async (session) => {
        for (const event of page)
          await applyEvent(session, this.projections, event, this.openPersonalData);
      });
      for (const event of page) this.forgetOnDeletion(event);
    } catch {
      // One event of the page failed: go one by one, so only that one is retried and parked.
      for (const event of page) await this.applyOne(event);
    }
    this.progress.advance(page[page.length - 1].position);
  }

  private async applyOne(event: StoredEvent): Promise<void> {
    this.progress.noteHead(event.position);
    for (let attempt = 1; ; attempt++) {
      try {
        await this.documents.transaction((session) =>
          applyEvent(session, this.projections, event, this.openPersonalData),
        );
        this.forgetOnDeletion(event);
        break;
      } catch (error) {
        // A row that cannot be decoded or does not fit its shape fails the same way every time.
        if (attempt < ATTEMPTS && !(error instanceof UnreadableEventError)) {
          await sleep(backoffDelay(attempt + 4));
          continue;
        }
        // A store that cannot be reached (a server restart) is no fault of the event: the
        // leader steps down and resumes from the checkpoint, nothing is parked.
        await readCheckpoint(this.documents);
        await this.park(event, error);
        break;
      }
    }
    this.progress.advance(event.position);
  }

  private async park(event: StoredEvent, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    this.logger.error(
      { err: error, position: event.position, type: event.type, stream: event.stream },
      'Projection event parked',
    );
    const reason = error instanceof UnreadableEventError ? 'unreadable' : 'projection failed';
    await this.documents.transaction((session) => parkEvent(session, event, message, reason));
    this.parked += 1;
    if (this.parkedEvents.length < NAMED_PARKED)
      this.parkedEvents.push({ position: event.position, type: event.type, reason });
    this.lastError = { position: event.position, type: event.type, message };
  }

  private forgetOnDeletion(event: StoredEvent): void {
    const tenantId = event.metadata.tenantId;
    if (event.type === 'AccountDeleted' && typeof tenantId === 'string')
      this.snapshots?.forget(tenantId);
  }
}

function aborted(signal: AbortSignal): Promise<'halt'> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve('halt');
    signal.addEventListener('abort', () => resolve('halt'), { once: true });
  });
}

function summarise({ position, type, reason }: ParkedEvent): ParkedSummary {
  return { position, type, reason: reason ?? 'projection failed' };
}
