import type {
  AnswerCard,
  CardChart,
  CardColumn,
  CardSeries,
  CardSeriesItem,
  ChartType,
} from '../answer-card';
import { columnKind } from './card-format';

// More series than the theme has distinct colours cannot be told apart: such a card stays long.
export const MAX_SERIES = 10;

type SeriesCard = Pick<AnswerCard, 'columns' | 'table'> &
  Partial<Pick<AnswerCard, 'series' | 'query' | 'chart'>>;

type Cell = string | number | null;

const isLabelRole = (c: CardColumn) => c.role === 'dimension' || c.role === 'time';

// The key of the column one value of `by` becomes in the series view; never a comparison suffix.
export function seriesKey(measure: string, index: number): string {
  return `${measure}@${index}`;
}

type Value = string | number | null | undefined;

// A table's 1955 and a series' "1955" are the same value of `by`.
const sameCell = (a: Value, b: Value) =>
  a === b || (a !== null && b !== null && a !== undefined && b !== undefined && `${a}` === `${b}`);

// The values of `by` in the order the rows first show them, or null when the rows do not make a
// grid of one row per (x, by) pair.
function valuesOf(
  table: readonly Record<string, unknown>[],
  x: string,
  by: string,
): (string | number)[] | null {
  const values: (string | number)[] = [];
  const seen = new Set<string>();
  const pairs = new Set<string>();
  for (const row of table) {
    const v = row[by];
    if (typeof v !== 'string' && typeof v !== 'number') return null;
    const pair = JSON.stringify([row[x] ?? null, v]);
    if (pairs.has(pair)) return null;
    pairs.add(pair);
    if (!seen.has(String(v))) {
      seen.add(String(v));
      values.push(v);
    }
  }
  return values.length >= 2 ? values : null;
}

// The values of `by` whose measure is largest over all x, largest first: the ones a chart of at
// most MAX_SERIES colours draws.
function largest(
  table: readonly Record<string, unknown>[],
  by: string,
  measure: string,
  values: readonly (string | number)[],
): (string | number)[] {
  const size = new Map<string, number>();
  for (const row of table) {
    const v = row[measure];
    const at = String(row[by]);
    if (typeof v === 'number') size.set(at, (size.get(at) ?? 0) + Math.abs(v));
  }
  return [...values]
    .sort((a, b) => (size.get(String(b)) ?? 0) - (size.get(String(a)) ?? 0))
    .slice(0, MAX_SERIES);
}

export type SeriesSplit = { items: CardSeriesItem[]; more: number };

// The series of a card split by a second grouping: one a value of `by` for each measure.
// More than the theme's colours: the first measure's largest values are drawn, and `more` says
// how many series were left out of the chart (the table then keeps every row as it is).
export function seriesBy(
  card: Pick<AnswerCard, 'columns' | 'table'>,
  x: string,
  by: string,
  measures: readonly CardColumn[],
): SeriesSplit | null {
  const values = valuesOf(card.table, x, by);
  const [first] = measures;
  if (!values || !first) return null;
  const all = values.length * measures.length;
  const drawn = all <= MAX_SERIES ? measures : [first];
  const kept =
    values.length * drawn.length <= MAX_SERIES
      ? values
      : largest(card.table, by, first.key, values);
  const items = drawn.flatMap((m, mi) =>
    kept.map((value, vi) => ({
      key: seriesKey(m.key, mi * kept.length + vi),
      name: drawn.length > 1 ? `${String(value)} · ${m.label}` : String(value),
      measure: m.key,
      value,
    })),
  );
  return { items, more: all - items.length };
}

const isComparison = (card: Pick<AnswerCard, 'table'>) =>
  Object.keys(card.table[0] ?? {}).some((k) => columnKind(k) !== 'value');

