export type Unit = 'day' | 'week' | 'month' | 'quarter' | 'half' | 'year';

// A date range as written, before it is fixed against a reference "now".
export type RangeSpec =
  | { kind: 'relativeDay'; offset: number }
  | { kind: 'lastN'; unit: Unit; n: number }
  | { kind: 'previous'; unit: Unit }
  | { kind: 'current'; unit: Unit; toDate: boolean }
  | { kind: 'year'; year: number }
  | { kind: 'month'; month: number; year?: number }
  | { kind: 'quarter'; quarter: number; year?: number }
  | { kind: 'half'; half: number; year?: number }
  | { kind: 'day'; year: number; month: number; day: number }
  | { kind: 'between'; from: RangeSpec; to: RangeSpec }
  | { kind: 'since'; from: RangeSpec }
  | { kind: 'until'; to: RangeSpec; inclusive: boolean };

// Resolved range: ISO dates, start inclusive, end exclusive.
export type DateRange = { start: string; end: string; spec: RangeSpec };
