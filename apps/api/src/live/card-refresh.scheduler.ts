import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { CardRunner } from '../collections/card-runner';
import { CollectionReader, collectionView } from '../collections/collection-reader';
import { LiveGateway } from './live.gateway';
import { dueCards } from './refresh-due';

const TICK_MS = 30_000;

// Cards with an auto-refresh interval (10–60 minutes) are re-run on the server and pushed to the
// open dashboards, so a dashboard stays current without polling.
@Injectable()
export class CardRefreshScheduler {
  private readonly logger = new Logger(CardRefreshScheduler.name);
  private readonly lastRun = new Map<string, Map<string, number>>();
  private ticking = false;

  constructor(
    private readonly gateway: LiveGateway,
    private readonly reader: CollectionReader,
    private readonly runner: CardRunner,
  ) {}

  @Interval(TICK_MS)
  async onTick(): Promise<void> {
    if (this.ticking) return;
    this.ticking = true;
    try {
      await this.tick(Date.now());
    } catch (error) {
      this.logger.warn({ err: error }, 'auto-refresh');
    } finally {
      this.ticking = false;
    }
  }

  /** Re-runs and pushes every due card of the collections open on this instance; answers how many. */
  async tick(now: number): Promise<number> {
    let pushed = 0;
    const open = this.gateway.watchedCollections();
    for (const id of this.lastRun.keys())
      if (!open.some((w) => w.collectionId === id)) this.lastRun.delete(id);
    for (const { collectionId, tenantId, locale } of open) {
      const doc = await this.reader.own(tenantId, collectionId).catch(() => null);
      if (!doc) continue;
      const runs = this.lastRun.get(collectionId) ?? new Map<string, number>();
      this.lastRun.set(collectionId, runs);
      const due = dueCards(collectionView(doc).questions, runs, now);
      for (const question of due) runs.set(question.id, now);
      const responses = await this.runner.runAll({ tenantId, userId: tenantId, locale }, due);
      for (const response of responses) this.gateway.pushCard(collectionId, response);
      pushed += responses.length;
    }
    return pushed;
  }
}
