import type {
  AppConfig,
  AuthProvider,
  ConfigFeatureKey,
  FeatureName,
  Project,
  TenantReadModel,
} from '@parley/domain';

export type { AppConfig, AuthProvider, FeatureName, Project };
export type FeatureArea = ConfigFeatureKey;

// The tenant as GET /auth/tenant serves it; only id, name and e-mail are counted on, the rest may be missing.
export type Tenant = Pick<TenantReadModel, 'id' | 'name' | 'email'> &
  Partial<Omit<TenantReadModel, 'id' | 'name' | 'email'>>;
