import type {
  Intent,
  IntentCompare,
  IntentCondition,
  IntentMetric,
  Problem,
  Reading,
} from '../intent';
import type { Aggregation } from '../../model/semantic-model';
import type { RangeSpec } from '../date-spec';
import { measureOfKind } from '../mass-values';
import { moneyColumnOf, moneyFlow } from '../money-words';
import { ORDINAL_SUFFIX } from '../pack-patterns';
import { looksLikeIdentifier, nameWords } from '../../model/humanize';
import { isStopWord, keywordIndex } from '../keywords';
import { tokenize } from '../../text/normalize';
import type { Item } from '../segment';
import { isRowId, nameDimension, rowsMetric } from './model-roles';
import type { FieldItem, ReadingContext, ReadingState } from './reading';
import { adjacent, isAggregation, isKeyword, textOf, timeDimension } from './reading';

const RANKING_WORDS = ['highest', 'lowest', 'top', 'bottom'];

// From what the constructions read to one logical form: the steps that need the whole question
// (a ranking said after its group, a default measure, the time a window or a cycle needs), in
// order; any of them may end the reading with a prompt instead.
export function compose(c: ReadingContext, s: ReadingState): Reading | Problem {
  const followUp = c.items[0]?.kind === 'keyword' && c.items[0].keyword.kind === 'followUp';
  const problem = askedBack(c, s);
  if (problem) return problem;
  const said = measureOf(c, s);
  // No unexplained words: a word the reading does not use could change the numbers, so it is named
  // back instead of dropped.
  if (s.unknown.length) return { kind: 'unknown', words: s.unknown, understood: s.intent };
  lateAggregation(s);
  perEachEntity(c, s);
  extremeColumns(c, s);
  const dropped = droppedAggregation(c, s) ?? eitherTest(c, s) ?? howManyOfRate(c, s);
  if (dropped) return dropped;
  const running = runningTotal(c, s);
  if (running) return running;
  const grouped = cycleAndShare(c, s) ?? grainsAndGroups(c, s);
  if (grouped) return grouped;
  const oneValue = (d: string) =>
    s.intent.filters.some((f) => f.dimension === d && f.values.length === 1 && !f.match);
  s.intent.groups = s.intent.groups.filter(
    (g) =>
      !s.textTested.has(g.dimension) &&
      !(s.filterSubjects.has(g.dimension) && oneValue(g.dimension)),
  );
  distinctAsGroups(c, s);
  countOfKey(c, s);
  binnedCount(c, s);
  listing(c, s);
  pairs(c, s);
  comparedCount(c, s);
  // "the memories and carriers of phones": a column measured is no breakdown of itself beside
  // another breakdown.
  if (s.intent.groups.length > 1)
    s.intent.groups = s.intent.groups.filter(
      (g) => !s.intent.metrics.some((m) => m.id === g.dimension && !m.distinctOf),
    );
  ranking(c, s);
  countedIds(c, s);
  if (s.rankSize) {
    // A count before a ranking word that ranks nothing is asked back, never dropped.
    if (!s.intent.rank) return { kind: 'unknown', words: [textOf(c, s.rankSize)] };
    s.intent.rank = { ...s.intent.rank, limit: s.rankSize.value };
  }
  withoutTotalRows(c, s);
  return (
    valueOrMeasure(c, s) ??
    conditions(c, s) ??
    time(c, s) ??
    chartAxis(c, s) ??
    unusedField(c, s) ?? { intent: s.intent, followUp, said }
  );
}

// A measure the question names that the reading leaves out while it counts rows ("the number of
// deaths by name" read as a count of storms by name, the Deaths column unused) answers another
// question: the measure is named back.
function unusedField(c: ReadingContext, s: ReadingState): Problem | undefined {
  const i = s.intent;
  const counts = (id: string) =>
    c.model.metrics.find((m) => m.id === id)?.expression.kind === 'rows';
  if (!i.metrics.length || !i.metrics.every((m) => m.distinctOf || counts(m.id))) return undefined;
  const used = new Set<string>(
    [
      ...i.metrics.flatMap((m) => [m.id, m.distinctOf]),
      ...i.groups.map((g) => g.dimension),
      ...i.filters.map((f) => f.dimension),
      ...[...i.conditions, ...(i.partConditions ?? [])].map((x) => x.field),
      i.view?.sort?.field,
      s.perMetric,
    ].filter((x): x is string => !!x),
  );
  const unused = c.items.find(
    (x): x is FieldItem =>
      x.kind === 'field' &&
      !!x.metric &&
      !x.dimension &&
      !x.alternatives.length &&
      !used.has(x.metric),
  );
  return unused ? { kind: 'unknown', words: [textOf(c, unused)], understood: i } : undefined;
}

// The columns of categories or dates named in the question that the reading does not use.
function unusedColumns(c: ReadingContext, s: ReadingState): string[] {
  const i = s.intent;
  const used = new Set(
    [
      ...i.metrics.flatMap((m) => [m.id, m.distinctOf]),
      ...i.groups.map((g) => g.dimension),
      ...i.filters.map((f) => f.dimension),
      ...[...i.conditions, ...(i.partConditions ?? [])].map((x) => x.field),
      i.view?.sort?.field,
      // The date column said beside a period it ranges; said alone, it is still free for an axis.
      i.date || i.compare || i.excluded?.length ? i.timeDimension : undefined,
    ].filter((x): x is string => !!x),
  );
  const named = c.items.flatMap((x) =>
    x.kind === 'field' && x.dimension && !x.alternatives.length ? [x.dimension] : [],
  );
  return [...new Set(named)].filter(
    (d) => !used.has(d) && c.dims.get(d)?.kind !== undefined && !s.textTested.has(d),
  );
}

// "which type of disaster killed the most people" where an "All natural disasters" row holds each
// year's sum of the kinds: that row is left out (and shown so in the card's filters) unless the
// question names a value of its column, so nothing is counted twice and the whole never ranks
// among its parts.
function withoutTotalRows(c: ReadingContext, s: ReadingState): void {
  for (const d of c.model.dimensions) {
    if (!d.totalValue || s.intent.filters.some((f) => f.dimension === d.id)) continue;
    s.intent.filters.push({ dimension: d.id, values: [d.totalValue], negate: true });
  }
}

