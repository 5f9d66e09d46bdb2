import { refuse } from '../core/domain-error';

export type Plan = 'free' | 'premium' | 'unlimited';
export type Digest = 'daily' | 'weekly' | 'monthly';

export const PLANS: readonly Plan[] = ['free', 'premium', 'unlimited'];
export const DIGESTS: readonly Digest[] = ['daily', 'weekly', 'monthly'];

// null means "no limit" (shown as ∞).
export type PlanLimits = {
  conversationsPerMonth: number | null;
  aiInsightsPerMonth: number | null;
  collections: number;
  cardsPerCollection: number;
  digests: readonly Digest[];
};

// Spec §9. The spec names an AI-insight cap only for Free; paid plans are read as uncapped.
export const PLAN_LIMITS: Record<Plan, PlanLimits> = {
  free: {
    conversationsPerMonth: 300,
    aiInsightsPerMonth: 10,
    collections: 2,
    cardsPerCollection: 5,
    digests: ['weekly', 'monthly'],
  },
  premium: {
    conversationsPerMonth: 3000,
    aiInsightsPerMonth: null,
    collections: 5,
    cardsPerCollection: 10,
    digests: DIGESTS,
  },
  unlimited: {
    conversationsPerMonth: null,
    aiInsightsPerMonth: null,
    collections: 10,
    cardsPerCollection: 20,
    digests: DIGESTS,
  },
};

export const FREE_TRIAL_DAYS = 14;

export type LimitName =
  | 'collections'
  | 'cards_per_collection'
  | 'conversations_per_month'
  | 'ai_insights_per_month'
  | 'digest';

const limitError = (limit: LimitName, plan: Plan, max: number | string) =>
  refuse.limit(`plans.limit_reached.${limit}`, { limit, plan, max });

// Each check is given what already exists, and refuses the one that would go over the plan.
export function assertCanCreateCollection(plan: Plan, existingCollections: number): void {
  const max = PLAN_LIMITS[plan].collections;
  if (existingCollections >= max) throw limitError('collections', plan, max);
}

export function assertCanAddCard(plan: Plan, cardsInCollection: number): void {
  const max = PLAN_LIMITS[plan].cardsPerCollection;
  if (cardsInCollection >= max) throw limitError('cards_per_collection', plan, max);
}

export function assertCanAskQuestion(plan: Plan, askedThisMonth: number): void {
  const max = PLAN_LIMITS[plan].conversationsPerMonth;
  if (max !== null && askedThisMonth >= max) throw limitError('conversations_per_month', plan, max);
}

export function assertCanRequestInsights(plan: Plan, requestedThisMonth: number): void {
  const max = PLAN_LIMITS[plan].aiInsightsPerMonth;
  if (max !== null && requestedThisMonth >= max)
    throw limitError('ai_insights_per_month', plan, max);
}

export function assertDigestAllowed(plan: Plan, digest: Digest): void {
  if (!PLAN_LIMITS[plan].digests.includes(digest)) throw limitError('digest', plan, digest);
}

// What is left this month, or null when the plan has no cap.
export function remainingConversations(plan: Plan, askedThisMonth: number): number | null {
  const max = PLAN_LIMITS[plan].conversationsPerMonth;
  return max === null ? null : Math.max(0, max - askedThisMonth);
}
