// Everything the data sources read from the environment, once, at start-up.
export type GoogleAnalyticsConfig = {
  clientId: string;
  clientSecret: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  revocationEndpoint: string;
  // Base URLs of the GA4 Data API (runReport) and Admin API (accountSummaries); tests point them at a stand-in.
  dataApiUrl: string;
  adminApiUrl: string;
};

export type DataSourcesConfig = {
  uploadMaxBytes: number;
  statementTimeoutMs: number;
  rowCap: number;
  googleAnalytics?: GoogleAnalyticsConfig;
};

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
  return {
    clientId,
    clientSecret,
    authorizationEndpoint:
      env.GA_AUTHORIZATION_URL ??
      env.GOOGLE_AUTHORIZATION_URL ??
      'https://accounts.google.com/o/oauth2/v2/auth',
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
    googleAnalytics: googleAnalytics(env),
  };
}
