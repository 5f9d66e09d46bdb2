import type { FeatureName, SubscriptionStatus } from '../catalogue/features';
import type { ActiveCollection } from '../collection/collection-state';
import type { ConversationState } from '../conversation/conversation-state';
import { quotaByMonth } from '../conversation/conversation-state';
import type { CredentialsState } from '../credentials/credentials-state';
import { PLAN_LIMITS } from '../rules/plan-limits';
import type { Plan, PlanLimits } from '../rules/plan-limits';
import type { FlagKey } from '../tenant/tenant-events';
import type { CollectionSummary } from './collections-api';
import type { CredentialsMap } from './data-sources-api';

export type Subscription = { plan: Plan; status: SubscriptionStatus; limits: PlanLimits };

// Spec §3 User/tenant, as GET /auth/tenant serves it. No secret ever appears here.
export type TenantReadModel = {
  id: string;
  name: string;
  email: string;
  country: string;
  language: string;
  organisation: string;
  picture: string;
  position: string;
  timezone: string;
  subscription: Subscription;
  credentials: CredentialsMap;
  // ISO time of the last change; a client holding an older copy refetches.
  updated: string;
  flags: Record<FlagKey, boolean>;
  collections: CollectionSummary[];
  // Questions asked per month (YYYY-MM); the current month is read against subscription.limits.
  quota: Record<string, number>;
  features: FeatureName[];
};

export function subscriptionOf(plan: Plan, status: SubscriptionStatus = 'ACTIVE'): Subscription {
  return { plan, status, limits: PLAN_LIMITS[plan] };
}

export function credentialsMap(state: CredentialsState): CredentialsMap {
  const map: CredentialsMap = {};
  for (const connection of state.connections) {
    const { type, datasource_id, active, revoked, selected_account, user, accounts, auth_type } =
      connection;
    const name = connection.name ? { name: connection.name } : {};
    map[type] = {
      ...map[type],
      [datasource_id]: { active, revoked, selected_account, user, accounts, auth_type, ...name },
    };
  }
  return map;
}

export function collectionSummary(collection: ActiveCollection): CollectionSummary {
  return {
    id: collection.collectionId,
    name: collection.name,
    digest: collection.digest,
    questions: collection.cards.map(({ id, phrase, type, datasource_id, account_id }) => ({
      id,
      phrase,
      type,
      datasource_id,
      account_id,
    })),
  };
}

export function quotaOf(state: ConversationState): Record<string, number> {
  return quotaByMonth(state);
}

// "Shown as a number or ∞": what is left of this month's questions.
export function quotaLeft(
  tenant: Pick<TenantReadModel, 'quota' | 'subscription'>,
  month: string,
): number | null {
  const max = tenant.subscription.limits.conversationsPerMonth;
  return max === null ? null : Math.max(0, max - (tenant.quota[month] ?? 0));
}
