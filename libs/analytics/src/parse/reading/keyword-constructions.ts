import { nameWords } from '../../model/humanize';
import { ORDINAL, ORDINAL_SUFFIX, PERCENT_SHARE, REVENUE_COLUMN } from '../pack-patterns';
import type { Item } from '../segment';
import type { Keyword } from '../languages/language-pack';
import type { KeywordItem, ReadingContext, ReadingState } from './reading';
import {
  addFilter,
  addGroup,
  adjacent,
  isKeyword,
  numericField,
  testedAfter,
  textOf,
  timeDimension,
} from './reading';

// One keyword of the language pack, read where it stands: item, the items around it.
type At = { item: KeywordItem; prev?: Item; next?: Item; index: number };
type KeywordConstruction<K extends Keyword['kind']> = (
  c: ReadingContext,
  s: ReadingState,
  keyword: Extract<Keyword, { kind: K }>,
  at: At,
) => void;
type Constructions = { [K in Keyword['kind']]?: KeywordConstruction<K> };

// A word right after an aggregation or "how many" is what it applies to: unknown, it is critical.
const critical = (c: ReadingContext, s: ReadingState, { item, next }: At) => {
  if (next?.kind === 'unknown' && adjacent(item, next)) s.critical.push(next.word);
};

// "sum of", "average", "fiyat ortalaması" (unless it is the aggregation a condition tests).
const aggregation: KeywordConstruction<'aggregation'> = (c, s, k, at) => {
  if (testedAfter(c, at.prev, at.item, at.next)) return;
  // "the average number of points": the count word is part of the measure's name.
  if (
    k.aggregation === 'count' &&
    at.prev?.kind === 'keyword' &&
    at.prev.keyword.kind === 'aggregation' &&
    !['count', 'count_distinct', 'sum'].includes(at.prev.keyword.aggregation) &&
    adjacent(at.prev, at.item)
  )
    return;
  s.pendingAgg = { aggregation: k.aggregation, used: false };
  s.globalAgg = k.aggregation;
  critical(c, s, at);
};

// "by region", "bölgeye göre": a breakdown by what follows ("by") or what precedes ("göre").
const by: KeywordConstruction<'by'> = (c, s, k, { item, prev, next, index }) => {
  if (!k.after) {
    s.byPending = true;
    // "for each", "every", "grouped by", an x axis: a breakdown said for its own sake, so a
    // superlative with it is the extreme within each group ("highest price for each type").
    const words = c.tokens.slice(item.start, item.end).map((t) => t.norm);
    if (words.length > 1 || !c.pack.joiners.before.includes(words[0])) s.distributive = true;
    if (next?.kind === 'unknown') s.critical.push(next.word);
    return;
  }
  // "bu ay geçen aya göre": against the period said before "göre".
  if (prev?.kind === 'date') {
    s.compareAt = index;
    s.baselineAt = index - 1;
  } else if (prev?.kind === 'keyword' && prev.keyword.kind === 'grainWord') {
    const t = timeDimension(c, s);
    if (t) addGroup(s, t, prev.keyword.grain);
    else s.grain = prev.keyword.grain;
  } else if (prev?.kind === 'unknown') s.critical.push(prev.word);
};

// "monthly", "aylık"; "average daily revenue" is a total per day, not a breakdown.
const grain: KeywordConstruction<'grain'> = (c, s, k, { item, prev, next, index }) => {
  const isAvg =
    prev?.kind === 'keyword' &&
    prev.keyword.kind === 'aggregation' &&
    prev.keyword.aggregation === 'avg' &&
    adjacent(prev, item);
  if (isAvg && next?.kind === 'field' && next.metric) {
    s.pendingPer = k.grain;
    return;
  }
  s.grain = k.grain;
  if (s.firstGroupAt < 0) s.firstGroupAt = index;
};

// "month", "days": counted ("how many days"), ranked ("windiest month") or a breakdown ("by month").
const grainWord: KeywordConstruction<'grainWord'> = (c, s, k, { item, prev, next, index }) => {
  if (next?.kind === 'keyword' && next.keyword.kind === 'by' && next.keyword.after) return;
  const isCount = (x: Item | undefined) =>
    x?.kind === 'keyword' &&
    x.keyword.kind === 'aggregation' &&
    x.keyword.aggregation === 'count' &&
    adjacent(x, item);
  // "days per year", "snow days by month": a period said per another period is counted in it.
  const after = c.items[index + 2];
  const perPeriod =
    isKeyword(next, 'by') &&
    !s.byPending &&
    !s.intent.metrics.length &&
    after?.kind === 'keyword' &&
    (after.keyword.kind === 'grainWord' || after.keyword.kind === 'grain') &&
    after.keyword.grain !== k.grain;
  // "how many days", "number of days", "gün sayısı"
  if ((s.howMany && !s.byPending) || isCount(prev) || isCount(next) || perPeriod) {
    const t = timeDimension(c, s);
    if (t)
      s.intent.metrics.push({
        id: `__distinct_${k.grain}`,
        aggregation: 'count_distinct',
        distinctOf: t,
      });
    return;
  }
  // "windiest month": a bare period noun is what gets ranked; "by month" breaks down;
  // "on sunny days", "güneşli günlerde" only say what is counted in.
  if (!s.byPending && !(prev?.kind === 'keyword' && prev.keyword.kind === 'which')) {
    s.bareGrain = true;
    s.bareGrainWord = k.grain;
    // "which 3 months had the most rain", "the two years with the lowest": how many are ranked,
    // once a ranking word comes.
    if (prev?.kind === 'number' && adjacent(prev, item)) s.countBefore = prev;
    return;
  }
  s.grain = k.grain;
  if (s.firstGroupAt < 0) s.firstGroupAt = index;
  if (s.byPending) s.groupedBy = true;
  s.byPending = false;
};