// "which 3 months had the most rain" where the weather column holds "rain" and a Precipitation
// column measures it: the rows with that value counted, or the measure the dictionary calls the
// word's kind (rain is a precipitation). A ranking of rows counted under such a word is asked
// back with both readings.
function valueOrMeasure(c: ReadingContext, s: ReadingState): Problem | undefined {
  const { rank, metrics } = s.intent;
  const counted = metrics.length === 1 && metrics[0].id === rowsMetric(c.model);
  if (!rank || !counted || !c.pack.broaderNouns) return undefined;
  for (const [i, x] of c.items.entries()) {
    if (x.kind !== 'value' || x.options.length !== 1 || x.end - x.start !== 1) continue;
    // "weather rain": the column said with it, the value is meant.
    const before = c.items[i - 1];
    if (before?.kind === 'field' && before.dimension === x.options[0].dimension) continue;
    const measure = measureOfKind(c.tokens[x.start].norm, c.model, c.locale);
    if (measure)
      return {
        kind: 'readings',
        phrase: textOf(c, x),
        options: [{ value: x.options[0] }, { field: { metric: measure } }],
      };
  }
  return undefined;
}

// "the customer with the most invoices" where each row is one invoice (Fatura No unique per row):
// the rows ranked by count under each invoice would all be 1; the invoices are what is counted.
function countedIds(c: ReadingContext, s: ReadingState): void {
  const { rank, metrics, groups } = s.intent;
  const counted = metrics.length === 1 && metrics[0].id === rowsMetric(c.model);
  if (!rank || !counted || groups.length < 2) return;
  const perRow = (id: string) => (c.dims.get(id)?.distinct ?? 0) >= c.model.rowCount * 0.98;
  const kept = groups.filter((g) => !perRow(g.dimension));
  if (kept.length && kept.length < groups.length) s.intent.groups = kept;
}

// A chart asked for one number ("a pie chart of the total") has no axis: the breakdown meant is
// asked back, never guessed and never dropped.
function chartAxis(c: ReadingContext, s: ReadingState): Problem | undefined {
  const { view, groups, rank } = s.intent;
  // An order asked of one number ("the number of countries …, order in ascending") orders nothing:
  // the reading is not the one meant.
  if (!(view?.chart || view?.sort) || view.chart === 'table' || groups.length || rank)
    return undefined;
  // The one column the question names and the reading left unused ("the director names who …,
  // count them by a bar chart", "the floors for all street address using a bar chart") is what
  // the chart is drawn along: every word is then used, nothing guessed.
  const axis = unusedColumns(c, s);
  if (view.chart && axis.length === 1) {
    groups.push({ dimension: axis[0] });
    return undefined;
  }
  // The chart by its kind, not by the words around it ("Plot them as bar chart"); none for an order.
  return { kind: 'noAxis', ...(view.chart ? { chart: view.chart } : {}), understood: s.intent };
}

// Ambiguities, critical words and numbers nothing used: asked back, with what was understood.
function askedBack(c: ReadingContext, s: ReadingState): Problem | undefined {
  const { items, tokens } = c;
  const phraseAt = (word: string) => {
    const at = tokens.findIndex((t) => t.raw === word.split(' ')[0]);
    return at < 0 ? tokens.length : at;
  };
  if (s.problems.length) return s.problems[0];
  const ranking = s.superlative ?? s.topWord;
  const numbers = s.countBeforeNumbers;
  // "cars with 8 cylinders with the highest mpg" ranks cars: the count stays a value there.
  if (numbers && ranking && !s.intent.rank && !s.intent.groups.length && !s.entity) {
    s.intent.conditions = s.intent.conditions.filter((x) => x !== numbers.condition);
    s.countBefore = numbers.number;
    s.intent.groups.push({ dimension: numbers.dimension });
  }
  if (
    s.countBefore &&
    ranking &&
    !s.intent.rank &&
    s.countBefore.value >= 1 &&
    s.countBefore.value <= 1000
  ) {
    s.usedNumbers.add(s.countBefore);
    s.intent.rank = { direction: ranking, limit: s.countBefore.value };
  }
  // "the 5 lightest cars": a count said right before the ranking word sizes the ranking.
  const sized = items.findIndex(
    (x, i) =>
      x.kind === 'number' &&
      !s.usedNumbers.has(x) &&
      Number.isInteger(x.value) &&
      x.value >= 1 &&
      x.value <= 1000 &&
      adjacent(x, items[i + 1]) &&
      RANKING_WORDS.some((kind) => isKeyword(items[i + 1], kind)),
  );
  const size = items[sized];
  if (ranking && size?.kind === 'number') {
    s.usedNumbers.add(size);
    s.rankSize = size;
  }
  // Numbers nothing used ("older than 40" with no age column) are asked back like words.
  const looseNumbers = items.filter(
    (i) =>
      i.kind === 'number' &&
      !s.usedNumbers.has(i) &&
      !(
        ORDINAL_SUFFIX.test(tokens[i.end]?.norm ?? '') &&
        isKeyword(items[items.indexOf(i) + 2], 'percentile')
      ),
  );
  s.critical.push(...looseNumbers.map((x) => textOf(c, x)));
  if (s.critical.length)
    return {
      kind: 'unknown',
      // Every word it could not use, in the order the question says them.
      words: [...new Set([...s.critical, ...s.unknown])].sort((a, b) => phraseAt(a) - phraseAt(b)),
      ...(s.intent.metrics.length || s.intent.groups.length || s.intent.filters.length
        ? { understood: s.intent }
        : {}),
    };
  return undefined;
}

// "average order value", "revenue per order": where the rows are lines of what they are named by
// (an Order ID repeats), a measure that adds up is totalled per order, not averaged per line. A
// measure averaged by nature (a unit price) stays the lines' average.
function perEachEntity(c: ReadingContext, s: ReadingState): void {
  const words = new Set(s.entityWords ?? []);
  if (!words.size) return;
  const key = c.model.dimensions.find(
    (d) =>
      d.kind === 'categorical' &&
      looksLikeIdentifier(d.column) &&
      nameWords(d.column).some((w) => words.has(w)) &&
      (d.distinct ?? 0) > 1 &&
      (d.distinct ?? 0) < c.model.rowCount * 0.98,
  );
  if (!key) return;
  for (const m of s.intent.metrics) {
    const measure = c.model.metrics.find((x) => x.id === m.id);
    if (
      m.aggregation === 'avg' &&
      !m.per &&
      !m.over &&
      measure?.expression.kind === 'column' &&
      measure.defaultAggregation === 'sum'
    )
      m.perEach = key.id;
  }
}

