// One runner projects at a time (ARCHITECTURE.md "Write side"): the instance that holds the
// lease applies events to the read models; the others follow the shared checkpoint. Exactly
// once does not rest on the lease alone: every projection transaction writes the checkpoint, so
// two runners that both believe they lead cannot both commit the same event.

export const PROJECTION_LEASE = Symbol('PROJECTION_LEASE');

export type HeldLease = {
  /** Resolves when the lease is gone without `release` (the connection holding it broke). */
  readonly lost: Promise<void>;
  release(): Promise<void>;
};

export interface ProjectionLease {
  /** Waits until this process holds the lease; undefined when `signal` aborts first. */
  acquire(signal: AbortSignal): Promise<HeldLease | undefined>;
  /** Who holds it, for a message ("pid 41 on api-2"), when the store can tell. */
  describeHolder(): Promise<string | undefined>;
  close(): Promise<void>;
}

/**
 * The embedded stores live in a DATA_DIR that one process owns (data-dir-lock.ts), so that
 * process always leads. Also used with MongoDB, whose instances need REDIS_URL for a shared
 * lease (see README "Several instances").
 */
export class LocalProjectionLease implements ProjectionLease {
  acquire(signal: AbortSignal): Promise<HeldLease | undefined> {
    if (signal.aborted) return Promise.resolve(undefined);
    return Promise.resolve({
      lost: new Promise<void>(() => undefined),
      release: () => Promise.resolve(),
    });
  }

  describeHolder(): Promise<string | undefined> {
    return Promise.resolve(undefined);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** Never leads: an admin command that joined a DATA_DIR owned by a running API follows it. */
export class FollowerProjectionLease implements ProjectionLease {
  acquire(signal: AbortSignal): Promise<HeldLease | undefined> {
    return new Promise((resolve) => {
      if (signal.aborted) return resolve(undefined);
      signal.addEventListener('abort', () => resolve(undefined), { once: true });
    });
  }

  describeHolder(): Promise<string | undefined> {
    return Promise.resolve(undefined);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
