// Everything auth reads from the environment, once, at start-up (ARCHITECTURE.md "Configuration").
export type ProviderSwitches = {
  google: boolean;
  password: boolean;
  magiclink: boolean;
  signup: boolean;
};

export type FeatureSwitches = {
  collections: boolean;
  conversations: boolean;
  data_sources: boolean;
  profile: boolean;
  organisation_strategy: boolean;
};

export type GoogleConfig = {
  clientId: string;
  clientSecret: string;
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string;
  jwksUri: string;
};

export type AssistantClientConfig = {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  name: string;
};

export type PlanName = 'free' | 'premium' | 'unlimited';

export type SignInThrottleConfig = {
  freeFailures: number;
  delayBaseMs: number;
  lockFailures: number;
  lockMs: number;
};

export type AuthConfig = {
  brandName: string;
  projectId: string;
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
  linkTtlSeconds: number;
  altcha: {
    algorithm: 'SHA-256' | 'PBKDF2/SHA-256';
    cost: number;
    maxCounter: number;
    ttlSeconds: number;
  };
  rateLimit: { max: number; windowMs: number };
  /** Wrong passwords per address: free ones, then a doubling delay, then a lock (AUTH_SIGNIN_*). */
  signInThrottle: SignInThrottleConfig;
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  providers: ProviderSwitches;
  features: FeatureSwitches;
  defaultPlan: PlanName;
  // Plans set by configuration (no payment): e-mail → plan.
  planByEmail: Record<string, PlanName>;
  google?: GoogleConfig;
  assistantClients: AssistantClientConfig[];
};

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'off', 'no'].includes(value.toLowerCase());
}

function list(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function plan(value: string | undefined, fallback: PlanName): PlanName {
  if (value === 'free' || value === 'premium' || value === 'unlimited') return value;
  if (value) throw new Error(`unknown plan "${value}" (free, premium, unlimited)`);
  return fallback;
}

function googleConfig(env: NodeJS.ProcessEnv): GoogleConfig | undefined {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return undefined;
  return {
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    issuer: env.GOOGLE_ISSUER ?? 'https://accounts.google.com',
    authorizationEndpoint:
      env.GOOGLE_AUTHORIZATION_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenEndpoint: env.GOOGLE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
    userinfoEndpoint: env.GOOGLE_USERINFO_URL ?? 'https://openidconnect.googleapis.com/v1/userinfo',
    jwksUri: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
  };
}

// OAUTH_CLIENTS: JSON list of { clientId, clientSecret, redirectUris, name } (Alexa, MSBot).
function assistantClients(value: string | undefined): AssistantClientConfig[] {
  if (!value) return [];
  const parsed = JSON.parse(value) as unknown;
  if (!Array.isArray(parsed)) throw new Error('OAUTH_CLIENTS must be a JSON list');
  return parsed.map((raw: Partial<AssistantClientConfig>) => {
    if (
      !raw.clientId ||
      !raw.clientSecret ||
      !Array.isArray(raw.redirectUris) ||
      raw.redirectUris.length === 0
    ) {
      throw new Error('each OAUTH_CLIENTS entry needs clientId, clientSecret and redirectUris');
    }
    return {
      clientId: raw.clientId,
      clientSecret: raw.clientSecret,
      redirectUris: raw.redirectUris,
      name: raw.name ?? raw.clientId,
    };
  });
}

// PLANS_BY_EMAIL: a@x.com=premium,b@y.com=unlimited (a colon works too). A misspelt entry is
// an error, not silently a free plan.
function planByEmail(value: string | undefined): Record<string, PlanName> {
  const result: Record<string, PlanName> = {};
  for (const entry of list(value) ?? []) {
    const [address, name] = entry.split(/[=:]/).map((part) => part.trim());
    if (!address || !name)
      throw new Error(`PLANS_BY_EMAIL entries are address=plan, got "${entry}"`);
    result[address.toLowerCase()] = plan(name, 'free');
  }
  return result;
}

export function loadAuthConfig(env: NodeJS.ProcessEnv): AuthConfig {
  const google = googleConfig(env);
  const providers = list(env.AUTH_PROVIDERS) ?? ['password', 'magiclink', 'google'];
  const features = list(env.FEATURES) ?? [
    'collections',
    'conversations',
    'data_sources',
    'profile',
    'organisation_strategy',
  ];
  return {
    brandName: env.BRAND_NAME ?? 'Parley',
    projectId: env.PROJECT_ID ?? 'default',
    sessionIdleSeconds: int(env.SESSION_IDLE_SECONDS, 2 * 24 * 3600, 'SESSION_IDLE_SECONDS'),
    sessionAbsoluteSeconds: int(
      env.SESSION_ABSOLUTE_SECONDS,
      14 * 24 * 3600,
      'SESSION_ABSOLUTE_SECONDS',
    ),
    linkTtlSeconds: int(env.AUTH_LINK_TTL_SECONDS, 3600, 'AUTH_LINK_TTL_SECONDS'),
    altcha: {
      algorithm: env.ALTCHA_ALGORITHM === 'SHA-256' ? 'SHA-256' : 'PBKDF2/SHA-256',
      cost: Math.max(1, int(env.ALTCHA_COST, 5000, 'ALTCHA_COST')),
      maxCounter: Math.max(1, int(env.ALTCHA_MAX_COUNTER, 10000, 'ALTCHA_MAX_COUNTER')),
      ttlSeconds: int(env.ALTCHA_TTL_SECONDS, 600, 'ALTCHA_TTL_SECONDS'),
    },
    rateLimit: {
      max: int(env.AUTH_RATE_LIMIT, 10, 'AUTH_RATE_LIMIT'),
      windowMs: int(env.AUTH_RATE_WINDOW_SECONDS, 60, 'AUTH_RATE_WINDOW_SECONDS') * 1000,
    },
    signInThrottle: {
      freeFailures: int(env.AUTH_SIGNIN_FREE_FAILURES, 5, 'AUTH_SIGNIN_FREE_FAILURES'),
      delayBaseMs: int(env.AUTH_SIGNIN_DELAY_MS, 1000, 'AUTH_SIGNIN_DELAY_MS'),
      lockFailures: Math.max(
        1,
        int(env.AUTH_SIGNIN_LOCK_FAILURES, 10, 'AUTH_SIGNIN_LOCK_FAILURES'),
      ),
      lockMs: int(env.AUTH_SIGNIN_LOCK_MINUTES, 15, 'AUTH_SIGNIN_LOCK_MINUTES') * 60_000,
    },
    // OWASP minimum for argon2id: 19 MiB, 2 passes, 1 lane.
    argon2: {
      memoryCost: Math.max(19456, int(env.ARGON2_MEMORY_KIB, 19456, 'ARGON2_MEMORY_KIB')),
      timeCost: 2,
      parallelism: 1,
    },
    providers: {
      password: providers.includes('password'),
      magiclink: providers.includes('magiclink'),
      google: providers.includes('google') && google !== undefined,
      signup: flag(env.SIGNUP_ENABLED, true),
    },
    features: {
      collections: features.includes('collections'),
      conversations: features.includes('conversations'),
      data_sources: features.includes('data_sources'),
      profile: features.includes('profile'),
      organisation_strategy: features.includes('organisation_strategy'),
    },
    defaultPlan: plan(env.DEFAULT_PLAN, 'free'),
    planByEmail: planByEmail(env.PLANS_BY_EMAIL),
    google,
    assistantClients: assistantClients(env.OAUTH_CLIENTS),
  };
}
