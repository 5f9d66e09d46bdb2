import type { TextMatch } from '../../parse/intent';
import type { Grain } from '@parley/domain';
import type { Aggregation, Localized } from '../../model/semantic-model';
import type { Unit } from '../../parse/date-spec';
import type { Cycle } from '../../parse/intent';
import type { ChartKind } from '../../parse/presentation';
import type { Locale } from '../../text/normalize';
import { en } from './en';
import { tr } from './tr';

// The words an answer is said in, one i18next catalogue per language (locales/, wording-i18n.ts):
// the logic passes its parts and never asks which language it speaks, so word order, suffixes and
// plurals stay with the language that needs them and a third language is one more catalogue (and
// its grammar that is code: en.ts, tr.ts).

export type GroupTestOp = '>' | '>=' | '<' | '<=' | '=' | '<>' | 'between' | 'outside';
export type Direction = 'desc' | 'asc';
export type TrendWord = 'up' | 'down' | 'flat' | 'mixed';
export type WindowKind = 'cumulative' | 'growth' | 'moving';

// A driver's own change beside the whole change and the rest of its dimension's, each signed.
export type MoverParts = {
  value: string;
  dimension: string;
  amount: string;
  total: string;
  rest: string;
};

export type Wording = {
  // The BCP 47 tag numbers, dates and day names are written in.
  tag: string;

  // Names: aggregations before a measure, time buckets, months, derived groups.
  aggregation: Record<Aggregation, string>;
  grain: Record<Grain, string>;
  months: readonly string[];
  cycle: Record<Cycle, string>;

  // Date ranges ("last 3 months", "son 3 ay").
  relativeDay: (offset: number) => string;
  lastN: (n: number, unit: Unit) => string;
  lastHours: (n: number) => string;
  previousUnit: (unit: Unit) => string;
  currentUnit: (unit: Unit, toDate: boolean) => string;
  half: (half: number, year: number | undefined) => string;
  until: (day: string) => string;
  excluding: (range: string) => string;

  // Column and series names.
  previous: (label: string) => string;
  change: (label: string) => string;
  share: string;
  windowed: Record<WindowKind, (metric: string) => string>;
  decade: (n: number) => string;

  // Measure names the planner makes.
  aggregated: (aggregation: Aggregation, metric: string) => string;
  countLabel: (what: string, grains: boolean) => string;
  countName: (what: string, grains: boolean) => string;
  rate: (flag: string) => string;
  ratio: (metric: string, over: string) => string;
  // "Profit margin": a measure as a percent of revenue.
  margin: (metric: string) => string;
  perPeriod: (grain: Grain, metric: string) => string;
  // "Average Revenue per Order ID": a total shared among the distinct values of a column.
  perEach: (metric: string, each: string) => string;
  percentile: (metric: string, n: number) => string;
  partShare: (metric: string, part: string) => string;

  // The card's title.
  title: (parts: {
    metrics: string;
    groups: string[];
    rank?: { direction: Direction; limit: number };
    filters: string;
    range: string;
    previous: string;
  }) => string;

  // The card's sentence.
  noData: string;
  groupTest: (op: GroupTestOp, a: string, b: string) => string;
  keptNone: (p: { label: string; test: string; noun: string }) => string;
  keptOne: (p: { label: string; test: string; noun: string; value: string }) => string;
  keptMany: (p: {
    label: string;
    test: string;
    noun: string;
    count: number;
    max: string;
    min: string;
  }) => string;
  passedTest: (label: string, test: string) => string;
  passedTests: (tests: string[]) => string;
  passed: (p: { n: number; count: string; noun: string; tests: string }) => string;
  comparedScalar: (p: {
    label: string;
    value: string;
    range: string;
    previous: string;
    previousRange: string;
    direction: 'new' | 'up' | 'down';
    percent: string;
  }) => string;
  scalar: (p: { label: string; range: string; value: string }) => string;
  rankedOne: (p: {
    direction: Direction;
    label: string;
    group: string;
    key: string;
    value: string;
  }) => string;
  rankedMany: (p: {
    direction: Direction;
    label: string;
    group: string;
    count: number;
    list: string;
  }) => string;
  overTime: (p: {
    label: string;
    grain: Grain | undefined;
    first: string;
    firstValue: string;
    last: string;
    lastValue: string;
    peak: string;
    peakValue: string;
  }) => string;
  largestShare: (key: string, share: string) => string;
  single: (label: string, key: string, value: string) => string;
  spread: (p: {
    label: string;
    max: string;
    maxValue: string;
    min: string;
    minValue: string;
  }) => string;

  // Words that name a level, as a column's name says them (folded): a quantity counted at a point
  // in time (population, a balance, a price), which adds up across groups but never over periods.
  levelWords: readonly string[];

  // Insights.
  contributes: (key: string, share: string, metric: string) => string;
  concentrated: (dimension: string, share: string) => string;
  movedMost: (p: { key: string; up: boolean; signed: string; amount: string }) => string;
  trend: (reading: TrendWord, metric: string, ends: string) => string;
  unusual: (p: { key: string; value: string; above: boolean; seasonal: boolean }) => string;
  newSinceZero: (metric: string) => string;
  above: (p: { metric: string; top: string; bottom: string; percent: string }) => string;
  gap: (p: { metric: string; top: string; bottom: string; ratio: string }) => string;
  seriesTrend: (p: { metric: string; up: string[]; down: string[]; flat: string[] }) => string;
  seriesLead: (p: {
    metric: string;
    at: string;
    leader: string;
    value: string;
    second: string;
    secondValue: string;
  }) => string;
  overallChange: (p: {
    metric: string;
    up: boolean;
    percent: string;
    from: string;
    to: string;
  }) => string;
  outlier: (p: { key: string; value: string; above: boolean; median: string }) => string;
  rankedGap: (p: {
    n: number;
    metric: string;
    top: string;
    bottom: string;
    ratio: string;
  }) => string;
  rankedRange: (p: {
    n: number;
    min: string;
    minValue: string;
    max: string;
    maxValue: string;
  }) => string;

  // Driver cards ("what drove revenue").
  driverColumns: { driver: string; value: string; contribution: string; rate: string; mix: string };
  changeBar: string;
  driverTitle: (metric: string, when: string, was: string) => string;
  mixEffect: (value: string, metric: string, byRate: boolean) => string;
  driverHead: (p: {
    metric: string;
    moved: 'fell' | 'rose' | 'same';
    by: string;
    when: string;
    was: string;
    before: string;
    after: string;
  }) => string;
  driverTail: (p: { head: string; against: boolean; down: boolean; named: string }) => string;
  // The period compared with when the one just before has no data: "1990, the latest period
  // before it with data".
  withData: (period: string) => string;
  moreThanAll: (p: MoverParts) => string;
  againstAll: (p: MoverParts) => string;
  shareOfChange: (p: { value: string; dimension: string; share: string; metric: string }) => string;
  latestWithData: (period: string) => string;

  // Prompts that ask back.
  whichField: (phrase: string) => string;
  // "how many" said of a rate: what is counted is asked.
  countOfRate: (phrase: string) => string;
  whichColumn: (phrase: string) => string;
  // "deaths": the rows themselves or a column's value "Death"? The title, and the rows' reading.
  rowsOrValue: (phrase: string) => string;
  everyRow: { question: string; label: string };
  understoodBut: (p: { rest: string; words: string; source: string }) => string;
  askWithout: string;
  notFound: (words: string, source: string) => string;
  canAnswer: string;
  tryOne: string;
  noTime: (source: string) => string;
  // A chart asked for an answer with nothing to put along its axis ("a pie chart of the total").
  // A chart (or, without one, an order) asked of one number: which breakdown was meant.
  chartNeedsAxis: (chart: ChartKind | undefined) => string;
  // "First name starts with m", "Ad m ile başlar": a test on the letters of a text column.
  textMatch: (column: string, match: TextMatch, values: string[]) => string;
  // The question again, broken down by one column: a choice of that prompt.
  withBreakdown: (question: string, column: string) => string;
  noHours: (p: { source: string; column: string; window: string | undefined }) => string;
  whatToMeasure: string;
  unanswerable: string;
  // The same word for days, offered when a source has no hours ("hourly" → "daily").
  byDay: (word: string) => string | undefined;

  // Starter questions, written so that asking them parses back to the same card.
  suggestAggregation: (aggregation: Aggregation) => string;
  suggestBy: (aggregation: string, metric: string, dimension: string) => string;
  suggestPerYear: (aggregation: string, metric: string) => string;
  suggestTop: (metric: string, dimension: string) => string;
  suggestHowMany: (entity: string | undefined) => string;
};

const WORDINGS: Record<Locale, Wording> = { en, tr };

export function wordingOf(locale: Locale): Wording {
  return WORDINGS[locale];
}

export function everyWording(): Wording[] {
  return Object.values(WORDINGS);
}

// A name in every language the engine speaks, each from its own catalog.
export function inEveryLanguage(f: (w: Wording, locale: Locale) => string): Localized {
  const entries = (Object.keys(WORDINGS) as Locale[]).map((l) => [l, f(WORDINGS[l], l)]);
  return Object.fromEntries(entries) as Localized;
}
