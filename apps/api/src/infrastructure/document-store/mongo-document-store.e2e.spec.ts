import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { MongoDocumentStore } from './mongo-document-store';
import { documentStoreContract } from './testing/document-store.contract';

// No MongoDB runs by default: the suite then shows up as skipped under this name, so a green
// run without MONGO_URL is never mistaken for a tested adapter. Transactions need a replica set.
const url = process.env.MONGO_URL;
const describeIfMongo = url ? describe : describe.skip;

describeIfMongo('MongoDB adapter (set MONGO_URL to run)', () => {
  const databases: string[] = [];
  afterAll(async () => {
    const client = new MongoClient(url ?? '');
    for (const name of databases) await client.db(name).dropDatabase();
    await client.close();
  });

  documentStoreContract('MongoDB adapter', () => {
    const name = `parley_test_${randomUUID().slice(0, 8)}`;
    databases.push(name);
    return Promise.resolve(new MongoDocumentStore(url ?? '', name));
  });
});
