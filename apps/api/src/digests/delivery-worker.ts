import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { CollectionReader } from '../collections/collection-reader';
import { renderFailureMail } from '../mail/digest-mail.template';
import { MailService } from '../mail/mail.service';
import { ReportRunner } from '../strategy-reports/report-runner';
import { TenantRepository } from '../tenant/tenant-repository';
import { DeliveryClock } from './delivery-clock';
import { DeliveryNotices } from './delivery-notices';
import { DeliveryRuns } from './delivery-runs';
import { DigestRunner, localeOf } from './digest-runner';
import { DELIVERY_QUEUE } from './queue/delivery-queue.port';
import type { DeliveryJob, DeliveryQueue, JobAttempt } from './queue/delivery-queue.port';

// Takes runs off the queue on every instance. A failing run throws (the queue retries it with
// backoff); its last try records the failure, tells the person live and by mail, and sends
// nothing else — never a mail with a blank or broken chart.
@Injectable()
export class DeliveryWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DeliveryWorker.name);

  constructor(
    @Inject(DELIVERY_QUEUE) private readonly queue: DeliveryQueue,
    private readonly digests: DigestRunner,
    private readonly reports: ReportRunner,
    private readonly runs: DeliveryRuns,
    private readonly tenants: TenantRepository,
    private readonly reader: CollectionReader,
    private readonly mail: MailService,
    private readonly notices: DeliveryNotices,
    private readonly clock: DeliveryClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.queue.start((job, attempt) => this.process(job, attempt));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }

  async process(job: DeliveryJob, attempt: JobAttempt): Promise<void> {
    try {
      if (job.kind === 'digest') await this.digests.run(job);
      else await this.reports.run(job);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(
        { runKey: job.runKey, attempt: attempt.attempt, last: attempt.lastAttempt, reason },
        'delivery run failed',
      );
      if (attempt.lastAttempt) await this.giveUp(job, attempt.attempt, reason);
      throw error;
    }
  }

  private async giveUp(job: DeliveryJob, attempts: number, reason: string): Promise<void> {
    const failedAt = this.clock.now();
    const recorded = await this.runs.record(
      job.tenantId,
      {
        type: 'RecordDeliveryFailed',
        data: {
          runKey: job.runKey,
          kind: job.kind,
          targetId: job.targetId,
          scheduledFor: job.scheduledFor,
          preview: job.preview,
          failedAt: failedAt.toISOString(),
          attempts,
          reason: reason.slice(0, 500),
        },
      },
      failedAt,
    );
    const tenant = await this.tenants.active(job.tenantId);
    if (!recorded || !tenant) return;
    const collection =
      job.kind === 'digest'
        ? await this.reader.own(job.tenantId, job.targetId).catch(() => null)
        : null;
    this.notices.publish({
      tenantId: job.tenantId,
      id: job.runKey,
      kind: job.kind,
      status: 'failed',
      targetId: job.targetId,
      preview: job.preview,
      at: failedAt.toISOString(),
      title: collection?.name ?? '',
      reason,
    });
    const link =
      job.kind === 'digest'
        ? `${this.config.publicUrl}/collection/${encodeURIComponent(job.targetId)}`
        : `${this.config.publicUrl}/reports`;
    await this.mail.deliver({
      to: tenant.email,
      ...renderFailureMail({
        brand: this.config.auth.brandName,
        locale: localeOf(tenant),
        kind: job.kind,
        attempts,
        reason,
        link,
      }),
    });
  }
}
