import type { Grain } from '@parley/domain';
import type { Aggregation, Dimension, SemanticModel } from '../../model/semantic-model';
import type { Locale, Token } from '../../text/normalize';
import type { RangeSpec } from '../date-spec';
import type {
  Cycle,
  Intent,
  IntentCompare,
  IntentCondition,
  IntentMetric,
  Problem,
} from '../intent';
import { languagePack } from '../keywords';
import type { LanguagePack } from '../languages/language-pack';
import type { Item } from '../segment';

export type FieldItem = Extract<Item, { kind: 'field' }>;
export type NumberItem = Extract<Item, { kind: 'number' }>;
export type KeywordItem = Extract<Item, { kind: 'keyword' }>;

// What one question is read against: its matched items and tokens, the model and the language.
export type ReadingContext = {
  items: Item[];
  tokens: Token[];
  model: SemanticModel;
  locale: Locale;
  pack: LanguagePack;
  dims: Map<string, Dimension>;
};

// The logical form as the constructions build it, item by item, and what they leave for the
// composition that follows (compose.ts): the words said so far that decide how the form ends.
export type ReadingState = {
  intent: Intent;
  // Where the reading is: the index of the item a construction is reading.
  at: number;
  cycle?: Cycle;
  // The rows were named by their id column ("orders", "accounts"): counted as rows, never as the
  // sum of a count-like column.
  rowsNamed: boolean;
  percentShare: boolean;
  shareWord?: string;
  negatedLast?: { dimension: string; end: number };
  perMetric?: string;
  // "amount per order": a measure per row, its total over the number of rows.
  perRow?: boolean;
  // The driver keyword was a verb form ("caused"), which may only relate the rows.
  causeVerb?: boolean;
  // The words the rows were named by ("order" of "average order value").
  entityWords?: string[];
  // A breakdown said with "each", "every", "grouped by" or as an x axis, not a plain "by".
  distributive?: boolean;
  // Columns named right before a test on their letters ("whose job id starts with AD"): tested,
  // not broken down by.
  textTested: Set<string>;
  // Columns named right before a value of theirs ("the bulgarian commander is not 'Boril'"): the
  // subject of the filter, not a breakdown.
  filterSubjects: Set<string>;
  // "of every singer": each row is asked for, named by its label column unless a breakdown is said.
  everyRow?: boolean;
  percentile?: number;
  dates: { spec: RangeSpec; index: number }[];
  // Words no construction used (asked back), those that change the numbers, and ambiguities.
  unknown: string[];
  critical: string[];
  problems: Problem[];
  pendingAgg?: { aggregation: Aggregation; used: boolean };
  globalAgg?: Aggregation;
  byPending: boolean;
  which: boolean;
  howMany: boolean;
  entity: boolean;
  negate: boolean;
  superlative?: 'desc' | 'asc';
  topWord?: 'desc' | 'asc';
  singularGroup: boolean;
  compareAt: number;
  // The item of the period compared against, where the words name it ("geçen yıla göre").
  baselineAt?: number;
  compareKind?: IntentCompare['kind'];
  grain?: Grain;
  timeMention?: string;
  usedNumbers: Set<Item>;
  firstGroupAt: number;
  groupedBy: boolean;
  superlativeMetricAt: number;
  // The measure after the superlative said as a verb ("the lowest-yielding varieties", "the
  // best-selling"): what each group does overall, not its extreme row.
  superlativeVerb?: boolean;
  pendingPer?: Grain;
  bareGrain: boolean;
  bareGrainWord?: Grain;
  growth: boolean;
  // "cumulative", "running total": said, so it can be asked back where nothing adds up.
  windowWord?: string;
  // "the 3 countries with the highest MRR": a count said before the group it limits.
  countBefore?: NumberItem;
  // The same said of a column of numbers ("the 3 clusters"), read as a value until a ranking
  // follows.
  // "the 5 lightest cars": a count said before the ranking word.
  rankSize?: NumberItem;
  countBeforeNumbers?: { condition: IntentCondition; dimension: string; number: NumberItem };
  // The aggregation said with a tested measure ("average price above 100"), by its field item.
  testedAggregation: Map<Item, Aggregation>;
};

