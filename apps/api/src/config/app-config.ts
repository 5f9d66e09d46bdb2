import type { BlockList } from 'node:net';
import { resolve } from 'node:path';
import { loadAuthConfig } from '../auth/auth-config';
import { isPostgresUrl } from '../infrastructure/postgres/postgres-connection';
import { parseTrustedProxies } from '../auth/client-address';
import type { AuthConfig } from '../auth/auth-config';
import { loadDataSourcesConfig } from '../data-sources/data-sources-config';
import type { DataSourcesConfig } from '../data-sources/data-sources-config';
import { loadBodyLimits } from '../http/body-limits';
import type { BodyLimits } from '../http/body-limits';
import { loadDeliveryConfig } from '../digests/delivery-config';
import type { DeliveryConfig } from '../digests/delivery-config';
import { loadLiveOrigins } from '../live/live-origins';
import { loadHealthConfig } from '../health/health-config';
import type { HealthConfig } from '../health/health-config';

// Read once at start-up; handlers receive this object, never process.env.
export type AppConfig = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /**
   * What instances on one host share (SHARED_DIR, default DATA_DIR): the vault database
   * (secrets, sessions, one-time links), the generated master key, uploads and pictures.
   */
  sharedDir: string;
  /**
   * Set by admin commands (set-plan), never by the environment: when an API process owns
   * DATA_DIR, the command joins it (appends, follows its projections) instead of being refused.
   */
  dataDirGuest?: boolean;
  production: boolean;
  /** The event log's server: postgres://… or an EventStoreDB / KurrentDB URL (EVENTSTORE_URL). */
  eventStoreUrl?: string;
  /** The read models' server: postgres://… or mongodb://… (DOCUMENT_STORE_URL, or MONGO_URL). */
  documentStoreUrl?: string;
  /**
   * Where secrets, sessions, one-time links and OAuth records live: a PostgreSQL URL
   * (SECURE_STORE_URL, default a PostgreSQL DOCUMENT_STORE_URL), so instances on several hosts
   * share them; undefined keeps them in SHARED_DIR's secure.sqlite (SECURE_STORE_URL=file).
   */
  secureStoreUrl?: string;
  redisUrl?: string;
  /** Page origins allowed to open a live socket: PUBLIC_URL's and LIVE_ALLOWED_ORIGINS. */
  liveOrigins: string[];
  /** Proxies beyond the local one whose X-Forwarded-For entries are believed (TRUSTED_PROXIES). */
  trustedProxies: BlockList;
  smtpUrl?: string;
  /** Where the help panel's contact form is mailed (SUPPORT_EMAIL); unset, the form says so. */
  supportEmail?: string;
  secretKey?: string;
  /** The bearer token /metrics asks for (METRICS_TOKEN); unset, only this host may read it. */
  metricsToken?: string;
  webDist: string;
  logLevel: string;
  auth: AuthConfig;
  dataSources: DataSourcesConfig;
  /** Size and JSON depth of every request body (API_BODY_MAX_BYTES, API_BODY_MAX_DEPTH). */
  body: BodyLimits;
  /** Digests and strategy reports: hour, retries, queue (DELIVERY_*). */
  deliveries: DeliveryConfig;
  /** The health listener on its own thread and port (HEALTH_PORT, HEALTH_STALL_MS). */
  health: HealthConfig;
};

export const APP_CONFIG = Symbol('APP_CONFIG');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const production = env.NODE_ENV === 'production';
  // An empty variable counts as unset: DATA_DIR= must not turn the working directory into the data folder.
  const dataDir = resolve(env.DATA_DIR || './.data');
  const sharedDir = env.SHARED_DIR ? resolve(env.SHARED_DIR) : dataDir;
  const eventStoreUrl = env.EVENTSTORE_URL || undefined;
  const documentStoreUrl = env.DOCUMENT_STORE_URL || env.MONGO_URL || undefined;
  // Instances that share secrets and sessions must share the log and the read models too.
  if (sharedDir !== dataDir && !(eventStoreUrl && documentStoreUrl)) {
    throw new Error(
      'SHARED_DIR is for several instances: set EVENTSTORE_URL and DOCUMENT_STORE_URL (or MONGO_URL) to shared servers too',
    );
  }
  const secureStoreUrl = loadSecureStoreUrl(env.SECURE_STORE_URL, documentStoreUrl);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    publicUrl,
    dataDir,
    sharedDir,
    production,
    eventStoreUrl,
    documentStoreUrl,
    secureStoreUrl,
    redisUrl: env.REDIS_URL || undefined,
    liveOrigins: loadLiveOrigins(env, publicUrl, production),
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
    smtpUrl: env.SMTP_URL || undefined,
    supportEmail: env.SUPPORT_EMAIL?.trim() || undefined,
    secretKey: env.PARLEY_SECRET_KEY || undefined,
    metricsToken: loadMetricsToken(env.METRICS_TOKEN),
    // apps/api/{src,dist}/config → apps/web/dist
    webDist: resolve(env.WEB_DIST || resolve(__dirname, '../../../web/dist')),
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    auth: loadAuthConfig(env),
    dataSources: loadDataSourcesConfig(env),
    body: loadBodyLimits(env),
    deliveries: loadDeliveryConfig(env),
    health: loadHealthConfig(env, port),
  };
}

function loadSecureStoreUrl(
  value: string | undefined,
  documentStoreUrl?: string,
): string | undefined {
  if (value === 'file') return undefined;
  if (isPostgresUrl(value)) return value;
  if (value)
    throw new Error(
      `SECURE_STORE_URL must be a postgres:// URL, or "file" for SHARED_DIR/secure.sqlite; got "${String(value)}"`,
    );
  // Instances whose read models are in PostgreSQL may run on several hosts: their secrets and
  // sessions go to the same server, not to one host's directory.
  return isPostgresUrl(documentStoreUrl) ? documentStoreUrl : undefined;
}

// A token short enough to guess would open the metrics to anyone who tries.
function loadMetricsToken(value: string | undefined): string | undefined {
  const token = value?.trim();
  if (!token) return undefined;
  if (token.length < 16)
    throw new Error('METRICS_TOKEN must be at least 16 characters (e.g. openssl rand -hex 24)');
  return token;
}
