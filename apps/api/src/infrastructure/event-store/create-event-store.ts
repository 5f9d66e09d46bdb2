import type { AppConfig } from '../../config/app-config';
import { isPostgresUrl } from '../postgres/postgres-connection';
import { EsdbEventStore } from './esdb-event-store';
import type { EventStore } from './event-store.port';
import { parleyDatabasePath } from './open-sqlite-database';
import type { SqliteDatabase } from './open-sqlite-database';
import { PostgresEventStore } from './postgres-event-store';
import { SqliteEventStore } from './sqlite-event-store';

export type EventStoreConfig = Pick<AppConfig, 'eventStoreUrl' | 'dataDir'>;

/**
 * PostgreSQL when EVENTSTORE_URL is a postgres:// URL, EventStoreDB / KurrentDB for any other
 * URL, else the embedded log in DATA_DIR/parley.sqlite. Pass
 * the database the document store uses, so both live on one connection (the store leaves it open).
 */
export function createEventStore(config: EventStoreConfig, database?: SqliteDatabase): EventStore {
  if (isPostgresUrl(config.eventStoreUrl)) return new PostgresEventStore(config.eventStoreUrl);
  if (config.eventStoreUrl) return new EsdbEventStore(config.eventStoreUrl);
  return new SqliteEventStore(database ?? parleyDatabasePath(config.dataDir));
}
