import type { CollectionCard, CollectionEvent, Digest, LayoutEntry } from '@parley/domain';
import type { Projection, ProjectedEvent } from './projection';

// Spec §3 collection: questions (cards) and layout, as the collection view reads them.
export type CollectionDocument = {
  _id: string;
  tenantId: string;
  name: string;
  digest: Digest;
  questions: (CollectionCard & { addedAt: string })[];
  layout: LayoutEntry[];
  // The revision of collection-{id} this document reflects (absent on documents built before it).
  version?: number;
  created: string;
  updated: string;
};

const COLLECTION_EVENTS = new Set<string>([
  'CollectionCreated',
  'CollectionRenamed',
  'DigestChanged',
  'CollectionDeleted',
  'CardAdded',
  'CardUpdated',
  'CardMovedOut',
  'CardMovedIn',
  'CardRemoved',
  'LayoutSaved',
]);

export function evolveCollection(
  doc: CollectionDocument | null,
  event: ProjectedEvent,
): CollectionDocument | null {
  const e = event as unknown as CollectionEvent;
  if (e.type === 'CollectionCreated') {
    const { collectionId, tenantId, name, digest, createdAt } = e.data;
    return {
      _id: collectionId,
      tenantId,
      name,
      digest,
      questions: [],
      layout: [],
      version: event.revision,
      created: createdAt,
      updated: createdAt,
    };
  }
  if (!doc) return null;
  const touched = { ...doc, version: event.revision, updated: event.time };
  const withoutCard = (cardId: string) => ({
    ...touched,
    questions: doc.questions.filter((q) => q.id !== cardId),
    layout: doc.layout.filter((l) => l.i !== cardId),
  });
  switch (e.type) {
    case 'CollectionRenamed':
      return { ...touched, name: e.data.name };
    case 'DigestChanged':
      return { ...touched, digest: e.data.digest };
    case 'CollectionDeleted':
      return null;
    case 'CardAdded':
      return {
        ...touched,
        questions: [...doc.questions, { ...e.data.card, addedAt: e.data.addedAt }],
      };
    case 'CardMovedIn':
      return {
        ...touched,
        questions: [...doc.questions, { ...e.data.card, addedAt: e.data.movedAt }],
      };
    case 'CardUpdated':
      return {
        ...touched,
        questions: doc.questions.map((q) =>
          q.id === e.data.card.id ? { ...e.data.card, addedAt: q.addedAt } : q,
        ),
      };
    case 'CardMovedOut':
      return withoutCard(e.data.cardId);
    case 'CardRemoved':
      return withoutCard(e.data.cardId);
    case 'LayoutSaved':
      return { ...touched, layout: e.data.layout };
    default:
      return doc;
  }
}

export const collectionsProjection: Projection<CollectionDocument> = {
  collection: 'collections',
  canHandle: (event) => event.stream.startsWith('collection-') && COLLECTION_EVENTS.has(event.type),
  documentId: (event) => event.stream.slice('collection-'.length),
  evolve: evolveCollection,
  opensPersonalData: true,
  forget: (tenantId) => ({ tenantId }),
};
