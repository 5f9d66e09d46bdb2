import type { Item } from '../segment';
import type { SemanticModel } from '../../model/semantic-model';
import { formatOf, nameWords } from '../../model/humanize';
import { own, words as wordsOf } from '../../text/normalize';
import { TOTAL_COLUMN } from '../pack-patterns';
import { isRowId, naturalGrain } from './model-roles';
import type { FieldItem, ReadingContext, ReadingState } from './reading';
import {
  addFilter,
  addGroup,
  adjacent,
  adjacentOrOf,
  averagedBefore,
  isAggregation,
  isByAfter,
  isKeyword,
  numericField,
  testedAfter,
  textOf,
} from './reading';

// A field (a measure or a column) read where it stands: the measure asked, a breakdown, the subject
// of a condition, a yes/no filter, a ratio's other measure, or the row noun.
export function readField(c: ReadingContext, s: ReadingState, original: FieldItem, index: number) {
  const { model, tokens, pack, dims } = c;
  const [prev, next, afterNext] = [c.items[index - 1], c.items[index + 1], c.items[index + 2]];
  const item = asKinds(c, idAsLabel(c, prev, preferCurrency(c, preferTotal(original, model))));
  if (item.alternatives.length) {
    s.problems.push({
      kind: 'ambiguousField',
      phrase: textOf(c, item),
      fields: readingsOf(item),
    });
    return;
  }
  const dim = item.dimension ? dims.get(item.dimension) : undefined;
  const perBefore =
    prev?.kind === 'keyword' &&
    prev.keyword.kind === 'by' &&
    !prev.keyword.after &&
    pack.perWords.includes(tokens[prev.start].norm);
  const perAfter =
    next?.kind === 'keyword' &&
    next.keyword.kind === 'by' &&
    next.keyword.after &&
    pack.perWords.includes(tokens[next.start].norm);
  // "no support tickets": the count column is zero.
  if (isKeyword(prev, 'none') && numericField(c, item) && adjacent(prev, item)) {
    s.intent.conditions.push({ field: item.metric ?? item.dimension ?? '', op: '=', values: [0] });
    return;
  }
  // "indirimli satışlar", "indirimsiz": with or without any of a numeric column.
  const last = tokens[item.end - 1]?.norm ?? '';
  const suffixed = (list: string[]) =>
    list.some((x) => last.endsWith(x) && !fieldWords(model, item).has(last));
  if (numericField(c, item) && !s.superlative && !s.topWord && !isKeyword(next, 'aggregation')) {
    const without = suffixed(pack.withoutSuffixes);
    if (without || suffixed(pack.withSuffixes)) {
      s.intent.conditions.push({
        field: item.metric ?? item.dimension ?? '',
        op: without ? '=' : '>',
        values: [0],
      });
      return;
    }
  }
  // "discounted items", "taxed orders": a past participle of a numeric column's name before the
  // rows is "with some of it"; "undiscounted" without any.
  const participle = /ed$/.test(last) && !fieldWords(model, item).has(last);
  const beforeRows =
    !!next && adjacent(item, next) && (next.kind === 'entity' || isKeyword(next, 'rows'));
  if (participle && beforeRows && numericField(c, item) && item.end - item.start === 1) {
    s.intent.conditions.push({
      field: item.metric ?? item.dimension ?? '',
      op: /^(un|non)/.test(last) ? '=' : '>',
      values: [0],
    });
    return;
  }
  // "uzaktan çalışmayanlar": a negated verb naming a yes/no column means its no.
  const negated = !!dim?.flag && !!c.pack.negatedVerb?.(c.tokens[item.end - 1]?.norm ?? '');
  // "churn rate": the percent of rows that say yes; "churned accounts": only those rows.
  // "ayrılan çalışan oranı": the rows' noun may stand between the flag and the word of rate.
  const rateAfter =
    isKeyword(next, 'rate') || (next?.kind === 'entity' && isKeyword(c.items[s.at + 2], 'rate'));
  if (dim?.flag && (rateAfter || isKeyword(prev, 'rate'))) {
    // The percent saying no is not a measure the card has: the word is named back.
    if (negated) {
      s.unknown.push(c.tokens[item.end - 1].raw);
      return;
    }
    s.intent.metrics.push({ id: `__rate_${dim.id}`, rateOf: dim.id, explicit: true });
    s.byPending = false;
    return;
  }
  if (dim?.flag && !s.byPending && !isByAfter(next) && !isKeyword(prev, 'which')) {
    addFilter(s, dim.id, dim.flag.yes, s.negate !== negated);
    s.negate = false;
    return;
  }
  // "average deaths per year" of rows recorded by year: what adds up within a year (deaths, not
  // a price) is totalled for each year and averaged over the years. ("average weight per year"
  // of dated rows stays a breakdown by year.)
  const averaged = averagedBefore(s);
  const flow = model.metrics.find((m) => m.id === averaged?.id)?.defaultAggregation === 'sum';
  if (perBefore && dim?.timeKind === 'year' && averaged && flow) {
    averaged.per = 'yearly';
    s.timeMention = dim.id;
    s.byPending = false;
    return;
  }
  // "MRR per seat", "koltuk başına MRR": one measure's total over another's.
  if (perBefore && item.metric && s.intent.metrics.length) {
    s.intent.metrics[s.intent.metrics.length - 1].over = item.metric;
    s.byPending = false;
    return;
  }
  if (perAfter && item.metric) {
    s.perMetric = item.metric;
    return;
  }
  // "per account", "an enterprise account": the row noun, not a breakdown by each id ("the id and
  // location of circuits" asks the column of each row).
  const ofRows = pack.subjectWords.includes(tokens[item.end]?.norm ?? '');
  if (
    isRowId(model, dim) &&
    !ofRows &&
    !(s.byPending && !perBefore) &&
    !isByAfter(next) &&
    !isKeyword(prev, 'which') &&
    !((s.intent.rank || s.superlative || s.topWord) && !s.intent.groups.length)
  ) {
    s.entity = true;
    s.rowsNamed = true;
    if (perBefore) {
      s.byPending = false;
      const m = s.intent.metrics[s.intent.metrics.length - 1];
      if (m && !m.aggregation) m.aggregation = 'avg';
    }
    return;
  }
  // "movies with imdb rating over 8": the field is the condition's subject, not the measure.
  if (
    numericField(c, item) &&
    ((next?.kind === 'comparison' && adjacent(item, next)) ||
      (prev?.kind === 'comparison' && adjacentOrOf(c, prev, item)) ||
      testedAfter(c, item, next, afterNext))
  ) {
    if (isAggregation(prev) && adjacent(prev, item) && s.pendingAgg && !s.pendingAgg.used) {
      s.pendingAgg.used = true;
      s.testedAggregation.set(original, s.pendingAgg.aggregation);
      s.globalAgg = undefined;
    }
    return;
  }
  if (next?.kind === 'value' && dim && next.options.some((o) => o.dimension === dim.id)) return;
  // "MRR 3 month moving average", "3 aylık": a number before a period word is a duration.
  const duration = (n: Item | undefined) =>
    n === next &&
    (isKeyword(afterNext, 'grainWord') || isKeyword(afterNext, 'grain')) &&
    adjacent(n, afterNext);
  const number = [prev, next].find(
    (n) => n?.kind === 'number' && adjacent(n, item) && !s.usedNumbers.has(n) && !duration(n),
  );
  const ranked = !!(s.intent.rank || s.superlative || s.topWord);
  if (dim?.kind === 'time') {
    s.timeMention = dim.id;
    if (
      s.byPending ||
      (next?.kind === 'keyword' && next.keyword.kind === 'by' && next.keyword.after) ||
      // "which month had the most rain"; not "which distributor released the most movies",
      // where the date the verb names is the rows' event.
      (s.which && isKeyword(prev, 'which'))
    ) {
      addGroup(s, dim.id, s.grain ?? naturalGrain(dim));
      s.byPending = false;
    }
    return;
  }
  if (
    number &&
    dim &&
    ranked &&
    !item.metric &&
    number.kind === 'number' &&
    number.value >= 1 &&
    number.value <= 1000
  ) {
    s.usedNumbers.add(number);
    s.intent.rank = {
      direction: s.intent.rank?.direction ?? s.superlative ?? s.topWord ?? 'desc',
      limit: number.value,
    };
    addGroup(s, dim.id);
    return;
  }
  if (
    number &&
    number.kind === 'number' &&
    (dim?.numeric || item.metric) &&
    !(prev?.kind === 'keyword' && prev.keyword.kind === 'by') &&
    // "en yüksek cirolu 2 il", "lightest 5 cars": a ranked count of the groups or rows that
    // follow, not "ciro = 2".
    !(
      ranked &&
      number === next &&
      ((afterNext?.kind === 'field' && !afterNext.metric) || afterNext?.kind === 'entity')
    )
  ) {
    s.usedNumbers.add(number);
    // "excluding cluster 0": a pending negation turns the equality around.
    const condition = {
      field: item.metric ?? item.dimension ?? '',
      op: s.negate ? ('<>' as const) : ('=' as const),
      values: [number.value],
    };
    s.intent.conditions.push(condition);
    // "the 3 clusters with the highest fertility": a count before a column of numbers may be the
    // size of a ranking said later (compose.ts decides); "cars with 4 cylinders" stays a value.
    if (number === prev && dim && !s.negate)
      s.countBeforeNumbers = { condition, dimension: dim.id, number };
    s.negate = false;
    return;
  }
  // "silindir sayısına göre": the field, a count word, then "göre".
  const countedBy =
    next?.kind === 'keyword' &&
    next.keyword.kind === 'aggregation' &&
    next.keyword.aggregation === 'count' &&
    isByAfter(afterNext);
  const afterBy = s.byPending || isByAfter(next) || countedBy;
  const afterRank =
    prev?.kind === 'rank' ||
    (prev?.kind === 'keyword' && ['top', 'bottom', 'which'].includes(prev.keyword.kind));
  const aggBefore =
    s.pendingAgg &&
    !s.pendingAgg.used &&
    prev?.kind === 'keyword' &&
    (prev.keyword.kind === 'aggregation' || (!!s.pendingPer && prev.keyword.kind === 'grain'));
  if (dim && s.pendingAgg?.aggregation === 'count_distinct' && !s.pendingAgg.used) {
    s.pendingAgg.used = true;
    countDistinct(s, dim.id);
    return;
  }
  const countAfter =
    next?.kind === 'keyword' &&
    next.keyword.kind === 'aggregation' &&
    next.keyword.aggregation === 'count' &&
    adjacent(item, next);
  if (dim && !dim.numeric && countAfter && !isByAfter(afterNext) && !item.metric) {
    countDistinct(s, dim.id);
    return;
  }
  // ("how many deaths", "ne kadar yağdı" of a measure: its amount, below.)
  if (
    dim &&
    !item.metric &&
    s.howMany &&
    prev?.kind === 'keyword' &&
    prev.keyword.kind === 'howMany'
  ) {
    countDistinct(s, dim.id);
    return;
  }
  if (
    dim &&
    !dim.numeric &&
    s.pendingAgg?.aggregation === 'count' &&
    !s.pendingAgg.used &&
    aggBefore &&
    !item.metric
  ) {
    s.pendingAgg.used = true;
    countDistinct(s, dim.id);
    return;
  }
  // "population of countries in cluster 2", "ülkelerin nüfusu": the dimension names whose, not a breakdown.
  const subject =
    pack.subjectWords.includes(tokens[item.start - 1]?.norm ?? '') ||
    pack.subjectSuffixes.some((x) => (tokens[item.end - 1]?.norm ?? '').endsWith(x));
  // "for all plans except Starter", "across all industries": every plan is in scope, the answer is
  // still one total. The word of all that is itself the breakdown ("for every region") groups.
  const allBefore = pack.allWords.includes(tokens[item.start - 1]?.norm ?? '');
  const byEndsBefore =
    prev?.kind === 'keyword' && prev.keyword.kind === 'by' && prev.end === item.start - 1;
  const scoped = allBefore && (!afterBy || byEndsBefore);
  const wantsGroup =
    dim && !aggBefore && !scoped && (afterBy || afterRank || (!item.metric && !subject));
  if (afterBy) s.groupedBy = true;
  const groupFull = s.intent.groups.length > 0 && ranked && !!item.metric && afterBy;
  if (scoped && dim && !item.metric) return;
  // "by product category": a column of names right before another is a noun modifying it, as
  // English compounds are read; the breakdown is by the last one.
  const head =
    next?.kind === 'field' && adjacent(item, next) ? c.dims.get(next.dimension ?? '') : undefined;
  const modifier =
    wantsGroup &&
    afterBy &&
    dim?.kind === 'categorical' &&
    !item.metric &&
    head?.kind === 'categorical' &&
    !head.numeric &&
    next?.kind === 'field' &&
    !next.metric;
  if (modifier) return;
  if (wantsGroup && !groupFull) {
    addGroup(s, dim.id);
    if (number === prev && number?.kind === 'number') s.countBefore = number;
    // "the 2 disaster types": the count stands before the compound the rows' noun begins.
    const compound = c.items[s.at - 2];
    if (prev?.kind === 'entity' && adjacent(prev, item) && compound?.kind === 'number')
      if (adjacent(compound, prev) && !s.usedNumbers.has(compound)) s.countBefore = compound;
    if (item.quality < 3) s.singularGroup = false;
    s.byPending = false;
    return;
  }
  if (item.metric) {
    const agg = aggBefore && s.pendingAgg ? s.pendingAgg.aggregation : undefined;
    if (s.pendingAgg && agg) s.pendingAgg.used = true;
    // "the total number of rating in percent": the numbers of a measure are added, whatever its
    // usual aggregation.
    s.intent.metrics.push({
      id: item.metric,
      aggregation: agg === 'count' || (!agg && item.units) ? 'sum' : agg,
      ...(agg === 'percentile' ? { percentile: s.percentile } : {}),
      explicit: !!agg && agg !== 'count',
      ...(s.pendingPer && agg === 'avg' ? { per: s.pendingPer } : {}),
      ...(item.arithmetic ? { arithmetic: item.arithmetic } : {}),
    });
    s.pendingPer = undefined;
    if (
      prev?.kind === 'keyword' &&
      (prev.keyword.kind === 'highest' || prev.keyword.kind === 'lowest') &&
      adjacent(prev, item) &&
      s.superlativeMetricAt < 0
    ) {
      s.superlativeMetricAt = s.at;
      s.superlativeVerb = saidAsVerb(c, item) || doneAfter(c, item);
    }
    s.byPending = false;
  }
}

