import { DEFAULT_LOADER_LIMITS } from '@parley/analytics';
import type { DuckLimits, LoaderLimits } from '@parley/analytics';
import { PLANS } from '@parley/domain';
import { parseAllowedHosts } from './databases/database-host-policy';
import type { DatabaseHostPolicy } from './databases/database-host-policy';
import type { Plan } from '@parley/domain';

// Everything the data sources read from the environment, once, at start-up.
export type GoogleAnalyticsConfig = {
  clientId: string;
  clientSecret: string;
  // The `iss` of the ID token the token endpoint returns (Google: https://accounts.google.com).
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  revocationEndpoint: string;
  // Base URLs of the GA4 Data API (runReport) and Admin API (accountSummaries); tests point them at a stand-in.
  dataApiUrl: string;
  adminApiUrl: string;
};

export type StorageQuotas = Record<Plan, number>;

export type DataSourcesConfig = {
  uploadMaxBytes: number;
  /** The sandbox an uploaded file is loaded in (its process, memory, time and the file's shape). */
  loader: LoaderLimits;
  /** How many files are loaded at the same time; the others wait. */
  loaderConcurrency: number;
  /** Every DuckDB database the API opens (uploaded files, the demo). */
  duckdb: DuckLimits;
  /** Bytes a tenant's uploaded files (and their loaded copies) may take on disk, by plan. */
  storageQuotas: StorageQuotas;
  statementTimeoutMs: number;
  /** Private addresses a person's database may be at (DATABASE_ALLOWED_HOSTS); none by default. */
  databaseHosts: DatabaseHostPolicy;
  /** Connection tests (and connects) a tenant may make per minute (DATABASE_TEST_RATE_LIMIT). */
  connectionTestsPerMinute: number;
  rowCap: number;
  googleAnalytics?: GoogleAnalyticsConfig;
};

const UNITS: Record<string, number> = {
  '': 1,
  B: 1,
  KB: 1024,
  MB: 1024 ** 2,
  GB: 1024 ** 3,
  TB: 1024 ** 4,
};

// "500MB", "5 GB", "1048576": a byte count for a person to write.
export function parseBytes(text: string, name: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([KMGT]?B?)\s*$/i.exec(text);
  const unit = UNITS[match?.[2]?.toUpperCase() ?? 'X'];
  if (!match || unit === undefined || Number(match[1]) <= 0)
    throw new Error(`${name} must be a size such as 500MB or 5GB, got "${text}"`);
  return Math.floor(Number(match[1]) * unit);
}

// Spec §9 names no storage figure per plan; these follow the plans' 1 : 10 : 100 steps.
const DEFAULT_STORAGE_QUOTAS: StorageQuotas = {
  free: 500 * 1024 ** 2,
  premium: 5 * 1024 ** 3,
  unlimited: 50 * 1024 ** 3,
};

// STORAGE_QUOTAS=free=500MB,premium=5GB,unlimited=50GB; a plan left out keeps its default.
function storageQuotas(value: string | undefined): StorageQuotas {
  const quotas = { ...DEFAULT_STORAGE_QUOTAS };
  for (const entry of (value ?? '').split(',').filter((e) => e.trim())) {
    const [plan, size] = entry.split('=').map((part) => part.trim());
    if (!(PLANS as readonly string[]).includes(plan ?? '') || !size)
      throw new Error(`STORAGE_QUOTAS entries look like free=500MB, got "${entry}"`);
    quotas[plan as Plan] = parseBytes(size, `STORAGE_QUOTAS ${plan}`);
  }
  return quotas;
}

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0)
    throw new Error(`${name} must be a positive number, got "${value}"`);
  return Math.floor(n);
}

function googleAnalytics(env: NodeJS.ProcessEnv): GoogleAnalyticsConfig | undefined {
  const clientId = env.GA_CLIENT_ID ?? env.GOOGLE_CLIENT_ID;
  const clientSecret = env.GA_CLIENT_SECRET ?? env.GOOGLE_CLIENT_SECRET;
  if (!clientId || !clientSecret) return undefined;
  const authorizationEndpoint =
    env.GA_AUTHORIZATION_URL ??
    env.GOOGLE_AUTHORIZATION_URL ??
    'https://accounts.google.com/o/oauth2/v2/auth';
  return {
    clientId,
    clientSecret,
    issuer: env.GA_ISSUER ?? env.GOOGLE_ISSUER ?? new URL(authorizationEndpoint).origin,
    authorizationEndpoint,
    tokenEndpoint:
      env.GA_TOKEN_URL ?? env.GOOGLE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
    revocationEndpoint: env.GA_REVOCATION_URL ?? 'https://oauth2.googleapis.com/revoke',
    dataApiUrl: (env.GA_DATA_API_URL ?? 'https://analyticsdata.googleapis.com').replace(/\/$/, ''),
    adminApiUrl: (env.GA_ADMIN_API_URL ?? 'https://analyticsadmin.googleapis.com').replace(
      /\/$/,
      '',
    ),
  };
}

