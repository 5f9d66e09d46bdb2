import type { Row } from '../sources/duckdb-runner';
import { plural } from '../model/humanize';
import type { PlanCondition, PlanGroup, PlanMetric, QueryPlan } from '../sql/query-plan';
import type { Locale } from '../text/normalize';
import { changePercent, formatPercent, periodPreposition } from '@parley/domain';
import { measureText, numberLocale } from './measure-format';
import { GRAIN_LABEL, formatNumber, groupValue, rangeLabel } from './phrases';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

// A measure in a sentence reads exactly as its cell in the table (percent scale included).
function fmt(m: PlanMetric, v: unknown, locale: Locale, rows: readonly Row[] = []): string {
  return measureText(m, v, locale, rows);
}

function groupLabel(plan: QueryPlan, i: number, locale: Locale): string {
  const g = plan.groups[i];
  return g.grain ? GRAIN_LABEL[g.grain][locale] : g.label[locale];
}

function filterText(plan: QueryPlan, locale: Locale): string {
  const parts = [
    ...plan.filters.map(
      (f) => `${f.dimension.label[locale]}${f.negate ? ' ≠ ' : ': '}${f.values.join(', ')}`,
    ),
    ...plan.conditions.map(
      (c) =>
        `${c.label[locale]} ${c.op === 'between' ? `${c.values[0]}–${c.values[1]}` : `${c.op} ${c.values[0]}`}`,
    ),
  ];
  return parts.length ? ` (${parts.join('; ')})` : '';
}

export function titleOf(plan: QueryPlan, locale: Locale): string {
  const metrics = plan.metrics.map((m) => m.label[locale]).join(', ');
  const groups = plan.groups.map((_, i) => groupLabel(plan, i, locale));
  const range = plan.range ? rangeLabel(plan.range, locale) : '';
  const previous = plan.previous ? rangeLabel(plan.previous, locale) : '';
  if (locale === 'tr') {
    const rank = plan.rank
      ? ` — ${plan.rank.direction === 'desc' ? 'ilk' : 'son'} ${plan.rank.limit} ${groups[0]}`
      : '';
    const by = groups.length && !plan.rank ? ` (${groups.join(' ve ')} bazında)` : '';
    return `${metrics}${by}${rank}${filterText(plan, locale)}${range ? `, ${range}` : ''}${previous ? ` / ${previous}` : ''}`;
  }
  const ranked = plan.rank?.limit === 1 ? groups[0] : plural(groups[0] ?? '');
  const rank = plan.rank
    ? `${plan.rank.direction === 'desc' ? 'Top' : 'Bottom'} ${plan.rank.limit} ${ranked} by `
    : '';
  const by = groups.length && !plan.rank ? ` by ${groups.join(' and ')}` : '';
  return `${rank}${rank ? metrics.toLowerCase() : metrics}${by}${filterText(plan, locale)}${range ? `, ${range}` : ''}${previous ? ` vs ${previous}` : ''}`;
}

type GroupTest = PlanCondition & { aggregate: PlanMetric };

// "above $100", "100 $ üzerinde": a group test in words, its values in the measure's format.
function testText(c: GroupTest, locale: Locale): string {
  const [a, b] = c.values.map((v) => fmt(c.aggregate, v, locale));
  const words: Record<GroupTest['op'], [string, string]> = {
    '>': [`above ${a}`, `${a} üzerinde`],
    '>=': [`at least ${a}`, `en az ${a}`],
    '<': [`below ${a}`, `${a} altında`],
    '<=': [`at most ${a}`, `en fazla ${a}`],
    '=': [`equal to ${a}`, a],
    '<>': [`other than ${a}`, `${a} dışında`],
    between: [`between ${a} and ${b}`, `${a} ile ${b} arasında`],
  };
  return words[c.op][locale === 'tr' ? 1 : 0];
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
  if (locale === 'tr') {
    if (!max) return `${label} değeri ${said} olan ${noun} yok.`;
    if (max === min) return `${label} değeri ${said} olan tek ${noun}: ${value(max)}.`;
    return `${label} değeri ${said} olan ${withValues.length} ${noun}: en yüksek ${value(max)}, en düşük ${value(min)}.`;
  }
  if (!max) return `No ${noun.toLowerCase()} has ${label.toLowerCase()} ${said}.`;
  if (max === min) return `${label} is ${said} only for ${value(max)}.`;
  return `${label} is ${said} for ${withValues.length} ${plural(noun.toLowerCase())}: highest ${value(max)}, lowest ${value(min)}.`;
}

// "3 products have an average price above $100": how many groups passed the tests on their aggregate.
function passedCount(plan: QueryPlan, g: PlanGroup, rows: Row[], locale: Locale): string {
  const n = num(rows[0]?.[plan.metrics[0].key]) ?? 0;
  const tests = plan.conditions.filter((c): c is GroupTest => !!c.aggregate);
  const noun = g.grain ? GRAIN_LABEL[g.grain][locale] : g.label[locale];
  if (locale === 'tr') {
    const said = tests.map((t) => `${t.label.tr} değeri ${testText(t, locale)}`).join(' ve ');
    return n ? `${said} olan ${formatNumber(n, locale)} ${noun} var.` : `${said} olan ${noun} yok.`;
  }
  const said = tests
    .map((t) => {
      const label = t.label.en.toLowerCase();
      return `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label} ${testText(t, locale)}`;
    })
    .join(' and ');
  const what = noun.toLowerCase();
  if (n === 0) return `No ${what} has ${said}.`;
  if (n === 1) return `1 ${what} has ${said}.`;
  return `${formatNumber(n, locale)} ${plural(what)} have ${said}.`;
}