// "the three smallest age groups": a column that is both a measure and a breakdown, followed by a
// noun of kinds, is the breakdown.
function asKinds(c: ReadingContext, item: FieldItem): FieldItem {
  const after = c.tokens[item.end];
  const claimed = c.items.some((x) => x.start === item.end);
  if (!item.metric || !item.dimension || !after || claimed) return item;
  if (!c.pack.sense?.(after.norm)?.classifier) return item;
  return { ...item, metric: undefined };
}

// Whether a field is named by a form of a verb ("yielding" of Yield): the word's lemma differs and
// the language's grammar, or its -ing ending, makes it a verb.
function saidAsVerb(c: ReadingContext, item: FieldItem): boolean {
  if (item.end - item.start !== 1) return false;
  const word = c.tokens[item.start].norm;
  const sense = c.pack.sense?.(word);
  return !!sense && sense.lemma !== word && (sense.verbForm ?? /ing$/.test(word));
}

// "en az fazla mesai yapan departman": a measure followed by a verb of doing it is an amount done,
// added up, not the extreme of one row.
function doneAfter(c: ReadingContext, item: FieldItem): boolean {
  const next = c.tokens[item.end];
  return !!next && !next.pause && !!c.pack.sense?.(next.norm)?.verbForm;
}

// The words of a field's own name: "İndirimli Fiyat" ends in -li by itself, not as "with".
function fieldWords(model: SemanticModel, item: FieldItem): Set<string> {
  const m = model.metrics.find((x) => x.id === item.metric);
  const d = model.dimensions.find((x) => x.id === item.dimension);
  return new Set(wordsOf(`${m?.label.en ?? ''} ${d?.label.en ?? ''} ${item.metric ?? ''}`));
}

