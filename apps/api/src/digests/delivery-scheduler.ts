import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { DOCUMENT_STORE } from '../infrastructure/document-store/document-store.port';
import type { DocumentStore } from '../infrastructure/document-store/document-store.port';
import type { CollectionDocument } from '../projections/collections.projection';
import { TenantRepository } from '../tenant/tenant-repository';
import { DeliveryClock } from './delivery-clock';
import { DELIVERY_QUEUE } from './queue/delivery-queue.port';
import type { DeliveryJob, DeliveryQueue } from './queue/delivery-queue.port';
import { REPORT_SCHEDULES } from './projections/report-schedules.projection';
import type { ReportScheduleDocument } from './projections/report-schedules.projection';
import { latestOccurrence } from './schedule/delivery-schedule';
import type { DeliveryFrequency } from './schedule/delivery-schedule';

export const digestRunKey = (collectionId: string, periodKey: string) =>
  `digest.${collectionId}.${periodKey}`;
export const reportRunKey = (tenantId: string, periodKey: string) =>
  `report.${tenantId}.${periodKey}`;

// Every instance looks for due runs each tick and queues the latest one of each digest and
// report; the run key makes the queue keep one, and the run's stream makes it send once. A run
// missed while every instance was down goes out when one comes back (never skipped); one whose
// moment came before the collection or strategy existed is not due.
@Injectable()
export class DeliveryScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DeliveryScheduler.name);
  private timer?: NodeJS.Timeout;
  private ticking = false;

  constructor(
    @Inject(DELIVERY_QUEUE) private readonly queue: DeliveryQueue,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    private readonly tenants: TenantRepository,
    private readonly clock: DeliveryClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.deliveries.autoStart) return;
    this.timer = setInterval(() => void this.onTick(), this.config.deliveries.tickMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async onTick(): Promise<void> {
    if (this.ticking) return;
    this.ticking = true;
    try {
      await this.tick();
    } catch (error) {
      this.logger.warn({ err: error }, 'delivery tick');
    } finally {
      this.ticking = false;
    }
  }

  /** Queues every due run; answers how many were newly queued. */
  async tick(): Promise<number> {
    const now = this.clock.now();
    const jobs: DeliveryJob[] = [];
    const collections = await this.documents.collection<CollectionDocument>('collections').find({});
    for (const doc of collections) {
      const job = await this.due('digest', doc.tenantId, doc._id, doc.digest, doc.created, now);
      if (job) jobs.push(job);
    }
    const schedules = await this.documents
      .collection<ReportScheduleDocument>(REPORT_SCHEDULES)
      .find({});
    for (const schedule of schedules) {
      const job = await this.due(
        'report',
        schedule._id,
        schedule._id,
        schedule.frequency,
        schedule.since,
        now,
      );
      if (job) jobs.push(job);
    }
    let added = 0;
    for (const job of jobs) if (await this.queue.add(job)) added++;
    return added;
  }

  private async due(
    kind: DeliveryJob['kind'],
    tenantId: string,
    targetId: string,
    frequency: DeliveryFrequency,
    since: string,
    now: Date,
  ): Promise<DeliveryJob | null> {
    const tenant = await this.tenants.active(tenantId);
    if (!tenant) return null;
    const occurrence = latestOccurrence(
      now,
      tenant.profile.timezone,
      frequency,
      this.config.deliveries.hour,
    );
    if (occurrence.at.getTime() < new Date(since).getTime()) return null;
    const runKey =
      kind === 'digest'
        ? digestRunKey(targetId, occurrence.periodKey)
        : reportRunKey(tenantId, occurrence.periodKey);
    return {
      runKey,
      kind,
      tenantId,
      targetId,
      scheduledFor: occurrence.at.toISOString(),
      preview: false,
    };
  }
}
