import { AGGREGATION_LABEL, GRAIN_LABEL } from '../card/phrases';
import type {
  Aggregation,
  Dimension,
  Localized,
  Metric,
  SemanticModel,
} from '../model/semantic-model';
import type { WeekStart } from '../parse/date-range';
import {
  addUnits,
  isoDay,
  previousPeriod,
  resolveRange,
  samePeriodLastYear,
  utcDay,
} from '../parse/date-range';
import type { Unit } from '../parse/date-spec';
import type { Grain } from '@parley/domain';
import type { Cycle, Intent, IntentMetric } from '../parse/intent';
import type { PlanCondition, PlanGroup, PlanMetric, QueryPlan } from '../sql/query-plan';

const PER_WORD: Record<string, string> = {
  hourly: 'hourly',
  daily: 'daily',
  weekly: 'weekly',
  monthly: 'monthly',
  quarterly: 'quarterly',
  yearly: 'yearly',
};

export type PlanOptions = { now: string; weekStart: WeekStart };

const GRAIN_UNIT: Record<Exclude<Grain, 'hourly'>, Unit> = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  quarterly: 'quarter',
  yearly: 'year',
};
const CYCLE_LABEL: Record<Cycle, Localized> = {
  weekday: { en: 'Day of week', tr: 'Haftanın günü' },
  decade: { en: 'Decade', tr: 'On yıl' },
};

// "churn rate" from the column Churned: its own words, then "rate" / "oranı".
function rateName(label: Localized): Localized {
  const base = label.en.replace(/(ed|d)$/i, '');
  return { en: `${base} rate`, tr: `${label.tr} oranı` };
}

function ordinal(n: number): string {
  const tail =
    n % 10 === 1 && n !== 11
      ? 'st'
      : n % 10 === 2 && n !== 12
        ? 'nd'
        : n % 10 === 3 && n !== 13
          ? 'rd'
          : 'th';
  return `${n}${tail}`;
}

function localized(f: (l: 'en' | 'tr') => string): Localized {
  return { en: f('en'), tr: f('tr') };
}

function metricLabel(metric: Metric, aggregation: Aggregation): Localized {
  if (metric.expression.kind !== 'column') return metric.label;
  // "Cost Total $" summed is already a total.
  if (aggregation === 'sum' && /\b(total|toplam)\b/i.test(metric.label.en)) return metric.label;
  return localized((l) =>
    `${AGGREGATION_LABEL[aggregation][l]} ${metric.label[l]}`.replace(/^(\p{L})/u, (c) =>
      c.toLocaleUpperCase(l),
    ),
  );
}

