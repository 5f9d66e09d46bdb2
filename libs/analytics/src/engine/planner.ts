import { everyWording, inEveryLanguage } from '../card/wording/wording';
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
import type { Locale } from '../text/normalize';

export type PlanOptions = { now: string; weekStart: WeekStart };

const GRAIN_UNIT: Record<Exclude<Grain, 'hourly'>, Unit> = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  quarterly: 'quarter',
  yearly: 'year',
};
const cycleLabel = (cycle: Cycle): Localized => inEveryLanguage((w) => w.cycle[cycle]);

// "Total", "Toplam": a sum's own word in any language.
const TOTAL_WORD = new RegExp(
  `\\b(${everyWording()
    .map((w) => w.aggregation.sum)
    .join('|')})\\b`,
  'i',
);

function metricLabel(metric: Metric, aggregation: Aggregation): Localized {
  if (metric.expression.kind !== 'column') return metric.label;
  // "Cost Total $" summed is already a total.
  if (aggregation === 'sum' && TOTAL_WORD.test(metric.label.en)) return metric.label;
  return inEveryLanguage((w, l) =>
    w.aggregated(aggregation, metric.label[l]).replace(/^(\p{L})/u, (c) => c.toLocaleUpperCase(l)),
  );
}

function planMetric(
  model: SemanticModel,
  m: IntentMetric,
  dims: Map<string, Dimension>,
  grouped: ReadonlySet<string> = new Set(),
): PlanMetric | undefined {
  if (m.distinctOf) {
    const d = dims.get(m.distinctOf);
    if (!d) return undefined;
    const grain =
      m.id.startsWith('__distinct_') && d.kind === 'time' && d.timeKind !== 'year'
        ? (m.id.slice(11) as PlanMetric['grain'])
        : undefined;
    const what = grain ? inEveryLanguage((w) => w.grain[grain]) : d.label;
    return {
      key: grain ? `${what.en}s` : `${d.column} count`,
      label: inEveryLanguage((w, l) => w.countLabel(what[l], !!grain)),
      name: inEveryLanguage((w, l) => w.countName(what[l], !!grain)),
      expression: { kind: 'distinct', column: d.column },
      aggregation: 'count_distinct',
      grain,
      format: 'number',
    };
  }
  if (m.rateOf) {
    const d = dims.get(m.rateOf);
    const yes = m.rateValues ?? d?.flag?.yes;
    if (!d || !yes?.length) return undefined;
    // "churn rate" from the column Churned: its own words, then "rate" / "oranı"; "return rate"
    // of the value Returned: the value's.
    const said = m.rateValues?.join(', ');
    const name = inEveryLanguage((w, l) => w.rate(said ?? d.label[l]));
    return {
      key: name.en,
      label: name,
      name,
      expression: { kind: 'flag', column: d.column, yes },
      aggregation: 'avg',
      format: 'percent',
    };
  }
  const metric = model.metrics.find((x) => x.id === m.id);
  if (!metric) return undefined;
  const over = m.over ? model.metrics.find((x) => x.id === m.over) : undefined;
  if (over && metric.expression.kind === 'column' && over.expression.kind === 'column') {
    const label = inEveryLanguage((w, l) =>
      m.margin ? w.margin(metric.label[l]) : w.ratio(metric.label[l], over.label[l]),
    );
    return {
      key: label.en,
      label,
      name: label,
      expression: {
        kind: 'ratio',
        numerator: metric.expression.column,
        denominator: over.expression.column,
        scale: m.margin ? 100 : 1,
      },
      aggregation: 'sum',
      ...(m.margin
        ? { format: 'percent' as const }
        : {
            format: metric.format === 'currency' ? ('currency' as const) : ('number' as const),
            currency: metric.currency,
          }),
    };
  }
  const derived = m.arithmetic && derivedMetric(model, metric, m);
  if (derived) return derived;
  const asked =
    metric.expression.kind === 'column'
      ? (m.aggregation ?? metric.defaultAggregation)
      : metric.defaultAggregation;
  // Grouped by the thing it is stored once per (a state's total, on each of its rows), the measure
  // is that one value: its largest copy, named as the column is.
  const once = asked === 'sum' && !!metric.constantWithin?.some((d) => grouped.has(d));
  const aggregation = once ? 'max' : asked;
  // Summed across things ("total by region"), each thing's copy once: of the coarsest column it
  // is stored once per, the one with the fewest values.
  const onceEach =
    asked === 'sum' && !once
      ? metric.constantWithin
          ?.map((id) => dims.get(id))
          .filter((d): d is Dimension => !!d)
          .sort((a, b) => (a.distinct ?? 0) - (b.distinct ?? 0))[0]
      : undefined;
  const per = m.per && metric.expression.kind === 'column' ? m.per : undefined;
  const each = m.perEach && metric.expression.kind === 'column' ? dims.get(m.perEach) : undefined;
  return {
    key: metric.id,
    per,
    ...(each ? { perEach: each } : {}),
    ...(onceEach ? { onceEach } : {}),
    ...(aggregation === 'percentile' ? { percentile: m.percentile ?? 50 } : {}),
    label: per
      ? inEveryLanguage((w, l) => w.perPeriod(per, metric.label[l]))
      : each
        ? inEveryLanguage((w, l) => w.perEach(metric.label[l], each.label[l]))
        : aggregation === 'percentile'
          ? inEveryLanguage((w, l) => w.percentile(metric.label[l], m.percentile ?? 50))
          : once
            ? metric.label
            : metricLabel(metric, aggregation),
    name: metric.label,
    expression: metric.expression,
    aggregation,
    format: aggregation === 'count' ? 'number' : metric.format,
    currency: metric.currency,
  };
}

