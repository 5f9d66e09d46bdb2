import { randomUUID } from 'node:crypto';
import { MongoClient, MongoServerError } from 'mongodb';
import type { ClientSession, Collection, Db, UpdateFilter } from 'mongodb';
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
import { sortWithIdTiebreak } from './sort-order';

const duplicateKey = 11000;

/**
 * MongoDB behind the port. Transactions need a replica set (a single-node one will do). The
 * database is the one named in MONGO_URL, else `parley`.
 */
export class MongoDocumentStore implements DocumentStore {
  private readonly client: MongoClient;
  private readonly db: Db;

  constructor(url: string, databaseName?: string) {
    this.client = new MongoClient(url);
    const named = this.client.options.dbName;
    // The driver falls back to "test" when the URL names no database.
    this.db = this.client.db(databaseName ?? (named && named !== 'test' ? named : 'parley'));
  }

  collection<T extends Document = Document>(name: string): DocumentCollection<T> {
    return new MongoDocumentCollection<T>(this.db.collection<Document>(name));
  }

  async transaction<R>(work: (session: DocumentSession) => Promise<R>): Promise<R> {
    const session = this.client.startSession();
    try {
      // withTransaction retries `work` on transient errors; projections are idempotent, so that is safe.
      return await session.withTransaction(() =>
        work({
          collection: <T extends Document = Document>(name: string) =>
            new MongoDocumentCollection<T>(this.db.collection<Document>(name), session),
        }),
      );
    } finally {
      await session.endSession();
    }
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

class MongoDocumentCollection<T extends Document> implements DocumentCollection<T> {
  constructor(
    private readonly collection: Collection<Document>,
    private readonly session?: ClientSession,
  ) {}

  async findOne(filter: Filter): Promise<T | null> {
    return (await this.collection.findOne(filter, { session: this.session })) as T | null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    let cursor = this.collection
      .find(filter, { session: this.session })
      .sort(sortWithIdTiebreak(options.sort));
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return (await cursor.toArray()) as T[];
  }

  async insertOne(document: T): Promise<void> {
    try {
      await this.collection.insertOne(document, { session: this.session });
    } catch (error) {
      if (error instanceof MongoServerError && error.code === duplicateKey) {
        throw new DuplicateKeyError(this.collection.collectionName, document._id);
      }
      throw error;
    }
  }

  async updateOne(
    filter: Filter,
    update: Update,
    options: UpsertOption = {},
  ): Promise<UpdateResult> {
    // Ids stay strings: an upsert whose filter names no _id gets a UUID, as on the embedded store.
    const withId =
      options.upsert && typeof filter._id !== 'string'
        ? { ...update, $setOnInsert: { _id: randomUUID() } }
        : update;
    const result = await this.collection.updateOne(filter, withId as UpdateFilter<Document>, {
      upsert: options.upsert,
      session: this.session,
    });
    return toUpdateResult(result);
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    const result = await this.collection.updateMany(filter, update as UpdateFilter<Document>, {
      session: this.session,
    });
    return toUpdateResult(result);
  }

  async replaceOne(filter: Filter, document: T, options: UpsertOption = {}): Promise<UpdateResult> {
    const result = await this.collection.replaceOne(filter, document, {
      upsert: options.upsert,
      session: this.session,
    });
    return toUpdateResult(result);
  }

  async deleteOne(filter: Filter): Promise<DeleteResult> {
    const { deletedCount } = await this.collection.deleteOne(filter, { session: this.session });
    return { deletedCount };
  }

  async deleteMany(filter: Filter): Promise<DeleteResult> {
    const { deletedCount } = await this.collection.deleteMany(filter, { session: this.session });
    return { deletedCount };
  }

  count(filter: Filter = {}): Promise<number> {
    return this.collection.countDocuments(filter, { session: this.session });
  }

  async drop(): Promise<void> {
    // Dropping a collection is not allowed inside a transaction; emptying it is, and reads the same.
    if (this.session) await this.collection.deleteMany({}, { session: this.session });
    else await this.collection.drop();
  }
}

function toUpdateResult(result: {
  matchedCount: number;
  modifiedCount: number;
  upsertedId: unknown;
}): UpdateResult {
  // Every _id this port writes is a string (see updateOne), so the driver hands back a string.
  const upserted = typeof result.upsertedId === 'string' ? { upsertedId: result.upsertedId } : {};
  return { matchedCount: result.matchedCount, modifiedCount: result.modifiedCount, ...upserted };
}
