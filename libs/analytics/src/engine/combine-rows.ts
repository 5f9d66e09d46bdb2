import { absoluteChange, percentChange } from '../card/percent-change';
import type { Row } from '../sources/duckdb-runner';
import type { QueryPlan } from '../sql/query-plan';
import { CURRENT_PERIOD } from '../sql/sql-builder';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

// Puts the previous period beside each current row: by key for categories, by position for time
// buckets (March 2016 sits beside March 2015), and adds the spec's change columns.
export function withPrevious(plan: QueryPlan, current: Row[], previous: Row[]): Row[] {
  const keyOf = (r: Row) =>
    plan.groups
      .filter((g) => g.dimension.kind !== 'time')
      .map((g) => String(r[g.key]))
      .join('\u0000');
  const byTime = plan.groups.some((g) => g.dimension.kind === 'time');
  const lookup = new Map<string, Row[]>();
  for (const r of previous) lookup.set(keyOf(r), [...(lookup.get(keyOf(r)) ?? []), r]);
  const seen = new Map<string, number>();
  const rows = current.map((r) => {
    const k = keyOf(r);
    const position = seen.get(k) ?? 0;
    seen.set(k, position + 1);
    const match = byTime ? lookup.get(k)?.[position] : lookup.get(k)?.[0];
    const out: Row = { ...r };
    for (const m of plan.metrics) {
      const cur = num(r[m.key]);
      const prev = match ? num(match[m.key]) : plan.groups.length ? 0 : null;
      out[`Previous_${m.key}`] = prev;
      out[`${m.key}__%`] = percentChange(cur, prev).percent;
      out[`${m.key}__change`] = absoluteChange(cur, prev);
    }
    return out;
  });
  return rows;
}

export function withShare(plan: QueryPlan, rows: Row[]): Row[] {
  const m = plan.metrics[0];
  if (!plan.share || !m) return rows;
  const key = `${m.key}__share`;
  const round = (v: number | null) => (v === null ? null : Math.round(v * 100) / 100);
  // The query computed it already, over every group (before its LIMIT): only rounded here.
  if (rows.some((r) => key in r)) return rows.map((r) => ({ ...r, [key]: round(num(r[key])) }));
  const total = rows.reduce((s, r) => s + (num(r[m.key]) ?? 0), 0);
  return rows.map((r) => ({
    ...r,
    [`${m.key}__share`]: total ? Math.round(((num(r[m.key]) ?? 0) / total) * 10000) / 100 : null,
  }));
}

// The rows of a comparison query (buildComparisonQuery) parted by the period they belong to.
export function splitPeriods(rows: Row[]): { current: Row[]; previous: Row[] } {
  const current: Row[] = [];
  const previous: Row[] = [];
  for (const row of rows) {
    const { [CURRENT_PERIOD]: flag, ...rest } = row;
    (flag === 'true' ? current : previous).push(rest);
  }
  return { current, previous };
}
