import type { Row } from '../sources/duckdb-runner';
import type { PlanCondition, PlanGroup, PlanMetric, QueryPlan } from '../sql/query-plan';
import type { Locale } from '../text/normalize';
import { changePercent, formatPercent } from '@parley/domain';
import { measureText, numberLocale } from './measure-format';
import { formatNumber, groupValue, rangeLabel } from './phrases';
import { wordingOf } from './wording/wording';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

// A measure in a sentence reads exactly as its cell in the table (percent scale included).
function fmt(m: PlanMetric, v: unknown, locale: Locale, rows: readonly Row[] = []): string {
  return measureText(m, v, locale, rows);
}

function groupLabel(plan: QueryPlan, i: number, locale: Locale): string {
  const g = plan.groups[i];
  return g.grain ? wordingOf(locale).grain[g.grain] : g.label[locale];
}

function filterText(plan: QueryPlan, locale: Locale): string {
  const parts = [
    ...plan.filters.map((f) =>
      f.match
        ? `${f.negate ? '≠ ' : ''}${wordingOf(locale).textMatch(f.dimension.label[locale], f.match, f.values)}`
        : `${f.dimension.label[locale]}${f.negate ? ' ≠ ' : ': '}${f.values.join(', ')}`,
    ),
    ...plan.conditions.map(
      (c) =>
        `${c.label[locale]} ${
          c.op === 'between'
            ? `${c.values[0]}–${c.values[1]}`
            : c.op === 'outside'
              ? `< ${c.values[0]} | > ${c.values[1]}`
              : `${c.op} ${c.values[0]}`
        }`,
    ),
  ];
  return parts.length ? ` (${parts.join('; ')})` : '';
}

export function titleOf(plan: QueryPlan, locale: Locale): string {
  const metrics = plan.metrics.map((m) => m.label[locale]).join(', ');
  const groups = plan.groups.map((_, i) => groupLabel(plan, i, locale));
  const range = plan.range ? rangeLabel(plan.range, locale) : '';
  const previous = plan.previous ? rangeLabel(plan.previous, locale) : '';
  return wordingOf(locale).title({
    metrics,
    groups,
    rank: plan.rank,
    filters: filterText(plan, locale),
    range,
    previous,
  });
}

type GroupTest = PlanCondition & { aggregate: PlanMetric };

// "above $100", "100 $ üzerinde": a group test in words, its values in the measure's format.
function testText(c: GroupTest, locale: Locale): string {
  const [a, b] = c.values.map((v) => fmt(c.aggregate, v, locale));
  return wordingOf(locale).groupTest(c.op, a, b);
}

// Groups kept by a test on their aggregate: how many passed, and the extremes among them.
function keptGroups(plan: QueryPlan, rows: Row[], test: GroupTest, locale: Locale): string {
  const m = plan.metrics[0];
  const g = plan.groups[0];
  const label = test.aggregate.label[locale];
  const noun = groupLabel(plan, 0, locale);
  const said = testText(test, locale);
  const key = (r: Row) => groupValue(g, r[g.key], locale);
  const withValues = rows.filter((r) => num(r[m.key]) !== null);
  const byValue = [...withValues].sort((a, b) => (num(b[m.key]) ?? 0) - (num(a[m.key]) ?? 0));
  const [max, min] = [byValue[0], byValue[byValue.length - 1]];
  const value = (r: Row) => `${key(r)} (${fmt(m, r[m.key], locale, rows)})`;
  const w = wordingOf(locale);
  const parts = { label, test: said, noun };
  if (!max) return w.keptNone(parts);
  if (max === min) return w.keptOne({ ...parts, value: value(max) });
  return w.keptMany({ ...parts, count: withValues.length, max: value(max), min: value(min) });
}

// "3 products have an average price above $100": how many groups passed the tests on their aggregate.
function passedCount(plan: QueryPlan, g: PlanGroup, rows: Row[], locale: Locale): string {
  const n = num(rows[0]?.[plan.metrics[0].key]) ?? 0;
  const tests = plan.conditions.filter((c): c is GroupTest => !!c.aggregate);
  const w = wordingOf(locale);
  const noun = g.grain ? w.grain[g.grain] : g.label[locale];
  const said = w.passedTests(tests.map((t) => w.passedTest(t.label[locale], testText(t, locale))));
  return w.passed({ n, count: formatNumber(n, locale), noun, tests: said });
}

