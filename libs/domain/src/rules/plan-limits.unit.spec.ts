import {
  PLAN_LIMITS,
  assertCanAddCard,
  assertCanAskQuestion,
  assertCanCreateCollection,
  assertCanRequestInsights,
  assertDigestAllowed,
  remainingConversations,
} from './plan-limits';

const limitOf = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('plan limits of spec §9', () => {
  it('hold the published numbers', () => {
    expect(PLAN_LIMITS.free).toMatchObject({
      conversationsPerMonth: 300,
      aiInsightsPerMonth: 10,
      collections: 2,
      cardsPerCollection: 5,
    });
    expect(PLAN_LIMITS.free.digests).toEqual(['weekly', 'monthly']);
    expect(PLAN_LIMITS.premium).toMatchObject({
      conversationsPerMonth: 3000,
      collections: 5,
      cardsPerCollection: 10,
    });
    expect(PLAN_LIMITS.premium.digests).toContain('daily');
    expect(PLAN_LIMITS.unlimited).toMatchObject({
      conversationsPerMonth: null,
      collections: 10,
      cardsPerCollection: 20,
    });
  });
});

describe('collections per tenant', () => {
  it('lets a free tenant create a second collection but not a third', () => {
    expect(limitOf(() => assertCanCreateCollection('free', 1))).toBeUndefined();
    expect(limitOf(() => assertCanCreateCollection('free', 2))).toMatchObject({
      code: 'limit',
      messageKey: 'plans.limit_reached.collections',
      params: { limit: 'collections', plan: 'free', max: 2 },
    });
  });
  it('gives unlimited tenants ten', () => {
    expect(limitOf(() => assertCanCreateCollection('unlimited', 9))).toBeUndefined();
    expect(limitOf(() => assertCanCreateCollection('unlimited', 10))).toMatchObject({
      params: { max: 10 },
    });
  });
});

describe('cards per collection', () => {
  it('refuses a sixth card on free and an eleventh on premium', () => {
    expect(limitOf(() => assertCanAddCard('free', 5))).toMatchObject({
      params: { limit: 'cards_per_collection', max: 5 },
    });
    expect(limitOf(() => assertCanAddCard('premium', 9))).toBeUndefined();
    expect(limitOf(() => assertCanAddCard('premium', 10))).toMatchObject({ params: { max: 10 } });
  });
});

describe('conversations per month', () => {
  it('refuses the 301st question of a free month', () => {
    expect(limitOf(() => assertCanAskQuestion('free', 299))).toBeUndefined();
    expect(limitOf(() => assertCanAskQuestion('free', 300))).toMatchObject({
      code: 'limit',
      params: { limit: 'conversations_per_month', max: 300 },
    });
  });
  it('never refuses an unlimited tenant', () => {
    expect(limitOf(() => assertCanAskQuestion('unlimited', 1_000_000))).toBeUndefined();
  });
  it('reports what is left, or null for ∞', () => {
    expect(remainingConversations('premium', 2999)).toBe(1);
    expect(remainingConversations('free', 400)).toBe(0);
    expect(remainingConversations('unlimited', 5)).toBeNull();
  });
});

describe('AI insight requests', () => {
  it('caps free tenants at 10 a month', () => {
    expect(limitOf(() => assertCanRequestInsights('free', 10))).toMatchObject({
      params: { limit: 'ai_insights_per_month', max: 10 },
    });
    expect(limitOf(() => assertCanRequestInsights('premium', 10))).toBeUndefined();
  });
});

describe('digests', () => {
  it('keeps daily digests for paid plans', () => {
    expect(limitOf(() => assertDigestAllowed('free', 'daily'))).toMatchObject({
      params: { limit: 'digest', max: 'daily' },
    });
    expect(limitOf(() => assertDigestAllowed('free', 'weekly'))).toBeUndefined();
    expect(limitOf(() => assertDigestAllowed('premium', 'daily'))).toBeUndefined();
  });
});
