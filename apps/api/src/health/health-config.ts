export type HealthConfig = {
  /** Port of the health listener's own thread; undefined: none. */
  port?: number;
  /** Set by HEALTH_PORT: a port that cannot be had stops the start; the default only warns. */
  required: boolean;
  /** A report older than this means the API's event loop is stuck: the listener answers 503. */
  stallMs: number;
};

// HEALTH_PORT: unset, PORT + 1 (none when PORT is 0, as in tests); `off`: none; 0: any free port.
export function loadHealthConfig(env: NodeJS.ProcessEnv, port: number): HealthConfig {
  const raw = env.HEALTH_PORT?.trim();
  const stallMs = Number(env.HEALTH_STALL_MS ?? 10_000);
  if (!Number.isFinite(stallMs) || stallMs <= 0)
    throw new Error('HEALTH_STALL_MS must be a positive number of milliseconds');
  if (raw === 'off') return { stallMs, required: false };
  if (raw === undefined || raw === '')
    return { port: port === 0 ? undefined : port + 1, stallMs, required: false };
  const chosen = Number(raw);
  if (!Number.isInteger(chosen) || chosen < 0 || chosen > 65_535)
    throw new Error('HEALTH_PORT must be a port number (0 for any free one) or off');
  return { port: chosen, stallMs, required: true };
}
