import type { CommandMetadata, Decider } from '../core/decider';
import { refuse, unknownCommand } from '../core/domain-error';
import { sameData } from '../core/equality';
import { oneOf, required } from '../rules/field-rules';
import { collectionRules } from '../rules/form-rules';
import { dropDeletedCards, layoutEntryViolation } from '../rules/layout-rules';
import type { LayoutEntry } from '../rules/layout-rules';
import {
  DIGESTS,
  assertCanAddCard,
  assertCanCreateCollection,
  assertDigestAllowed,
} from '../rules/plan-limits';
import type { Digest, Plan } from '../rules/plan-limits';
import { assertValid } from '../rules/validator';
import { cardRules, normaliseCard, sameQuestion } from './collection-card';
import type { CardInput, CollectionCard } from './collection-card';
import type { CollectionCommand } from './collection-commands';
import type { CollectionEvent } from './collection-events';
import { evolveCollection, initialCollectionState } from './collection-state';
import type { ActiveCollection, CollectionState } from './collection-state';

type Handle<T extends CollectionCommand['type']> = (
  command: Extract<CollectionCommand, { type: T }>,
  state: CollectionState,
) => CollectionEvent[];

export const CARD_EXISTS = 'collections.card_exist_in_collection';
export const QUESTION_NOT_FOUND = 'Question not found!';

// Another tenant's collection answers exactly like a missing one, so ids reveal nothing.
function ownCollection(state: CollectionState, metadata: CommandMetadata): ActiveCollection {
  if (state.status !== 'active' || state.tenantId !== metadata.tenantId)
    throw refuse.notFound('collections.not_found');
  return state;
}

function cardOf(collection: ActiveCollection, cardId: string): CollectionCard {
  const card = collection.cards.find((candidate) => candidate.id === cardId);
  if (!card) throw refuse.notFound(QUESTION_NOT_FOUND, { id: cardId });
  return card;
}

function validCard(input: CardInput): CollectionCard {
  const card = normaliseCard(input);
  assertValid({ ...card, histogram: card.variables.histogram_bucket?.value }, cardRules);
  return card;
}

function assertNotThere(collection: ActiveCollection, card: CollectionCard): void {
  const clash = collection.cards.some((other) => other.id === card.id || sameQuestion(other, card));
  if (clash) throw refuse.conflict(CARD_EXISTS, { collectionId: collection.collectionId });
}

function validName(name: string): string {
  assertValid({ name }, collectionRules);
  return name.trim();
}

function validDigest(plan: Plan, digest: Digest): Digest {
  assertValid({ digest }, { digest: [required, oneOf(DIGESTS)] });
  assertDigestAllowed(plan, digest);
  return digest;
}

export const createCollection: Handle<'CreateCollection'> = ({ data, metadata }, state) => {
  if (state.status !== 'none')
    throw refuse.conflict('collections.already_exists', { collectionId: data.collectionId });
  const name = validName(data.name);
  const digest = validDigest(data.plan, data.digest);
  assertCanCreateCollection(data.plan, data.existingCollections);
  return [
    {
      type: 'CollectionCreated',
      data: {
        collectionId: data.collectionId,
        tenantId: metadata.tenantId,
        name,
        digest,
        createdAt: metadata.time,
      },
    },
  ];
};

export const renameCollection: Handle<'RenameCollection'> = ({ data, metadata }, state) => {
  const collection = ownCollection(state, metadata);
  const name = validName(data.name);
  return name === collection.name ? [] : [{ type: 'CollectionRenamed', data: { name } }];
};

// Only a new digest is held to the plan: after a downgrade a collection keeps the digest it was
// given (and can still be renamed with it in the same update), it just cannot be set again.
export const changeDigest: Handle<'ChangeDigest'> = ({ data, metadata }, state) => {
  const collection = ownCollection(state, metadata);
  if (data.digest === collection.digest) return [];
  const digest = validDigest(data.plan, data.digest);
  return [{ type: 'DigestChanged', data: { digest } }];
};

// Saved entries are checked (w 2–5, h 2–4, inside the grid); entries of deleted cards are dropped.
export const saveLayout: Handle<'SaveLayout'> = ({ data, metadata }, state) => {
  const collection = ownCollection(state, metadata);
  const entries = data.layout.map(({ i, x, y, w, h, c }): LayoutEntry =>
    c === undefined ? { i, x, y, w, h } : { i, x, y, w, h, c },
  );
  const layout = dropDeletedCards(
    entries,
    collection.cards.map((card) => card.id),
  );
  for (const entry of layout) {
    const violation = layoutEntryViolation(entry);
    if (violation) throw refuse.validation(violation.messageKey, violation.params);
  }
  return sameData(layout, collection.layout) ? [] : [{ type: 'LayoutSaved', data: { layout } }];
};

