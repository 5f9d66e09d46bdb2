import type { AppConfig, ConfigFeatureKey, FeatureName } from '@parley/domain';

// Local shapes of the accounts calls (spec §3, §7) until libs/domain publishes its API types.
export type { AppConfig, FeatureName };
export type FeatureArea = ConfigFeatureKey;

export type AuthProviders = { google: boolean; password: boolean; magiclink: boolean; signup: boolean };

export type Subscription = { plan?: string; status?: string; expires?: string; expired?: boolean };

export type Tenant = {
  id: string;
  name: string;
  email: string;
  country?: string;
  language?: string;
  organisation?: string;
  picture?: string;
  position?: string;
  timezone?: string;
  subscription?: Subscription;
  flags?: { rc?: boolean; oc?: boolean };
  features?: string[];
  quota?: Record<string, number>;
  updated?: string;
  stale?: boolean;
};

export type Project = { projectId: string; name: string; logos?: { CONVERSATION?: string } };

export type SignInReply = { xsrfToken?: string; message?: string };
