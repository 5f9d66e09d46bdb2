import type { DeliveryKind } from '@parley/domain';

// One due digest or report; runKey names the run everywhere (job id, event stream, Message-ID).
export type DeliveryJob = {
  runKey: string;
  kind: DeliveryKind;
  tenantId: string;
  targetId: string;
  scheduledFor: string;
  preview: boolean;
};

export type JobAttempt = { attempt: number; lastAttempt: boolean };

export type DeliveryProcessor = (job: DeliveryJob, attempt: JobAttempt) => Promise<void>;

// Each run is queued once whichever instance sees it due (the run key is the job id), taken by
// one worker at a time, retried with a doubling backoff, and taken over if its worker dies.
export type DeliveryQueue = {
  /** False when a job of that run key is already queued, running or done. */
  add(job: DeliveryJob): Promise<boolean>;
  start(processor: DeliveryProcessor): void;
  /** Runs every job due now on this instance (tests and the embedded poller). */
  runDue(): Promise<number>;
  /** Resolves when nothing is waiting or running (tests and benchmarks). */
  idle(): Promise<void>;
  /** Runs waiting (due or in a retry's backoff) or running: the queue depth /metrics shows. */
  depth(): Promise<number>;
  close(): Promise<void>;
};

export const DELIVERY_QUEUE = Symbol('DELIVERY_QUEUE');

export const retryDelay = (baseMs: number, attempt: number) => baseMs * 2 ** (attempt - 1);