// PUT update_collection carries name, digest and layout together; each part decides on its own.
export const updateCollection: Handle<'UpdateCollection'> = (command, state) => {
  const { data, metadata } = command;
  ownCollection(state, metadata);
  return [
    ...(data.name === undefined
      ? []
      : renameCollection({ type: 'RenameCollection', data: { name: data.name }, metadata }, state)),
    ...(data.digest === undefined
      ? []
      : changeDigest(
          { type: 'ChangeDigest', data: { digest: data.digest, plan: data.plan }, metadata },
          state,
        )),
    ...(data.layout === undefined
      ? []
      : saveLayout({ type: 'SaveLayout', data: { layout: data.layout }, metadata }, state)),
  ];
};

export const deleteCollection: Handle<'DeleteCollection'> = ({ metadata }, state) => {
  ownCollection(state, metadata);
  return [{ type: 'CollectionDeleted', data: { deletedAt: metadata.time } }];
};

export const addCard: Handle<'AddCard'> = ({ data, metadata }, state) => {
  const collection = ownCollection(state, metadata);
  const card = validCard(data.card);
  assertNotThere(collection, card);
  assertCanAddCard(data.plan, collection.cards.length);
  return [{ type: 'CardAdded', data: { card, addedAt: metadata.time } }];
};

export const updateCard: Handle<'UpdateCard'> = ({ data, metadata }, state) => {
  const collection = ownCollection(state, metadata);
  const current = cardOf(collection, data.card.id);
  const card = validCard(data.card);
  const others = { ...collection, cards: collection.cards.filter((other) => other.id !== card.id) };
  assertNotThere(others, card);
  return sameData(card, current) ? [] : [{ type: 'CardUpdated', data: { card } }];
};

export const moveCardOut: Handle<'MoveCardOut'> = ({ data, metadata }, state) => {
  const collection = ownCollection(state, metadata);
  cardOf(collection, data.cardId);
  if (data.toCollectionId === collection.collectionId)
    throw refuse.validation('collections.same_collection');
  return [
    { type: 'CardMovedOut', data: { cardId: data.cardId, toCollectionId: data.toCollectionId } },
  ];
};

// The target decides first: a 409 when the question is already there, a limit when it is full.
export const moveCardIn: Handle<'MoveCardIn'> = ({ data, metadata }, state) => {
  const collection = ownCollection(state, metadata);
  if (data.fromCollectionId === collection.collectionId)
    throw refuse.validation('collections.same_collection');
  const card = validCard(data.card);
  assertNotThere(collection, card);
  assertCanAddCard(data.plan, collection.cards.length);
  return [
    {
      type: 'CardMovedIn',
      data: { card, fromCollectionId: data.fromCollectionId, movedAt: metadata.time },
    },
  ];
};

export const removeCard: Handle<'RemoveCard'> = ({ data, metadata }, state) => {
  const collection = ownCollection(state, metadata);
  cardOf(collection, data.cardId);
  return [{ type: 'CardRemoved', data: { cardId: data.cardId } }];
};

export function decideCollection(
  command: CollectionCommand,
  state: CollectionState,
): CollectionEvent[] {
  switch (command.type) {
    case 'CreateCollection':
      return createCollection(command, state);
    case 'UpdateCollection':
      return updateCollection(command, state);
    case 'RenameCollection':
      return renameCollection(command, state);
    case 'ChangeDigest':
      return changeDigest(command, state);
    case 'DeleteCollection':
      return deleteCollection(command, state);
    case 'AddCard':
      return addCard(command, state);
    case 'UpdateCard':
      return updateCard(command, state);
    case 'MoveCardOut':
      return moveCardOut(command, state);
    case 'MoveCardIn':
      return moveCardIn(command, state);
    case 'RemoveCard':
      return removeCard(command, state);
    case 'SaveLayout':
      return saveLayout(command, state);
    default: {
      const _exhaustive: never = command;
      throw unknownCommand(_exhaustive);
    }
  }
}

export const collectionDecider: Decider<CollectionCommand, CollectionEvent, CollectionState> = {
  initialState: initialCollectionState,
  evolve: evolveCollection,
  decide: decideCollection,
};
