import { randomUUID } from 'node:crypto';
import { find as mingoFind, Query } from 'mingo';
import { DuplicateKeyError } from './document-store.port';
import type {
  DeleteResult,
  Document,
  DocumentCollection,
  Filter,
  FindOptions,
  Update,
  UpdateResult,
  UpsertOption,
} from './document-store.port';
import type { DocumentSource } from './sqlite-document-rows';
import { applyModifier, requireId, seedFromFilter } from './document-updates';
import { sortWithIdTiebreak } from './sort-order';

/** A collection of the embedded store: documents from a `DocumentSource`, matched and updated by mingo. */
export class EmbeddedCollection<T extends Document> implements DocumentCollection<T> {
  constructor(
    private readonly name: string,
    private readonly source: DocumentSource,
  ) {}

  findOne(filter: Filter): Promise<T | null> {
    return Promise.resolve(this.matches(filter, 1)[0] ?? null);
  }

  find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    let cursor = mingoFind<T>(this.candidates(filter), filter).sort(
      sortWithIdTiebreak(options.sort),
    );
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return Promise.resolve(cursor.all());
  }

  insertOne(document: T): Promise<void> {
    return this.run(() => {
      requireId(document);
      if (this.source.get(this.name, document._id))
        throw new DuplicateKeyError(this.name, document._id);
      this.source.put(this.name, document);
    });
  }

  updateOne(filter: Filter, update: Update, options: UpsertOption = {}): Promise<UpdateResult> {
    return this.run(() => {
      const [found] = this.matches(filter, 1);
      if (found) return { matchedCount: 1, modifiedCount: this.apply(found, update) ? 1 : 0 };
      if (!options.upsert) return { matchedCount: 0, modifiedCount: 0 };
      const created = seedFromFilter(filter);
      applyModifier(created, update);
      created._id ??= randomUUID();
      this.source.put(this.name, created as Document);
      return { matchedCount: 0, modifiedCount: 0, upsertedId: String(created._id) };
    });
  }

  updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    return this.run(() => {
      const found = this.matches(filter);
      const modifiedCount = found.filter((document) => this.apply(document, update)).length;
      return { matchedCount: found.length, modifiedCount };
    });
  }

  replaceOne(filter: Filter, document: T, options: UpsertOption = {}): Promise<UpdateResult> {
    return this.run(() => {
      const [found] = this.matches(filter, 1);
      if (found) {
        if (document._id !== undefined && document._id !== found._id)
          throw new Error('replaceOne cannot change _id');
        this.source.put(this.name, { ...document, _id: found._id });
        return { matchedCount: 1, modifiedCount: 1 };
      }
      if (!options.upsert) return { matchedCount: 0, modifiedCount: 0 };
      const seededId = seedFromFilter(filter)._id;
      const _id = document._id ?? (typeof seededId === 'string' ? seededId : randomUUID());
      this.source.put(this.name, { ...document, _id });
      return { matchedCount: 0, modifiedCount: 0, upsertedId: _id };
    });
  }

  deleteOne(filter: Filter): Promise<DeleteResult> {
    return this.run(() => this.remove(this.matches(filter, 1)));
  }

  deleteMany(filter: Filter): Promise<DeleteResult> {
    return this.run(() => this.remove(this.matches(filter)));
  }

  count(filter: Filter = {}): Promise<number> {
    return Promise.resolve(this.matches(filter).length);
  }

  drop(): Promise<void> {
    return this.run(() => this.source.drop(this.name));
  }

  /** Settles like the driver: a failure inside `work` becomes a rejection, never a throw. */
  private run<R>(work: () => R): Promise<R> {
    return new Promise((resolve) => resolve(this.source.atomically(work)));
  }

  /** A plain `_id` lookup reads one row; any other filter scans the collection. */
  private candidates(filter: Filter): T[] {
    const id = filter._id;
    if (typeof id === 'string') {
      const document = this.source.get(this.name, id);
      return document ? [document as T] : [];
    }
    return this.source.list(this.name) as T[];
  }

  private matches(filter: Filter, limit = Infinity): T[] {
    // A filter of only `_id` is settled by the lookup; skipping mingo there keeps projections fast.
    if (Object.keys(filter).length === 1 && typeof filter._id === 'string')
      return this.candidates(filter);
    const query = new Query(filter);
    const found: T[] = [];
    for (const document of this.candidates(filter)) {
      if (found.length >= limit) break;
      if (query.test(document)) found.push(document);
    }
    return found;
  }

  private apply(document: T, update: Update): boolean {
    const id = document._id;
    if (!applyModifier(document, update)) return false;
    if (document._id !== id) throw new Error('An update cannot change _id');
    this.source.put(this.name, document);
    return true;
  }

  private remove(found: T[]): DeleteResult {
    for (const document of found) this.source.remove(this.name, document._id);
    return { deletedCount: found.length };
  }
}