export function summaryOf(plan: QueryPlan, rows: Row[], locale: Locale): string {
  const m = plan.metrics[0];
  const tr = locale === 'tr';
  if (plan.countOf && m && !plan.previous) return passedCount(plan, plan.countOf, rows, locale);
  const test = plan.groups.length
    ? plan.conditions.find((c): c is GroupTest => !!c.aggregate)
    : undefined;
  if (m && test && (!rows.length || (!plan.rank && !plan.share && !plan.previous)))
    return keptGroups(plan, rows, test, locale);
  if (!rows.length || !m)
    return tr ? 'Bu soruya uyan veri bulunamadı.' : 'No data matched this question.';
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
      const dir =
        change === null
          ? tr
            ? 'yeni'
            : 'new'
          : change >= 0
            ? tr
              ? 'artış'
              : 'up'
            : tr
              ? 'düşüş'
              : 'down';
      const pct = change === null ? '' : formatPercent(Math.abs(change), 100, numberLocale(locale));
      return tr
        ? `${range} için ${label}: ${value}; ${prevLabel} döneminde ${prev} (${pct ? `${pct} ` : ''}${dir}).`
        : `${label} was ${value} for ${range}, ${dir}${pct ? ` ${pct}` : ''} from ${prev} for ${prevLabel}.`;
    }
    return tr
      ? `${range ? `${range} için ` : ''}${label}: ${value}.`
      : `${label}${range ? ` for ${range}` : ''} is ${value}.`;
  }
  const g = plan.groups[0];
  // Rows are named by the groups whose values differ among them: "Organic", not "2025" for every
  // channel of one year.
  const varying = plan.groups.filter((x) => new Set(rows.map((r) => String(r[x.key]))).size > 1);
  const naming = plan.groups.length > 1 && varying.length ? varying : [g];
  const key = (r: Row) => naming.map((x) => groupValue(x, r[x.key], locale)).join(' · ');
  if (plan.rank) {
    const best = rows[0];
    const word =
      plan.rank.direction === 'desc' ? (tr ? 'en yüksek' : 'highest') : tr ? 'en düşük' : 'lowest';
    if (plan.rank.limit === 1 || rows.length === 1)
      return tr
        ? `${label} değeri ${word} olan ${groupLabel(plan, 0, locale)}: ${key(best)} (${fmt(m, best[m.key], locale, rows)}).`
        : `${key(best)} has the ${word} ${label.toLowerCase()}: ${fmt(m, best[m.key], locale, rows)}.`;
    const list = rows
      .slice(0, 3)
      .map((r) => `${key(r)} (${fmt(m, r[m.key], locale, rows)})`)
      .join(', ');
    return tr
      ? `${label} değeri ${word} ${groupLabel(plan, 0, locale)}: ${list}.`
      : `${rows.length} ${plural(groupLabel(plan, 0, locale).toLowerCase())} with the ${word} ${label.toLowerCase()}: ${list}.`;
  }
  const withValues = rows.filter((r) => num(r[m.key]) !== null);
  if (!withValues.length)
    return tr ? 'Bu soruya uyan veri bulunamadı.' : 'No data matched this question.';
  const max = withValues.reduce((a, b) => ((num(b[m.key]) ?? 0) > (num(a[m.key]) ?? 0) ? b : a));
  const min = withValues.reduce((a, b) => ((num(b[m.key]) ?? 0) < (num(a[m.key]) ?? 0) ? b : a));
  if (g.dimension.kind === 'time' && plan.groups.length === 1) {
    const first = withValues[0];
    const last = withValues[withValues.length - 1];
    return tr
      ? `${label}: ${key(first)} tarihinde ${fmt(m, first[m.key], locale, rows)}, ${key(last)} tarihinde ${fmt(m, last[m.key], locale, rows)}; zirve ${key(max)} (${fmt(m, max[m.key], locale, rows)}).`
      : `${label} went from ${fmt(m, first[m.key], locale, rows)} (${key(first)}) to ${fmt(m, last[m.key], locale, rows)} (${key(last)}), peaking at ${fmt(m, max[m.key], locale, rows)} ${periodPreposition(g.grain, 'en')} ${key(max)}.`;
  }
  if (plan.share) {
    const share = num(max[`${m.key}__share`]);
    const shareText = share === null ? '—' : formatPercent(share, 100, numberLocale(locale));
    return tr
      ? `En büyük pay ${key(max)}: ${shareText}.`
      : `${key(max)} has the largest share at ${shareText}.`;
  }
  if (withValues.length === 1)
    return tr
      ? `${key(max)} için ${label}: ${fmt(m, max[m.key], locale, rows)}.`
      : `${label} for ${key(max)} is ${fmt(m, max[m.key], locale, rows)}.`;
  return tr
    ? `${label}: en yüksek ${key(max)} (${fmt(m, max[m.key], locale, rows)}), en düşük ${key(min)} (${fmt(m, min[m.key], locale, rows)}).`
    : `${label} is highest for ${key(max)} (${fmt(m, max[m.key], locale, rows)}) and lowest for ${key(min)} (${fmt(m, min[m.key], locale, rows)}).`;
}
