import type { SortOrder } from './document-store.port';

// Both adapters break ties (and order unsorted finds) by _id, so a page never depends on storage order.
export function sortWithIdTiebreak(
  sort: Record<string, SortOrder> = {},
): Record<string, SortOrder> {
  return '_id' in sort ? sort : { ...sort, _id: 1 };
}
