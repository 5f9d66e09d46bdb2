import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { CardImageModule } from '../card-image/card-image.module';
import { EMBEDDED_SQLITE } from '../event-sourcing/persistence.module';
import type { SqliteDatabase } from '../infrastructure/event-store/open-sqlite-database';
import { MailModule } from '../mail/mail.module';
import { ReportRunner } from '../strategy-reports/report-runner';
import { StrategyReportBuilder } from '../strategy-reports/strategy-report';
import { StrategyReadingsController } from '../strategy-reports/strategy-readings.controller';
import { DeliveryClock } from './delivery-clock';
import { DeliveryNotices } from './delivery-notices';
import { DeliveryRuns } from './delivery-runs';
import { DeliveryScheduler } from './delivery-scheduler';
import { DeliveryWorker } from './delivery-worker';
import { DigestRenderer } from './digest-renderer';
import { DigestRunner } from './digest-runner';
import { DigestsController } from './digests.controller';
import { DeliveryQueueMetrics } from './queue/delivery-queue-metrics';
import { createDeliveryQueue } from './queue/create-delivery-queue';
import { DELIVERY_QUEUE } from './queue/delivery-queue.port';
import { UnsubscribeController } from './unsubscribe.controller';
import { UnsubscribeLinks } from './unsubscribe-links';

// Digests and organisation-strategy reports: scheduled, rendered, sent once, told live.
// Global: the live gateway pushes DeliveryNotices to the tenant's sockets.
@Global()
@Module({
  imports: [CardImageModule, MailModule],
  controllers: [DigestsController, UnsubscribeController, StrategyReadingsController],
  providers: [
    DeliveryClock,
    DeliveryNotices,
    DeliveryRuns,
    DigestRenderer,
    DigestRunner,
    ReportRunner,
    StrategyReportBuilder,
    UnsubscribeLinks,
    DeliveryWorker,
    DeliveryScheduler,
    DeliveryQueueMetrics,
    {
      provide: DELIVERY_QUEUE,
      inject: [APP_CONFIG, DeliveryClock, EMBEDDED_SQLITE],
      useFactory: (config: AppConfig, clock: DeliveryClock, sqlite: SqliteDatabase | null) =>
        createDeliveryQueue(config, config.deliveries, clock, sqlite),
    },
  ],
  exports: [DeliveryNotices, DeliveryClock, DELIVERY_QUEUE, DeliveryScheduler],
})
export class DigestsModule {}
