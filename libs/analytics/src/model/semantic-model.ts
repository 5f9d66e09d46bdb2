import type { Grain, ValueFormat } from '@parley/domain';
import type { Locale } from '../text/normalize';

// range: "temperature range", the largest value less the smallest.
export type Aggregation =
  | 'sum'
  | 'avg'
  | 'min'
  | 'max'
  | 'count'
  | 'count_distinct'
  | 'median'
  | 'stddev'
  | 'percentile'
  | 'range';
export type Localized = Record<Locale, string>;
export type Synonyms = Record<Locale, string[]>;

export type ColumnType = 'number' | 'integer' | 'text' | 'date' | 'timestamp' | 'boolean';

// How a metric is computed; only column names from the model ever reach SQL.
export type MetricExpression =
  | { kind: 'column'; column: string }
  | { kind: 'rows' }
  | { kind: 'distinct'; column: string }
  | { kind: 'ratio'; numerator: string; denominator: string; scale: number }
  // The percent of rows whose yes/no column holds one of these stored values.
  | { kind: 'flag'; column: string; yes: string[] }
  // Two columns subtracted or added row by row ("Worldwide Gross − Production Budget"), then
  // aggregated: a measure a question derives, in plans only.
  | { kind: 'arithmetic'; op: '-' | '+'; left: string; right: string };

export type Metric = {
  id: string;
  label: Localized;
  synonyms: Synonyms;
  expression: MetricExpression;
  defaultAggregation: Aggregation;
  format: ValueFormat;
  currency?: string;
  // A count-like column ("count", "people") answers "how many ..." by its sum.
  countLike?: boolean;
  // A numeric id ("vote_id"): a label first; a measure only where a question aggregates it by name.
  identifier?: boolean;
  // Every value lies between 0 and 1 (a discount of 0.2): a percent said of it is a fraction.
  fraction?: boolean;
  // Text columns whose each value comes with one value of this measure (a state's total on each
  // of its rows): grouped by one of them, the measure is that value, never a sum of its copies.
  constantWithin?: string[];
  // The smallest and largest values seen (on a sample of a large table): a bound outside them
  // tests nothing ("under 10" of a column of millions).
  range?: { min: number; max: number };
};

export type Dimension = {
  id: string;
  label: Localized;
  synonyms: Synonyms;
  column: string;
  kind: 'categorical' | 'time';
  // 'year' for an integer column of years (1955, 2005): grouped as is, filtered by year numbers.
  timeKind?: 'date' | 'timestamp' | 'year';
  numeric?: boolean;
  distinct?: number;
  // A yes/no column (Churned, Returned, true/false): the stored values that mean yes and no, so
  // "churned accounts" filters on it and "churn rate" is the share of rows that say yes.
  flag?: { yes: string[]; no: string[] };
  // A value whose rows hold the whole of the others' ("All natural disasters" beside Drought,
  // Flood, …): left out wherever the others are added up or compared, unless asked for.
  totalValue?: string;
};

export type SemanticModel = {
  name: string;
  table: string;
  source: { type: string; datasource_id: string };
  // Words that name one row: "cars", "movies", "orders".
  entity: Synonyms;
  // Those of them that name a row by its id or event column ("orders" of Order Date): counted as
  // rows, never as the sum of a count-like column.
  rowNouns?: string[];
  entityLabel: Localized;
  metrics: Metric[];
  dimensions: Dimension[];
  defaultTime?: string;
  // Categorical values by dimension id, as stored (strings), for filters such as "Texas".
  values: Record<string, string[]>;
  // Other words for stored values, by dimension id then value ("mobil" → Mobile).
  valueSynonyms?: Record<string, Record<string, string[]>>;
  // The most useful metric for "how is it going" questions (demo: revenue).
  defaultMetric?: string;
  rowCount: number;
  // Hand-written starter questions (the demo model); generated from the model otherwise.
  suggestions?: Record<Locale, string[]>;
};

export function dimensionById(model: SemanticModel, id: string): Dimension | undefined {
  return model.dimensions.find((d) => d.id === id);
}

export function metricById(model: SemanticModel, id: string): Metric | undefined {
  return model.metrics.find((m) => m.id === id);
}

export type { Grain, ValueFormat };