// The measure asked, or the one a question implies ("how many", "top regions", "revenue over 50").
function measureOf(c: ReadingContext, s: ReadingState): Reading['said'] {
  const { model } = c;
  if (s.perMetric && s.intent.metrics.length === 1 && !s.intent.metrics[0].distinctOf)
    s.intent.metrics[0].over = s.perMetric;
  else if (s.perMetric) s.intent.metrics.push({ id: s.perMetric });
  // A total over the number of rows is the rows' average.
  if (s.perRow)
    for (const m of s.intent.metrics)
      if (
        !m.aggregation &&
        !m.distinctOf &&
        model.metrics.some((x) => x.id === m.id && x.expression.kind === 'column')
      )
        m.aggregation = 'avg';

  // "what percentage of days were sunny": the days are what is counted, not a breakdown by day.
  const time = timeDimension(c, s);
  if (s.percentShare && s.bareGrainWord && !s.intent.metrics.length && time)
    s.intent.metrics.push({
      id: `__distinct_${s.bareGrainWord}`,
      aggregation: 'count_distinct',
      distinctOf: time,
    });
  if (
    s.bareGrainWord &&
    !s.grain &&
    !s.percentShare &&
    (s.which || s.superlative || s.topWord || s.intent.rank)
  )
    s.grain = s.bareGrainWord;
  const said: Reading['said'] = {
    metric: s.intent.metrics.length > 0,
    groups: s.intent.groups.length > 0 || !!s.grain,
    filters: s.intent.filters.length > 0,
    date: s.dates.length > 0,
  };
  // "products with average price above 100", "revenue over 50": with no other measure named, the
  // one tested is the one shown (for each group, or in total over the rows that pass).
  // "the number of employees whose salary is lower than 50000": the salary is only tested, the
  // rows are what is counted.
  const countSaid = c.items.some(
    (x) =>
      x.kind === 'keyword' &&
      (x.keyword.kind === 'howMany' ||
        (x.keyword.kind === 'aggregation' && x.keyword.aggregation === 'count')),
  );
  // The measure said right before a comparison ("salary is lower than 50000") is the one tested.
  const testedHere = (id: string) =>
    c.items.some(
      (x, k) => x.kind === 'field' && x.metric === id && c.items[k + 1]?.kind === 'comparison',
    );
  if (countSaid)
    for (const m of [...s.intent.metrics]) {
      if (m.explicit || m.aggregation || !testedHere(m.id)) continue;
      s.intent.metrics = s.intent.metrics.filter((x) => x !== m);
      for (const x of s.intent.conditions) if (!x.field && !x.aggregation) x.field = m.id;
    }
  const tested = s.intent.conditions.find((x) => model.metrics.some((m) => m.id === x.field));
  if (!s.intent.metrics.length && tested && !s.howMany && !s.entity && s.globalAgg !== 'count') {
    s.intent.metrics.push({
      id: tested.field,
      aggregation: tested.aggregation,
      explicit: !!tested.aggregation,
    });
    said.metric = true;
  }
  // "how much did we earn": the money, where no rows are counted.
  const verb = !s.intent.metrics.length && !s.entity ? moneyVerbColumn(c) : undefined;
  const money = verb?.column;
  if (verb?.word && !verb.column && (s.superlative || s.topWord) && !s.howMany && !s.entity)
    s.unknown.push(verb.word);
  if (money && s.globalAgg !== 'count') {
    s.intent.metrics.push({ id: money, aggregation: 'sum' });
    said.metric = true;
  }
  if (!s.intent.metrics.length) {
    const countLike = model.metrics.find((m) => m.countLike);
    if (s.howMany || s.globalAgg === 'count' || s.entity) {
      s.intent.metrics.push(
        (s.howMany || s.entity) && countLike && !s.rowsNamed
          ? { id: countLike.id, aggregation: 'sum' }
          : { id: rowsMetric(model), aggregation: 'count' },
      );
      said.metric = true;
    } else if (
      // "which customer spent the most" where no column is that money: asked, never a quantity.
      !verb &&
      (s.superlative || s.topWord) &&
      (s.intent.groups.length || s.grain) &&
      // "which store dropped the most" where each store is one row: a count of rows would rank
      // groups of one, so what is measured is asked instead.
      (s.grain || !s.intent.groups.every((g) => isRowId(model, c.dims.get(g.dimension))))
    ) {
      // "the largest age group" of rows that each carry a count of people: the most people; rows
      // named by their id ("the customer with the most invoices") are counted.
      const idNamed = c.items.some(
        (x) => x.kind === 'field' && isRowId(model, c.dims.get(x.dimension ?? '')),
      );
      s.intent.metrics.push(
        countLike && !s.rowsNamed && !idNamed
          ? { id: countLike.id, aggregation: 'sum' }
          : { id: rowsMetric(model), aggregation: 'count' },
      );
      said.metric = true;
    }
  }
  return said;
}

// "what did we earn last month", "which region earned the most": a verb of money coming in or going
// out, among the words no item claimed, is the data's column of that money where nothing else is
// measured. Only a column of amounts that add up (not a price, which is a level): "what did we
// spend" is no sum of unit prices.
// Said (the column undefined, the verb as written) where the verb is one of money and no column is
// that money.
function moneyVerbColumn(c: ReadingContext): { column?: string; word?: string } | undefined {
  const claimed = (i: number) => c.items.some((x) => x.start <= i && i < x.end);
  let said: string | undefined;
  for (const [i, t] of c.tokens.entries()) {
    if (claimed(i) || t.isNumber) continue;
    const sense = c.pack.sense?.(t.norm);
    if (!sense || !(sense.relatingVerb || sense.relatingIfVerb)) continue;
    const column = moneyColumnOf(sense.lemma, c.model, c.locale);
    const adds = c.model.metrics.find((m) => m.id === column)?.defaultAggregation === 'sum';
    if (column && adds) return { column };
    if (c.locale === 'en' && /^[a-z]+$/.test(sense.lemma) && moneyFlow(sense.lemma)) said ??= t.raw;
  }
  return said ? { word: said } : undefined;
}

