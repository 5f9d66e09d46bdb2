import type { AnswerCard, CardColumn } from '../answer-card';
import { cleanNumber, formatPercent, formatValue, wantsCompactNumbers } from './number-format';
import { periodLabel } from './period-format';

// A driver card answers "why did X change": the engine marks it in the interpretation. It counts
// as an AI insight request (spec §9 plans), and channels show and speak it as the drivers.
export function isDriverCard(card: {
  query: Pick<AnswerCard['query'], 'interpretation'>;
}): boolean {
  return card.query.interpretation.some((i) => i.kind === 'driver');
}

export type ColumnKind = 'value' | 'previous' | 'percent' | 'change';

const PREVIOUS = 'Previous_';
const PERCENT = '__%';
const CHANGE = '__change';

// Comparison rows carry Previous_{col}, {col}__% and {col}__change beside each metric (ARCHITECTURE.md).
export function columnKind(key: string): ColumnKind {
  if (key.startsWith(PREVIOUS)) return 'previous';
  if (key.endsWith(PERCENT)) return 'percent';
  if (key.endsWith(CHANGE)) return 'change';
  return 'value';
}

export function baseKey(key: string): string {
  if (key.startsWith(PREVIOUS)) return key.slice(PREVIOUS.length);
  if (key.endsWith(PERCENT)) return key.slice(0, -PERCENT.length);
  if (key.endsWith(CHANGE)) return key.slice(0, -CHANGE.length);
  return key;
}

type CardShape = Pick<AnswerCard, 'columns' | 'table'> & Partial<Pick<AnswerCard, 'query'>>;

// The column that says how a key's values read: its own declaration, else its measure's (a
// Previous_ or __change cell reads like the measure; a __% cell is a whole percent change).
export function columnFor(card: Pick<AnswerCard, 'columns'>, key: string): CardColumn | undefined {
  const own = card.columns.find((c) => c.key === key);
  if (own && columnKind(key) !== 'percent') return own;
  const base = card.columns.find((c) => c.key === baseKey(key));
  if (columnKind(key) === 'percent')
    return {
      key,
      label: own?.label ?? `${base?.label ?? baseKey(key)} %`,
      role: 'metric',
      format: 'percent',
      percentBase: 100,
      additive: false,
    };
  return own ?? base;
}

// Whether the values of a column add up to something: sums and counts do; averages, rates, ratios
// and percents do not (4.32% + 2.82% + 2.77% is no conversion rate). The engine says so on the
// column; a card saved before it did counts a column as additive only when it is no percent and
// the engine offered it as parts of a whole (a pie), which it does for sums and counts alone.
export function isAdditive(
  column: CardColumn | undefined,
  card?: Pick<AnswerCard, 'chart'>,
): boolean {
  if (!column || column.role !== 'metric') return false;
  // The latest years or the largest ids of the rows add up to nothing.
  if (column.format === 'label') return false;
  if (typeof column.additive === 'boolean') return column.additive;
  if (column.format === 'percent') return false;
  if (!card) return true;
  const key = baseKey(column.key);
  return card.chart.some(
    (c) =>
      (c.chart.type === 'pie' || c.chart.type === 'donut') &&
      (c.series.length === 0 || c.series.some((s) => s.key === key)),
  );
}

const numberAt = (row: Record<string, unknown> | undefined, key: string): number | undefined => {
  const v = row?.[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
};

// Spec §9: percent change rounded down; infinite from 0 to a positive value; 0 when both are 0.
// A change under one percent keeps a tenth ("up 0.4%", never "up 0%" for a real move).
export function changePercent(previous: number, current: number): number {
  if (previous === 0) {
    if (current === 0) return 0;
    return current > 0 ? Infinity : -Infinity;
  }
  const raw = ((current - previous) / Math.abs(previous)) * 100;
  if (Math.abs(raw) < 1) return Math.trunc(raw * 10 + (raw > 0 ? 1e-9 : -1e-9)) / 10;
  return Math.floor(raw + 1e-9);
}

// A row's {col}__% as shown: from the row's own numbers when it has them, else what the engine sent.
export function percentCell(row: Record<string, unknown>, base: string): number | null {
  const current = numberAt(row, base);
  const previous = numberAt(row, `${PREVIOUS}${base}`);
  if (current !== undefined && previous !== undefined) return changePercent(previous, current);
  const sent = row[`${base}${PERCENT}`];
  if (typeof sent === 'number') return sent;
  if (sent === 'Infinity' || sent === '∞') return Infinity;
  return null;
}

export type CellOptions = { locale: string; compact?: boolean };

// How one cell of a card reads on every surface (web table, mail, Teams, chart image, speech):
// numbers in the locale and the column's format, periods by name, changes signed, ∞ for new.
export function formatCell(
  card: CardShape,
  row: Record<string, unknown>,
  key: string,
  { locale, compact = false }: CellOptions,
): string {
  const kind = columnKind(key);
  const column = columnFor(card, key);
  if (kind === 'percent') {
    const pct = percentCell(row, baseKey(key));
    if (pct === null) return '';
    if (!Number.isFinite(pct)) return pct > 0 ? '∞' : '-∞';
    return formatPercent(pct, 100, locale, { signed: true });
  }
  const value = row[key];
  // A label's number (a year, an id, a code, a zip code) is a name, never an amount: "1955", not
  // "1,955" — the column's role decides, not the value being a number.
  if (typeof value === 'number' && column && column.role !== 'metric')
    return column.role === 'time'
      ? periodLabel(String(value), card.query?.grain, locale)
      : String(value);
  if (typeof value === 'string')
    return column?.role === 'time' ? periodLabel(value, card.query?.grain, locale) : value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value !== 'number') return '';
  return formatValue(value, column, locale, { compact, signed: kind === 'change' });
}

