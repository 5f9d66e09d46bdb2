import { Pool } from 'pg';
import type { PoolClient } from 'pg';

/** `postgres://…` or `postgresql://…`: the stores that accept a URL take PostgreSQL for these. */
export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url);
}

export function openPostgresPool(url: string, name: string, max = 10): Pool {
  const pool = new Pool({ connectionString: url, max, application_name: `parley-${name}` });
  // An idle client that loses its server (a restart) emits here; the pool drops it and the next
  // query opens a new one, so the error must not crash the process.
  pool.on('error', () => undefined);
  return pool;
}

const retryable = new Set(['40001', '40P01']);

/** A serialization failure or a deadlock: the transaction may simply run again. */
export function isRetryableConflict(error: unknown): boolean {
  return postgresErrorCode(error) !== undefined && retryable.has(postgresErrorCode(error) ?? '');
}

export function postgresErrorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String(error.code)
    : undefined;
}

/** `postgres` bigint columns arrive as strings (pg keeps them exact); positions fit a double. */
export function toNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}

/**
 * Runs `work` in one transaction on one client of the pool; rolls back on any error. The
 * schema of a store is created under a transaction-scoped advisory lock, so instances that
 * start together do not race on CREATE TABLE.
 */
export async function inTransaction<R>(
  pool: Pool,
  work: (client: PoolClient) => Promise<R>,
  isolation: 'read committed' | 'repeatable read' = 'read committed',
): Promise<R> {
  const client = await pool.connect();
  let broken = false;
  // A server that goes away between two statements (a restart) makes the client emit 'error'
  // with no query to hand it to; unheard, that would end the process. The next statement fails.
  const lost = (): void => {
    broken = true;
  };
  client.on('error', lost);
  try {
    await client.query(`BEGIN ISOLATION LEVEL ${isolation.toUpperCase()}`);
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    client.off('error', lost);
    client.release(broken);
  }
}

/** Keys of the advisory locks Parley takes (bigint keys, below 2^53 so a JS number holds them). */
export const advisoryLocks = {
  schema: 0x7061726c_0001,
  append: 0x7061726c_0002,
  projections: 0x7061726c_0003,
} as const;
