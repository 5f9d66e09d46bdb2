import type { Violation } from '../core/domain-error';

// One card's place on the collection grid; c is the chart type the card shows there.
export type LayoutEntry = { i: string; x: number; y: number; w: number; h: number; c?: string };

export const GRID_COLUMNS = { lg: 10, md: 10, sm: 6, xs: 4, xxs: 2 } as const;
export const GRID_ROW_HEIGHT = 120;
export const GRID_MARGIN = { compact: 8, cozy: 20 } as const;
export const CARD_WIDTH = { min: 2, max: 5 } as const;
export const CARD_HEIGHT = { min: 2, max: 4 } as const;
export const NEW_CARD_SIZE = { w: 2, h: 2 } as const;

const isWhole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

function outOfRange(
  card: string,
  field: string,
  value: unknown,
  min: number,
  max: number,
): Violation | undefined {
  if (!isWhole(value) || value < min)
    return { messageKey: 'validation.min_value', params: { card, field, min } };
  if (value > max) return { messageKey: 'validation.max_value', params: { card, field, max } };
  return undefined;
}

// Width 2–5 and height 2–4 grid units, inside the 10 columns of the large grid.
export function layoutEntryViolation(entry: LayoutEntry): Violation | undefined {
  const columns = GRID_COLUMNS.lg;
  return (
    outOfRange(entry.i, 'w', entry.w, CARD_WIDTH.min, CARD_WIDTH.max) ??
    outOfRange(entry.i, 'h', entry.h, CARD_HEIGHT.min, CARD_HEIGHT.max) ??
    outOfRange(entry.i, 'x', entry.x, 0, columns - (isWhole(entry.w) ? entry.w : CARD_WIDTH.min)) ??
    outOfRange(entry.i, 'y', entry.y, 0, Number.MAX_SAFE_INTEGER)
  );
}

// Entries of cards that no longer exist are dropped, as are repeated entries of one card.
export function dropDeletedCards(
  layout: readonly LayoutEntry[],
  cardIds: readonly string[],
): LayoutEntry[] {
  const alive = new Set(cardIds);
  const seen = new Set<string>();
  return layout.filter((entry) => {
    if (!alive.has(entry.i) || seen.has(entry.i)) return false;
    seen.add(entry.i);
    return true;
  });
}

const overlaps = (a: Omit<LayoutEntry, 'i'>, b: Omit<LayoutEntry, 'i'>) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

// Scans rows from the top and columns 0–8 (a 2-wide card fits a 10-column grid up to x=8) and
// takes the first 2x2 hole; a full grid yields the row below everything.
export function firstFreeSlot(
  layout: readonly LayoutEntry[],
  size: { w: number; h: number } = NEW_CARD_SIZE,
): { x: number; y: number } {
  const { w, h } = size;
  const lastColumn = GRID_COLUMNS.lg - w;
  const bottom = layout.reduce((max, entry) => Math.max(max, entry.y + entry.h), 0);
  for (let y = 0; y <= bottom; y++) {
    for (let x = 0; x <= lastColumn; x++) {
      if (!layout.some((entry) => overlaps(entry, { x, y, w, h }))) return { x, y };
    }
  }
  return { x: 0, y: bottom };
}

// The layout a collection shows: saved entries of live cards, then a 2x2 slot for each card without one.
// A screen may give new cards a larger first size (`size`) than the spec's 2x2.
export function completeLayout(
  layout: readonly LayoutEntry[],
  cardIds: readonly string[],
  size: { w: number; h: number } = NEW_CARD_SIZE,
): LayoutEntry[] {
  const placed = dropDeletedCards(layout, cardIds);
  for (const id of cardIds) {
    if (placed.some((entry) => entry.i === id)) continue;
    placed.push({ i: id, ...firstFreeSlot(placed, size), ...size });
  }
  return placed;
}