function planMetric(
  model: SemanticModel,
  m: IntentMetric,
  dims: Map<string, Dimension>,
): PlanMetric | undefined {
  if (m.distinctOf) {
    const d = dims.get(m.distinctOf);
    if (!d) return undefined;
    const grain =
      m.id.startsWith('__distinct_') && d.kind === 'time' && d.timeKind !== 'year'
        ? (m.id.slice(11) as PlanMetric['grain'])
        : undefined;
    const what = grain ? GRAIN_LABEL[grain] : d.label;
    return {
      key: grain ? `${GRAIN_LABEL[grain].en}s` : `${d.column} count`,
      label: localized((l) =>
        l === 'tr' ? `${what.tr} sayısı` : `Number of ${what.en}${grain ? 's' : ''}`,
      ),
      name: localized((l) =>
        l === 'tr' ? `${what.tr} sayısı` : `number of ${what.en}${grain ? 's' : ''}`,
      ),
      expression: { kind: 'distinct', column: d.column },
      aggregation: 'count_distinct',
      grain,
      format: 'number',
    };
  }
  if (m.rateOf) {
    const d = dims.get(m.rateOf);
    if (!d?.flag) return undefined;
    const name = rateName(d.label);
    return {
      key: name.en,
      label: name,
      name,
      expression: { kind: 'flag', column: d.column, yes: d.flag.yes },
      aggregation: 'avg',
      format: 'percent',
    };
  }
  const metric = model.metrics.find((x) => x.id === m.id);
  if (!metric) return undefined;
  const over = m.over ? model.metrics.find((x) => x.id === m.over) : undefined;
  if (over && metric.expression.kind === 'column' && over.expression.kind === 'column') {
    const label = localized((l) =>
      l === 'tr'
        ? `${over.label.tr} başına ${metric.label.tr}`
        : `${metric.label.en} per ${over.label.en}`,
    );
    return {
      key: label.en,
      label,
      name: label,
      expression: {
        kind: 'ratio',
        numerator: metric.expression.column,
        denominator: over.expression.column,
        scale: 1,
      },
      aggregation: 'sum',
      format: metric.format === 'currency' ? 'currency' : 'number',
      currency: metric.currency,
    };
  }
  const aggregation =
    metric.expression.kind === 'column'
      ? (m.aggregation ?? metric.defaultAggregation)
      : metric.defaultAggregation;
  const per = m.per && metric.expression.kind === 'column' ? m.per : undefined;
  return {
    key: metric.id,
    per,
    ...(aggregation === 'percentile' ? { percentile: m.percentile ?? 50 } : {}),
    label: per
      ? localized(
          (l) =>
            `${AGGREGATION_LABEL.avg[l]} ${l === 'tr' ? GRAIN_LABEL[per].tr + 'lik' : PER_WORD[per]} ${metric.label[l]}`,
        )
      : aggregation === 'percentile'
        ? localized((l) =>
            l === 'tr'
              ? `${metric.label.tr} ${m.percentile ?? 50}. yüzdelik`
              : `${ordinal(m.percentile ?? 50)} percentile of ${metric.label.en}`,
          )
        : metricLabel(metric, aggregation),
    name: metric.label,
    expression: metric.expression,
    aggregation,
    format: aggregation === 'count' ? 'number' : metric.format,
    currency: metric.currency,
  };
}

// The values a lone distinct count counts ("how many products", "how many days"), as groups, when
// a condition tests an aggregate of each of them.
function countedGroup(
  intent: Intent,
  metrics: PlanMetric[],
  dims: Map<string, Dimension>,
): PlanGroup | undefined {
  const [only] = intent.metrics;
  const d = dims.get(only?.distinctOf ?? '');
  if (!d || intent.groups.length || metrics.length !== 1 || intent.metrics.length !== 1)
    return undefined;
  if (!intent.conditions.some((c) => c.aggregation)) return undefined;
  return { key: d.column, label: d.label, dimension: d, grain: metrics[0].grain };
}

