import { Logger } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import Redis from 'ioredis';
import type { DeliveryConfig } from '../delivery-config';
import type { DeliveryJob, DeliveryProcessor, DeliveryQueue } from './delivery-queue.port';

const QUEUE_NAME = 'deliveries';
const DAY_S = 86_400;

/**
 * BullMQ on Redis (REDIS_URL): the run key is the job id, so however many instances see a run due
 * it is queued once; one worker holds its lock at a time, a stalled one's job moves on, and
 * failures are retried with an exponential backoff.
 */
export class BullmqDeliveryQueue implements DeliveryQueue {
  private readonly logger = new Logger('DeliveryQueue');
  private readonly connection: Redis;
  private readonly queue: Queue<DeliveryJob>;
  private worker?: Worker<DeliveryJob>;
  private workerConnection?: Redis;

  constructor(
    redisUrl: string,
    private readonly config: DeliveryConfig,
  ) {
    // BullMQ's blocking commands need no retry limit per request.
    this.connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    this.connection.on('error', (error: Error) => this.logger.warn({ err: error }, 'redis'));
    this.queue = new Queue<DeliveryJob>(QUEUE_NAME, {
      connection: this.connection,
      prefix: config.queuePrefix,
    });
  }

  async add(job: DeliveryJob): Promise<boolean> {
    // One claim per run across instances (SET NX): the add below is idempotent by job id too,
    // but only the claim tells the instance that queued it first.
    const claimed = await this.connection.set(
      `${this.config.queuePrefix}:delivery-run:${job.runKey}`,
      '1',
      'EX',
      40 * DAY_S,
      'NX',
    );
    if (claimed !== 'OK') return false;
    await this.queue.add(job.kind, job, {
      jobId: job.runKey,
      attempts: this.config.attempts,
      backoff: { type: 'exponential', delay: this.config.retryBaseMs },
      // Kept for days, so a late duplicate add of the same run is still refused.
      removeOnComplete: { age: 40 * DAY_S },
      removeOnFail: { age: 40 * DAY_S },
    });
    return true;
  }

  start(processor: DeliveryProcessor): void {
    this.worker = new Worker<DeliveryJob>(
      QUEUE_NAME,
      async (job) => {
        const attempt = job.attemptsMade + 1;
        await processor(job.data, { attempt, lastAttempt: attempt >= this.config.attempts });
      },
      {
        connection: (this.workerConnection = this.connection.duplicate()),
        prefix: this.config.queuePrefix,
        concurrency: 2,
        autorun: true,
      },
    );
    this.worker.on('error', (error) => this.logger.warn({ err: error }, 'worker'));
  }

  // The worker takes due jobs by itself.
  runDue(): Promise<number> {
    return Promise.resolve(0);
  }

  async idle(): Promise<void> {
    for (let i = 0; i < 3000; i++) {
      const counts = await this.queue.getJobCounts('waiting', 'active', 'prioritized');
      if (counts.waiting + counts.active + counts.prioritized === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async depth(): Promise<number> {
    const counts = await this.queue.getJobCounts('waiting', 'active', 'prioritized', 'delayed');
    return counts.waiting + counts.active + counts.prioritized + counts.delayed;
  }

  async close(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    this.workerConnection?.disconnect();
    this.connection.disconnect();
  }
}