// "cost" among Cost Repair, Cost Other and Cost Total: the total is what a plain word means.
function preferTotal(item: FieldItem, model: SemanticModel): FieldItem {
  if (!item.alternatives.length) return item;
  const all = readingsOf(item);
  const totals = all.filter((f) =>
    TOTAL_COLUMN.test(
      nameWords(model.metrics.find((m) => m.id === f.metric)?.label.en ?? f.dimension ?? '').join(
        ' ',
      ),
    ),
  );
  return totals.length === 1 ? { ...item, ...totals[0], alternatives: [] } : item;
}

// The columns a field item may be: its own reading, then its equally good alternatives.
// A numeric id ("vote_id", "ID") labels rows; it is a measure only where an aggregation word stands
// before its name ("the sum of vote id", "average of ID", "total number of ID"): said bare, or
// counted under another noun ("the number of employees" beside employee_id), it is the column of
// labels.
function idAsLabel(c: ReadingContext, prev: Item | undefined, item: FieldItem): FieldItem {
  const measure = c.model.metrics.find((m) => m.id === item.metric);
  if (measure && item.dimension && countedInPlural(c, prev, item))
    return { ...item, metric: undefined };
  if (!measure?.identifier || !item.dimension) return item;
  const word =
    prev?.kind === 'keyword' && prev.keyword.kind === 'aggregation' ? prev.keyword : null;
  const aggregated = !!word && (word.aggregation !== 'count' || item.quality === 3);
  return aggregated ? item : { ...item, metric: undefined };
}

