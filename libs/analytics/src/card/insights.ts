import type { CardInsight } from '@parley/domain';
import type { Row } from '../sources/duckdb-runner';
import type { QueryPlan } from '../sql/query-plan';
import type { Locale } from '../text/normalize';
import { plural } from '../model/humanize';
import { formatNumber, groupValue } from './phrases';

type Ctx = { plan: QueryPlan; rows: Row[]; locale: Locale };

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const pct = (x: number) => Math.round(x * 100);

// Shares of "the total" need every group: a test on the groups' aggregates leaves some out.
function additive(ctx: Ctx): boolean {
  return (
    ['sum', 'count', 'count_distinct'].includes(ctx.plan.metrics[0]?.aggregation ?? '') &&
    !ctx.plan.conditions.some((c) => c.aggregate)
  );
}

function values(ctx: Ctx): { key: string; value: number }[] {
  const g = ctx.plan.groups[0];
  const m = ctx.plan.metrics[0];
  if (!g || !m) return [];
  return ctx.rows.flatMap((r) => {
    const v = num(r[m.key]);
    return v === null ? [] : [{ key: groupValue(g, r[g.key], ctx.locale), value: v }];
  });
}

function biggestContributor(ctx: Ctx): CardInsight | undefined {
  if (
    ctx.plan.groups.length !== 1 ||
    ctx.plan.groups[0].dimension.kind === 'time' ||
    !additive(ctx) ||
    ctx.plan.rank
  )
    return undefined;
  const vs = values(ctx);
  const total = vs.reduce((s, v) => s + v.value, 0);
  if (vs.length < 2 || total <= 0 || vs.some((v) => v.value < 0)) return undefined;
  const top = vs.reduce((a, b) => (b.value > a.value ? b : a));
  const share = pct(top.value / total);
  const metric = ctx.plan.metrics[0].name[ctx.locale];
  return ctx.locale === 'tr'
    ? `${top.key}, toplam ${metric} değerinin %${share} kadarını oluşturuyor.`
    : `${top.key} contributes ${share}% of the total ${metric.toLowerCase()}.`;
}

function concentration(ctx: Ctx): CardInsight | undefined {
  if (
    ctx.plan.groups.length !== 1 ||
    ctx.plan.groups[0].dimension.kind === 'time' ||
    !additive(ctx) ||
    ctx.plan.rank
  )
    return undefined;
  const vs = values(ctx).sort((a, b) => b.value - a.value);
  const total = vs.reduce((s, v) => s + v.value, 0);
  if (vs.length < 6 || total <= 0 || vs.some((v) => v.value < 0)) return undefined;
  const top3 = (vs[0].value + vs[1].value + vs[2].value) / total;
  if (top3 < 0.6) return undefined;
  const dim = ctx.plan.groups[0].label[ctx.locale];
  return ctx.locale === 'tr'
    ? `İlk 3 ${dim} toplamın %${pct(top3)} kadarını oluşturuyor: dağılım yoğunlaşmış.`
    : `The top 3 ${plural(dim.toLowerCase())} make up ${pct(top3)}% of the total: a concentrated mix.`;
}

function biggestMover(ctx: Ctx): CardInsight | undefined {
  const m = ctx.plan.metrics[0];
  const g = ctx.plan.groups[0];
  if (!ctx.plan.previous || !m || !g || g.dimension.kind === 'time') return undefined;
  let best: { key: string; change: number } | undefined;
  for (const r of ctx.rows) {
    const change = num(r[`${m.key}__change`]);
    if (change !== null && (!best || Math.abs(change) > Math.abs(best.change)))
      best = { key: groupValue(g, r[g.key], ctx.locale), change };
  }
  if (!best || best.change === 0) return undefined;
  const amount = formatNumber(
    Math.abs(best.change),
    ctx.locale,
    m.format === 'currency' ? m.currency : undefined,
  );
  if (ctx.locale === 'tr')
    return `En büyük değişim ${best.key}: önceki döneme göre ${best.change > 0 ? '+' : '-'}${amount}.`;
  return `${best.key} moved the most: ${best.change > 0 ? 'up' : 'down'} ${amount} against the previous period.`;
}

