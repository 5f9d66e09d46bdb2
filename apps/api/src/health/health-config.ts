export type HealthConfig = {
  /** Port of the health listener's own thread; undefined: none. */
  port?: number;
  /** Set by HEALTH_PORT: a port that cannot be had stops the start; the default only warns. */
  required: boolean;
  /** A report older than this means the API's event loop is stuck: the listener answers 503. */
  stallMs: number;
  /** /ready says not ready while the read models are further behind the log than this (READY_MAX_LAG). */
  readyMaxLag: number;
  /**
   * On SIGTERM, how long /ready answers 503 while requests are still served, so a load balancer
   * stops sending before the server closes (SHUTDOWN_GRACE_MS; 0 without one).
   */
  shutdownGraceMs: number;
};

// HEALTH_PORT: unset, PORT + 1 (none when PORT is 0, as in tests); `off`: none; 0: any free port.
export function loadHealthConfig(env: NodeJS.ProcessEnv, port: number): HealthConfig {
  const raw = env.HEALTH_PORT?.trim();
  const stallMs = Number(env.HEALTH_STALL_MS ?? 10_000);
  if (!Number.isFinite(stallMs) || stallMs <= 0)
    throw new Error('HEALTH_STALL_MS must be a positive number of milliseconds');
  const readyMaxLag = wholeNumber(env.READY_MAX_LAG, 1000, 'READY_MAX_LAG');
  const shutdownGraceMs = wholeNumber(env.SHUTDOWN_GRACE_MS, 0, 'SHUTDOWN_GRACE_MS');
  const common = { stallMs, readyMaxLag, shutdownGraceMs };
  if (raw === 'off') return { ...common, required: false };
  if (raw === undefined || raw === '')
    return { port: port === 0 ? undefined : port + 1, ...common, required: false };
  const chosen = Number(raw);
  if (!Number.isInteger(chosen) || chosen < 0 || chosen > 65_535)
    throw new Error('HEALTH_PORT must be a port number (0 for any free one) or off');
  return { port: chosen, ...common, required: true };
}

function wholeNumber(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
}
