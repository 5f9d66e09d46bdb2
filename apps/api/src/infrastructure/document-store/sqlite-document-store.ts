import { openSqliteDatabase } from '../event-store/open-sqlite-database';
import type { SqliteDatabase } from '../event-store/open-sqlite-database';
import { EmbeddedCollection } from './embedded-collection';
import type {
  Document,
  DocumentCollection,
  DocumentSession,
  DocumentStore,
} from './document-store.port';
import { BufferedDocumentRows, SqliteDocumentRows } from './sqlite-document-rows';

/**
 * The embedded read-model store: documents as JSON rows of the SQLite file the event log uses,
 * keyed by (collection, _id) and filtered with mingo. Scans a collection per query, which suits
 * read models of one installation; DOCUMENT_STORE_URL (PostgreSQL or MongoDB) is the way out when they outgrow it.
 */
export class SqliteDocumentStore implements DocumentStore {
  private readonly db: SqliteDatabase;
  private readonly ownsDatabase: boolean;
  private readonly rows: SqliteDocumentRows;

  constructor(database: SqliteDatabase | string) {
    this.ownsDatabase = typeof database === 'string';
    this.db = typeof database === 'string' ? openSqliteDatabase(database) : database;
    this.rows = new SqliteDocumentRows(this.db);
  }

  collection<T extends Document = Document>(name: string): DocumentCollection<T> {
    return new EmbeddedCollection<T>(name, this.rows);
  }

  async transaction<R>(work: (session: DocumentSession) => Promise<R>): Promise<R> {
    const buffer = new BufferedDocumentRows(this.rows);
    const result = await work({
      collection: <T extends Document = Document>(name: string) =>
        new EmbeddedCollection<T>(name, buffer),
    });
    buffer.commit();
    return result;
  }

  close(): Promise<void> {
    if (this.ownsDatabase && this.db.open) this.db.close();
    return Promise.resolve();
  }
}
