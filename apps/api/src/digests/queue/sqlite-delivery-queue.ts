import type { SqliteDatabase } from '../../infrastructure/event-store/open-sqlite-database';
import type { DeliveryConfig } from '../delivery-config';
import type { DeliveryClock } from '../delivery-clock';
import { retryDelay } from './delivery-queue.port';
import type { DeliveryJob, DeliveryProcessor, DeliveryQueue } from './delivery-queue.port';

type Row = { run_key: string; payload: string; attempts: number };

// A job held longer than this by a worker that stopped answering is taken over by another.
const LEASE_MS = 5 * 60_000;
const POLL_MS = 1000;
const CONCURRENCY = 2;

/**
 * The embedded queue (no REDIS_URL): jobs in the same SQLite file as the events, so they survive
 * a restart, and instances sharing DATA_DIR share them. A claim is one UPDATE inside SQLite's
 * write lock, so two instances never take the same job.
 */
export class SqliteDeliveryQueue implements DeliveryQueue {
  private processor?: DeliveryProcessor;
  private timer?: NodeJS.Timeout;
  private running = 0;
  private readonly statements;

  constructor(
    db: SqliteDatabase,
    private readonly config: DeliveryConfig,
    private readonly clock: DeliveryClock,
  ) {
    db.exec(`CREATE TABLE IF NOT EXISTS delivery_jobs (
      run_key TEXT PRIMARY KEY, payload TEXT NOT NULL, state TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0, run_at INTEGER NOT NULL, lease_until INTEGER,
      last_error TEXT, created_at INTEGER NOT NULL)`);
    db.exec(
      'CREATE INDEX IF NOT EXISTS delivery_jobs_due ON delivery_jobs (state, run_at, lease_until)',
    );
    this.statements = {
      add: db.prepare(
        `INSERT OR IGNORE INTO delivery_jobs (run_key, payload, state, run_at, created_at)
         VALUES (?, ?, 'waiting', ?, ?)`,
      ),
      claim: db.prepare<[number, number, number], Row>(
        `UPDATE delivery_jobs SET state = 'active', attempts = attempts + 1, lease_until = ?
         WHERE run_key = (SELECT run_key FROM delivery_jobs
           WHERE (state = 'waiting' AND run_at <= ?) OR (state = 'active' AND lease_until < ?)
           ORDER BY run_at LIMIT 1)
         RETURNING run_key, payload, attempts`,
      ),
      done: db.prepare(
        `UPDATE delivery_jobs SET state = 'done', lease_until = NULL WHERE run_key = ?`,
      ),
      retry: db.prepare(
        `UPDATE delivery_jobs SET state = 'waiting', run_at = ?, lease_until = NULL, last_error = ?
         WHERE run_key = ?`,
      ),
      failed: db.prepare(
        `UPDATE delivery_jobs SET state = 'failed', lease_until = NULL, last_error = ? WHERE run_key = ?`,
      ),
      // Runs due now or held by a worker (a retry waiting for its backoff is not pending yet).
      pending: db.prepare<[number], { n: number }>(
        `SELECT count(*) AS n FROM delivery_jobs
         WHERE (state = 'waiting' AND run_at <= ?) OR state = 'active'`,
      ),
      depth: db.prepare<[], { n: number }>(
        `SELECT count(*) AS n FROM delivery_jobs WHERE state IN ('waiting', 'active')`,
      ),
      // Finished runs are kept a while so a late duplicate add is still refused.
      prune: db.prepare(
        `DELETE FROM delivery_jobs WHERE state IN ('done', 'failed') AND created_at < ?`,
      ),
    };
  }

  depth(): Promise<number> {
    return Promise.resolve(this.statements.depth.get()?.n ?? 0);
  }

  add(job: DeliveryJob): Promise<boolean> {
    const now = this.clock.now().getTime();
    const added = this.statements.add.run(job.runKey, JSON.stringify(job), now, now).changes === 1;
    return Promise.resolve(added);
  }

  start(processor: DeliveryProcessor): void {
    this.processor = processor;
    if (!this.config.autoStart) return;
    const poll = () => {
      this.runDue()
        .catch(() => undefined)
        .finally(() => {
          if (this.processor) this.timer = setTimeout(poll, POLL_MS);
        });
    };
    this.timer = setTimeout(poll, POLL_MS);
  }

  // Two runs at a time, as the BullMQ worker does: one renders charts (resvg's thread) while the
  // other builds its PDF or waits for AskQuestion.
  async runDue(): Promise<number> {
    const counts = await Promise.all(Array.from({ length: CONCURRENCY }, () => this.drain()));
    return counts.reduce((sum, n) => sum + n, 0);
  }

  private async drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      const now = this.clock.now().getTime();
      if (!this.processor) return ran;
      const row = this.statements.claim.get(now + LEASE_MS, now, now);
      if (!row) return ran;
      ran++;
      await this.process(row);
    }
  }

  private async process(row: Row): Promise<void> {
    const job = JSON.parse(row.payload) as DeliveryJob;
    const lastAttempt = row.attempts >= this.config.attempts;
    this.running++;
    try {
      await (this.processor as DeliveryProcessor)(job, { attempt: row.attempts, lastAttempt });
      this.statements.done.run(job.runKey);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (lastAttempt) this.statements.failed.run(message, job.runKey);
      else {
        const next = this.clock.now().getTime() + retryDelay(this.config.retryBaseMs, row.attempts);
        this.statements.retry.run(next, message, job.runKey);
      }
    } finally {
      this.running--;
    }
    this.statements.prune.run(this.clock.now().getTime() - 40 * 86_400_000);
  }

  async idle(): Promise<void> {
    const pending = () => this.statements.pending.get(this.clock.now().getTime())?.n ?? 0;
    for (let i = 0; this.running > 0 || pending() > 0; i++) {
      await this.runDue();
      // An active row nobody here runs belongs to another instance (or a dead one's lease).
      if (i > 500) return;
      if (this.running > 0 || pending() > 0)
        await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  close(): Promise<void> {
    this.processor = undefined;
    clearTimeout(this.timer);
    return Promise.resolve();
  }
}