// "nüfus toplamı": an aggregation written after its measure; "monthly growth" as a window.
// "the average of their vote id" where the id is no measure: an average, a sum, a minimum or a
// maximum said of nothing the answer measures would silently become a count of rows. Named back.
function droppedAggregation(c: ReadingContext, s: ReadingState): Problem | undefined {
  const measured = s.intent.metrics.some(
    (m) =>
      !m.distinctOf && c.model.metrics.some((x) => x.id === m.id && x.expression.kind !== 'rows'),
  );
  // "how many products with average price above 100": the average is the condition's.
  if (measured || s.intent.conditions.some((x) => x.aggregation)) return undefined;
  const word = c.items.find(
    (x, i) =>
      x.kind === 'keyword' &&
      x.keyword.kind === 'aggregation' &&
      !['count', 'count_distinct'].includes(x.keyword.aggregation) &&
      // "total number of", "total count", "the total the number of": the total is the count.
      !(isAggregation(c.items[i + 1]) && nextTo(c, x, c.items[i + 1])) &&
      !isKeyword(c.items[i + 1], 'howMany'),
  );
  return word ? { kind: 'unknown', words: [textOf(c, word)], understood: s.intent } : undefined;
}

// Side by side, or apart only by words of no content ("the total the number").
function nextTo(c: ReadingContext, a: Item, b: Item): boolean {
  if (adjacent(a, b)) return true;
  const between = c.tokens.slice(a.end, b.start);
  return !b.pause && between.every((t) => !t.pause && isStopWord(t.norm, c.locale));
}

// "kaç satışta iskonto uygulandı" (in how many sales was a discount given) of a column of
// discount rates: "how many" cannot be an amount of a rate or a price, which is averaged; the
// rows it counts are not said. The column's words are named back.
function howManyOfRate(c: ReadingContext, s: ReadingState): Problem | undefined {
  const [m, ...others] = s.intent.metrics;
  if (!s.howMany || !m || others.length || m.aggregation || m.explicit || m.distinctOf) return;
  const measure = c.model.metrics.find((x) => x.id === m.id);
  const rate = measure?.defaultAggregation === 'avg' || measure?.format === 'percent';
  if (measure?.expression.kind !== 'column' || !rate) return;
  const said = c.items.find((x) => x.kind === 'field' && x.metric === m.id);
  return said
    ? { kind: 'countOfRate', phrase: textOf(c, said), metric: m.id, understood: s.intent }
    : undefined;
}

// "managers of age above 50 or below 46": tests offered as alternatives are not all required, and
// the answer's conditions all are. An upper and a lower bound of one column either side of a gap
// are one test, the values outside it; other alternatives are named back rather than read as "and".
function eitherTest(c: ReadingContext, s: ReadingState): Problem | undefined {
  const at = c.tokens.findIndex(
    (t, i) =>
      c.pack.alternatives.includes(t.norm) &&
      [
        ...c.items.filter((x) => x.end <= i).slice(-1),
        ...c.items.filter((x) => x.start > i).slice(0, 1),
      ].some((x) => x.kind === 'comparison'),
  );
  if (at < 0) return undefined;
  // The tests either side ("more than 8 units or fewer than 3 units": past the column's name).
  const before = c.items.filter((x) => x.end <= at && x.kind === 'comparison').slice(-1)[0];
  const after = c.items.find((x) => x.start > at && x.kind === 'comparison');
  const test = (x: Item | undefined) =>
    x?.kind === 'comparison'
      ? s.intent.conditions.find((k) => k.op === x.op && k.values[0] === x.values[0])
      : undefined;
  const [one, other] = [test(before), test(after)];
  const above = [one, other].find((k) => k?.op === '>');
  const below = [one, other].find((k) => k?.op === '<');
  const field = one?.field || other?.field;
  if (
    above &&
    below &&
    below.values[0] < above.values[0] &&
    (!one?.field || !other?.field || one.field === other.field) &&
    !one?.aggregation &&
    !other?.aggregation
  ) {
    s.intent.conditions = s.intent.conditions.filter((k) => k !== above && k !== below);
    s.intent.conditions.push({
      field: field ?? '',
      op: 'outside',
      values: [below.values[0], above.values[0]],
    });
    return undefined;
  }
  return { kind: 'unknown', words: [c.tokens[at].raw], understood: s.intent };
}

// "the max temp in 2013" of a column of daily maxima (temp_max): its highest value, not the
// average of the maxima; a column whose name says min, its lowest. An aggregation said wins
// ("average max temp").
function extremeColumns(c: ReadingContext, s: ReadingState): void {
  for (const m of s.intent.metrics) {
    if (m.aggregation || m.explicit || m.distinctOf) continue;
    const measure = c.model.metrics.find((x) => x.id === m.id);
    if (measure?.expression.kind !== 'column') continue;
    const extremes = nameWords(measure.id).flatMap((w) => {
      const [k] = keywordIndex(c.locale)
        .matches(tokenize(w), c.locale, () => true)
        .filter((x) => x.start === 0 && x.end === 1 && x.quality >= 3);
      const t = k?.target;
      if (t?.kind === 'aggregation' && (t.aggregation === 'max' || t.aggregation === 'min'))
        return [t.aggregation];
      return t?.kind === 'highest'
        ? ['max' as const]
        : t?.kind === 'lowest'
          ? ['min' as const]
          : [];
    });
    if (new Set(extremes).size === 1) m.aggregation = extremes[0];
  }
}

function lateAggregation(s: ReadingState): void {
  // "nüfus toplamı": an aggregation written after its measure.
  if (
    s.globalAgg &&
    s.globalAgg !== 'count' &&
    s.intent.metrics.length === 1 &&
    !s.intent.metrics[0].aggregation &&
    !s.intent.metrics[0].distinctOf
  ) {
    s.intent.metrics[0] = {
      ...s.intent.metrics[0],
      aggregation: s.globalAgg,
      ...(s.globalAgg === 'percentile' ? { percentile: s.percentile } : {}),
      explicit: true,
    };
  }
  // "2025 aylık ciro büyümesi", "monthly growth": growth of each bucket over the one before.
  if (
    s.growth &&
    (s.grain || s.cycle === 'decade') &&
    s.compareAt < 0 &&
    !s.compareKind &&
    s.dates.length <= 1 &&
    !s.intent.driver
  )
    s.intent.window = { kind: 'growth' };
}

