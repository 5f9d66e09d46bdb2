import type { AppConfig, FeatureArea, FeatureName, Tenant } from '../types/auth';

const featureNameOf: Record<FeatureArea, FeatureName> = {
  collections: 'COLLECTIONS',
  conversations: 'CONVERSATIONS',
  data_sources: 'SETTINGS_DATASOURCE',
  profile: 'SETTINGS_PROFILE',
  organisation_strategy: 'ORGANISATION_STRATEGY',
};

// An area is on when the server config enables it (a config without a feature list enables all), and, when the
// tenant carries a granted-feature list, that list names it too.
export function isFeatureOn(
  config: AppConfig | null,
  tenant: Tenant | null,
  area: FeatureArea,
): boolean {
  const enabled = config?.features ? config.features[area]?.enabled === true : true;
  if (!enabled) return false;
  return tenant?.features ? tenant.features.includes(featureNameOf[area]) : true;
}

export function isGranted(tenant: Tenant | null, feature: FeatureName): boolean {
  return tenant?.features ? tenant.features.includes(feature) : true;
}

export function brandName(config: AppConfig | null): string {
  return config?.brand_name || config?.name || 'Parley';
}