export function planOf(model: SemanticModel, intent: Intent, options: PlanOptions): QueryPlan {
  const dims = new Map(model.dimensions.map((d) => [d.id, d]));
  const groups: PlanGroup[] = intent.groups.flatMap((g): PlanGroup[] => {
    const d = dims.get(g.dimension);
    if (!d) return [];
    if (g.cycle && d.kind === 'time') {
      const label = CYCLE_LABEL[g.cycle];
      return [{ key: label.en, label, dimension: d, cycle: g.cycle }];
    }
    const grain = d.kind === 'time' && d.timeKind !== 'year' ? g.grain : undefined;
    return [{ key: d.column, label: d.label, dimension: d, grain }];
  });
  const metrics: PlanMetric[] = [];
  // Each measure asked, as the plan shows it: a condition on it tests the same aggregate.
  const shown = new Map<string, PlanMetric>();
  for (const m of intent.metrics) {
    const p = planMetric(model, m, dims);
    if (!p) continue;
    if (metrics.some((x) => x.key === p.key) || groups.some((g) => g.key === p.key))
      p.key = `${p.aggregation}_${p.key}`;
    if (!metrics.some((x) => x.key === p.key)) metrics.push(p);
    if (!m.distinctOf && !shown.has(m.id)) shown.set(m.id, p);
  }
  // Numbers compare with numeric columns only; a number said next to a text column ("channel over 100")
  // belongs to the measure asked about.
  const numericColumn = (id: string) => {
    const metric = model.metrics.find((m) => m.id === id);
    if (metric?.expression.kind === 'column')
      return { column: metric.expression.column, label: metric.label };
    const d = dims.get(id);
    return d?.numeric ? { column: d.column, label: d.label } : undefined;
  };
  // "How many products with average price above 100": an aggregate said outright makes the values
  // counted groups, so the products whose average passes are counted, not the rows over 100.
  const counted = countedGroup(intent, metrics, dims);
  // Grouped, a test on the measure shown ("channels where revenue is over 5000") or on an aggregate
  // said outright ("products with average price above 100") keeps or drops whole groups. Otherwise
  // it picks rows: a total of "orders over 100" adds up the orders that were over 100.
  const conditions: PlanCondition[] = intent.conditions.flatMap((c): PlanCondition[] => {
    const test = { op: c.op, values: c.values };
    if (groups.length || counted) {
      const aggregate = c.aggregation
        ? planMetric(model, { id: c.field, aggregation: c.aggregation }, dims)
        : shown.get(c.field);
      if (aggregate) return [{ ...test, label: aggregate.label, aggregate }];
    }
    const target = numericColumn(c.field) ?? numericColumn(intent.metrics[0]?.id ?? '');
    return target ? [{ ...target, ...test }] : [];
  });
  const time = dims.get(intent.timeDimension ?? model.defaultTime ?? '');
  const range =
    intent.date && time ? resolveRange(intent.date, options.now, options.weekStart) : undefined;
  let previous;
  if (range && intent.compare) {
    if (intent.compare.kind === 'previous_period') previous = previousPeriod(range);
    else if (intent.compare.kind === 'previous_year') previous = samePeriodLastYear(range);
    else if (intent.compare.spec)
      previous = resolveRange(intent.compare.spec, options.now, options.weekStart);
  }
  const part = intent.part?.flatMap((f) => {
    const d = dims.get(f.dimension);
    return d ? [{ dimension: d, values: f.values, negate: f.negate }] : [];
  });
  if (part?.length)
    for (const m of metrics.slice(0, 1)) {
      m.part = part;
      // A yes/no part is named by its column ("Churned"), a value part by its values.
      const named = (l: 'en' | 'tr') =>
        part.map((f) => (f.dimension.flag ? f.dimension.label[l] : f.values.join(', '))).join('; ');
      m.label = localized((l) =>
        l === 'tr'
          ? `${m.name.tr} içinde ${named('tr')} payı`
          : `Share of ${m.name.en}: ${named('en')}`,
      );
      m.key = `${m.key} share`;
      m.format = 'percent';
      m.currency = undefined;
    }
  const bucket = groups.find((g) => g.dimension.kind === 'time' && g.grain)?.grain;
  const fetchRange =
    intent.window?.kind === 'growth' && range && bucket && bucket !== 'hourly'
      ? { ...range, start: isoDay(addUnits(utcDay(range.start), GRAIN_UNIT[bucket], -1)) }
      : undefined;
  return {
    metrics,
    groups,
    ...(intent.window ? { window: intent.window } : {}),
    ...(fetchRange ? { fetchRange } : {}),
    ...(intent.driver ? { driver: intent.driver } : {}),
    filters: intent.filters.flatMap((f) => {
      const d = dims.get(f.dimension);
      return d ? [{ dimension: d, values: f.values, negate: f.negate }] : [];
    }),
    conditions,
    time,
    range,
    ...(intent.excluded && time
      ? { excluded: intent.excluded.map((s) => resolveRange(s, options.now, options.weekStart)) }
      : {}),
    previous,
    compare: previous ? intent.compare?.kind : undefined,
    rank: intent.rank,
    countOf: counted && conditions.some((c) => c.aggregate) ? counted : undefined,
    share: intent.share && groups.length > 0,
    weekStart: options.weekStart,
  };
}
