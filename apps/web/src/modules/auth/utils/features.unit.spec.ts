import type { AppConfig, FeatureName } from '@parley/domain';
import { brandName, isFeatureOn } from './features';
import type { Tenant } from '../types/auth';

const tenant = (features?: FeatureName[]): Tenant => ({
  id: 't1',
  name: 'Ada',
  email: 'ada@example.com',
  ...(features ? { features } : {}),
});
const allOn = {
  collections: { enabled: true },
  conversations: { enabled: true },
  data_sources: { enabled: true },
  profile: { enabled: true },
  organisation_strategy: { enabled: true },
};
const config = (
  over: Partial<AppConfig['features']> = {},
  names: Partial<AppConfig> = {},
): AppConfig => ({ name: 'Parley', ...names, features: { ...allOn, ...over } });

describe('feature gates', () => {
  it('opens an area the config enables', () => {
    expect(isFeatureOn(config(), tenant(), 'conversations')).toBe(true);
  });

  it('closes an area the config disables', () => {
    expect(
      isFeatureOn(config({ conversations: { enabled: false } }), tenant(), 'conversations'),
    ).toBe(false);
  });

  it('also needs the tenant grant when the tenant lists its features', () => {
    expect(isFeatureOn(config(), tenant(['CONVERSATIONS']), 'organisation_strategy')).toBe(false);
    expect(isFeatureOn(config(), tenant(['ORGANISATION_STRATEGY']), 'organisation_strategy')).toBe(
      true,
    );
  });

  it('names the company from brand_name, then name', () => {
    expect(brandName(config({}, { brand_name: 'Acme Insights', name: 'Acme' }))).toBe(
      'Acme Insights',
    );
    expect(brandName(config({}, { name: 'Acme' }))).toBe('Acme');
    expect(brandName(null)).toBe('Parley');
  });
});
