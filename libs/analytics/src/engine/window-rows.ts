import type { Row } from '../sources/duckdb-runner';
import type { QueryPlan } from '../sql/query-plan';
import type { Locale } from '../text/normalize';
import { wordingOf } from '../card/wording/wording';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

// Rows of one series each (the groups other than time), in time order as the query returned them.
function series(plan: QueryPlan, rows: Row[]): Row[][] {
  const others = plan.groups.filter((g) => g.dimension.kind !== 'time' || g.cycle === 'weekday');
  const byKey = new Map<string, Row[]>();
  for (const r of rows) {
    const key = others.map((g) => String(r[g.key])).join('\u0000');
    byKey.set(key, [...(byKey.get(key) ?? []), r]);
  }
  return [...byKey.values()];
}

// Running totals, growth over the bucket before, or a moving average, beside each metric. A growth
// fetched one bucket early (for the first bucket's growth) drops that bucket afterwards.
export function withWindow(plan: QueryPlan, rows: Row[]): Row[] {
  const w = plan.window;
  // A series in time: calendar buckets, or decades (not days of the week, which repeat).
  const time = plan.groups.find((g) => g.dimension.kind === 'time' && g.cycle !== 'weekday');
  if (!w || !time) return rows;
  const out = rows.map((r) => ({ ...r }));
  for (const list of series(plan, out)) {
    for (const m of plan.metrics) {
      let running = 0;
      list.forEach((r, i) => {
        const v = num(r[m.key]);
        if (w.kind === 'cumulative') {
          running += v ?? 0;
          r[`${m.key}__cumulative`] = running;
        } else if (w.kind === 'growth') {
          const before = i > 0 ? num(list[i - 1][m.key]) : null;
          r[`${m.key}__growth`] = v !== null && before ? (v / before - 1) * 100 : null;
        } else {
          const last = list.slice(Math.max(0, i - w.n + 1), i + 1).map((x) => num(x[m.key]) ?? 0);
          r[`${m.key}__moving`] = last.reduce((a, b) => a + b, 0) / last.length;
        }
      });
    }
  }
  const from = plan.fetchRange && plan.range?.start;
  return from ? out.filter((r) => String(r[time.key]) >= from) : out;
}

// Day numbers (1 = Monday) as the day's name in the card's language; decades as "1990s".
export function withWeekdayNames(plan: QueryPlan, rows: Row[], locale: Locale): Row[] {
  const decade = plan.groups.find((x) => x.cycle === 'decade');
  if (decade)
    rows = rows.map((r) => {
      const n = num(r[decade.key]);
      return n === null ? r : { ...r, [decade.key]: wordingOf(locale).decade(n) };
    });
  const g = plan.groups.find((x) => x.cycle === 'weekday');
  if (!g) return rows;
  const names = new Intl.DateTimeFormat(wordingOf(locale).tag, {
    weekday: 'long',
    timeZone: 'UTC',
  });
  // 1 January 2024 was a Monday.
  const name = (n: number) => names.format(new Date(Date.UTC(2024, 0, n)));
  return rows.map((r) => {
    const n = num(r[g.key]);
    return n !== null && n >= 1 && n <= 7 ? { ...r, [g.key]: name(n) } : r;
  });
}
