import type { Document } from '../infrastructure/document-store/document-store.port';

// What a projection sees of an event: the upcast domain event plus where and when it happened.
export type ProjectedEvent = {
  type: string;
  data: Record<string, unknown>;
  stream: string;
  position: number;
  tenantId: string;
  time: string;
};

// STYLE 10: a read model is evolve(document, event) → document | null (null deletes), over the
// events it canHandle; no clock inside, so a rebuild yields identical documents.
export type Projection<D extends Document = Document> = {
  collection: string;
  canHandle(event: ProjectedEvent): boolean;
  documentId(event: ProjectedEvent): string;
  evolve(document: D | null, event: ProjectedEvent): D | null;
  // The documents holding a person's data: dropped when their account is deleted, so nothing
  // personal stays readable in the read models (the event log's copy is crypto-shredded).
  forget?: (tenantId: string) => Record<string, unknown>;
};

export const PROJECTIONS = Symbol('PROJECTIONS');
