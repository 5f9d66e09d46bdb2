import type { CollectionSummary } from '@parley/domain';

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
