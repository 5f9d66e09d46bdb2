// The read side's storage (ARCHITECTURE.md "Read side"): MongoDB's filter and update language,
// so the same projection code runs on the embedded store and on MongoDB. Documents are JSON
// (strings, numbers, booleans, null, arrays, objects; dates as ISO strings) with a string `_id`.

export const DOCUMENT_STORE = Symbol('DOCUMENT_STORE');

export type Document = { _id: string } & Record<string, unknown>;

/** A MongoDB query filter: `{ tenantId: 't1', 'layout.w': { $gte: 2 }, $or: [...] }`. */
export type Filter = Record<string, unknown>;

/** The update operators both adapters support; paths may be dotted (`'flags.rc'`). */
export type Update = {
  $set?: Record<string, unknown>;
  $unset?: Record<string, '' | 1 | true>;
  $inc?: Record<string, number>;
  $push?: Record<string, unknown>;
  $pull?: Record<string, unknown>;
  $addToSet?: Record<string, unknown>;
};

export type SortOrder = 1 | -1;

export type FindOptions = { sort?: Record<string, SortOrder>; limit?: number; skip?: number };

export type UpsertOption = { upsert?: boolean };

export type UpdateResult = { matchedCount: number; modifiedCount: number; upsertedId?: string };

export type DeleteResult = { deletedCount: number };

export interface DocumentCollection<T extends Document = Document> {
  findOne(filter: Filter): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  /** Throws `DuplicateKeyError` when a document with that `_id` exists. */
  insertOne(document: T): Promise<void>;
  /**
   * Updates the first match. With `upsert` and no match, inserts the filter's equality fields
   * with the update applied; its `_id` comes from the filter or is a new UUID.
   */
  updateOne(filter: Filter, update: Update, options?: UpsertOption): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update): Promise<UpdateResult>;
  /** Replaces the first match, keeping its `_id`; with `upsert` and no match, inserts it. */
  replaceOne(filter: Filter, document: T, options?: UpsertOption): Promise<UpdateResult>;
  deleteOne(filter: Filter): Promise<DeleteResult>;
  deleteMany(filter: Filter): Promise<DeleteResult>;
  count(filter?: Filter): Promise<number>;
  drop(): Promise<void>;
}

/** What a transaction's callback sees: collections whose writes commit together or not at all. */
export interface DocumentSession {
  collection<T extends Document = Document>(name: string): DocumentCollection<T>;
}

export interface DocumentStore extends DocumentSession {
  /**
   * Runs `work` and commits all its writes atomically, so a projection stores its documents and
   * its checkpoint together. Reads inside see the transaction's own writes. If `work` throws,
   * nothing is written and the error propagates. Not a lock: keep one writer per document set
   * (one runner per projection).
   */
  transaction<R>(work: (session: DocumentSession) => Promise<R>): Promise<R>;
  close(): Promise<void>;
}

export class DuplicateKeyError extends Error {
  override readonly name = 'DuplicateKeyError';
  constructor(
    readonly collection: string,
    readonly id: string,
  ) {
    super(`A document with _id "${id}" already exists in "${collection}"`);
  }
}
