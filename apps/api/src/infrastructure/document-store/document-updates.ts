// MongoDB's update semantics, shared by the adapters that apply updates in process (embedded
// SQLite and PostgreSQL): mingo applies the operators, these helpers add what upserts need.
// The updater's own entry point builds only the operators updates need; mingo's index entry
// copies its whole operator table on every call (measured: ~5× slower projection writes).
import { update as mingoUpdate } from 'mingo/updater';
import type { Modifier } from 'mingo/updater';
import type { Document, Filter, Update } from './document-store.port';

export function requireId(document: Document): void {
  if (typeof document._id !== 'string' || document._id === '')
    throw new Error('A document needs a string _id');
}

export function applyModifier(document: Record<string, unknown>, update: Update): boolean {
  return mingoUpdate(document, update as Modifier<Record<string, unknown>>).length > 0;
}

/** What MongoDB's upsert starts from: the filter's equality conditions (`{ a: 1 }`, `{ a: { $eq: 1 } }`). */
export function seedFromFilter(filter: Filter): Record<string, unknown> {
  const equalities: Record<string, unknown> = {};
  for (const [path, condition] of Object.entries(filter)) {
    if (path.startsWith('$')) continue;
    if (isOperatorObject(condition)) {
      if ('$eq' in condition) equalities[path] = condition.$eq;
    } else {
      equalities[path] = condition;
    }
  }
  // mingo, like MongoDB, refuses to $set an _id, so the seed starts with it.
  const { _id, ...fields } = equalities;
  const seed: Record<string, unknown> = _id === undefined ? {} : { _id };
  if (Object.keys(fields).length > 0) mingoUpdate(seed, { $set: fields });
  return seed;
}

export function isOperatorObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key.startsWith('$'));
}