// "over time": by month, or by year for a column of years.
const overTime: KeywordConstruction<'overTime'> = (c, s) => {
  const t = timeDimension(c, s);
  if (t) addGroup(s, t, c.dims.get(t)?.timeKind === 'year' ? undefined : 'monthly');
};

// "except Starter" negates what follows; Turkish "İstanbul hariç" negates the value before it.
const negation: KeywordConstruction<'negation'> = (c, s, _k, { item, prev }) => {
  if (!c.pack.negationFollows || prev?.kind !== 'value' || !adjacent(prev, item)) {
    s.negate = true;
    return;
  }
  // "İstanbul ve Ankara hariç": every value named of that column before the word.
  const from = s.intent.filters.find(
    (f) => !f.negate && f.dimension === prev.options[0]?.dimension,
  );
  if (!from) return;
  s.intent.filters.splice(s.intent.filters.indexOf(from), 1);
  addFilter(s, from.dimension, from.values, true);
};

// "3 month moving average", "3 aylık hareketli ortalama": the buckets and how many of them each
// value averages.
const moving: KeywordConstruction<'moving'> = (c, s, _k, { item, prev, index }) => {
  const unit =
    (isKeyword(prev, 'grainWord') || isKeyword(prev, 'grain')) && adjacent(prev, item)
      ? prev
      : undefined;
  const count = unit ? c.items[index - 2] : undefined;
  const n = count?.kind === 'number' && adjacent(count, unit) ? count.value : 3;
  if (count?.kind === 'number' && adjacent(count, unit)) s.usedNumbers.add(count);
  if (unit?.keyword.kind === 'grainWord' || unit?.keyword.kind === 'grain')
    s.grain = unit.keyword.grain;
  else s.grain ??= 'monthly';
  s.intent.window = { kind: 'moving', n: Math.max(2, Math.min(n, 36)) };
};

// "churn rate": only next to a yes/no column, or a value of the data ("return rate" where Status
// holds Returned: the share of rows with it); elsewhere it names a rate the data lacks.
const rate: KeywordConstruction<'rate'> = (c, s, _k, { item, prev, next, index }) => {
  const flagged = (x: Item | undefined) =>
    x?.kind === 'field' && !!c.dims.get(x.dimension ?? '')?.flag;
  // "ayrılan çalışanların oranı": the rows' noun may stand between the flag and the word of rate.
  const rowsBetween = (a: Item | undefined, b: Item) => {
    if (!a) return false;
    const between = c.tokens.slice(a.end, b.start);
    return (
      between.length <= 2 &&
      !b.pause &&
      between.every((t, k) => {
        const at = a.end + k;
        const owner = c.items.find((x) => x.start <= at && at < x.end);
        return !t.pause && (!owner || owner.kind === 'entity');
      })
    );
  };
  const before = prev?.kind === 'entity' ? c.items[index - 2] : prev;
  if ((flagged(before) && rowsBetween(before, item)) || (flagged(next) && adjacent(item, next)))
    return;
  if (prev?.kind === 'value' && adjacent(prev, item) && prev.options.length === 1) {
    // The value was read as a filter; it is what the rate is of instead.
    const { dimension, value } = prev.options[0];
    s.intent.filters = s.intent.filters
      .map((f) =>
        f.dimension === dimension && !f.negate
          ? { ...f, values: f.values.filter((v) => v !== value) }
          : f,
      )
      .filter((f) => f.values.length);
    s.intent.metrics.push({
      id: `__rate_${dimension}`,
      rateOf: dimension,
      rateValues: [value],
      explicit: true,
    });
    return;
  }
  s.critical.push(textOf(c, item));
};

// "no support tickets": only before a count column.
const none: KeywordConstruction<'none'> = (c, s, _k, { item, next }) => {
  if (!(numericField(c, next) && adjacent(item, next))) s.critical.push(textOf(c, item));
};

