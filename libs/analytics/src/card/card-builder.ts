import type { AnswerCard, CardColumn } from '@parley/domain';
import type { SemanticModel } from '../model/semantic-model';
import type { Row } from '../sources/duckdb-runner';
import type { PlanMetric, QueryPlan } from '../sql/query-plan';
import type { Locale } from '../text/normalize';
import { seriesOf, isLevelMetric } from './card-series';
import { summaryOf, titleOf } from './card-text';
import { chooseCharts } from './chart-choice';
import { insightsFor } from './insights';
import { withLabelMeasures } from './label-measure';
import { isAdditiveMetric, measureStyle } from './measure-format';
import { rangeLabel } from './phrases';
import { inEveryLanguage, wordingOf } from './wording/wording';

export type Interpretation = { kind: string; text: string }[];

// The measure a window calculation makes of m ("Cumulative Total MRR", "Total MRR growth %"):
// its column in the rows, its label, and its format.
function windowMetric(plan: QueryPlan, m: PlanMetric): PlanMetric | undefined {
  const kind = plan.window?.kind;
  if (!kind) return undefined;
  return {
    ...m,
    key: `${m.key}__${kind}`,
    label: inEveryLanguage((w, l) => w.windowed[kind](m.label[l])),
    ...(kind === 'growth' ? { format: 'percent' as const, currency: undefined } : {}),
  };
}

// What the card's title, sentence, chart and insights speak of: a window calculation, when one
// was asked ("cumulative MRR by quarter" is about the running total, not each quarter's MRR).
function headlinePlan(plan: QueryPlan): QueryPlan {
  const [first, ...rest] = plan.metrics;
  const windowed = first && windowMetric(plan, first);
  return windowed ? { ...plan, metrics: [windowed, ...rest] } : plan;
}

function measureColumn(
  m: PlanMetric,
  rows: Row[],
): Pick<CardColumn, 'format' | 'currency' | 'percentBase' | 'additive' | 'level'> {
  return {
    format: m.format,
    ...measureStyle(m, rows),
    additive: isAdditiveMetric(m),
    ...(isAdditiveMetric(m) && isLevelMetric(m) ? { level: true } : {}),
  };
}

function columnsOf(plan: QueryPlan, rows: Row[], locale: Locale): CardColumn[] {
  const w = wordingOf(locale);
  const cols: CardColumn[] = plan.groups.map((g) => ({
    key: g.key,
    label: g.grain ? w.grain[g.grain].replace(/^./, (c) => c.toUpperCase()) : g.label[locale],
    // Day names are categories, not dates on an axis.
    role: g.dimension.kind === 'time' && !g.cycle ? 'time' : 'dimension',
  }));
  for (const m of plan.metrics) {
    const money = m.format === 'currency' && m.currency ? { currency: m.currency } : {};
    const measure = measureColumn(m, rows);
    cols.push({ key: m.key, label: m.label[locale], role: 'metric', ...measure });
    if (plan.previous) {
      cols.push({
        key: `Previous_${m.key}`,
        label: w.previous(m.label[locale]),
        role: 'metric',
        ...measure,
      });
      cols.push({
        key: `${m.key}__%`,
        label: `${m.label[locale]} %`,
        role: 'metric',
        format: 'percent',
        percentBase: 100,
        additive: false,
      });
      cols.push({
        key: `${m.key}__change`,
        label: w.change(m.label[locale]),
        role: 'metric',
        ...measure,
      });
    }
    const windowed = windowMetric(plan, m);
    if (windowed)
      cols.push({
        key: windowed.key,
        label: windowed.label[locale],
        role: 'metric',
        // A running total or a moving average summed again is no total.
        additive: false,
        ...(plan.window?.kind === 'growth'
          ? { format: 'percent' as const, percentBase: 100 as const }
          : { format: m.format, ...money }),
      });
    if (plan.share && m === plan.metrics[0])
      cols.push({
        key: `${m.key}__share`,
        label: w.share,
        role: 'metric',
        format: 'percent',
        percentBase: 100,
        additive: !plan.rank,
      });
  }
  return cols;
}

export function interpretationOf(plan: QueryPlan, locale: Locale): Interpretation {
  const out: Interpretation = plan.metrics.map((m) => ({ kind: 'metric', text: m.label[locale] }));
  for (const g of plan.groups)
    out.push({ kind: g.dimension.kind === 'time' ? 'time' : 'dimension', text: g.label[locale] });
  for (const g of plan.groups) if (g.grain) out.push({ kind: 'grain', text: g.grain });
  for (const f of plan.filters)
    out.push({
      kind: 'filter',
      text: f.match
        ? `${f.negate ? 'not ' : ''}${wordingOf(locale).textMatch(f.dimension.label[locale], f.match, f.values)}`
        : `${f.dimension.label[locale]} ${f.negate ? 'not in' : 'in'} ${f.values.join(', ')}`,
    });
  for (const c of plan.conditions)
    out.push({
      kind: 'condition',
      text:
        c.op === 'outside'
          ? `${c.label[locale]} < ${c.values[0]} or > ${c.values[1]}`
          : `${c.label[locale]} ${c.op} ${c.values.join(' – ')}`,
    });
  if (plan.range && plan.time)
    out.push({
      kind: 'date_range',
      text: `${plan.time.label[locale]}: ${rangeLabel(plan.range, locale)}`,
    });
  for (const out_ of plan.excluded ?? [])
    out.push({
      kind: 'exclude',
      text: wordingOf(locale).excluding(rangeLabel(out_, locale)),
    });
  if (plan.previous) out.push({ kind: 'compare', text: rangeLabel(plan.previous, locale) });
  if (plan.rank)
    out.push({
      kind: 'rank',
      text: `${plan.rank.direction === 'desc' ? 'top' : 'bottom'} ${plan.rank.limit}`,
    });
  if (plan.share) out.push({ kind: 'share', text: 'share of total' });
  if (plan.window)
    out.push({
      kind: 'window',
      text: plan.window.kind === 'moving' ? `moving ${plan.window.n}` : plan.window.kind,
    });
  return out;
}

export function buildCard(input: {
  model: SemanticModel;
  plan: QueryPlan;
  rows: Row[];
  sql: string;
  locale: Locale;
  computedAt: string;
}): AnswerCard {
  const { model, rows, locale } = input;
  // The latest year or the largest id reads as its column does, everywhere the card is shown.
  const plan = withLabelMeasures(input.plan, rows, model);
  const grain = plan.groups.find((g) => g.grain)?.grain;
  const headline = headlinePlan(plan);
  const columns = columnsOf(plan, rows, locale);
  const series = seriesOf(plan, columns, rows);
  return {
    title: titleOf(headline, locale),
    text: summaryOf(headline, rows, locale),
    table: rows,
    columns,
    chart: chooseCharts(headline, rows.length, locale),
    // A year or a code compared as an amount ("Spain's zip code is 6% above Turkey's") is no
    // insight: none is better than a false one.
    insights:
      headline.metrics[0]?.format === 'label' ? [] : insightsFor(headline, rows, locale, series),
    ...(series ? { series } : {}),
    date: input.computedAt,
    query: {
      source: { type: model.source.type, datasource_id: model.source.datasource_id },
      interpretation: interpretationOf(plan, locale),
      ...(plan.range ? { date_range: `${plan.range.start}/${plan.range.end}` } : {}),
      ...(plan.compare
        ? {
            compare:
              plan.compare === 'explicit' && plan.previous
                ? `${plan.previous.start}/${plan.previous.end}`
                : plan.compare,
          }
        : {}),
      ...(grain ? { grain } : {}),
      sql: input.sql,
    },
  };
}
