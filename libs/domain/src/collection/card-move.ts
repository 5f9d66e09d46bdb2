import type { CommandMetadata } from '../core/decider';
import { refuse } from '../core/domain-error';
import type { Plan } from '../rules/plan-limits';
import { moveCardIn, moveCardOut, QUESTION_NOT_FOUND } from './collection-decider';
import type { CollectionEvent } from './collection-events';
import type { CollectionState } from './collection-state';

export type CardMove = { cardId: string; toCollectionId: string; plan: Plan };
export type CardMoveDecision = { source: CollectionEvent[]; target: CollectionEvent[] };

// POST move_collection_question spans two streams. Both sides decide before anything is
// appended: the handler appends `target` first, then `source`, so a refused move changes nothing;
// if `source` then fails, the handler takes the card out of the target again (RemoveCard).
export function decideCardMove(
  move: CardMove,
  metadata: CommandMetadata,
  source: CollectionState,
  target: CollectionState,
): CardMoveDecision {
  const sourceEvents = moveCardOut(
    {
      type: 'MoveCardOut',
      data: { cardId: move.cardId, toCollectionId: move.toCollectionId },
      metadata,
    },
    source,
  );
  const card =
    source.status === 'active'
      ? source.cards.find((candidate) => candidate.id === move.cardId)
      : undefined;
  if (!card || source.status !== 'active')
    throw refuse.notFound(QUESTION_NOT_FOUND, { id: move.cardId });
  const targetEvents = moveCardIn(
    {
      type: 'MoveCardIn',
      data: { card, fromCollectionId: source.collectionId, plan: move.plan },
      metadata,
    },
    target,
  );
  return { source: sourceEvents, target: targetEvents };
}
