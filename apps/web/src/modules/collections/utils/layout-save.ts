import type { CollectionView, GetCollectionResponse, LayoutEntry } from '@parley/domain';
import { isConflict } from './error-message';

// The saved layout the grid's edits started from, and the collection version it was read at:
// a save names that version, so one arranged on an older view is refused instead of overwriting.
export type LayoutBase = { layout: readonly LayoutEntry[]; version?: number };

export const baseOf = (collection: CollectionView): LayoutBase => ({
  layout: collection.layout,
  version: collection.version,
});

const entryKey = ({ i, x, y, w, h, c }: LayoutEntry) => `${i}:${x},${y},${w},${h},${c ?? ''}`;

function sameLayout(a: readonly LayoutEntry[], b: readonly LayoutEntry[]): boolean {
  const key = (entries: readonly LayoutEntry[]) => entries.map(entryKey).sort().join('|');
  return key(a) === key(b);
}

// A newer view arrived while the user was arranging cards. If its saved layout is still the one
// the edits started from (a card was added, renamed or removed, nothing was re-arranged), the edits
// rest on it too; if someone saved another layout, they keep resting on the older version.
export function rebase(base: LayoutBase, next: CollectionView): LayoutBase {
  const cards = new Set(next.questions.map((question) => question.id));
  const stillThere = base.layout.filter((entry) => cards.has(entry.i));
  return sameLayout(stillThere, next.layout) ? baseOf(next) : base;
}

type LayoutCalls = {
  update(
    collectionId: string,
    changes: { layout: LayoutEntry[]; version?: number },
  ): Promise<CollectionView>;
  shape(collectionId: string): Promise<GetCollectionResponse>;
};

export type LayoutSaveOutcome =
  | { saved: true; collection: CollectionView }
  // Saved elsewhere first: the collection as it is now (null when it could not be re-read).
  | { saved: false; collection: CollectionView | null };

export async function saveLayout(
  calls: LayoutCalls,
  collectionId: string,
  layout: LayoutEntry[],
  base: LayoutBase,
): Promise<LayoutSaveOutcome> {
  try {
    const collection = await calls.update(collectionId, {
      layout,
      ...(base.version === undefined ? {} : { version: base.version }),
    });
    return { saved: true, collection };
  } catch (error) {
    if (!isConflict(error)) throw error;
    const reply = await calls.shape(collectionId).catch(() => null);
    return { saved: false, collection: reply?.collection ?? null };
  }
}
