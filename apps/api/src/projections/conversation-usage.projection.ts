import type { ConversationEvent } from '@parley/domain';
import type { Projection, ProjectedEvent } from './projection';

// Questions asked per month (the quota map of spec §3) and how often each phrase was asked
// (favourites are the top 4 by count).
export type ConversationUsageDocument = {
  _id: string;
  quota: Record<string, number>;
  insights: Record<string, number>;
  phrases: { phrase: string; count: number; last: string }[];
};

export function evolveConversationUsage(
  doc: ConversationUsageDocument | null,
  event: ProjectedEvent,
): ConversationUsageDocument {
  const current = doc ?? { _id: event.tenantId, quota: {}, insights: {}, phrases: [] };
  const e = event as unknown as ConversationEvent;
  if (e.type === 'InsightsRequested') {
    return {
      ...current,
      insights: { ...current.insights, [e.data.month]: (current.insights[e.data.month] ?? 0) + 1 },
    };
  }
  const { phrase, month, askedAt } = e.data;
  const key = phrase.trim().toLowerCase();
  const known = current.phrases.find((p) => p.phrase.trim().toLowerCase() === key);
  const phrases = known
    ? current.phrases.map((p) => (p === known ? { ...p, count: p.count + 1, last: askedAt } : p))
    : [...current.phrases, { phrase: phrase.trim(), count: 1, last: askedAt }];
  return {
    ...current,
    quota: { ...current.quota, [month]: (current.quota[month] ?? 0) + 1 },
    phrases,
  };
}

export function favouritePhrases(
  doc: ConversationUsageDocument | null,
  limit = 4,
): { phrase: string; count: number }[] {
  return [...(doc?.phrases ?? [])]
    .sort((a, b) => b.count - a.count || b.last.localeCompare(a.last))
    .slice(0, limit)
    .map(({ phrase, count }) => ({ phrase, count }));
}

export const conversationUsageProjection: Projection<ConversationUsageDocument> = {
  collection: 'conversation_usage',
  canHandle: (event) => event.type === 'QuestionAsked' || event.type === 'InsightsRequested',
  documentId: (event) => event.tenantId,
  evolve: evolveConversationUsage,
  opensPersonalData: true,
  forget: (tenantId) => ({ _id: tenantId }),
};