// A running total adds each bucket to the ones before: of sums and counts only. "Cumulative average
// price" adds averages up, a number that means nothing, so the word is asked back.
function runningTotal(c: ReadingContext, s: ReadingState): Problem | undefined {
  const m = s.intent.metrics[0];
  if (s.intent.window?.kind !== 'cumulative' || !m) return undefined;
  const aggregation =
    m.aggregation ?? c.model.metrics.find((x) => x.id === m.id)?.defaultAggregation;
  return addsUp(c, m, aggregation)
    ? undefined
    : { kind: 'unknown', words: [s.windowWord ?? ''], understood: s.intent };
}

// Whether a measure adds up over rows (a sum, a count, or things counted once each), so that a part
// of it is a share of it and its buckets make a running total.
function addsUp(c: ReadingContext, m: IntentMetric, aggregation: Aggregation | undefined): boolean {
  if (m.distinctOf) return true;
  const measure = c.model.metrics.find((x) => x.id === m.id);
  return (
    (aggregation === 'sum' || aggregation === 'count') &&
    !m.over &&
    !m.per &&
    !m.rateOf &&
    (!measure || measure.expression.kind === 'column' || measure.expression.kind === 'rows')
  );
}

// "by day of week", "by decade"; "what percentage of MRR comes from Enterprise".
function cycleAndShare(c: ReadingContext, s: ReadingState): Problem | undefined {
  const { dims } = c;
  if (s.cycle) {
    const t = timeDimension(c, s);
    if (!t || (s.cycle === 'weekday' && dims.get(t)?.timeKind === 'year'))
      return { kind: 'noTime' };
    s.intent.groups = s.intent.groups.filter((g) => g.dimension !== t);
    s.intent.groups.unshift({ dimension: t, cycle: s.cycle });
  }
  // "share of revenue from the Marketplace channel": the column said after its one value names
  // the value, it breaks nothing down.
  if (s.percentShare || s.intent.share)
    s.intent.groups = s.intent.groups.filter(
      (g) =>
        !s.filterSubjects.has(g.dimension) ||
        !s.intent.filters.some((f) => f.dimension === g.dimension && f.values.length === 1),
    );
  // "what percentage of MRR comes from Enterprise": the named values are the part, not a filter.
  if (s.percentShare && !s.intent.groups.length && !s.grain) {
    // "küme 2'deki ülkelerin payı": a number of a categorical column names a part too.
    const named = s.intent.conditions.filter(
      (x) => x.op === '=' && !x.aggregation && dims.get(x.field)?.kind === 'categorical',
    );
    const part = [
      ...s.intent.filters.filter((f) => !f.negate),
      ...named.map((x) => ({ dimension: x.field, values: x.values.map(String), negate: false })),
    ];
    // "share of the population aged 65 and over": a test of a number on each row names a part too.
    // Only where the question names the column tested: "over 80" alone is asked back.
    const numbered = (id: string) =>
      !!c.dims.get(id)?.numeric ||
      c.model.metrics.some((m) => m.id === id && m.expression.kind === 'column');
    const tests = s.intent.conditions.filter(
      (x) =>
        !x.aggregation &&
        !named.includes(x) &&
        numbered(x.field) &&
        x.values.every(Number.isFinite),
    );
    if (!part.length && !tests.length) return sharesOfColumn(c, s);
    // A share is a part of a total: of a sum or a count. "What percentage of average MRR" has no
    // such total, so the share word is asked back.
    const m = s.intent.metrics[0];
    if (!m || !addsUp(c, m, m.aggregation ?? 'sum'))
      return { kind: 'unknown', words: [s.shareWord ?? ''], understood: s.intent };
    // "what percentage of seats are on Enterprise": the share of the total, whatever the column's
    // usual aggregation (seats are averaged when asked alone).
    const usual = c.model.metrics.find((x) => x.id === m.id)?.defaultAggregation;
    if (!m.aggregation && usual && usual !== 'sum' && usual !== 'count') m.aggregation = 'sum';
    s.intent.part = part;
    if (tests.length) s.intent.partConditions = tests;
    s.intent.filters = s.intent.filters.filter((f) => f.negate);
    s.intent.conditions = s.intent.conditions.filter(
      (x) => !named.includes(x) && !tests.includes(x),
    );
    s.intent.share = false;
  }

  return undefined;
}

// "the proportion of carriers", "the percentage of classes": with no part named, the share word
// followed by a column of categories asks each category's share of the rows. Anything else after
// it is asked back.
function sharesOfColumn(c: ReadingContext, s: ReadingState): Problem | undefined {
  const at = c.items.findIndex((x) => isKeyword(x, 'share'));
  // "the proportion of the number of countries": the share of each country's rows as well.
  const after = c.items[at + 1];
  const word = after?.kind === 'keyword' ? after.keyword : undefined;
  const counted =
    word?.kind === 'aggregation' && ['count', 'count_distinct'].includes(word.aggregation);
  const next = c.items[at + (counted ? 2 : 1)];
  const column =
    at >= 0 && next?.kind === 'field' && !next.metric && next.dimension
      ? c.dims.get(next.dimension)
      : undefined;
  if (
    !column ||
    column.kind !== 'categorical' ||
    s.intent.metrics.some((m) => !addsUp(c, m, m.aggregation ?? 'count'))
  )
    return { kind: 'unknown', words: [s.shareWord ?? ''], understood: s.intent };
  s.intent.groups.push({ dimension: column.id });
  if (!s.intent.metrics.length) s.intent.metrics.push({ id: rowsMetric(c.model) });
  s.intent.share = true;
  return undefined;
}

function holdsYears(c: ReadingContext, id: string): boolean {
  const range = c.model.metrics.find((m) => m.id === id)?.range;
  return (
    !!c.dims.get(id)?.numeric &&
    !!range &&
    Number.isInteger(range.min) &&
    range.min >= 1000 &&
    range.max <= 2300
  );
}