// "worldwide gross minus budget": the two columns subtracted (or added) row by row, then aggregated
// as the first measure is; titled by the two names ("Worldwide Gross − Production Budget").
function derivedMetric(
  model: SemanticModel,
  metric: Metric,
  m: IntentMetric,
): PlanMetric | undefined {
  const other = model.metrics.find((x) => x.id === m.arithmetic?.other);
  if (!m.arithmetic || metric.expression.kind !== 'column' || other?.expression.kind !== 'column')
    return undefined;
  const minus = m.arithmetic.op === 'minus';
  const name = inEveryLanguage(
    (_w, l) => `${metric.label[l]} ${minus ? '\u2212' : '+'} ${other.label[l]}`,
  );
  const aggregation = m.aggregation ?? metric.defaultAggregation;
  const money = metric.format === 'currency' && other.format === 'currency';
  return {
    key: name.en,
    label:
      aggregation === 'sum'
        ? name
        : inEveryLanguage((w, l) =>
            w
              .aggregated(aggregation, `(${name[l]})`)
              .replace(/^(\p{L})/u, (c) => c.toLocaleUpperCase(l)),
          ),
    name,
    expression: {
      kind: 'arithmetic',
      op: minus ? '-' : '+',
      left: metric.expression.column,
      right: other.expression.column,
    },
    aggregation,
    format: aggregation === 'count' ? 'number' : money ? 'currency' : metric.format,
    ...(money && metric.currency === other.currency ? { currency: metric.currency } : {}),
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
      const label = cycleLabel(g.cycle);
      return [{ key: label.en, label, dimension: d, cycle: g.cycle }];
    }
    const grain = d.kind === 'time' && d.timeKind !== 'year' ? g.grain : undefined;
    return [{ key: d.column, label: d.label, dimension: d, grain }];
  });
  const grouped = new Set(groups.map((g) => g.dimension.id));
  const metrics: PlanMetric[] = [];
  // Each measure asked, as the plan shows it: a condition on it tests the same aggregate.
  const shown = new Map<string, PlanMetric>();
  for (const m of intent.metrics) {
    const p = planMetric(model, m, dims, grouped);
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
  const partTests = intent.partConditions?.flatMap((c) => {
    const target = numericColumn(c.field);
    return target ? [{ ...target, op: c.op, values: c.values }] : [];
  });
  if (part?.length || partTests?.length)
    for (const m of metrics.slice(0, 1)) {
      m.part = part ?? [];
      if (partTests?.length) m.partTests = partTests;
      // A yes/no part is named by its column ("Churned"), a value part by its values, a tested part
      // by its test ("Age >= 65").
      const named = (l: Locale) =>
        [
          ...(part ?? []).map((f) =>
            f.dimension.flag ? f.dimension.label[l] : f.values.join(', '),
          ),
          ...(partTests ?? []).map((t) => `${t.label[l]} ${t.op} ${t.values.join(' – ')}`),
        ].join('; ');
      m.label = inEveryLanguage((w, l) => w.partShare(m.name[l], named(l)));
      m.key = `${m.key} share`;
      m.format = 'percent';
      m.currency = undefined;
    }
  const view = viewOf(intent, groups, metrics);
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
      return d
        ? [
            {
              dimension: d,
              values: f.values,
              negate: f.negate,
              ...(f.match ? { match: f.match } : {}),
            },
          ]
        : [];
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
    ...(view ? { view } : {}),
  };
}

// The order asked for, on the answer's own columns: a field named in the order clause is the x axis
// when it is the breakdown and the y axis when it is the measure; "in descending order" alone
// orders the measure. An order by a column the answer does not show is left to the default.
function viewOf(
  intent: Intent,
  groups: PlanGroup[],
  metrics: PlanMetric[],
): QueryPlan['view'] | undefined {
  const asked = intent.view;
  if (!asked) return undefined;
  const s = asked.sort;
  let by: 'x' | 'y' | undefined = s?.by;
  if (s && !by && s.field)
    by = groups.some((g) => g.dimension.id === s.field)
      ? 'x'
      : intent.metrics.some((m) => m.id === s.field)
        ? 'y'
        : undefined;
  else if (s && !by) by = 'y';
  const sort =
    s && by && (by === 'y' ? metrics.length : groups.length) ? { by, dir: s.dir } : undefined;
  return asked.chart || sort
    ? { ...(asked.chart ? { chart: asked.chart } : {}), ...(sort ? { sort } : {}) }
    : undefined;
}
