import { randomUUID } from 'node:crypto';
import { find as mingoFind, Query } from 'mingo';
import type { Pool, PoolClient } from 'pg';
import {
  advisoryLocks,
  inTransaction,
  isRetryableConflict,
  openPostgresPool,
} from '../postgres/postgres-connection';
import { DuplicateKeyError } from './document-store.port';
import type {
  DeleteResult,
  Document,
  DocumentCollection,
  DocumentSession,
  DocumentStore,
  Filter,
  FindOptions,
  Update,
  UpdateResult,
  UpsertOption,
} from './document-store.port';
import { applyModifier, isOperatorObject, requireId, seedFromFilter } from './document-updates';
import { sortWithIdTiebreak } from './sort-order';

const schema = `
  CREATE TABLE IF NOT EXISTS parley_documents (
    collection text  NOT NULL,
    id         text  NOT NULL,
    body       jsonb NOT NULL,
    PRIMARY KEY (collection, id)
  );
  CREATE INDEX IF NOT EXISTS parley_documents_body ON parley_documents USING gin (body jsonb_path_ops);`;

// A transaction that lost a race (another instance wrote the same rows) runs again this often.
const ATTEMPTS = 8;

type Queryable = Pick<PoolClient, 'query'>;

/**
 * Read models as JSONB rows of one table, keyed by (collection, _id). A filter's plain
 * equalities go to PostgreSQL as containment tests (indexed); mingo then applies the whole
 * filter to those rows, so every filter of the port means what it means on MongoDB. Writes read
 * their rows FOR UPDATE and transactions run REPEATABLE READ: two instances writing the same
 * document (a projection's checkpoint above all) cannot both commit, the later one runs again.
 * Objects come back with jsonb's key order (shorter keys first), not the order written.
 */
export class PostgresDocumentStore implements DocumentStore {
  private readonly pool: Pool;
  private readonly ready: Promise<void>;

  constructor(url: string) {
    this.pool = openPostgresPool(url, 'documents');
    this.ready = inTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [advisoryLocks.schema]);
      await client.query(schema);
    });
    this.ready.catch(() => undefined);
  }

  collection<T extends Document = Document>(name: string): DocumentCollection<T> {
    return new PostgresCollection<T>(name, {
      read: async () => {
        await this.ready;
        return this.pool;
      },
      write: async (work) => {
        await this.ready;
        return this.retrying(() => inTransaction(this.pool, work));
      },
    });
  }

  async transaction<R>(work: (session: DocumentSession) => Promise<R>): Promise<R> {
    await this.ready;
    // Like MongoDB's withTransaction, a conflict runs `work` again; projections are idempotent.
    return this.retrying(() =>
      inTransaction(
        this.pool,
        (client) => {
          const context: CollectionContext = {
            read: () => Promise.resolve(client),
            write: (unit) => unit(client),
          };
          return work({
            collection: <T extends Document = Document>(name: string) =>
              new PostgresCollection<T>(name, context),
          });
        },
        'repeatable read',
      ),
    );
  }

  async close(): Promise<void> {
    await this.ready.catch(() => undefined);
    await this.pool.end();
  }

  private async retrying<R>(run: () => Promise<R>): Promise<R> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await run();
      } catch (error) {
        if (attempt >= ATTEMPTS || !isRetryableConflict(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
      }
    }
  }
}

/** Where a collection runs its statements: the pool (each write its own transaction) or a session's client. */
type CollectionContext = {
  read(): Promise<Queryable>;
  write<R>(unit: (client: Queryable) => Promise<R>): Promise<R>;
};

class PostgresCollection<T extends Document> implements DocumentCollection<T> {
  constructor(
    private readonly name: string,
    private readonly context: CollectionContext,
  ) {}

  async findOne(filter: Filter): Promise<T | null> {
    const [found] = await this.matches(await this.context.read(), filter, 1);
    return found ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    const rows = await this.candidates(await this.context.read(), filter);
    let cursor = mingoFind<T>(rows, filter).sort(sortWithIdTiebreak(options.sort));
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return cursor.all();
  }

  insertOne(document: T): Promise<void> {
    return this.context.write(async (client) => {
      requireId(document);
      if (!(await this.insert(client, document)))
        throw new DuplicateKeyError(this.name, document._id);
    });
  }

  updateOne(filter: Filter, update: Update, options: UpsertOption = {}): Promise<UpdateResult> {
    return this.context.write(async (client) => {
      // Two upserts of one new document: the second finds the first's row on its second pass.
      for (let pass = 0; ; pass++) {
        const [found] = await this.matches(client, filter, 1, true);
        if (found) {
          const modified = await this.apply(client, found, update);
          return { matchedCount: 1, modifiedCount: modified ? 1 : 0 };
        }
        if (!options.upsert) return { matchedCount: 0, modifiedCount: 0 };
        const created = seedFromFilter(filter);
        applyModifier(created, update);
        created._id ??= randomUUID();
        if (await this.insert(client, created as Document))
          return { matchedCount: 0, modifiedCount: 0, upsertedId: String(created._id) };
        if (pass > 0) throw new DuplicateKeyError(this.name, String(created._id));
      }
    });
  }

  updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    return this.context.write(async (client) => {
      const found = await this.matches(client, filter, Infinity, true);
      let modifiedCount = 0;
      for (const document of found) if (await this.apply(client, document, update)) modifiedCount++;
      return { matchedCount: found.length, modifiedCount };
    });
  }

  replaceOne(filter: Filter, document: T, options: UpsertOption = {}): Promise<UpdateResult> {
    return this.context.write(async (client) => {
      for (let pass = 0; ; pass++) {
        const [found] = await this.matches(client, filter, 1, true);
        if (found) {
          if (document._id !== undefined && document._id !== found._id)
            throw new Error('replaceOne cannot change _id');
          await this.put(client, { ...document, _id: found._id });
          return { matchedCount: 1, modifiedCount: 1 };
        }
        if (!options.upsert) return { matchedCount: 0, modifiedCount: 0 };
        const seededId = seedFromFilter(filter)._id;
        const _id = document._id ?? (typeof seededId === 'string' ? seededId : randomUUID());
        if (await this.insert(client, { ...document, _id }))
          return { matchedCount: 0, modifiedCount: 0, upsertedId: _id };
        if (pass > 0) throw new DuplicateKeyError(this.name, _id);
      }
    });
  }

  deleteOne(filter: Filter): Promise<DeleteResult> {
    return this.context.write(async (client) =>
      this.remove(client, await this.matches(client, filter, 1, true)),
    );
  }

  deleteMany(filter: Filter): Promise<DeleteResult> {
    return this.context.write(async (client) =>
      this.remove(client, await this.matches(client, filter, Infinity, true)),
    );
  }

  async count(filter: Filter = {}): Promise<number> {
    const client = await this.context.read();
    if (Object.keys(filter).length === 0) {
      const { rows } = await client.query<{ count: string }>(
        'SELECT count(*) AS count FROM parley_documents WHERE collection = $1',
        [this.name],
      );
      return Number(rows[0].count);
    }
    return (await this.matches(client, filter)).length;
  }

  async drop(): Promise<void> {
    await this.context.write((client) =>
      client.query('DELETE FROM parley_documents WHERE collection = $1', [this.name]),
    );
  }

  /** The rows PostgreSQL narrows the filter to (a superset of the matches), in `_id` order. */
  private async candidates(client: Queryable, filter: Filter, lock = false): Promise<T[]> {
    const { conditions, params } = pushDown(filter, [this.name]);
    const { rows } = await client.query<{ body: T }>(
      `SELECT body FROM parley_documents WHERE ${conditions.join(' AND ')} ORDER BY id${
        lock ? ' FOR UPDATE' : ''
      }`,
      params,
    );
    return rows.map((row) => row.body);
  }

  private async matches(client: Queryable, filter: Filter, limit = Infinity, lock = false) {
    const rows = await this.candidates(client, filter, lock);
    if (Object.keys(filter).length === 1 && typeof filter._id === 'string') return rows;
    const query = new Query(filter);
    const found: T[] = [];
    for (const document of rows) {
      if (found.length >= limit) break;
      if (query.test(document)) found.push(document);
    }
    return found;
  }

  private async apply(client: Queryable, document: T, update: Update): Promise<boolean> {
    const id = document._id;
    if (!applyModifier(document, update)) return false;
    if (document._id !== id) throw new Error('An update cannot change _id');
    await this.put(client, document);
    return true;
  }

  private async insert(client: Queryable, document: Document): Promise<boolean> {
    const { rowCount } = await client.query(
      'INSERT INTO parley_documents (collection, id, body) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [this.name, document._id, JSON.stringify(document)],
    );
    return rowCount === 1;
  }

  private async put(client: Queryable, document: Document): Promise<void> {
    await client.query('UPDATE parley_documents SET body = $3 WHERE collection = $1 AND id = $2', [
      this.name,
      document._id,
      JSON.stringify(document),
    ]);
  }

  private async remove(client: Queryable, found: T[]): Promise<DeleteResult> {
    if (found.length > 0)
      await client.query('DELETE FROM parley_documents WHERE collection = $1 AND id = ANY($2)', [
        this.name,
        found.map((document) => document._id),
      ]);
    return { deletedCount: found.length };
  }
}

type Scalar = string | number | boolean;

function isScalar(value: unknown): value is Scalar {
  return (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

/**
 * The part of a filter PostgreSQL can check on its own: `_id` equality or `$in`, and top-level
 * fields equal to a string, number or boolean. Such a field matches on MongoDB when it holds the
 * value or is an array containing it, hence the two containment tests (both use the GIN index).
 */
function pushDown(filter: Filter, params: unknown[]): { conditions: string[]; params: unknown[] } {
  const conditions = ['collection = $1'];
  const parameter = (value: unknown): string => `$${params.push(value)}`;
  for (const [path, condition] of Object.entries(filter)) {
    if (path.startsWith('$') || path.includes('.')) continue;
    const equal = isOperatorObject(condition)
      ? Object.keys(condition).length === 1 && isScalar(condition.$eq)
        ? condition.$eq
        : undefined
      : condition;
    if (path === '_id') {
      if (typeof equal === 'string') conditions.push(`id = ${parameter(equal)}`);
      const within = isOperatorObject(condition) ? condition.$in : undefined;
      if (Array.isArray(within) && within.every((id) => typeof id === 'string'))
        conditions.push(`id = ANY(${parameter(within)})`);
      continue;
    }
    if (!isScalar(equal)) continue;
    conditions.push(
      `(body @> ${parameter(JSON.stringify({ [path]: equal }))}::jsonb OR body @> ${parameter(
        JSON.stringify({ [path]: [equal] }),
      )}::jsonb)`,
    );
  }
  return { conditions, params };
}
