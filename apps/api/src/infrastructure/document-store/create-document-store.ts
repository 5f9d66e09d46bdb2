import type { AppConfig } from '../../config/app-config';
import { parleyDatabasePath } from '../event-store/open-sqlite-database';
import type { SqliteDatabase } from '../event-store/open-sqlite-database';
import type { DocumentStore } from './document-store.port';
import { isPostgresUrl } from '../postgres/postgres-connection';
import { MongoDocumentStore } from './mongo-document-store';
import { PostgresDocumentStore } from './postgres-document-store';
import { SqliteDocumentStore } from './sqlite-document-store';

export type DocumentStoreConfig = Pick<AppConfig, 'documentStoreUrl' | 'dataDir'>;

/**
 * The server DOCUMENT_STORE_URL (or MONGO_URL) names: PostgreSQL for postgres://, MongoDB for
 * mongodb:// and mongodb+srv://; else the embedded store in DATA_DIR/parley.sqlite. Pass the
 * event store's database so both share one connection (the store leaves it open).
 */
export function createDocumentStore(
  config: DocumentStoreConfig,
  database?: SqliteDatabase,
): DocumentStore {
  const url = config.documentStoreUrl;
  if (isPostgresUrl(url)) return new PostgresDocumentStore(url);
  if (url) return new MongoDocumentStore(url);
  return new SqliteDocumentStore(database ?? parleyDatabasePath(config.dataDir));
}
