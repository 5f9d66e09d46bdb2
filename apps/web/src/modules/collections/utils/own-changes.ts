import type { CollectionChange } from './live-socket';

// Changes this tab made itself come back over the socket too; they are already on screen, so the
// echo is ignored (no second run of the same card, no quota spent twice).
const ECHO_WINDOW_MS = 10_000;
const recent = new Map<string, number>();

const keyOf = (kind: CollectionChange['kind'], collectionId: string, cardId?: string) =>
  `${kind}:${collectionId}:${cardId ?? ''}`;

export function noteOwnChange(
  kind: CollectionChange['kind'],
  collectionId: string,
  cardId?: string,
): void {
  recent.set(keyOf(kind, collectionId, cardId), Date.now());
}

export function isOwnEcho(change: CollectionChange, now = Date.now()): boolean {
  for (const [key, at] of recent) if (now - at > ECHO_WINDOW_MS) recent.delete(key);
  const key = keyOf(change.kind, change.collectionId, change.cardId);
  if (!recent.has(key)) return false;
  recent.delete(key);
  return true;
}
