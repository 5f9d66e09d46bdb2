export type Unit = 'day' | 'week' | 'month' | 'quarter' | 'half' | 'year';

// A date range as written, before it is fixed against a reference "now".
export type RangeSpec =
  | { kind: 'relativeDay'; offset: number }
  | { kind: 'lastN'; unit: Unit; n: number }
  // "last 6 hours": the N hours up to now itself, so it needs a time of day on both sides.
  | { kind: 'lastHours'; n: number }
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

// Resolved range: ISO dates, start inclusive, end exclusive. A window of hours (time set) holds
// ISO date-times ('YYYY-MM-DDTHH:MM:SS') instead; the one that ends now includes now itself.
export type DateRange = {
  start: string;
  end: string;
  spec: RangeSpec;
  time?: { endInclusive: boolean };
};