// The time grain as a group, years kept whole, and named values side by side.
function grainsAndGroups(c: ReadingContext, s: ReadingState): Problem | undefined {
  const { dims } = c;
  // "how many departments were built each year? Group by creation": with no date column, a
  // breakdown said by a column of whole numbers that are all years (Creation: 1789–2002) is
  // already by year.
  const byYears =
    !timeDimension(c, s) &&
    s.grain === 'yearly' &&
    c.items.some(
      (x, k) =>
        x.kind === 'field' &&
        !!x.dimension &&
        holdsYears(c, x.dimension) &&
        s.intent.groups.some((g) => g.dimension === x.dimension) &&
        isKeyword(c.items[k - 1], 'by') &&
        adjacent(c.items[k - 1], x),
    );
  if (s.grain && !(s.cycle === 'weekday' && s.grain === 'daily') && !byYears) {
    const t = timeDimension(c, s);
    if (!t) return { kind: 'noTime' };
    const existing = s.intent.groups.find((g) => g.dimension === t);
    if (existing) existing.grain = s.grain;
    else if (s.intent.groups.length < 2)
      s.intent.groups.unshift({
        dimension: t,
        // Hours stay, so that a column of years is asked back about instead of answered by year.
        grain: dims.get(t)?.timeKind === 'year' && s.grain !== 'hourly' ? undefined : s.grain,
      });
  }
  for (const g of s.intent.groups)
    if (dims.get(g.dimension)?.timeKind === 'year' && g.grain !== 'hourly') g.grain = undefined;
  // "average price of GOOG and AAPL": one row for each value named.
  for (const f of s.intent.filters) {
    if (
      f.values.length > 1 &&
      !f.negate &&
      s.intent.groups.length < 2 &&
      !s.intent.groups.some((g) => g.dimension === f.dimension)
    )
      s.intent.groups.push({ dimension: f.dimension });
  }

  return undefined;
}

// "the different teams and the number of technicians", "each distinct product name and its average
// price", "a pie chart of the number of results": values counted once beside another measure, or
// in a chart that needs an axis, are the groups of the answer, each counted by its rows.
function distinctAsGroups(c: ReadingContext, s: ReadingState): void {
  const { metrics, groups } = s.intent;
  const distinct = metrics.filter((m) => m.distinctOf && m.id === `__distinct_${m.distinctOf}`);
  if (new Set(distinct.map((m) => m.distinctOf)).size !== 1) return;
  const dimension = distinct[0].distinctOf as string;
  const others = metrics.filter((m) => !distinct.includes(m));
  const grouped = groups.some((g) => g.dimension === dimension);
  // A chart or an order asked needs rows to show or order; "how many … of each" ends on its
  // breakdown.
  const charted =
    (!!s.intent.view?.chart || !!s.intent.view?.sort || s.byPending) && !groups.length;
  if (!grouped && (groups.length > 0 || (!others.length && !charted))) return;
  if (!grouped) groups.unshift({ dimension });
  s.distributive = true;
  s.intent.metrics = others.length ? others : [{ id: rowsMetric(c.model) }];
}

// "the number of creation by creation": a column added up within the groups of its own values adds
// each value to itself; what is counted is the rows of each value.
function countOfKey(c: ReadingContext, s: ReadingState): void {
  const { metrics, groups } = s.intent;
  if (metrics.length !== 1 || groups.length !== 1) return;
  const [m] = metrics;
  const keyed = groups[0].dimension === m.id && !groups[0].grain && !groups[0].cycle;
  if (!keyed || m.distinctOf || m.arithmetic || (m.aggregation && m.aggregation !== 'sum')) return;
  s.intent.metrics = [{ id: rowsMetric(c.model) }];
}

// "the planned delivery dates, bin by weekday in a bar chart": dates put in bins with nothing
// measured are a histogram, each bin's rows counted.
function binnedCount(c: ReadingContext, s: ReadingState): void {
  const { metrics, groups, view } = s.intent;
  if (metrics.length || !view?.chart || !groups.some((g) => g.cycle || g.grain)) return;
  s.intent.metrics = [{ id: rowsMetric(c.model) }];
}

// "the names and ages of every singer", "the name and level of catalog structure": with no word of
// aggregation, a number column listed beside a column that tells the rows apart is each row's
// value, not a second breakdown.
function listing(c: ReadingContext, s: ReadingState): void {
  const aggregated = c.items.some(
    (x) =>
      x.kind === 'keyword' && (x.keyword.kind === 'aggregation' || x.keyword.kind === 'howMany'),
  );
  const measured = (id: string) =>
    c.model.metrics.some((m) => m.id === id && m.expression.kind === 'column');
  const named = nameDimension(c.model);
  if (s.everyRow && named && s.intent.groups.every((g) => measured(g.dimension)))
    s.intent.groups.push({ dimension: named.id });
  const { groups } = s.intent;
  if (aggregated || groups.length !== 2) return;
  const value = groups.find((g) => measured(g.dimension));
  const key = groups.find((g) => g !== value);
  const keyDim = key && c.dims.get(key.dimension);
  if (!value || !keyDim || (keyDim.distinct ?? 0) < c.model.rowCount * 0.98) return;
  s.intent.groups = [key];
  s.intent.metrics = [{ id: value.dimension, aggregation: 'sum', explicit: false }];
  // Rows listed with their ids come in the order of the ids, not ranked by them.
  const id = c.model.metrics.find((m) => m.id === value.dimension)?.identifier;
  if (id && !s.intent.view?.sort)
    s.intent.view = { ...s.intent.view, sort: { dir: 'asc', by: 'y' } };
}

// "the distribution of meter_400 and meter_100", "account id by account_name" as a chart: two
// columns and no word of aggregation, read as neither a breakdown nor a measure, are the pairs of
// each row: by the column whose values name each row, the other column's value.
function pairs(c: ReadingContext, s: ReadingState): void {
  if (s.intent.groups.length && s.intent.metrics.length) return;
  if (c.items.some((x) => isAggregation(x) || isKeyword(x, 'howMany'))) return;
  const named = [
    ...new Set(c.items.flatMap((x) => (x.kind === 'field' ? [x.dimension ?? x.metric ?? ''] : []))),
  ];
  if (named.length !== 2) return;
  const measured = (id: string) =>
    c.model.metrics.some((m) => m.id === id && m.expression.kind === 'column');
  const eachRow = (id: string) => (c.dims.get(id)?.distinct ?? 0) >= c.model.rowCount;
  const other = (id: string) => named.find((o) => o !== id) ?? '';
  // The axis said ("over Start_from", "a chart … by name") is the key, whatever its values; else
  // the column that names each row. Without a chart, "employee id by department" is asked back.
  const charted = !!s.intent.view?.chart;
  const axis = named.find((id) =>
    c.items.some(
      (x, k) =>
        x.kind === 'field' &&
        (x.dimension ?? x.metric) === id &&
        (isKeyword(c.items[k - 1], 'greater') || (charted && isKeyword(c.items[k - 1], 'by'))),
    ),
  );
  const key =
    axis && measured(other(axis)) ? axis : named.find((id) => eachRow(id) && measured(other(id)));
  const value = named.find((id) => id !== key);
  if (!key || !value) return;
  s.intent.groups = [{ dimension: key }];
  s.intent.metrics = [{ id: value, aggregation: 'sum', explicit: false }];
  s.intent.share = false;
  // Along an axis said, the points in its order; rows listed with their ids, in the ids' order.
  const id = c.model.metrics.find((m) => m.id === value)?.identifier;
  if ((key === axis || id) && !s.intent.view?.sort)
    s.intent.view = { ...s.intent.view, sort: { dir: 'asc', by: key === axis ? 'x' : 'y' } };
}

