import type { Grain, ValueFormat } from '@parley/domain';
import type { Aggregation, Dimension, Localized, MetricExpression } from '../model/semantic-model';
import type { DateRange } from '../parse/date-spec';
import type { ConditionOp } from '../parse/intent';
import type { Cycle, IntentWindow, TextMatch } from '../parse/intent';
import type { ChartKind } from '../parse/presentation';

export type PlanMetric = {
  key: string;
  label: Localized;
  // The measure's own name, without its aggregation ("revenue" of "Total revenue").
  name: Localized;
  expression: MetricExpression;
  aggregation: Aggregation;
  // The percentile asked (90 for "90th percentile") when aggregation is 'percentile'.
  percentile?: number;
  grain?: Grain;
  per?: Grain;
  // The total over the number of distinct values of this column ("average order value").
  perEach?: Dimension;
  // Stored once per value of this column on each of its rows (a state's total on each bracket):
  // summed, each value's copy counts once.
  onceEach?: Dimension;
  format: ValueFormat;
  currency?: string;
  // Share of the total that these rows make ("what percentage of MRR comes from Enterprise").
  part?: PlanFilter[];
  // A part named by tests of a number on each row ("aged 65 and over"), with part's values if any.
  partTests?: PartTest[];
};
export type PartTest = { column: string; label: Localized; op: ConditionOp; values: number[] };

export type PlanGroup = {
  key: string;
  label: Localized;
  dimension: Dimension;
  grain?: Grain;
  // Grouped by the day's name across weeks (1 = Monday … 7 = Sunday in the query), or by decade.
  cycle?: Cycle;
};
// match: the values are beginnings, endings or parts of the text ("starts with M").
export type PlanFilter = {
  dimension: Dimension;
  values: string[];
  negate: boolean;
  match?: TextMatch;
};
// A numeric test on each row's column (WHERE), or on an aggregate of each group (HAVING).
export type PlanCondition = { label: Localized; op: ConditionOp; values: number[] } & (
  { column: string; aggregate?: undefined } | { aggregate: PlanMetric; column?: undefined }
);

// A question resolved against the model: everything the SQL builder and the card need.
export type QueryPlan = {
  metrics: PlanMetric[];
  groups: PlanGroup[];
  filters: PlanFilter[];
  conditions: PlanCondition[];
  time?: Dimension;
  range?: DateRange;
  // Periods left out ("excluding 2008"), whatever the range.
  excluded?: DateRange[];
  previous?: DateRange;
  compare?: 'previous_period' | 'previous_year' | 'explicit';
  // by 'change': the groups ranked by how much the measure moved between the two periods compared
  // ("grew the most between 1955 and 2005"), not by its level in the later one.
  rank?: { direction: 'desc' | 'asc'; limit: number; by?: 'change' };
  // "how many products with average price above 100": no breakdown, but the groups of this one
  // pass the aggregate conditions and their number is the answer (the first metric).
  countOf?: PlanGroup;
  share: boolean;
  window?: IntentWindow;
  // The range fetched: a growth reaches one bucket before the asked range for its first value.
  fetchRange?: DateRange;
  driver?: { direction?: 'up' | 'down' };
  // 0: weeks start on Sunday (en-US), 1: on Monday.
  weekStart: 0 | 1;
  // The view the question asked for: the chart opened first, and the rows ordered by the groups
  // (x) or the measure (y).
  view?: { chart?: ChartKind; sort?: { by: 'x' | 'y'; dir: 'asc' | 'desc' } };
};

// The LIKE pattern of a text test, its own % and _ escaped with a backslash.
export function likePattern(value: string, match: TextMatch): string {
  const escaped = value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return match === 'starts' ? `${escaped}%` : match === 'ends' ? `%${escaped}` : `%${escaped}%`;
}

// The latest or earliest of a column of dates is a date, never a number: selected as text.
export function isDateExtreme(m: PlanMetric, time: QueryPlan['time']): boolean {
  return (
    (m.aggregation === 'max' || m.aggregation === 'min') &&
    m.expression.kind === 'column' &&
    time?.column === m.expression.column &&
    time.timeKind !== 'year'
  );
}
