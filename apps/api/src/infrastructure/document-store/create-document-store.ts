import type { AppConfig } from '../../config/app-config';
import { parleyDatabasePath } from '../event-store/open-sqlite-database';
import type { SqliteDatabase } from '../event-store/open-sqlite-database';
import type { DocumentStore } from './document-store.port';
import { MongoDocumentStore } from './mongo-document-store';
import { SqliteDocumentStore } from './sqlite-document-store';

export type DocumentStoreConfig = Pick<AppConfig, 'mongoUrl' | 'dataDir'>;

/**
 * MongoDB when MONGO_URL is set, else the embedded store in DATA_DIR/parley.sqlite. Pass the
 * event store's database so both share one connection (the store leaves it open).
 */
export function createDocumentStore(
  config: DocumentStoreConfig,
  database?: SqliteDatabase,
): DocumentStore {
  if (config.mongoUrl) return new MongoDocumentStore(config.mongoUrl);
  return new SqliteDocumentStore(database ?? parleyDatabasePath(config.dataDir));
}