// "90th percentile of": the ordinal before the word is the percentile asked.
const percentile: KeywordConstruction<'percentile'> = (c, s, _k, { item }) => {
  const before = ORDINAL_SUFFIX.test(c.tokens[item.start - 1]?.norm ?? '') ? 2 : 1;
  const m = ORDINAL.exec(c.tokens[item.start - before]?.norm ?? '');
  if (!m || Number(m[1]) < 1 || Number(m[1]) > 99) {
    s.critical.push(textOf(c, item));
    return;
  }
  s.percentile = Number(m[1]);
  s.pendingAgg = { aggregation: 'percentile', used: false };
  s.globalAgg = 'percentile';
};

// "share", "what percentage of": a percentage asks for the part named (compose.ts).
const share: KeywordConstruction<'share'> = (c, s, _k, { item }) => {
  s.intent.share = true;
  if (!PERCENT_SHARE.test(c.tokens[item.start].norm)) return;
  s.percentShare = true;
  s.shareWord = textOf(c, item);
};

// "profit margin", "kâr marjı": the measure just said, as a percent of the one revenue column.
const margin: KeywordConstruction<'margin'> = (c, s, _k, { item, prev }) => {
  const measure = s.intent.metrics[s.intent.metrics.length - 1];
  const revenue = c.model.metrics.filter(
    (m) =>
      m.id !== measure?.id &&
      m.expression.kind === 'column' &&
      REVENUE_COLUMN.test(nameWords(m.id).join(' ')),
  );
  if (
    prev?.kind !== 'field' ||
    !prev.metric ||
    measure?.id !== prev.metric ||
    revenue.length !== 1
  ) {
    s.critical.push(textOf(c, item));
    return;
  }
  measure.over = revenue[0].id;
  measure.margin = true;
};

const KEYWORDS: Constructions = {
  aggregation,
  howMany: (c, s, _k, at) => {
    s.howMany = true;
    critical(c, s, at);
  },
  by,
  grain,
  grainWord,
  overTime,
  top: (_c, s) => void (s.topWord = 'desc'),
  bottom: (_c, s) => void (s.topWord = 'asc'),
  highest: (_c, s) => void (s.superlative = 'desc'),
  lowest: (_c, s) => void (s.superlative = 'asc'),
  // "which origin", "what country": the rows or groups named next; "what is the …" asks no name.
  which: (_c, s, _k, { item, next }) =>
    void (s.which ||= next !== undefined && adjacent(item, next) && next.kind !== 'keyword'),
  share,
  compare: (c, s, _k, { index, prev }) => {
    s.compareAt = index;
    // "a bar chart of investor versus the total number": a column against a measure is its axis.
    const d = prev?.kind === 'field' && prev.dimension ? c.dims.get(prev.dimension) : undefined;
    if (d && d.kind === 'categorical' && !(prev as { metric?: string }).metric) {
      addGroup(s, d.id);
      s.distributive = true;
    }
  },
  growth: (_c, s) => void (s.growth = true),
  previousPeriod: (_c, s) => void (s.compareKind = 'previous_period'),
  previousYear: (_c, s) => void (s.compareKind = 'previous_year'),
  rows: (_c, s) => void (s.entity = true),
  negation,
  cumulative: (c, s, _k, { item }) => {
    s.intent.window = { kind: 'cumulative' };
    s.windowWord = textOf(c, item);
  },
  moving,
  periodOverPeriod: (_c, s, k) => {
    s.intent.window = { kind: 'growth' };
    s.grain = k.grain;
  },
  driver: (c, s, _k, { item }) => {
    s.intent.driver = {};
    // "strikes caused substantial damage": a verb of causing said of the rows, not a question why.
    const word = c.tokens[item.start].norm;
    const sense = c.pack.sense?.(word);
    s.causeVerb =
      item.end - item.start === 1 && !!sense && (sense.verbForm ?? sense.lemma !== word);
  },
  dayOfWeek: (_c, s) => void (s.cycle = 'weekday'),
  decade: (_c, s) => void (s.cycle = 'decade'),
  rate,
  none,
  percentile,
  margin,
  // "the trend of Shop_ID over Start_from": a word of comparison that meets a column, not a number,
  // sets the axis the measure goes along.
  // ("over the creation": the article between them is the axis's.)
  greater: (c, s, _k, { item, next }) => {
    const between = next ? c.tokens.slice(item.end, next.start) : [];
    const meets =
      adjacent(item, next) ||
      (between.length === 1 &&
        !next?.pause &&
        c.pack.dates.words.articles.includes(between[0].norm));
    if (next?.kind === 'field' && next.dimension && meets) s.byPending = true;
  },
};

export function readKeyword(c: ReadingContext, s: ReadingState, item: KeywordItem, index: number) {
  const construction = KEYWORDS[item.keyword.kind] as
    KeywordConstruction<Keyword['kind']> | undefined;
  construction?.(c, s, item.keyword, {
    item,
    prev: c.items[index - 1],
    next: c.items[index + 1],
    index,
  });
}