export function readingContext(
  items: Item[],
  tokens: Token[],
  model: SemanticModel,
  locale: Locale,
): ReadingContext {
  const dims = new Map(model.dimensions.map((d) => [d.id, d]));
  return { items, tokens, model, locale, pack: languagePack(locale), dims };
}

export function newState(): ReadingState {
  return {
    intent: { metrics: [], groups: [], filters: [], conditions: [], share: false },
    at: 0,
    rowsNamed: false,
    percentShare: false,
    dates: [],
    unknown: [],
    critical: [],
    problems: [],
    byPending: false,
    which: false,
    howMany: false,
    entity: false,
    negate: false,
    singularGroup: true,
    compareAt: -1,
    usedNumbers: new Set(),
    firstGroupAt: -1,
    groupedBy: false,
    superlativeMetricAt: -1,
    bareGrain: false,
    growth: false,
    testedAggregation: new Map(),
    textTested: new Set(),
    filterSubjects: new Set(),
  };
}

// Next to each other in one clause: "competition, count the matches" are two clauses.
export const adjacent = (a: Item | undefined, b: Item | undefined): boolean =>
  !!a && !!b && ((a.end === b.start && !b.pause) || (b.end === a.start && !a.pause));

export const isKeyword = (x: Item | undefined, kind: string): x is KeywordItem =>
  x?.kind === 'keyword' && x.keyword.kind === kind;

export const isAggregation = (x: Item | undefined): x is KeywordItem => isKeyword(x, 'aggregation');

export const isByAfter = (x: Item | undefined): boolean =>
  x?.kind === 'keyword' && x.keyword.kind === 'by' && x.keyword.after;

export const textOf = (c: ReadingContext, x: Item): string =>
  c.tokens
    .slice(x.start, x.end)
    .map((t) => t.raw)
    .join(' ');

// A number compares with a measure or a numeric column; "channel over 100" is about the measure.
export const numericField = (c: ReadingContext, x: Item | undefined): x is FieldItem =>
  x?.kind === 'field' && (!!x.metric || !!(x.dimension && c.dims.get(x.dimension)?.numeric));

// "fiyat ortalaması 100'den fazla": the measure, its aggregation word, then the comparison.
export const testedAfter = (
  c: ReadingContext,
  field: Item | undefined,
  word: Item | undefined,
  test: Item | undefined,
): boolean =>
  numericField(c, field) &&
  isAggregation(word) &&
  test?.kind === 'comparison' &&
  adjacent(field, word) &&
  adjacent(word, test);

export const timeDimension = (c: ReadingContext, s: ReadingState): string | undefined =>
  s.timeMention ?? c.model.defaultTime;

export function addGroup(s: ReadingState, dimension: string, grain?: Grain): void {
  if (s.intent.groups.some((x) => x.dimension === dimension)) return;
  if (s.firstGroupAt < 0) s.firstGroupAt = s.at;
  if (s.intent.groups.length < 2) s.intent.groups.push({ dimension, grain });
}

export function addFilter(
  s: ReadingState,
  dimension: string,
  values: string[],
  negated: boolean,
): void {
  const existing = s.intent.filters.find((f) => f.dimension === dimension && f.negate === negated);
  if (existing) existing.values.push(...values.filter((v) => !existing.values.includes(v)));
  else s.intent.filters.push({ dimension, values, negate: negated });
}

// The measure just averaged ("average deaths"), which a "per" and a period may divide.
export function averagedBefore(s: ReadingState): IntentMetric | undefined {
  const m = s.intent.metrics[s.intent.metrics.length - 1];
  return m?.aggregation === 'avg' && !m.per && !m.distinctOf ? m : undefined;
}

// Side by side, or joined by the language's "of" ("more than 20 mm of precipitation").
export function adjacentOrOf(c: ReadingContext, a: Item | undefined, b: Item | undefined): boolean {
  if (adjacent(a, b)) return true;
  if (!a || !b || a.end >= b.start || b.pause) return false;
  const between = c.tokens.slice(a.end, b.start);
  return between.length === 1 && c.pack.subjectWords.includes(between[0].norm);
}
