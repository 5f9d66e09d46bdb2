import { Global, Inject, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import type { DynamicModule, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { createDocumentStore } from '../infrastructure/document-store/create-document-store';
import { DOCUMENT_STORE } from '../infrastructure/document-store/document-store.port';
import type { DocumentStore } from '../infrastructure/document-store/document-store.port';
import { createEventStore } from '../infrastructure/event-store/create-event-store';
import { EVENT_STORE } from '../infrastructure/event-store/event-store.port';
import type { EventStore } from '../infrastructure/event-store/event-store.port';
import {
  openSqliteDatabase,
  parleyDatabasePath,
} from '../infrastructure/event-store/open-sqlite-database';
import type { SqliteDatabase } from '../infrastructure/event-store/open-sqlite-database';
import { PostgresProjectionLease } from '../infrastructure/postgres/postgres-projection-lease';
import { isPostgresUrl } from '../infrastructure/postgres/postgres-connection';
import { RedisProjectionLease } from '../infrastructure/redis/redis-projection-lease';
import {
  DATA_DIR_LOCK,
  DataDirInUseError,
  tryLockDataDir,
} from '../infrastructure/data-dir/data-dir-lock';
import type { DataDirLock } from '../infrastructure/data-dir/data-dir-lock';
import { ProjectionRunner } from '../projections/projection-runner';
import {
  FollowerProjectionLease,
  LocalProjectionLease,
  PROJECTION_LEASE,
} from '../projections/projection-lease';
import { PROJECTIONS } from '../projections/projection';
import { readModelProjections } from '../projections/read-model-projections';
import { DeciderExecutor } from './decider-executor';
import { IdempotencyInterceptor } from './idempotency/idempotency.interceptor';
import { IdempotentReplies } from './idempotency/idempotent-replies';
import { ReadModelMemo } from './read-model-memo';
import { ReadModelProgress } from './read-model-progress';
import { SnapshotStore } from './snapshot-store';

// The embedded SQLite connection, or null when both servers are configured.
export const EMBEDDED_SQLITE = Symbol('EMBEDDED_SQLITE');

// The embedded defaults share one SQLite connection (events and read models in one file);
// EVENTSTORE_URL and DOCUMENT_STORE_URL (or MONGO_URL) swap either side for its server.
class PersistenceLifecycle implements OnApplicationShutdown {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(EMBEDDED_SQLITE) private readonly sqlite: SqliteDatabase | null,
    @Inject(DATA_DIR_LOCK) private readonly lock: DataDirLock,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.events.close();
    await this.documents.close();
    this.sqlite?.close();
    this.lock.release();
  }
}

@Global()
@Module({})
export class PersistenceModule {
  static forRoot(): DynamicModule {
    return {
      module: PersistenceModule,
      providers: [
        {
          // Taken before any file of DATA_DIR is opened; an admin command joins an owner instead.
          provide: DATA_DIR_LOCK,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig): DataDirLock => {
            const lock = tryLockDataDir(config.dataDir, { port: config.port });
            if (!lock.owned && !config.dataDirGuest)
              throw new DataDirInUseError(config.dataDir, lock.owner);
            return lock;
          },
        },
        {
          provide: EMBEDDED_SQLITE,
          inject: [APP_CONFIG, DATA_DIR_LOCK],
          useFactory: (config: AppConfig) =>
            config.eventStoreUrl && config.documentStoreUrl
              ? null
              : openSqliteDatabase(parleyDatabasePath(config.dataDir)),
        },
        {
          provide: EVENT_STORE,
          inject: [APP_CONFIG, EMBEDDED_SQLITE],
          useFactory: (config: AppConfig, sqlite: SqliteDatabase | null) =>
            createEventStore(config, sqlite ?? undefined),
        },
        {
          provide: DOCUMENT_STORE,
          inject: [APP_CONFIG, EMBEDDED_SQLITE],
          useFactory: (config: AppConfig, sqlite: SqliteDatabase | null) =>
            createDocumentStore(config, sqlite ?? undefined),
        },
        {
          // With read models in PostgreSQL, several instances share them: one leads at a time.
          // A guest of another process's DATA_DIR follows that process's projections.
          provide: PROJECTION_LEASE,
          inject: [APP_CONFIG, DATA_DIR_LOCK],
          useFactory: (config: AppConfig, lock: DataDirLock) => {
            if (isPostgresUrl(config.documentStoreUrl))
              return new PostgresProjectionLease(config.documentStoreUrl);
            // MongoDB read models: the lease lives in Redis when instances share one.
            if (config.documentStoreUrl && config.redisUrl)
              return new RedisProjectionLease(config.redisUrl);
            return lock.owned ? new LocalProjectionLease() : new FollowerProjectionLease();
          },
        },
        { provide: PROJECTIONS, useValue: readModelProjections },
        ReadModelProgress,
        ReadModelMemo,
        SnapshotStore,
        DeciderExecutor,
        ProjectionRunner,
        PersistenceLifecycle,
        IdempotentReplies,
        // Every state-changing call may carry an Idempotency-Key (its first reply is kept).
        { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
      ],
      exports: [
        DATA_DIR_LOCK,
        EMBEDDED_SQLITE,
        EVENT_STORE,
        DOCUMENT_STORE,
        ReadModelProgress,
        ReadModelMemo,
        SnapshotStore,
        DeciderExecutor,
        ProjectionRunner,
      ],
    };
  }
}
