import type { Grain } from '@parley/domain';
import type { Aggregation } from '../model/semantic-model';
import type { RangeSpec } from './date-spec';
import type { CompareOp } from './segment';
import type { Arithmetic } from './derived-measures';
import type { ChartKind, ViewSpec } from './presentation';

// What a question asks, in the model's ids: serialisable, so it is also the follow-up context.
// per: "average daily revenue" is the total over the number of days, not the average row.
export type IntentMetric = {
  id: string;
  aggregation?: Aggregation;
  distinctOf?: string;
  explicit?: boolean;
  per?: Grain;
  // "average order value" where the rows are order lines: the total over the number of distinct
  // values of this dimension (Order ID), not the average line.
  perEach?: string;
  // "90th percentile": the percentile asked, with aggregation 'percentile'.
  percentile?: number;
  // "MRR per seat": this measure's total over the total of another measure.
  over?: string;
  // "profit margin": `over` is the revenue, and the ratio is a percent of it.
  margin?: boolean;
  // "churn rate": the percent of rows whose yes/no column (this dimension id) says yes.
  rateOf?: string;
  // "return rate" where Status holds Returned: the percent of rows whose `rateOf` column holds
  // these values, a column of several values rather than yes/no.
  rateValues?: string[];
  // "worldwide gross minus budget": this measure minus (or plus) another, row by row, then
  // aggregated. Optional, so an Intent saved before it existed reads as it did.
  arithmetic?: Arithmetic;
};
export type IntentGroup = { dimension: string; grain?: Grain; cycle?: Cycle };
// Buckets that are not calendar periods: the day's name across weeks, the decade (1990s).
export type Cycle = 'weekday' | 'decade';
// Calculations over the time buckets of the answer: running totals, growth against the bucket
// before, a moving average of the last n buckets.
export type IntentWindow =
  { kind: 'cumulative' } | { kind: 'growth' } | { kind: 'moving'; n: number };
// match: the values are beginnings, endings or parts of the column's text ("starts with M"),
// not whole values.
export type TextMatch = 'starts' | 'ends' | 'contains';
export type IntentFilter = {
  dimension: string;
  values: string[];
  negate: boolean;
  match?: TextMatch;
};
// aggregation: the condition tests an aggregate of each group ("average price above 100").
// "outside": below the first value or above the second ("age above 50 or below 46").
export type ConditionOp = CompareOp | '=' | '<>' | 'outside';
export type IntentCondition = {
  field: string;
  op: ConditionOp;
  values: number[];
  aggregation?: Aggregation;
};
export type IntentCompare = {
  kind: 'previous_period' | 'previous_year' | 'explicit';
  spec?: RangeSpec;
};

export type Intent = {
  metrics: IntentMetric[];
  groups: IntentGroup[];
  filters: IntentFilter[];
  conditions: IntentCondition[];
  date?: RangeSpec;
  timeDimension?: string;
  compare?: IntentCompare;
  // by 'change': the groups ranked by how much the measure moved between the two periods compared
  // ("grew the most between 1955 and 2005"), not by its level in the later one.
  rank?: { direction: 'desc' | 'asc'; limit: number; by?: 'change' };
  share: boolean;
  // "what percentage of MRR comes from Enterprise": the part whose share of the total is asked.
  part?: IntentFilter[];
  // "what share of the population is aged 65 and over": a part named by tests of a number on each
  // row rather than by values.
  partConditions?: IntentCondition[];
  window?: IntentWindow;
  // "excluding 2008": periods left out of whatever range is asked.
  excluded?: RangeSpec[];
  // "why did revenue fall in June": the change against the period before, and what explains it.
  // direction: the way the question says it moved ("fall", "düştü"), whose movers are named.
  driver?: { direction?: 'up' | 'down' };
  // "as a pie chart", "sorted by the y axis from low to high": how the card opens.
  view?: ViewSpec;
};

export type Problem =
  | { kind: 'empty' }
  // understood: the reading of the rest of the question, so the prompt can say what was understood.
  | { kind: 'unknown'; words: string[]; understood?: Intent }
  | { kind: 'ambiguousField'; phrase: string; fields: { metric?: string; dimension?: string }[] }
  | { kind: 'ambiguousValue'; phrase: string; options: { dimension: string; value: string }[] }
  // Readings the evidence does not tell apart, each taking the same words for something else.
  | { kind: 'readings'; phrase: string; options: ReadingOption[] }
  | { kind: 'noMetric' }
  // "how many" said of a rate or a price (a column averaged, never counted): what to count is asked.
  | { kind: 'countOfRate'; phrase: string; metric: string; understood: Intent }
  // A chart was asked for ("as a pie chart") but nothing the question says can go along its axis:
  // asked which breakdown was meant instead of drawing one number. words: the chart as said.
  | { kind: 'noAxis'; chart?: ChartKind; understood: Intent }
  | { kind: 'noTime' }
  // Hours asked of a column that holds dates only; word: how the question said "hour"; hours: the
  // window asked for ("last 6 hours") when it was not a breakdown by hour.
  | { kind: 'noHours'; dimension: string; word?: string; hours?: number };

// What a word was read as in one of several readings: a column, a value of one, or the rows.
export type ReadingOption =
  | { field: { metric?: string; dimension?: string } }
  | { value: { dimension: string; value: string } }
  | { rows: true };

export type Reading = {
  intent: Intent;
  followUp: boolean;
  // What the question itself said, so a follow-up knows which parts to take from the context.
  said: { metric: boolean; groups: boolean; filters: boolean; date: boolean };
};