// The series a card compares: the engine's, or for a card saved before it carried them, what its
// table shows (two groupings and their measures, or several measures over one grouping).
export function cardSeries(card: SeriesCard): CardSeries | undefined {
  if (card.series) return card.series;
  const labels = card.columns.filter(isLabelRole);
  const measures = card.columns.filter((c) => c.role === 'metric' && columnKind(c.key) === 'value');
  if (!measures.length || !card.table.length) return undefined;
  if (labels.length === 2 && !isComparison(card)) {
    const charts = card.chart ?? [];
    const drawn = charts.find((c) => c.x)?.x;
    const x =
      labels.find((c) => c.key === drawn) ?? labels.find((c) => c.role === 'time') ?? labels[0];
    const by = labels.find((c) => c !== x);
    const split = x && by ? seriesBy(card, x.key, by.key, measures) : null;
    if (!split || !x || !by) return undefined;
    // Old cards offered stacked bars first only for sums and counts (spec §9); the largest ten
    // of many are no whole.
    const stacked =
      charts[0]?.chart.type === 'bar-stacked' && x.role !== 'time' && split.more === 0;
    return {
      by: by.key,
      x: x.key,
      items: split.items,
      stacked,
      ...(split.more ? { more: split.more } : {}),
    };
  }
  if (labels.length <= 1 && measures.length >= 2)
    return {
      ...(labels[0] ? { x: labels[0].key } : {}),
      items: measures.map((m) => ({ key: m.key, name: m.label, measure: m.key })),
      stacked: false,
    };
  return undefined;
}

// A series column's style is its measure's; the measure's total over every row is no series' own.
function withoutTotal(column: CardColumn | undefined): CardColumn {
  const copy: CardColumn = { key: '', label: '', role: 'metric', ...column };
  delete copy.total;
  return copy;
}

// What a non-stacked comparison draws instead of stacked bars: grouped columns.
const unstacked = (type: ChartType): ChartType => (type === 'bar-stacked' ? 'column' : type);

// One of the card's charts as it draws its series: each series its own colour along x, grouped
// or as lines unless the series are parts of a whole.
export function seriesChart(series: CardSeries | undefined, chart: CardChart): CardChart {
  if (!series?.by || !series.x || chart.chart.type === 'number') return chart;
  return {
    ...chart,
    chart: { type: series.stacked ? chart.chart.type : unstacked(chart.chart.type) },
    x: series.x,
    series: series.items.map((i) => ({ key: i.key, name: i.name })),
  };
}

// The card as every surface shows it: a card whose series are the values of a second grouping is
// pivoted to one row per x and one column per series (each in its measure's format, with no
// total of its own computed from every row), and its charts draw those columns. A card with more
// series than a chart draws keeps its long table; its chart ('chart') draws the largest.
export function seriesView<T extends SeriesCard>(card: T, purpose: 'table' | 'chart' = 'table'): T {
  const series = cardSeries(card);
  if (!series?.by || !series.x) return card;
  if (series.more && purpose === 'table') return { ...card, series };
  const { by, x, items } = series;
  const xColumn = card.columns.find((c) => c.key === x);
  // A card already in its series view has no `by` column left to pivot.
  if (!xColumn || !card.columns.some((c) => c.key === by)) return card;
  const rows = new Map<string, Record<string, Cell>>();
  for (const row of card.table) {
    const at = JSON.stringify(row[x] ?? null);
    const out = rows.get(at) ?? { [x]: row[x] ?? null };
    for (const item of items)
      if (sameCell(row[by], item.value)) out[item.key] = row[item.measure] ?? null;
    rows.set(at, out);
  }
  const table = [...rows.values()].map((row) => {
    const out: Record<string, Cell> = { [x]: row[x] ?? null };
    for (const i of items) out[i.key] = row[i.key] ?? null;
    return out;
  });
  const columns: CardColumn[] = [
    xColumn,
    ...items.map((item) => {
      const measure = card.columns.find((c) => c.key === item.measure);
      return { ...withoutTotal(measure), key: item.key, label: item.name, role: 'metric' as const };
    }),
  ];
  const chart: CardChart[] = (card.chart ?? [])
    .map((c) => seriesChart(series, c))
    .filter((c, i, all) => all.findIndex((o) => o.chart.type === c.chart.type) === i);
  return { ...card, table, columns, ...(card.chart ? { chart } : {}), series };
}
