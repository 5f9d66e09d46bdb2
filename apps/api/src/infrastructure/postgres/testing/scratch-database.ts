import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

// The local server of the development and CI machines (trust auth); PARLEY_TEST_POSTGRES_URL
// points the PostgreSQL suites at another one. They fail, never skip, when it cannot be reached.
export const TEST_POSTGRES_URL =
  process.env.PARLEY_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type ScratchDatabase = { url: string; name: string; drop(): Promise<void> };

/** A database of its own for one suite, created empty and dropped (with its connections) at the end. */
export async function createScratchDatabase(prefix = 'parley_test'): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdmin<R>(work: (admin: Client) => Promise<R>): Promise<R> {
  const admin = new Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
