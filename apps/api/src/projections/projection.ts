import type { Document } from '../infrastructure/document-store/document-store.port';

// What a projection sees of an event: the upcast domain event plus where and when it happened.
export type ProjectedEvent = {
  type: string;
  data: Record<string, unknown>;
  stream: string;
  // The event's revision inside its stream: the version a read model shows of that stream.
  revision: number;
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
  // Sees the personal fields of its events opened (collection names, asked phrases) because it
  // groups or shows them on every call; its documents must then be dropped by `forget`. Without
  // it a projection keeps them sealed, as feedback and credentials do, and opens them when served.
  opensPersonalData?: boolean;
};

// Opens an event's personal fields for the person it belongs to (the vault's PersonalData).
export type OpenPersonalData = (event: ProjectedEvent) => ProjectedEvent;

export const PROJECTIONS = Symbol('PROJECTIONS');
