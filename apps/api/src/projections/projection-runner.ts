import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DOCUMENT_STORE } from '../infrastructure/document-store/document-store.port';
import type { DocumentStore } from '../infrastructure/document-store/document-store.port';
import { EVENT_STORE } from '../infrastructure/event-store/event-store.port';
import type {
  EventStore,
  StoredEvent,
  Subscription,
} from '../infrastructure/event-store/event-store.port';
import { ReadModelProgress } from '../event-sourcing/read-model-progress';
import { PersonalData } from '../vault/personal-data';
import { applyEvent, CHECKPOINTS, readCheckpoint } from './apply-event';
import { PROJECTIONS } from './projection';
import type { OpenPersonalData, Projection } from './projection';

const CATCH_UP_PAGE = 500;

// Feeds the global log to the projections from the stored checkpoint. After a crash it resumes
// where the last committed event left off; `rebuild()` drops the read models and replays.
@Injectable()
export class ProjectionRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ProjectionRunner.name);
  private subscription?: Subscription;
  private running = false;
  private catchingUp?: Promise<void>;
  private readonly openPersonalData: OpenPersonalData;

  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(PROJECTIONS) private readonly projections: Projection[],
    private readonly progress: ReadModelProgress,
    personalData: PersonalData,
  ) {
    this.openPersonalData = (event) => personalData.open(event, event.tenantId);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  // Catching up runs in the background, page by page (one transaction each), yielding to the
  // event loop between pages so the API serves requests while a long log is projected.
  start(): Promise<void> {
    if (!this.running) {
      this.running = true;
      this.catchingUp = this.catchUpThenFollow().catch((error: unknown) => {
        this.logger.error({ err: error }, 'Projections stopped');
      });
    }
    return Promise.resolve();
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.catchingUp;
    const subscription = this.subscription;
    this.subscription = undefined;
    await subscription?.close();
  }

  async rebuild(): Promise<number> {
    await this.stop();
    const collections = new Set([CHECKPOINTS, ...this.projections.map((p) => p.collection)]);
    for (const name of collections) await this.documents.collection(name).drop();
    const position = await this.catchUp(() => true);
    await this.start();
    return position;
  }

  private async catchUpThenFollow(): Promise<void> {
    const from = await this.catchUp(() => this.running);
    if (!this.running) return;
    this.subscription = this.events.subscribeToAll({ fromPosition: from }, (event) =>
      this.apply(event),
    );
    void this.subscription.ended.then((end) => {
      if (end.reason === 'failed')
        this.logger.error({ err: end.error }, 'Projection subscription failed');
    });
  }

  private async catchUp(proceed: () => boolean): Promise<number> {
    let from = await readCheckpoint(this.documents);
    this.progress.advance(from);
    while (proceed()) {
      const page = await this.events.readAll({ fromPosition: from, limit: CATCH_UP_PAGE });
      if (page.length === 0) break;
      await this.documents.transaction(async (session) => {
        for (const event of page)
          await applyEvent(session, this.projections, event, this.openPersonalData);
      });
      from = page[page.length - 1].position;
      this.progress.advance(from);
      await new Promise((resolve) => setImmediate(resolve));
    }
    return from;
  }

  private async apply(event: StoredEvent): Promise<void> {
    await this.documents.transaction((session) =>
      applyEvent(session, this.projections, event, this.openPersonalData),
    );
    this.progress.advance(event.position);
  }
}