export function summaryOf(plan: QueryPlan, rows: Row[], locale: Locale): string {
  const m = plan.metrics[0];
  const w = wordingOf(locale);
  if (plan.countOf && m && !plan.previous) return passedCount(plan, plan.countOf, rows, locale);
  const test = plan.groups.length
    ? plan.conditions.find((c): c is GroupTest => !!c.aggregate)
    : undefined;
  if (m && test && (!rows.length || (!plan.rank && !plan.share && !plan.previous)))
    return keptGroups(plan, rows, test, locale);
  if (!rows.length || !m) return w.noData;
  const label = m.label[locale];
  const range = plan.range ? rangeLabel(plan.range, locale) : '';
  if (!plan.groups.length) {
    const row = rows[0];
    const value = fmt(m, row[m.key], locale, rows);
    if (plan.previous) {
      const prev = fmt(m, row[`Previous_${m.key}`], locale, rows);
      const [now, then] = [num(row[m.key]), num(row[`Previous_${m.key}`])];
      // The change as every surface shows it: a tenth under one percent, never "up 0%" for a move.
      const change =
        now !== null && then !== null && then !== 0
          ? changePercent(then, now)
          : num(row[`${m.key}__%`]);
      const prevLabel = rangeLabel(plan.previous, locale);
      const pct = change === null ? '' : formatPercent(Math.abs(change), 100, numberLocale(locale));
      return w.comparedScalar({
        label,
        value,
        range,
        previous: prev,
        previousRange: prevLabel,
        direction: change === null ? 'new' : change >= 0 ? 'up' : 'down',
        percent: pct,
      });
    }
    return w.scalar({ label, range, value });
  }
  const g = plan.groups[0];
  // Rows are named by the groups whose values differ among them: "Organic", not "2025" for every
  // channel of one year.
  const varying = plan.groups.filter((x) => new Set(rows.map((r) => String(r[x.key]))).size > 1);
  const naming = plan.groups.length > 1 && varying.length ? varying : [g];
  const key = (r: Row) => naming.map((x) => groupValue(x, r[x.key], locale)).join(' · ');
  if (plan.rank) {
    const best = rows[0];
    const ranked = { direction: plan.rank.direction, label, group: groupLabel(plan, 0, locale) };
    if (plan.rank.limit === 1 || rows.length === 1)
      return w.rankedOne({ ...ranked, key: key(best), value: fmt(m, best[m.key], locale, rows) });
    const list = rows
      .slice(0, 3)
      .map((r) => `${key(r)} (${fmt(m, r[m.key], locale, rows)})`)
      .join(', ');
    return w.rankedMany({ ...ranked, count: rows.length, list });
  }
  const withValues = rows.filter((r) => num(r[m.key]) !== null);
  if (!withValues.length) return w.noData;
  const max = withValues.reduce((a, b) => ((num(b[m.key]) ?? 0) > (num(a[m.key]) ?? 0) ? b : a));
  const min = withValues.reduce((a, b) => ((num(b[m.key]) ?? 0) < (num(a[m.key]) ?? 0) ? b : a));
  if (g.dimension.kind === 'time' && plan.groups.length === 1) {
    const first = withValues[0];
    const last = withValues[withValues.length - 1];
    return w.overTime({
      label,
      // A year column (1955, 2005) reads as years: "in 2005", never "on 2005".
      grain: g.grain ?? (g.dimension.timeKind === 'year' ? 'yearly' : undefined),
      first: key(first),
      firstValue: fmt(m, first[m.key], locale, rows),
      last: key(last),
      lastValue: fmt(m, last[m.key], locale, rows),
      peak: key(max),
      peakValue: fmt(m, max[m.key], locale, rows),
    });
  }
  if (plan.share) {
    const share = num(max[`${m.key}__share`]);
    const shareText = share === null ? '—' : formatPercent(share, 100, numberLocale(locale));
    return w.largestShare(key(max), shareText);
  }
  if (withValues.length === 1) return w.single(label, key(max), fmt(m, max[m.key], locale, rows));
  return w.spread({
    label,
    max: key(max),
    maxValue: fmt(m, max[m.key], locale, rows),
    min: key(min),
    minValue: fmt(m, min[m.key], locale, rows),
  });
}
