import type { CardInsight, CardSeries, Grain } from '@parley/domain';
import { changePercent, formatPercent, formatValue } from '@parley/domain';
import type { Row } from '../sources/duckdb-runner';
import type { QueryPlan } from '../sql/query-plan';
import type { Locale } from '../text/normalize';
import { isAdditiveMetric, measureText, numberLocale } from './measure-format';
import { groupValue } from './phrases';
import { wordingOf } from './wording/wording';

// Every insight is computed from the whole answer and stated only when it holds: one that cannot be
// said truthfully is left out (issue 17), never softened into something vague.

type Ctx = { plan: QueryPlan; rows: Row[]; locale: Locale; series?: CardSeries };
type Point = { key: string; value: number };

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const pct = (x: number, locale: Locale) =>
  formatPercent(Math.round(x * 100), 100, numberLocale(locale));

// Shares of "the total" need every group and a measure that adds up.
function additive(ctx: Ctx): boolean {
  const m = ctx.plan.metrics[0];
  return !!m && isAdditiveMetric(m) && !ctx.plan.conditions.some((c) => c.aggregate);
}

function points(ctx: Ctx): Point[] {
  const g = ctx.plan.groups[0];
  const m = ctx.plan.metrics[0];
  if (!g || !m) return [];
  return ctx.rows.flatMap((r) => {
    const v = num(r[m.key]);
    return v === null ? [] : [{ key: groupValue(g, r[g.key], ctx.locale), value: v }];
  });
}

const amount = (ctx: Ctx, v: number, signed = false) =>
  measureText(ctx.plan.metrics[0], v, ctx.locale, ctx.rows, { signed });

function parts(ctx: Ctx): Point[] | undefined {
  const g = ctx.plan.groups[0];
  if (ctx.plan.groups.length !== 1 || !g || g.dimension.kind === 'time' || ctx.plan.rank)
    return undefined;
  if (!additive(ctx)) return undefined;
  const vs = points(ctx);
  const total = vs.reduce((s, v) => s + v.value, 0);
  return vs.length >= 2 && total > 0 && vs.every((v) => v.value >= 0) ? vs : undefined;
}

export function biggestContributor(ctx: Ctx): CardInsight | undefined {
  const vs = parts(ctx);
  if (!vs) return undefined;
  const total = vs.reduce((s, v) => s + v.value, 0);
  const top = vs.reduce((a, b) => (b.value > a.value ? b : a));
  const share = pct(top.value / total, ctx.locale);
  const metric = ctx.plan.metrics[0].name[ctx.locale];
  return wordingOf(ctx.locale).contributes(top.key, share, metric);
}

// Concentrated: six groups or more, and the top three hold at least 60% of the total.
export function concentration(ctx: Ctx): CardInsight | undefined {
  const vs = parts(ctx)?.sort((a, b) => b.value - a.value);
  if (!vs || vs.length < 6) return undefined;
  const total = vs.reduce((s, v) => s + v.value, 0);
  const top3 = (vs[0].value + vs[1].value + vs[2].value) / total;
  if (top3 < 0.6) return undefined;
  const dim = ctx.plan.groups[0].label[ctx.locale];
  return wordingOf(ctx.locale).concentrated(dim, pct(top3, ctx.locale));
}

// The group whose value changed most against the previous period, with the direction it moved.
export function biggestMover(ctx: Ctx): CardInsight | undefined {
  const m = ctx.plan.metrics[0];
  const g = ctx.plan.groups[0];
  if (!ctx.plan.previous || !m || !g || g.dimension.kind === 'time' || ctx.rows.length < 2)
    return undefined;
  let best: { key: string; change: number } | undefined;
  for (const r of ctx.rows) {
    const [now, then] = [num(r[m.key]), num(r[`Previous_${m.key}`])];
    if (now === null || then === null) continue;
    const change = now - then;
    if (!best || Math.abs(change) > Math.abs(best.change))
      best = { key: groupValue(g, r[g.key], ctx.locale), change };
  }
  if (!best || best.change === 0) return undefined;
  return wordingOf(ctx.locale).movedMost({
    key: best.key,
    up: best.change > 0,
    signed: amount(ctx, best.change, true),
    amount: amount(ctx, Math.abs(best.change)),
  });
}

function series(ctx: Ctx): Point[] {
  const g = ctx.plan.groups[0];
  if (ctx.plan.groups.length !== 1 || !g || g.dimension.kind !== 'time' || g.cycle) return [];
  return points(ctx);
}

