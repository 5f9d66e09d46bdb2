import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '../infrastructure/postgres/testing/scratch-database';

export type SharedStores = {
  /** PostgreSQL URL of the database every instance uses for events and read models. */
  url: string;
  /** The environment of one more instance: a DATA_DIR of its own, the shared stores and SHARED_DIR. */
  instanceEnv(): Record<string, string>;
  close(): Promise<void>;
};

// Several API instances as README "Several instances" runs them: each owns its DATA_DIR, all
// share the log, the read models and the secure store (vault, sessions, links: a database of
// their own on the local PostgreSQL server, dropped at the end) and SHARED_DIR (uploads).
export async function startSharedStores(): Promise<SharedStores> {
  const database = await createScratchDatabase('parley_instances');
  const root = mkdtempSync(join(tmpdir(), 'parley-instances-'));
  let instances = 0;
  return {
    url: database.url,
    instanceEnv: () => ({
      DATA_DIR: join(root, `instance-${(instances += 1)}`),
      SHARED_DIR: join(root, 'shared'),
      EVENTSTORE_URL: database.url,
      DOCUMENT_STORE_URL: database.url,
    }),
    async close() {
      await database.drop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