export function loadDataSourcesConfig(env: NodeJS.ProcessEnv): DataSourcesConfig {
  return {
    uploadMaxBytes: positive(env.UPLOAD_MAX_BYTES, 200 * 1024 * 1024, 'UPLOAD_MAX_BYTES'),
    statementTimeoutMs: positive(
      env.DATABASE_STATEMENT_TIMEOUT_MS,
      10_000,
      'DATABASE_STATEMENT_TIMEOUT_MS',
    ),
    rowCap: positive(env.DATABASE_ROW_CAP, 5000, 'DATABASE_ROW_CAP'),
    databaseHosts: parseAllowedHosts(env.DATABASE_ALLOWED_HOSTS),
    connectionTestsPerMinute: positive(
      env.DATABASE_TEST_RATE_LIMIT,
      10,
      'DATABASE_TEST_RATE_LIMIT',
    ),
    loader: {
      jsonMaxDepth: positive(
        env.UPLOAD_JSON_MAX_DEPTH,
        DEFAULT_LOADER_LIMITS.jsonMaxDepth,
        'UPLOAD_JSON_MAX_DEPTH',
      ),
      jsonMaxRecordBytes: env.UPLOAD_JSON_MAX_RECORD
        ? parseBytes(env.UPLOAD_JSON_MAX_RECORD, 'UPLOAD_JSON_MAX_RECORD')
        : DEFAULT_LOADER_LIMITS.jsonMaxRecordBytes,
      xlsxMaxRows: positive(
        env.UPLOAD_XLSX_MAX_ROWS,
        DEFAULT_LOADER_LIMITS.xlsxMaxRows,
        'UPLOAD_XLSX_MAX_ROWS',
      ),
      xlsxMaxCells: positive(
        env.UPLOAD_XLSX_MAX_CELLS,
        DEFAULT_LOADER_LIMITS.xlsxMaxCells,
        'UPLOAD_XLSX_MAX_CELLS',
      ),
      maxColumns: positive(
        env.UPLOAD_MAX_COLUMNS,
        DEFAULT_LOADER_LIMITS.maxColumns,
        'UPLOAD_MAX_COLUMNS',
      ),
      heapMb: positive(
        env.UPLOAD_LOADER_HEAP_MB,
        DEFAULT_LOADER_LIMITS.heapMb,
        'UPLOAD_LOADER_HEAP_MB',
      ),
      duckdbMemory: env.UPLOAD_LOADER_DUCKDB_MEMORY || DEFAULT_LOADER_LIMITS.duckdbMemory,
      duckdbThreads: positive(
        env.UPLOAD_LOADER_THREADS,
        DEFAULT_LOADER_LIMITS.duckdbThreads,
        'UPLOAD_LOADER_THREADS',
      ),
      timeoutMs:
        positive(
          env.UPLOAD_LOADER_TIMEOUT_SECONDS,
          DEFAULT_LOADER_LIMITS.timeoutMs / 1000,
          'UPLOAD_LOADER_TIMEOUT_SECONDS',
        ) * 1000,
    },
    loaderConcurrency: positive(env.UPLOAD_LOADERS, 2, 'UPLOAD_LOADERS'),
    duckdb: {
      memoryLimit: env.DUCKDB_MEMORY_LIMIT || '1GB',
      threads: positive(env.DUCKDB_THREADS, 2, 'DUCKDB_THREADS'),
      queryTimeoutMs: positive(env.DUCKDB_QUERY_TIMEOUT_MS, 30_000, 'DUCKDB_QUERY_TIMEOUT_MS'),
    },
    storageQuotas: storageQuotas(env.STORAGE_QUOTAS),
    googleAnalytics: googleAnalytics(env),
  };
}