// Changes under 5% of the level are no trend: the series is called flat.
const FLAT = 0.05;

export type TrendReading = 'up' | 'down' | 'flat' | 'mixed';

// The direction of a whole series: the least-squares slope over every point and the change from
// the first point to the last must agree; when they disagree the series is "mixed".
export function readTrend(values: readonly number[]): TrendReading | undefined {
  const n = values.length;
  if (n < 3) return undefined;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((s, y) => s + y, 0) / n;
  if (meanY === 0) return undefined;
  let sxy = 0;
  let sxx = 0;
  values.forEach((y, x) => {
    sxy += (x - meanX) * (y - meanY);
    sxx += (x - meanX) ** 2;
  });
  const slope = ((sxy / sxx) * (n - 1)) / Math.abs(meanY);
  const ends = (values[n - 1] - values[0]) / Math.abs(meanY);
  const sign = (x: number) => (Math.abs(x) < FLAT ? 0 : Math.sign(x));
  if (sign(slope) === 0 && sign(ends) === 0) return 'flat';
  if (sign(slope) !== sign(ends)) return 'mixed';
  return slope > 0 ? 'up' : 'down';
}

export function trend(ctx: Ctx): CardInsight | undefined {
  const vs = series(ctx);
  const reading = readTrend(vs.map((v) => v.value));
  if (!reading) return undefined;
  const metric = ctx.plan.metrics[0].label[ctx.locale];
  const [first, last] = [vs[0], vs[vs.length - 1]];
  const ends = `${amount(ctx, first.value)} (${first.key}) → ${amount(ctx, last.value)} (${last.key})`;
  return wordingOf(ctx.locale).trend(reading, metric, ends);
}

// How many buckets make one season: a week of days, a year of months or quarters, a day of hours.
const SEASON: Partial<Record<Grain, number>> = { daily: 7, monthly: 12, quarterly: 4, hourly: 24 };

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

// The point furthest from what its season and the series' trend lead one to expect: the trend
// line is taken out, each point is compared with the median of the other points of its season
// (all other points when the series is shorter than two seasons), and it is an anomaly only when
// that gap is over 3.5 robust standard deviations (MAD) and over 20% of the series' level.
export function findAnomaly(
  values: readonly number[],
  season?: number,
): { index: number; above: boolean; seasonal: boolean } | undefined {
  const n = values.length;
  if (n < 8) return undefined;
  const meanX = (n - 1) / 2;
  const level = median(values.map(Math.abs));
  if (level === 0) return undefined;
  // A robust trend (Theil–Sen): one spike does not tilt it.
  // Long series compare each point with the one half a series later, to stay linear in time.
  const slopes: number[] = [];
  const half = Math.floor(n / 2);
  for (let i = 0; i < n; i++)
    for (let j = n > 400 ? i + half : i + 1; j < n && (n <= 400 || j === i + half); j++)
      slopes.push((values[j] - values[i]) / (j - i));
  const slope = median(slopes);
  const detrended = values.map((y, x) => y - slope * (x - meanX));
  const p = season && n >= 2 * season ? season : 0;
  const residuals = detrended.map((d, i) => {
    const peers = detrended.filter((_, j) => j !== i && (!p || (j - i) % p === 0));
    return d - median(peers);
  });
  const scale = Math.max(1.4826 * median(residuals.map(Math.abs)), 0.05 * level);
  let best: { index: number; score: number } | undefined;
  residuals.forEach((r, index) => {
    const score = Math.abs(r) / scale;
    if (!best || score > best.score) best = { index, score };
  });
  if (!best || best.score < 3.5 || Math.abs(residuals[best.index]) < 0.2 * level) return undefined;
  return { index: best.index, above: residuals[best.index] > 0, seasonal: p > 0 };
}

export function anomalies(ctx: Ctx): CardInsight | undefined {
  const g = ctx.plan.groups[0];
  const vs = series(ctx);
  const found = findAnomaly(
    vs.map((v) => v.value),
    g?.grain ? SEASON[g.grain] : undefined,
  );
  if (!g || !found) return undefined;
  const point = vs[found.index];
  const value = amount(ctx, point.value);
  return wordingOf(ctx.locale).unusual({
    key: point.key,
    value,
    above: found.above,
    seasonal: found.seasonal,
  });
}

