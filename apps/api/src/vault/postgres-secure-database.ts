import type { SecureDatabase, SecureStatement, SecureWork, WorkArguments } from './secure-database';
import { SyncPostgresClient } from './sync-postgres-client';

// The secure store's tables sit in a schema of their own, so they share a database with the
// event log and the read models without a name of theirs meeting anyone else's.
const SCHEMA = 'parley_secure';

/** SQLite's `?` placeholders as PostgreSQL's `$1, $2…` (quoted text left alone). */
export function numberedPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/'(?:[^']|'')*'|\?/g, (match) => (match === '?' ? `$${(n += 1)}` : match));
}

/**
 * The secure store on PostgreSQL, with the synchronous surface of better-sqlite3 the stores use
 * (prepare / run / get / all, exec, transaction), so sessions, one-time links (the OAuth and
 * Google pending states among them), the vault and oidc-provider's records are the same for
 * every instance on every host.
 */
export class PostgresSecureDatabase implements SecureDatabase {
  private readonly client: SyncPostgresClient;
  private depth = 0;
  open = true;

  constructor(url: string) {
    this.client = new SyncPostgresClient(url, SCHEMA);
    this.exec(`CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`);
  }

  /** Schema statements: under one advisory lock, so instances starting together do not race. */
  exec(sql: string): this {
    // One simple query is one implicit transaction: the lock is held to its end, and a failing
    // statement rolls back the others.
    this.client.query(`SELECT pg_advisory_xact_lock(hashtext('parley-secure-schema')); ${sql}`);
    return this;
  }

  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  prepare<P extends unknown[] | {} = unknown[], R = unknown>(
    sql: string,
  ): P extends unknown[] ? SecureStatement<P, R> : SecureStatement<[P], R> {
    const text = numberedPlaceholders(sql);
    const query = (params: unknown[]) => this.client.query(text, params);
    const statement: SecureStatement<unknown[], R> = {
      run: (...params) => ({ changes: query(params).rowCount }),
      get: (...params) => query(params).rows[0] as R | undefined,
      all: (...params) => query(params).rows as R[],
      iterate: (...params) => (query(params).rows as R[])[Symbol.iterator](),
    };
    return statement as P extends unknown[] ? SecureStatement<P, R> : SecureStatement<[P], R>;
  }

  /** BEGIN … COMMIT on the one connection; a transaction inside another joins it. */
  transaction<F extends SecureWork>(fn: F): (...args: WorkArguments<F>) => ReturnType<F> {
    return (...args: WorkArguments<F>): ReturnType<F> => {
      if (this.depth > 0) return fn(...args) as ReturnType<F>;
      this.client.query('BEGIN');
      this.depth += 1;
      try {
        const result = fn(...args) as ReturnType<F>;
        this.client.query('COMMIT');
        return result;
      } catch (error) {
        try {
          this.client.query('ROLLBACK');
        } catch {
          // The connection is gone, and the transaction with it.
        }
        throw error;
      } finally {
        this.depth -= 1;
      }
    };
  }

  close(): void {
    this.open = false;
    this.client.close();
  }
}
