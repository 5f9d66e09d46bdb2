// Spec §3: feature names a tenant may be granted; nav entries and routes check them.
export const FEATURE_NAMES = [
  'CONVERSATIONS',
  'COLLECTIONS',
  'PROJECTS',
  'ADMIN_DASHBOARD',
  'ADMIN_CONVERSATIONS',
  'ADMIN_COLLECTIONS',
  'ADMIN_PUBLISH',
  'ADMIN_USER_MANAGEMENT',
  'SETTINGS',
  'SETTINGS_PROFILE',
  'SETTINGS_DATASOURCE',
  'SETTINGS_SUBSCRIPTION',
  'SETTINGS_DELETE_ACCOUNT',
  'PROJECT_SWITCH',
  'ADMIN_MODELS',
  'ADMIN_MODELS_DELETE',
  'ORGANISATION_STRATEGY',
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];

export function isFeatureName(value: string): value is FeatureName {
  return (FEATURE_NAMES as readonly string[]).includes(value);
}

export type ConfigFeatureKey =
  'collections' | 'conversations' | 'data_sources' | 'profile' | 'organisation_strategy';

export const CONFIG_FEATURE_KEYS: readonly ConfigFeatureKey[] = [
  'collections',
  'conversations',
  'data_sources',
  'profile',
  'organisation_strategy',
];

// GET /auth/config.
export type AppConfig = {
  brand_name?: string;
  name: string;
  project_id?: string;
  theme?: Record<string, string>;
  features: Record<ConfigFeatureKey, { enabled: boolean }>;
};

export type AuthProvider = 'google' | 'password' | 'magiclink' | 'signup';
export const AUTH_PROVIDERS: readonly AuthProvider[] = [
  'google',
  'password',
  'magiclink',
  'signup',
];

export type LoginProvider = 'google' | 'magiclink' | 'password';

// Assistant clients that sign in through Parley as an OAuth2 server; they get no magic link.
export type AssistantClient = 'Alexa' | 'MSBot';

export type SubscriptionStatus = 'ACTIVE' | 'CANCELLED' | 'TRIAL' | 'PAUSED' | 'EXPIRED';

export type Locale = 'en-US' | 'en-GB' | 'tr';
export const LOCALES: readonly Locale[] = ['en-US', 'en-GB', 'tr'];
export const DEFAULT_LOCALE: Locale = 'en-US';

// Exact match first, then the language prefix, then en-US.
export function pickLocale(browserLanguages: readonly string[]): Locale {
  for (const language of browserLanguages) {
    const exact = LOCALES.find((locale) => locale.toLowerCase() === language.toLowerCase());
    if (exact) return exact;
  }
  for (const language of browserLanguages) {
    const prefix = language.toLowerCase().split('-')[0];
    const byPrefix = LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === prefix);
    if (byPrefix) return byPrefix;
  }
  return DEFAULT_LOCALE;
}