function newValues(ctx: Ctx): CardInsight | undefined {
  const m = ctx.plan.metrics[0];
  if (!ctx.plan.previous || !m) return undefined;
  const fresh = ctx.rows.filter(
    (r) => num(r[`Previous_${m.key}`]) === 0 && (num(r[m.key]) ?? 0) > 0,
  );
  if (!fresh.length) return undefined;
  return wordingOf(ctx.locale).newSinceZero(m.label[ctx.locale]);
}

// The rows of one grouping, read as labelled values: a breakdown that is every group of the
// whole or its shown part, neither ranked nor tested (the top 5's lowest is no lowest).
function categories(ctx: Ctx): Point[] | undefined {
  const g = ctx.plan.groups[0];
  if (ctx.plan.groups.length !== 1 || !g || (g.dimension.kind === 'time' && !g.cycle)) return;
  if (ctx.plan.rank || ctx.plan.previous || ctx.plan.conditions.some((c) => c.aggregate)) return;
  const vs = points(ctx);
  return vs.length >= 3 ? vs : undefined;
}

// How far apart the highest and the lowest group are: so many times, or so many percent when
// they are close; both positive.
export function gap(ctx: Ctx): CardInsight | undefined {
  const vs = categories(ctx);
  if (!vs || ctx.plan.metrics[0].format === 'percent') return undefined;
  const max = vs.reduce((a, b) => (b.value > a.value ? b : a));
  const min = vs.reduce((a, b) => (b.value < a.value ? b : a));
  if (min.value <= 0 || max.value === min.value) return undefined;
  const metric = ctx.plan.metrics[0].name[ctx.locale];
  // Close together: how far above the lowest the highest is, in percent (spec §9 rounding). The
  // card's sentence already names both; this says how far apart they are.
  if (max.value / min.value < 1.5) {
    const above = changePercent(min.value, max.value);
    if (above < 1) return undefined;
    return wordingOf(ctx.locale).above({
      metric,
      top: max.key,
      bottom: min.key,
      percent: formatPercent(above, 100, numberLocale(ctx.locale)),
    });
  }
  // Rounded down, so "2.4 times" never overstates a 2.46 ratio.
  const ratio = Math.floor((max.value / min.value) * 10) / 10;
  return wordingOf(ctx.locale).gap({
    metric: ctx.plan.metrics[0].name[ctx.locale],
    top: max.key,
    bottom: min.key,
    ratio: formatValue(ratio, undefined, numberLocale(ctx.locale)),
  });
}

// A group far from the others: over 3.5 robust standard deviations (MAD) from the median of the
// groups and over half the median away from it. Five groups at least, or no median to speak of.
export function outlier(ctx: Ctx): CardInsight | undefined {
  const vs = categories(ctx);
  if (!vs || vs.length < 5) return undefined;
  const values = vs.map((v) => v.value);
  const mid = median(values);
  const mad = 1.4826 * median(values.map((v) => Math.abs(v - mid)));
  if (mad === 0) return undefined;
  const far = vs
    .map((v) => ({ ...v, score: Math.abs(v.value - mid) / mad }))
    .filter((v) => v.score > 3.5 && Math.abs(v.value - mid) > 0.5 * Math.abs(mid))
    .sort((a, b) => b.score - a.score)[0];
  if (!far) return undefined;
  return wordingOf(ctx.locale).outlier({
    key: far.key,
    value: amount(ctx, far.value),
    above: far.value > mid,
    median: amount(ctx, mid),
  });
}

// A ranked list ("top 5 countries by population"): how many times its lowest its highest is,
// among the rows shown and said so, when both are positive and it is at least 1.5.
export function rankedGap(ctx: Ctx): CardInsight | undefined {
  const g = ctx.plan.groups[0];
  if (!ctx.plan.rank || ctx.plan.groups.length !== 1 || !g) return undefined;
  if (ctx.plan.metrics[0].format === 'percent') return undefined;
  const vs = points(ctx);
  if (vs.length < 3) return undefined;
  const max = vs.reduce((a, b) => (b.value > a.value ? b : a));
  const min = vs.reduce((a, b) => (b.value < a.value ? b : a));
  if (max.value === min.value) return undefined;
  // Close together: the range they span, from the lowest to the highest.
  if (min.value <= 0 || max.value / min.value < 1.5)
    return wordingOf(ctx.locale).rankedRange({
      n: vs.length,
      min: min.key,
      minValue: amount(ctx, min.value),
      max: max.key,
      maxValue: amount(ctx, max.value),
    });
  const ratio = Math.floor((max.value / min.value) * 10) / 10;
  return wordingOf(ctx.locale).rankedGap({
    n: vs.length,
    metric: ctx.plan.metrics[0].name[ctx.locale],
    top: max.key,
    bottom: min.key,
    ratio: formatValue(ratio, undefined, numberLocale(ctx.locale)),
  });
}

