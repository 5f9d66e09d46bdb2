import { PLAN_LIMITS, monthKey as quotaMonth } from '@parley/domain';
import type { ActiveTenant, FeatureName } from '@parley/domain';
import type { FeatureSwitches } from '../auth/auth-config';

export type TenantView = {
  id: string;
  email: string;
  name: string;
  country: string;
  language: string;
  organisation: string;
  picture: string;
  position: string;
  timezone: string;
  subscription: { plan: string; status: 'ACTIVE' };
  credentials: Record<string, unknown>;
  updated: string | null;
  flags: { rc: boolean; oc: boolean };
  collections: unknown[];
  quota: Record<string, number | '∞'>;
  features: FeatureName[];
};

// Feature areas switched on by the server config grant the matching feature names (spec §3, §6).
export function grantedFeatures(switches: FeatureSwitches): FeatureName[] {
  const granted: FeatureName[] = ['SETTINGS', 'SETTINGS_DELETE_ACCOUNT'];
  if (switches.conversations) granted.push('CONVERSATIONS');
  if (switches.collections) granted.push('COLLECTIONS');
  if (switches.organisation_strategy) granted.push('ORGANISATION_STRATEGY');
  if (switches.profile) granted.push('SETTINGS_PROFILE');
  if (switches.data_sources) granted.push('SETTINGS_DATASOURCE');
  return granted;
}

/**
 * The quota month (YYYY-MM) at `now`: in the tenant's time zone, as the conversation decider counts
 * questions, so the map shows the month the next question is counted against.
 */
export const monthKey = (now: Date, timeZone?: string) => quotaMonth(now, timeZone);

/** Spec §3 User/tenant. `quota` maps the month to the conversations left in it, or ∞. */
export function tenantView(
  tenant: ActiveTenant,
  updated: string | undefined,
  switches: FeatureSwitches,
  usedThisMonth: number,
  now: Date,
): TenantView {
  const limit = PLAN_LIMITS[tenant.plan].conversationsPerMonth;
  return {
    id: tenant.tenantId,
    email: tenant.email,
    ...tenant.profile,
    subscription: { plan: tenant.plan, status: 'ACTIVE' },
    credentials: {},
    updated: updated ?? null,
    flags: { rc: tenant.flags.rc, oc: tenant.flags.oc },
    collections: [],
    quota: {
      [monthKey(now, tenant.profile.timezone)]:
        limit === null ? '∞' : Math.max(0, limit - usedThisMonth),
    },
    features: grantedFeatures(switches),
  };
}
