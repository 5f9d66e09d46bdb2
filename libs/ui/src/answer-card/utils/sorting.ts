export type SortDirection = 'asc' | 'desc';
export type SortState = { id: string; desc: boolean }[];

// Spec §2: a column cycles none → ascending → descending → none; another column starts ascending.
export function nextSort(state: SortState, columnId: string): SortState {
  const current = state[0];
  if (!current || current.id !== columnId) return [{ id: columnId, desc: false }];
  return current.desc ? [] : [{ id: columnId, desc: true }];
}

export function sortDirection(state: SortState, columnId: string): SortDirection | null {
  const current = state[0];
  if (!current || current.id !== columnId) return null;
  return current.desc ? 'desc' : 'asc';
}

function textOf(value: unknown): string {
  return typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : JSON.stringify(value);
}

// Numbers by value, text by the locale's collation; empty cells always last.
export function compareCells(a: unknown, b: unknown, locale = 'en'): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return textOf(a).localeCompare(textOf(b), locale, { numeric: true, sensitivity: 'base' });
}

export function sortRows<T extends Record<string, unknown>>(
  rows: readonly T[],
  state: SortState,
  locale = 'en',
): T[] {
  const current = state[0];
  if (!current) return [...rows];
  const sign = current.desc ? -1 : 1;
  return [...rows].sort((x, y) => {
    const a = x[current.id];
    const b = y[current.id];
    const empty = (v: unknown) => v === null || v === undefined || v === '';
    if (empty(a) || empty(b)) return compareCells(a, b, locale);
    return sign * compareCells(a, b, locale);
  });
}
