import { DATE_RANGE_OPTIONS, DIGESTS, PLANS, PLAN_LIMITS, sameQuestion } from '@parley/domain';
import type { AnswerCard, CollectionSummary, Digest, QuestionIdentity } from '@parley/domain';

// Spec §2 collections list: how many questions each data source contributes.
export function questionsBySource(
  collection: Pick<CollectionSummary, 'questions'>,
): { type: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const question of collection.questions)
    counts.set(question.type, (counts.get(question.type) ?? 0) + 1);
  return [...counts]
    .map(([type, count]) => ({ type, count }))
    .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
}

// Refresh time as HH:mm in the viewer's clock.
export function clockTime(iso: string | undefined): string {
  const date = iso ? new Date(iso) : new Date();
  const valid = Number.isNaN(date.getTime()) ? new Date() : date;
  return `${String(valid.getHours()).padStart(2, '0')}:${String(valid.getMinutes()).padStart(2, '0')}`;
}

export function trimmedName(name: string): string {
  return name.trim();
}

// The collections that already hold this question (spec §5 "card already in a collection": same
// phrase, source and account, as the server decides it), so an answer shows where it is saved and
// is not offered to those again.
export function collectionsHolding(
  collections: readonly Pick<CollectionSummary, 'id' | 'name' | 'questions'>[],
  question: QuestionIdentity,
): { id: string; name: string }[] {
  return collections
    .filter((c) => c.questions.some((q) => sameQuestion(q, question)))
    .map(({ id, name }) => ({ id, name }));
}

// Spec §9: the digests of the tenant's plan (GET /auth/tenant subscription.plan), read from the
// same PLAN_LIMITS table the server's collection decider refuses others by (403). An unknown or
// missing plan gets the free plan's, so the dialog never offers what the server may refuse.
export function planDigests(plan: string | undefined): readonly Digest[] {
  const known = PLANS.find((p) => p === plan);
  return PLAN_LIMITS[known ?? 'free'].digests;
}

// A collection already on a digest its plan no longer includes keeps that one listed, so the
// dialog shows what is set rather than silently another value.
export function digestChoices(allowed: readonly Digest[], current: Digest): Digest[] {
  return DIGESTS.filter((d) => allowed.includes(d) || d === current);
}

type PeriodSource = {
  card: Pick<AnswerCard, 'query'> | undefined;
  savedRange: string | undefined;
};

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

// A tile's period in the card's own words ("Last 30 days"), never a raw interval: the card's
// reading of its date range without the field name and the dates in brackets (the same range its
// title states), else the saved choice's label, else null (all time).
export function periodText({ card, savedRange }: PeriodSource): string | null {
  const reading = card?.query.interpretation.find((i) => i.kind === 'date_range')?.text;
  if (reading) {
    const words = reading.replace(/^[^:]*:\s*/, '').replace(/\s*\([^)]*\)\s*$/, '');
    if (words) return capitalised(words);
  }
  const option = DATE_RANGE_OPTIONS.find((o) => o.value === savedRange);
  return option?.label ?? null;
}
