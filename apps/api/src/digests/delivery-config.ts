// Digests and reports (DELIVERY_*): when they go out and how a failing run is retried.
export type DeliveryConfig = {
  // Local hour of the person's time zone at which digests and reports go out.
  hour: number;
  // Tries of one run before it is recorded as failed and the person is told.
  attempts: number;
  // First retry delay; each further one doubles.
  retryBaseMs: number;
  // How often each instance looks for due runs (a run is queued once whichever instance sees it).
  tickMs: number;
  // Redis key prefix of the BullMQ queue (instances of one deployment share it).
  queuePrefix: string;
  // Off in tests that drive the clock and the queue by hand.
  autoStart: boolean;
};

const positive = (value: string | undefined, fallback: number, name: string) => {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new Error(`${name} must be a number ≥ 0`);
  return number;
};

export function loadDeliveryConfig(env: NodeJS.ProcessEnv): DeliveryConfig {
  const hour = positive(env.DELIVERY_HOUR, 7, 'DELIVERY_HOUR');
  if (hour > 23 || !Number.isInteger(hour)) throw new Error('DELIVERY_HOUR must be 0–23');
  return {
    hour,
    attempts: Math.max(1, positive(env.DELIVERY_ATTEMPTS, 5, 'DELIVERY_ATTEMPTS')),
    retryBaseMs: positive(env.DELIVERY_RETRY_BASE_MS, 60_000, 'DELIVERY_RETRY_BASE_MS'),
    tickMs: Math.max(1000, positive(env.DELIVERY_TICK_SECONDS, 60, 'DELIVERY_TICK_SECONDS') * 1000),
    queuePrefix: env.DELIVERY_QUEUE_PREFIX || 'parley',
    autoStart: env.DELIVERY_AUTOSTART !== 'false',
  };
}