// "how many sections" of a column named CLASS_SECTION: a number column is a count when its name
// says the counted thing in the plural (Floors, Deaths, Votes); one named in the singular numbers
// each row (the section 1, 2, 3 of a class), so the sections asked for are counted, not added.
function countedInPlural(c: ReadingContext, prev: Item | undefined, item: FieldItem): boolean {
  const counting =
    prev?.kind === 'keyword' &&
    (prev.keyword.kind === 'howMany' ||
      (prev.keyword.kind === 'aggregation' && prev.keyword.aggregation === 'count'));
  if (!counting || item.end - item.start !== 1) return false;
  const said = c.tokens[item.start].norm;
  const lemma = c.pack.sense?.(said)?.lemma;
  if (!lemma || lemma === said) return false;
  const name = nameWords(item.metric ?? '');
  return name.includes(lemma) && !name.includes(said);
}

function readingsOf(item: FieldItem): { metric?: string; dimension?: string }[] {
  return [
    { metric: item.metric, dimension: item.dimension },
    ...item.alternatives.flatMap((a) =>
      a.kind === 'field' ? [{ metric: a.metric, dimension: a.dimension }] : [],
    ),
  ];
}

// "price greater than 700 (in USD)", "price above 700 dollars" among price_in_dollars and
// price_in_euros: the currency said next to the number picks the column kept in that currency.
function preferCurrency(c: ReadingContext, item: FieldItem): FieldItem {
  if (!item.alternatives.length) return item;
  const said = c.tokens
    .slice(item.end, item.end + 8)
    .find(
      (t) => own(c.pack.units, t.norm) === 'currency' || own(c.pack.units, t.raw) === 'currency',
    );
  const currency = said ? formatOf(said.raw).currency : undefined;
  if (!currency) return item;
  const kept = readingsOf(item).filter(
    (f) => c.model.metrics.find((m) => m.id === f.metric)?.currency === currency,
  );
  return kept.length === 1 ? { ...item, ...kept[0], alternatives: [] } : item;
}

// "number of distinct countries", "how many countries", "ülke sayısı": each value counted once.
function countDistinct(s: ReadingState, dimension: string): void {
  s.intent.metrics.push({
    id: `__distinct_${dimension}`,
    aggregation: 'count_distinct',
    distinctOf: dimension,
    explicit: true,
  });
}
