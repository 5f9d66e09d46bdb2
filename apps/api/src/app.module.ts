import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { APP_GUARD, APP_PIPE } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { ZodValidationPipe } from 'nestjs-zod';
import { TerminusModule } from '@nestjs/terminus';
import { LoggerModule } from 'nestjs-pino';
import { logOptions } from './logging/log-options';
import { AuthModule } from './auth/auth.module';
import { CardImageModule } from './card-image/card-image.module';
import { APP_CONFIG } from './config/app-config';
import { CollectionsModule } from './collections/collections.module';
import { ConversationModule } from './conversation/conversation.module';
import { DataSourcesModule } from './data-sources/data-sources.module';
import { FeedbackModule } from './feedback/feedback.module';
import { LiveModule } from './live/live.module';
import { EmailCardModule } from './email-card/email-card.module';
import { DigestsModule } from './digests/digests.module';
import { SupportModule } from './support/support.module';
import type { AppConfig } from './config/app-config';
import { PersistenceModule } from './event-sourcing/persistence.module';
import { HealthController } from './health/health.controller';
import { ReadinessController } from './health/readiness.controller';
import { ShutdownState } from './health/shutdown-state';
import { MetricsModule } from './metrics/metrics.module';
import { HealthListener } from './health/health-listener';
import { EnvelopeGuard } from './http/response-envelope';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        CqrsModule.forRoot(),
        AuthModule,
        ConversationModule,
        CollectionsModule,
        FeedbackModule,
        LiveModule,
        CardImageModule,
        EmailCardModule,
        DigestsModule,
        SupportModule,
        DataSourcesModule,
        PersistenceModule.forRoot(),
        MetricsModule,
        TerminusModule.forRoot({ logger: false }),
        LoggerModule.forRoot({
          // Nest's Logger writes through this root logger. Requests are logged by Fastify's own
          // logger (create-app.ts): nestjs-pino's per-request middleware and AsyncLocalStorage
          // cost GET /auth/tenant almost half its throughput (BENCHMARKS.md, auth).
          forRoutes: [],
          pinoHttp: logOptions(config.logLevel),
        }),
      ],
      controllers: [HealthController, ReadinessController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: APP_PIPE, useClass: ZodValidationPipe },
        { provide: APP_GUARD, useClass: EnvelopeGuard },
        HealthListener,
        ShutdownState,
      ],
      exports: [APP_CONFIG],
    };
  }
}
