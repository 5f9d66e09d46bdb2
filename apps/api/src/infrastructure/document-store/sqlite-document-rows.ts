import type { SqliteDatabase } from '../event-store/open-sqlite-database';
import type { Document } from './document-store.port';

const schema = `
  CREATE TABLE IF NOT EXISTS documents (
    collection TEXT NOT NULL,
    id         TEXT NOT NULL,
    body       TEXT NOT NULL,
    PRIMARY KEY (collection, id)
  ) WITHOUT ROWID`;

/** Where an embedded collection reads and writes: straight to the file, or a transaction's buffer. */
export type DocumentSource = {
  get(collection: string, id: string): Document | undefined;
  /** Every document of the collection, in `_id` order. */
  list(collection: string): Document[];
  put(collection: string, document: Document): void;
  remove(collection: string, id: string): void;
  drop(collection: string): void;
  /** Runs several writes of one call as one unit (updateMany, deleteMany). */
  atomically<R>(work: () => R): R;
};

/** The documents table of the shared SQLite file, one row per document as JSON. */
export class SqliteDocumentRows implements DocumentSource {
  private readonly statements;

  constructor(private readonly db: SqliteDatabase) {
    db.exec(schema);
    this.statements = {
      get: db.prepare<[string, string], { body: string }>(
        'SELECT body FROM documents WHERE collection = ? AND id = ?',
      ),
      list: db.prepare<[string], { body: string }>(
        'SELECT body FROM documents WHERE collection = ? ORDER BY id',
      ),
      put: db.prepare<[string, string, string]>(
        'INSERT INTO documents (collection, id, body) VALUES (?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET body = excluded.body',
      ),
      remove: db.prepare<[string, string]>('DELETE FROM documents WHERE collection = ? AND id = ?'),
      drop: db.prepare<[string]>('DELETE FROM documents WHERE collection = ?'),
    };
  }

  get(collection: string, id: string): Document | undefined {
    const row = this.statements.get.get(collection, id);
    return row ? (JSON.parse(row.body) as Document) : undefined;
  }

  list(collection: string): Document[] {
    return this.statements.list.all(collection).map((row) => JSON.parse(row.body) as Document);
  }

  put(collection: string, document: Document): void {
    this.statements.put.run(collection, document._id, JSON.stringify(document));
  }

  remove(collection: string, id: string): void {
    this.statements.remove.run(collection, id);
  }

  drop(collection: string): void {
    this.statements.drop.run(collection);
  }

  atomically<R>(work: () => R): R {
    return this.db.transaction(work).immediate();
  }
}

/**
 * A transaction's writes, kept in memory over the committed rows until `commit` writes them in
 * one SQLite transaction. Buffering (instead of holding BEGIN open across awaits) keeps other
 * callers of the shared connection, the event store's group commit above all, out of it.
 */
export class BufferedDocumentRows implements DocumentSource {
  private readonly written = new Map<string, Map<string, Document | null>>();
  private readonly dropped = new Set<string>();

  constructor(private readonly rows: SqliteDocumentRows) {}

  get(collection: string, id: string): Document | undefined {
    const pending = this.written.get(collection)?.get(id);
    if (pending !== undefined) return pending === null ? undefined : structuredClone(pending);
    return this.dropped.has(collection) ? undefined : this.rows.get(collection, id);
  }

  list(collection: string): Document[] {
    const byId = new Map<string, Document>();
    if (!this.dropped.has(collection))
      for (const document of this.rows.list(collection)) byId.set(document._id, document);
    for (const [id, document] of this.written.get(collection) ?? []) {
      if (document === null) byId.delete(id);
      else byId.set(id, structuredClone(document));
    }
    return [...byId.values()].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  }

  put(collection: string, document: Document): void {
    this.pending(collection).set(document._id, structuredClone(document));
  }

  remove(collection: string, id: string): void {
    this.pending(collection).set(id, null);
  }

  drop(collection: string): void {
    this.dropped.add(collection);
    this.written.delete(collection);
  }

  atomically<R>(work: () => R): R {
    return work();
  }

  commit(): void {
    this.rows.atomically(() => {
      for (const collection of this.dropped) this.rows.drop(collection);
      for (const [collection, documents] of this.written) {
        for (const [id, document] of documents) {
          if (document === null) this.rows.remove(collection, id);
          else this.rows.put(collection, document);
        }
      }
    });
  }

  private pending(collection: string): Map<string, Document | null> {
    let documents = this.written.get(collection);
    if (!documents) this.written.set(collection, (documents = new Map<string, Document | null>()));
    return documents;
  }
}