// From the first period to the last, in percent (spec §9 rounding), when it moved and began above zero.
export function overallChange(ctx: Ctx): CardInsight | undefined {
  const vs = series(ctx);
  if (vs.length < 2) return undefined;
  const [first, last] = [vs[0], vs[vs.length - 1]];
  if (first.value <= 0 || last.value === first.value) return undefined;
  const change = changePercent(first.value, last.value);
  return wordingOf(ctx.locale).overallChange({
    metric: ctx.plan.metrics[0].label[ctx.locale],
    up: change > 0,
    percent: formatPercent(Math.abs(change), 100, numberLocale(ctx.locale)),
    from: first.key,
    to: last.key,
  });
}

type Line = { name: string; points: Point[] };

// Each series of a second grouping as its own line along x, in the rows' order.
function lines(ctx: Ctx): { lines: Line[]; overTime: boolean } | undefined {
  const s = ctx.series;
  const m = ctx.plan.metrics[0];
  if (!s?.by || !s.x || !m) return undefined;
  const x = ctx.plan.groups.find((g) => g.key === s.x);
  if (!x) return undefined;
  const items = s.items.filter((i) => i.measure === m.key);
  const out = items.map((item) => ({
    name: item.name,
    points: ctx.rows.flatMap((r) => {
      const v = num(r[m.key]);
      return String(r[s.by ?? '']) === String(item.value) && v !== null
        ? [{ key: groupValue(x, r[x.key], ctx.locale), value: v }]
        : [];
    }),
  }));
  return { lines: out, overTime: x.dimension.kind === 'time' && !x.cycle };
}

// Which series rose, fell or stayed flat over the period (each read as `trend` reads one).
export function seriesTrends(ctx: Ctx): CardInsight | undefined {
  const found = lines(ctx);
  if (!found?.overTime) return undefined;
  const read = found.lines.map((l) => ({ l, r: readTrend(l.points.map((p) => p.value)) }));
  const named = (r: TrendReading) => read.filter((x) => x.r === r).map((x) => x.l.name);
  const [up, down, flat] = [named('up'), named('down'), named('flat')];
  if (!up.length && !down.length && !flat.length) return undefined;
  return wordingOf(ctx.locale).seriesTrend({
    metric: ctx.plan.metrics[0].label[ctx.locale],
    up,
    down,
    flat,
  });
}

// Which series leads at the last point along x (the latest period, or the last category), and
// the one behind it.
export function seriesLead(ctx: Ctx): CardInsight | undefined {
  const found = lines(ctx);
  const x = ctx.plan.groups.find((g) => g.key === ctx.series?.x);
  if (!found || !x) return undefined;
  const raw = ctx.rows.map((r) => r[x.key]);
  const latest = found.overTime
    ? raw.reduce((a, b) => (String(b ?? '') > String(a ?? '') && typeof b === typeof a ? b : a))
    : raw[raw.length - 1];
  if (latest === undefined || latest === null) return undefined;
  const at = groupValue(x, latest, ctx.locale);
  const standing = found.lines
    .flatMap((l) => {
      const p = l.points.find((q) => q.key === at);
      return p ? [{ name: l.name, value: p.value }] : [];
    })
    .sort((a, b) => b.value - a.value);
  const [leader, second] = standing;
  if (!leader || !second || leader.value === second.value) return undefined;
  return wordingOf(ctx.locale).seriesLead({
    metric: ctx.plan.metrics[0].label[ctx.locale],
    at,
    leader: leader.name,
    value: amount(ctx, leader.value),
    second: second.name,
    secondValue: amount(ctx, second.value),
  });
}

export function insightsFor(
  plan: QueryPlan,
  rows: Row[],
  locale: Locale,
  cardSeries?: CardSeries,
): CardInsight[] {
  const ctx: Ctx = { plan, rows, locale, ...(cardSeries ? { series: cardSeries } : {}) };
  return [
    newValues,
    biggestMover,
    biggestContributor,
    concentration,
    gap,
    rankedGap,
    outlier,
    trend,
    overallChange,
    anomalies,
    seriesTrends,
    seriesLead,
  ]
    .map((f) => f(ctx))
    .filter((x): x is CardInsight => x !== undefined);
}
