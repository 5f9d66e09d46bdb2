import { absoluteChange, percentChange } from '../card/percent-change';
import type { Row } from '../sources/duckdb-runner';
import type { QueryPlan } from '../sql/query-plan';
import { CURRENT_PERIOD, PREVIOUS_PREFIX, PREVIOUS_ROWS } from '../sql/sql-builder';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

// Puts the previous period beside each current row: by key for categories, by position for time
// buckets (March 2016 sits beside March 2015), and adds the spec's change columns.
export function withPrevious(plan: QueryPlan, current: Row[], previous: Row[]): Row[] {
  const named = plan.groups.filter((g) => g.dimension.kind !== 'time').map((g) => g.key);
  const keyOf = (r: Row) => named.map((key) => String(r[key])).join('\u0000');
  const byTime = plan.groups.some((g) => g.dimension.kind === 'time');
  const lookup = new Map<string, Row[]>();
  for (const r of previous) {
    const k = keyOf(r);
    const found = lookup.get(k);
    if (found) found.push(r);
    else lookup.set(k, [r]);
  }
  // Column names worked out once, not once per row.
  const columns = plan.metrics.map((m) => ({
    key: m.key,
    previous: `Previous_${m.key}`,
    percent: `${m.key}__%`,
    change: `${m.key}__change`,
  }));
  const missing = plan.groups.length ? 0 : null;
  const seen = new Map<string, number>();
  return current.map((r) => {
    const k = keyOf(r);
    const position = seen.get(k) ?? 0;
    seen.set(k, position + 1);
    const match = lookup.get(k)?.[byTime ? position : 0];
    const out: Row = { ...r };
    for (const c of columns) {
      const cur = num(r[c.key]);
      const prev = match ? num(match[c.key]) : missing;
      out[c.previous] = prev;
      out[c.percent] = percentChange(cur, prev).percent;
      out[c.change] = absoluteChange(cur, prev);
    }
    return out;
  });
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

// The rows of a comparison query (buildComparisonQuery) parted into each period's rows: rows
// marked with their period, or one row per group with the previous values side by side.
export function periodsOf(plan: QueryPlan, rows: Row[]): { current: Row[]; previous: Row[] } {
  const current: Row[] = [];
  const previous: Row[] = [];
  for (const row of rows) {
    if (CURRENT_PERIOD in row) {
      const { [CURRENT_PERIOD]: flag, ...rest } = row;
      (flag === 'true' ? current : previous).push(rest);
      continue;
    }
    const now: Row = {};
    const then: Row = {};
    for (const [key, value] of Object.entries(row)) {
      if (key === PREVIOUS_ROWS) continue;
      if (key.startsWith(PREVIOUS_PREFIX)) then[key.slice(PREVIOUS_PREFIX.length)] = value;
      else now[key] = value;
    }
    for (const g of plan.groups) then[g.key] = row[g.key];
    current.push(now);
    // A total always has its previous value; a group only if it had rows then.
    if (!plan.groups.length || Number(row[PREVIOUS_ROWS]) > 0) previous.push(then);
  }
  return { current, previous };
}
