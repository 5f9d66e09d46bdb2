import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { APP_GUARD, APP_PIPE } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { ZodValidationPipe } from 'nestjs-zod';
import { LoggerModule } from 'nestjs-pino';
import { AuthModule } from './auth/auth.module';
import { CardImageModule } from './card-image/card-image.module';
import { APP_CONFIG } from './config/app-config';
import { CollectionsModule } from './collections/collections.module';
import { ConversationModule } from './conversation/conversation.module';
import { DataSourcesModule } from './data-sources/data-sources.module';
import { FeedbackModule } from './feedback/feedback.module';
import { LiveModule } from './live/live.module';
import { EmailCardModule } from './email-card/email-card.module';
import type { AppConfig } from './config/app-config';
import { PersistenceModule } from './event-sourcing/persistence.module';
import { HealthController } from './health/health.controller';
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
        DataSourcesModule,
        PersistenceModule.forRoot(),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            // Secrets never reach a log line.
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'req.headers["x-xsrf-token"]',
            ],
          },
        }),
      ],
      controllers: [HealthController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: APP_PIPE, useClass: ZodValidationPipe },
        { provide: APP_GUARD, useClass: EnvelopeGuard },
      ],
      exports: [APP_CONFIG],
    };
  }
}
