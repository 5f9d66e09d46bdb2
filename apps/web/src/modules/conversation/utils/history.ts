import type { ConversationItem } from '../types/conversation';

export const historyPageSize = 4;

export function startOfDay(now: Date): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
}

// Spec §3: entries older than the start of today are dropped on every read; only finished answers are kept.
export function pruneHistory(items: readonly ConversationItem[], now: Date): ConversationItem[] {
  const start = startOfDay(now);
  return items.filter((item) => item.id >= start && !item.loading).sort((a, b) => a.id - b.id);
}

// The newest `shown` entries; scrolling to the top raises `shown` by one page of 4.
export function visibleHistory<T>(items: readonly T[], shown: number): T[] {
  return items.slice(Math.max(0, items.length - shown));
}

export function upsertItem(
  items: readonly ConversationItem[],
  item: ConversationItem,
): ConversationItem[] {
  const rest = items.filter((i) => i.id !== item.id);
  return [...rest, item].sort((a, b) => a.id - b.id);
}