// "Compare the total number of different product names": one count compares nothing; a comparison
// of the names counted is the rows of each name.
function comparedCount(c: ReadingContext, s: ReadingState): void {
  const [m] = s.intent.metrics;
  if (s.compareAt < 0 || s.compareKind || s.dates.length || s.intent.groups.length) return;
  if (s.intent.metrics.length !== 1 || !m.distinctOf) return;
  if (c.dims.get(m.distinctOf)?.kind !== 'categorical') return;
  s.intent.groups = [{ dimension: m.distinctOf }];
  s.intent.metrics = [{ id: rowsMetric(c.model) }];
}

// "top", "lowest", "which": a ranking of the groups, or the extreme of the measure.
function ranking(c: ReadingContext, s: ReadingState): void {
  const direction = s.superlative ?? s.topWord;
  // "lowest minimum temperature by year": the extreme within each group, not a ranking of groups.
  const perGroupExtreme =
    (s.groupedBy || !!s.distributive) &&
    s.superlative &&
    !s.which &&
    !s.topWord &&
    !s.bareGrain &&
    s.superlativeMetricAt >= 0 &&
    (s.firstGroupAt > s.superlativeMetricAt || !!s.distributive) &&
    !s.intent.metrics[0]?.explicit;
  if (perGroupExtreme && !s.intent.rank && s.intent.metrics[0]) {
    s.intent.metrics[0] = {
      ...s.intent.metrics[0],
      aggregation: s.superlative === 'desc' ? 'max' : 'min',
      explicit: true,
    };
  } else if (direction && s.intent.groups.length) {
    s.intent.rank ??= { direction, limit: s.which || s.singularGroup ? 1 : 10 };
    // "which stock had the highest price", "the 2 stocks with the highest price": the groups ranked
    // by their extreme row, when the measure is a level (a price, an age) that is averaged by
    // default, not a total.
    const [m] = s.intent.metrics;
    const level = c.model.metrics.find((x) => x.id === m?.id)?.defaultAggregation === 'avg';
    if (
      s.superlative &&
      m &&
      level &&
      !s.superlativeVerb &&
      !m.explicit &&
      !m.aggregation &&
      !s.intent.compare
    )
      s.intent.metrics[0] = { ...m, aggregation: direction === 'desc' ? 'max' : 'min' };
  } else if (direction && !s.intent.rank) {
    if (
      s.superlative &&
      s.intent.metrics.length &&
      !s.intent.metrics[0].explicit &&
      !s.intent.metrics[0].distinctOf &&
      s.intent.metrics[0].aggregation !== 'count'
    ) {
      s.intent.metrics[0] = {
        ...s.intent.metrics[0],
        aggregation: s.superlative === 'desc' ? 'max' : 'min',
        explicit: true,
      };
    }
  }
  if (s.intent.rank && !s.intent.groups.length) s.intent.rank = undefined;
}

// Whether a bound on rows tests something of a column: some of its values pass and some do not.
function splits(range: { min: number; max: number }, x: IntentCondition): boolean {
  const [a, b = a] = x.values;
  switch (x.op) {
    case '<':
      return a > range.min && a <= range.max;
    case '<=':
      return a >= range.min && a < range.max;
    case '>':
      return a >= range.min && a < range.max;
    case '>=':
      return a > range.min && a <= range.max;
    case 'between':
      return Math.min(a, b) <= range.max && Math.max(a, b) >= range.min;
    case 'outside':
      return a > range.min || b < range.max;
    default:
      return a >= range.min && a <= range.max;
  }
}

// A bound said without its column, on rows, that the measure asked cannot meet or always meets
// ("children under 10" of a count of people in the millions) belongs to the one numeric column
// whose values it divides (the ages); with none or several such columns it stays the measure's.
function boundColumn(c: ReadingContext, s: ReadingState, x: IntentCondition): string | undefined {
  const main = c.model.metrics.find((m) => m.id === s.intent.metrics[0]?.id);
  if (s.intent.groups.length || !main?.range || splits(main.range, x)) return undefined;
  const others = c.model.metrics.filter(
    (m) =>
      m !== main &&
      m.expression.kind === 'column' &&
      !m.identifier &&
      !!m.range &&
      splits(m.range, x),
  );
  return others.length === 1 ? others[0].id : undefined;
}

// Conditions said without their measure take the one asked; one nobody can place is asked back.
function conditions(c: ReadingContext, s: ReadingState): Problem | undefined {
  const main = s.intent.metrics[0];
  // "channels with more than 100 orders" tests each group's count; without groups a count of rows
  // tested against a number tests nothing ("more than 5" of what?): the number is asked back.
  const countsRows =
    !!main && c.model.metrics.find((m) => m.id === main.id)?.expression.kind === 'rows';
  const placeable = !!main && !main.distinctOf && !(countsRows && !s.intent.groups.length);
  for (const x of s.intent.conditions)
    if (!x.field && placeable) x.field = boundColumn(c, s, x) ?? main.id;
  // A number nobody can place ("over 100" with nothing to compare) is asked back, never dropped.
  const unplaced = s.intent.conditions
    .filter((x) => !x.field)
    .map((x) => `${x.op} ${x.values.join(' – ')}`);
  if (unplaced.length) return { kind: 'unknown', words: unplaced };

  return undefined;
}

