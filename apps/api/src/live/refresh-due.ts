import type { CollectionQuestion } from '@parley/domain';

const MINUTE_MS = 60_000;

// Cards with an auto-refresh interval whose last run is at least that many minutes old. A card
// never run here counts from `now` (the open page has just loaded it), so it is not due yet.
export function dueCards(
  questions: readonly CollectionQuestion[],
  lastRun: Map<string, number>,
  now: number,
): CollectionQuestion[] {
  const due: CollectionQuestion[] = [];
  for (const question of questions) {
    if (!question.interval) continue;
    const last = lastRun.get(question.id);
    if (last === undefined) lastRun.set(question.id, now);
    else if (now - last >= question.interval * MINUTE_MS) due.push(question);
  }
  return due;
}
