import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DOCUMENT_STORE } from '../infrastructure/document-store/document-store.port';
import type { DocumentStore } from '../infrastructure/document-store/document-store.port';
import { EVENT_STORE } from '../infrastructure/event-store/event-store.port';
import type { EventStore, StoredEvent, Subscription } from '../infrastructure/event-store/event-store.port';
import { ReadModelProgress } from '../event-sourcing/read-model-progress';
import { applyEvent, CHECKPOINTS, readCheckpoint } from './apply-event';
import { PROJECTIONS } from './projection';
import type { Projection } from './projection';

// Feeds the global log to the projections from the stored checkpoint. After a crash it resumes
// where the last committed event left off; `rebuild()` drops the read models and replays.
@Injectable()
export class ProjectionRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ProjectionRunner.name);
  private subscription?: Subscription;

  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(PROJECTIONS) private readonly projections: Projection[],
    private readonly progress: ReadModelProgress,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  async start(): Promise<void> {
    if (this.subscription) return;
    const from = await readCheckpoint(this.documents);
    this.progress.advance(from);
    this.subscription = this.events.subscribeToAll({ fromPosition: from }, (event) => this.apply(event));
    void this.subscription.ended.then((end) => {
      if (end.reason === 'failed') this.logger.error({ err: end.error }, 'Projection subscription failed');
    });
  }

  async stop(): Promise<void> {
    const subscription = this.subscription;
    this.subscription = undefined;
    await subscription?.close();
  }

  async rebuild(): Promise<number> {
    await this.stop();
    const collections = new Set([CHECKPOINTS, ...this.projections.map((p) => p.collection)]);
    for (const name of collections) await this.documents.collection(name).drop();
    let from = 0;
    for (;;) {
      const batch = await this.events.readAll({ fromPosition: from, limit: 1000 });
      if (batch.length === 0) break;
      await this.documents.transaction(async (session) => {
        for (const event of batch) await applyEvent(session, this.projections, event);
      });
      from = (batch[batch.length - 1]).position;
    }
    this.progress.advance(from);
    await this.start();
    return from;
  }

  private async apply(event: StoredEvent): Promise<void> {
    await this.documents.transaction((session) => applyEvent(session, this.projections, event));
    this.progress.advance(event.position);
  }
}