// The periods: compared, to date, excluded, or the one a driver question explains.
function time(c: ReadingContext, s: ReadingState): Problem | undefined {
  const { model, tokens, pack } = c;
  if (s.timeMention) s.intent.timeDimension = s.timeMention;
  // "aylara göre gönderim sayısı": a period said before the date column it breaks down was read on
  // the default date column; the one named is meant, where the default is not named too.
  const named = (d: string) => c.items.some((x) => x.kind === 'field' && x.dimension === d);
  if (s.timeMention && model.defaultTime && !named(model.defaultTime))
    for (const g of s.intent.groups)
      if (g.dimension === model.defaultTime && g.grain) g.dimension = s.timeMention;
  // "compare revenue in Germany and France last quarter": the named values side by side in that
  // period, not the period against the one before.
  const sideBySide = s.intent.filters.some((f) => !f.negate && f.values.length > 1);
  if (sideBySide && s.dates.length <= 1 && !s.compareKind && !s.growth) s.compareAt = -1;
  // "growth from 2015 to 2016": the later period against the earlier one.
  const only = s.dates.length === 1 ? s.dates[0].spec : undefined;
  // "year over year growth between 2010 and 2017": each year's growth on the one before, for the
  // years of the range; the range is where the series runs, not two periods compared.
  if (s.intent.window?.kind === 'growth' && s.intent.groups.length && only?.kind === 'between') {
    s.intent.date = only;
  } else if (s.growth && s.compareAt < 0 && !s.compareKind && only?.kind === 'between') {
    s.intent.date = only.to;
    s.intent.compare = { kind: 'explicit', spec: only.from };
  } else if (s.growth && s.compareAt < 0 && !s.compareKind && s.dates.length === 2) {
    applyDates(s.intent, [s.dates[1], s.dates[0]], 0, undefined);
  } else {
    // "geçen yıla göre bu yıl": the period before "göre" is the baseline, wherever it is said.
    const [first, second] = s.dates;
    const baselineFirst = s.dates.length === 2 && first?.index === s.baselineAt && second;
    applyDates(s.intent, baselineFirst ? [second, first] : s.dates, s.compareAt, s.compareKind);
  }
  if (
    (s.intent.date || s.intent.compare || s.intent.excluded) &&
    !(s.intent.timeDimension ?? model.defaultTime)
  )
    return { kind: 'noTime' };
  // "this year vs last year" on 24 November: 1 January–24 November against the same span a year
  // earlier, like for like (spec §9 to-date variants).
  if (s.intent.compare && s.intent.compare.kind !== 'explicit' && s.intent.date?.kind === 'current')
    s.intent.date = { ...s.intent.date, toDate: true };
  const moved = movedWord(c);
  // "which country grew the most between 1955 and 2005": ranked by the change between the two.
  if (s.intent.rank && s.intent.compare && moved && !s.intent.driver) {
    const most = s.intent.rank.direction === 'desc';
    s.intent.rank = {
      ...s.intent.rank,
      by: 'change',
      direction: moved.up === most ? 'desc' : 'asc',
    };
  } else if (moved && s.dates.length && !s.intent.driver && !s.intent.window)
    // A change over time said of nothing compared ("biggest fall in life expectancy from 1990 to
    // 1995" read as one period) would answer a level: the word is named back. Without a period
    // it is no change ("how many books fall into each category").
    return { kind: 'unknown', words: [moved.word], understood: s.intent };
  // "why did signups fall in June": June against the month before unless another period is named.
  // "how many strikes caused substantial damage": no period and no change explained, so the verb
  // only relates the rows to what they caused.
  // (Words of the data, "Amount of damage", are not the change.)
  const ofData = (at: number) =>
    c.items.some(
      (x) => x.kind !== 'keyword' && x.kind !== 'unknown' && x.start <= at && at < x.end,
    );
  const changeSaid = tokens.some(
    (t, at) =>
      !ofData(at) &&
      (pack.downWords.includes(t.norm) ||
        pack.upWords.includes(t.norm) ||
        !!pack.changeWord?.(t.norm)),
  );
  if (s.intent.driver && s.causeVerb && !s.intent.date && !changeSaid) delete s.intent.driver;
  if (s.intent.driver) {
    if (!s.intent.date) return { kind: 'noTime' };
    s.intent.compare ??= { kind: 'previous_period' };
    const saidAny = (list: string[], way: 'up' | 'down') =>
      tokens.some((t) => list.includes(t.norm) || pack.changeWord?.(t.norm) === way);
    if (saidAny(pack.downWords, 'down')) s.intent.driver.direction = 'down';
    else if (saidAny(pack.upWords, 'up')) s.intent.driver.direction = 'up';
  }
  return undefined;
}

// A word that says the measure moved ("grew", "fall", "düştü"), and which way.
// Not a word the noun before it is defined by ("how much rain fell": rain is water falling).
function movedWord(c: ReadingContext): { word: string; up: boolean } | undefined {
  const t = c.tokens.find(
    (x, i) =>
      x.norm.length > 2 &&
      (c.pack.upWords.includes(x.norm) || c.pack.downWords.includes(x.norm)) &&
      !(i > 0 && c.pack.doneBy?.(c.tokens[i - 1].norm, x.norm)),
  );
  return t && { word: t.raw, up: c.pack.upWords.includes(t.norm) };
}

function applyDates(
  intent: Intent,
  dates: { spec: RangeSpec; index: number }[],
  compareAt: number,
  compareKind: IntentCompare['kind'] | undefined,
): void {
  if (compareKind) {
    intent.date =
      dates[0]?.spec ??
      (compareKind === 'previous_year'
        ? { kind: 'current', unit: 'year', toDate: true }
        : { kind: 'lastN', unit: 'day', n: 30 });
    intent.compare = { kind: compareKind };
    return;
  }
  if (compareAt >= 0) {
    if (dates.length >= 2) {
      const [current, previous] = dates;
      intent.date = current.spec;
      // "2016 compared to last year": last year is relative to 2016, not to today.
      const relative = previous.spec.kind === 'previous' ? previous.spec.unit : undefined;
      intent.compare =
        relative === 'year'
          ? { kind: 'previous_year' }
          : relative
            ? { kind: 'previous_period' }
            : { kind: 'explicit', spec: previous.spec };
      return;
    }
    if (dates.length === 1) {
      const only = dates[0];
      if (only.index > compareAt && only.spec.kind === 'previous') {
        intent.date = { kind: 'current', unit: only.spec.unit, toDate: false };
        intent.compare = { kind: 'explicit', spec: only.spec };
        return;
      }
      intent.date = only.spec;
      intent.compare = {
        kind:
          only.spec.kind === 'previous' || only.spec.kind === 'year'
            ? 'previous_period'
            : 'previous_period',
      };
      return;
    }
    return;
  }
  if (dates.length >= 2)
    intent.date = { kind: 'between', from: dates[0].spec, to: dates[dates.length - 1].spec };
  else if (dates.length === 1) intent.date = dates[0].spec;
}