function series(ctx: Ctx): number[] {
  const g = ctx.plan.groups[0];
  if (ctx.plan.groups.length !== 1 || g.dimension.kind !== 'time') return [];
  return values(ctx).map((v) => v.value);
}

function trend(ctx: Ctx): CardInsight | undefined {
  const ys = series(ctx);
  if (ys.length < 3) return undefined;
  const n = ys.length;
  const meanX = (n - 1) / 2;
  const meanY = ys.reduce((s, y) => s + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  ys.forEach((y, x) => {
    sxy += (x - meanX) * (y - meanY);
    sxx += (x - meanX) ** 2;
  });
  const slope = sxy / sxx;
  const relative = meanY !== 0 ? (slope * (n - 1)) / Math.abs(meanY) : 0;
  const metric = ctx.plan.metrics[0].label[ctx.locale];
  if (Math.abs(relative) < 0.05)
    return ctx.locale === 'tr'
      ? `${metric} dönem boyunca yatay seyretti.`
      : `${metric} stayed broadly flat over the period.`;
  const up = relative > 0;
  if (ctx.locale === 'tr')
    return `${metric} dönem boyunca ${up ? 'yükseliş' : 'düşüş'} eğiliminde (yaklaşık %${Math.abs(pct(relative))}).`;
  return `${metric} trended ${up ? 'up' : 'down'} over the period (about ${Math.abs(pct(relative))}% ${up ? 'higher' : 'lower'} by the end).`;
}

function anomalies(ctx: Ctx): CardInsight | undefined {
  const g = ctx.plan.groups[0];
  const vs = series(ctx).length ? values(ctx) : [];
  if (vs.length < 8) return undefined;
  const mean = vs.reduce((s, v) => s + v.value, 0) / vs.length;
  const sd = Math.sqrt(vs.reduce((s, v) => s + (v.value - mean) ** 2, 0) / vs.length);
  if (sd === 0) return undefined;
  const outlier = vs
    .map((v) => ({ ...v, z: (v.value - mean) / sd }))
    .sort((a, b) => Math.abs(b.z) - Math.abs(a.z))[0];
  if (Math.abs(outlier.z) < 2.5) return undefined;
  const value = formatNumber(outlier.value, ctx.locale);
  if (ctx.locale === 'tr')
    return `${outlier.key} olağan dışı: ${value} (${g.label.tr} ortalamasının ${outlier.z > 0 ? 'çok üstünde' : 'çok altında'}).`;
  return `${outlier.key} is unusual at ${value}, far ${outlier.z > 0 ? 'above' : 'below'} the typical ${g.label.en.toLowerCase()}.`;
}

function newValues(ctx: Ctx): CardInsight | undefined {
  const m = ctx.plan.metrics[0];
  if (!ctx.plan.previous || !m) return undefined;
  const fresh = ctx.rows.filter(
    (r) =>
      r[`${m.key}__%`] === null && num(r[`Previous_${m.key}`]) === 0 && (num(r[m.key]) ?? 0) > 0,
  );
  if (!fresh.length) return undefined;
  return ctx.locale === 'tr'
    ? `Önceki dönemde sıfır olan ${m.label.tr} bu dönemde oluştu (değişim: sonsuz).`
    : `${m.label.en} was zero in the previous period, so its change is infinite (new).`;
}

export function insightsFor(plan: QueryPlan, rows: Row[], locale: Locale): CardInsight[] {
  const ctx = { plan, rows, locale };
  return [newValues, biggestMover, biggestContributor, concentration, trend, anomalies]
    .map((f) => f(ctx))
    .filter((x): x is CardInsight => x !== undefined);
}
