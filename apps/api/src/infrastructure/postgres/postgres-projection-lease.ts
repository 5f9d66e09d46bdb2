import { hostname } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { Client } from 'pg';
import type { HeldLease, ProjectionLease } from '../../projections/projection-lease';
import { advisoryLocks } from './postgres-connection';

export type PostgresProjectionLeaseOptions = {
  /** How often a follower asks for the lease: the longest a dead leader's work waits. */
  retryMs?: number;
};

/**
 * The projection lease as a session advisory lock on the read models' server. PostgreSQL drops
 * it the moment the holding connection ends (a killed process's socket closes), so another
 * instance takes over on its next try; TCP keepalives cover a holder that vanished silently.
 */
export class PostgresProjectionLease implements ProjectionLease {
  private readonly retryMs: number;
  private waiting?: Client;
  private held?: Client;

  constructor(
    private readonly url: string,
    options: PostgresProjectionLeaseOptions = {},
  ) {
    this.retryMs = options.retryMs ?? 500;
  }

  async acquire(signal: AbortSignal): Promise<HeldLease | undefined> {
    while (!signal.aborted) {
      try {
        const client = await this.connection();
        const { rows } = await client.query<{ held: boolean }>(
          'SELECT pg_try_advisory_lock($1) AS held',
          [advisoryLocks.projections],
        );
        if (rows[0]?.held) {
          this.waiting = undefined;
          return this.hold(client);
        }
      } catch {
        // The server is away (a restart): the next try opens a new connection.
        await this.drop(this.waiting);
        this.waiting = undefined;
      }
      // An abort ends the wait early, as the lease's caller asked; it is not an error here.
      await delay(this.retryMs, undefined, { signal }).catch(() => undefined);
    }
    return undefined;
  }

  async describeHolder(): Promise<string | undefined> {
    const client = await this.connection();
    const { rows } = await client.query<{ application_name: string; pid: number }>(
      `SELECT a.application_name, a.pid FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
       WHERE l.locktype = 'advisory' AND l.granted
         AND ((l.classid::bigint << 32) | l.objid::bigint) = $1`,
      [advisoryLocks.projections],
    );
    const holder = rows[0];
    return holder ? `${holder.application_name} (server pid ${holder.pid})` : undefined;
  }

  async close(): Promise<void> {
    await Promise.all([this.drop(this.waiting), this.drop(this.held)]);
    this.waiting = undefined;
    this.held = undefined;
  }

  private hold(client: Client): HeldLease {
    this.held = client;
    const lost = new Promise<void>((resolve) => {
      client.once('end', () => resolve());
      client.once('error', () => resolve());
    });
    return {
      lost,
      release: async () => {
        if (this.held === client) this.held = undefined;
        await client
          .query('SELECT pg_advisory_unlock($1)', [advisoryLocks.projections])
          .catch(() => undefined);
        await this.drop(client);
      },
    };
  }

  private async connection(): Promise<Client> {
    if (this.waiting) return this.waiting;
    const client = new Client({
      connectionString: this.url,
      application_name: `parley-projections ${hostname()} pid ${process.pid}`,
      keepAlive: true,
    });
    // Errors end the connection, which the lease watches; this keeps them from crashing the process.
    client.on('error', () => undefined);
    await client.connect();
    this.waiting = client;
    return client;
  }

  private async drop(client: Client | undefined): Promise<void> {
    await client?.end().catch(() => undefined);
  }
}