// Spec §9: compact numbers for a wide table of big values — one decision per card.
export function compactCard(card: Pick<AnswerCard, 'table'>): boolean {
  return wantsCompactNumbers(card.table);
}

export const TOTALS_MIN_ROWS = 2;

const sum = (rows: readonly Record<string, unknown>[], key: string): number | undefined => {
  const numbers = rows.map((r) => numberAt(r, key)).filter((v): v is number => v !== undefined);
  return numbers.length ? numbers.reduce((a, b) => a + b, 0) : undefined;
};

const round2 = (v: number) => Math.round(v * 100) / 100;

// The totals row of a card, per key (null: no total), or null when no column has one. Spec §9:
// only from 2 rows, to 2 decimals.
// Only additive measures are summed; a ratio's total is the one the engine computed from its parts
// (column.total); a percent change is the change of the totals, never a sum of percents.
export function cardTotals(
  card: Pick<AnswerCard, 'columns' | 'table'> & Partial<Pick<AnswerCard, 'chart'>>,
  keys: readonly string[],
): Record<string, number | null> | null {
  if (card.table.length < TOTALS_MIN_ROWS) return null;
  const totals: Record<string, number | null> = {};
  const overTime = card.columns.some((c) => c.role === 'time');
  const totalOf = (key: string): number | null => {
    const column = columnFor(card, key);
    if (!column || column.role !== 'metric') return null;
    // A level summed over periods (population by year) is no total of anything.
    if (overTime && column.level) return null;
    if (isAdditive(column, card.chart ? { chart: card.chart } : undefined)) {
      const s = sum(card.table, key);
      return s === undefined ? null : round2(cleanNumber(s));
    }
    return typeof column.total === 'number' && columnKind(key) === 'value' ? column.total : null;
  };
  for (const key of keys) {
    const kind = columnKind(key);
    if (kind === 'percent') {
      const base = baseKey(key);
      const [current, previous] = [totalOf(base), totalOf(`${PREVIOUS}${base}`)];
      totals[key] = current !== null && previous !== null ? changePercent(previous, current) : null;
    } else {
      totals[key] = totalOf(key);
    }
  }
  // A table of rates or averages has nothing to total: no totals row at all.
  return Object.values(totals).some((v) => v !== null) ? totals : null;
}

// What the totals row is called: "Total" when each of its figures is a sum of the rows above it,
// "All rows" when one is an average or a rate measured over every row instead (never labelled a total).
export function totalsLabel(
  card: Pick<AnswerCard, 'columns'> & Partial<Pick<AnswerCard, 'chart'>>,
  totals: Record<string, number | null>,
): 'total' | 'overall' {
  const summed = Object.entries(totals).every(([key, value]) => {
    if (value === null || columnKind(key) === 'percent') return true;
    return isAdditive(columnFor(card, key), card.chart ? { chart: card.chart } : undefined);
  });
  return summed ? 'total' : 'overall';
}

// The row under a card's table: its totals where they add up; for a level over time (population
// by year), whose sum means nothing, the change from the first period to the last instead.
export type CardFoot = {
  kind: 'total' | 'overall' | 'change';
  values: Record<string, number | null>;
  // The periods a change runs between, as the table's time column holds them.
  from?: string | number;
  to?: string | number;
};

const timeOrder = (a: unknown, b: unknown): number =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

export function cardFoot(
  card: Pick<AnswerCard, 'columns' | 'table'> & Partial<Pick<AnswerCard, 'chart'>>,
  keys: readonly string[],
): CardFoot | null {
  const totals = cardTotals(card, keys);
  if (totals) return { kind: totalsLabel(card, totals), values: totals };
  const labels = card.columns.filter((c) => c.role !== 'metric');
  const time = labels[0];
  if (labels.length !== 1 || time?.role !== 'time' || card.table.length < TOTALS_MIN_ROWS)
    return null;
  const rows = card.table
    .filter((r) => r[time.key] !== null && r[time.key] !== undefined)
    .sort((a, b) => timeOrder(a[time.key], b[time.key]));
  const [first, last] = [rows[0], rows[rows.length - 1]];
  if (!first || !last || first === last) return null;
  const values: Record<string, number | null> = {};
  for (const key of keys) {
    const column = columnFor(card, key);
    const [a, b] = [numberAt(first, key), numberAt(last, key)];
    values[key] =
      column?.level && columnKind(key) === 'value' && a !== undefined && b !== undefined
        ? round2(cleanNumber(b - a))
        : null;
  }
  if (!Object.values(values).some((v) => v !== null)) return null;
  return { kind: 'change', values, from: first[time.key] ?? '', to: last[time.key] ?? '' };
}

// A CSV cell: raw numbers (a spreadsheet computes with them) without float noise.
export function csvNumber(value: number): string {
  return String(cleanNumber(value));
}
