import type { Grain } from '@parley/domain';
import { looksLikeYear, nameWords } from '../model/humanize';
import type { Aggregation, Dimension, SemanticModel } from '../model/semantic-model';
import type { Token } from '../text/normalize';
import type { RangeSpec } from './date-spec';
import type { Cycle, Intent, IntentCompare, Problem, Reading } from './intent';
import type { Item } from './segment';
import type { Locale } from '../text/normalize';
import { words as wordsOf } from '../text/normalize';
import { isHourWord, languagePack } from './keywords';
import { stems } from './morphology';

type FieldItem = Extract<Item, { kind: 'field' }>;

const GRAIN_OF_NAME: [RegExp, Grain][] = [
  [/^(month|ay)$/, 'monthly'],
  [/^(week|hafta)$/, 'weekly'],
  [/^(quarter|ceyrek)$/, 'quarterly'],
];

function naturalGrain(d: Dimension): Grain | undefined {
  if (d.timeKind === 'year') return undefined;
  const name = nameWords(d.column).join(' ');
  if (looksLikeYear(d.column)) return 'yearly';
  return GRAIN_OF_NAME.find(([re]) => re.test(name))?.[1] ?? 'daily';
}

function rowsMetric(model: SemanticModel): string {
  return model.metrics.find((m) => m.expression.kind === 'rows')?.id ?? 'count';
}

// Label column of an entity table ("Name" of cars, "Title" of movies) for "which car ...".
// Without one, the text column with the most values ("which stock" → symbol).
function nameDimension(model: SemanticModel): Dimension | undefined {
  return model.dimensions
    .filter((d) => d.kind === 'categorical' && !d.numeric)
    .sort((a, b) => (b.distinct ?? 0) - (a.distinct ?? 0))[0];
}

// A column whose values name each row (Account, Order ID): said bare, it is the row noun.
function isRowId(model: SemanticModel, d: Dimension | undefined): boolean {
  if (!d || d.kind !== 'categorical' || d.numeric || !d.distinct || model.rowCount < 20)
    return false;
  // distinct counts are estimates (HyperLogLog), a few percent off.
  return d.distinct >= 0.75 * Math.min(model.rowCount, 200_000);
}

const ORDINAL = /^(\d{1,2})(st|nd|rd|th|\.)?$/;
const SUFFIX = /^(st|nd|rd|th)$/;
// Share words that ask for a percentage of a total, unlike "breakdown" or "distribution".
const PERCENT_SHARE = /^(percent|percentage|share|proportion|pay|yuzde|oran)/;

export function interpret(
  items: Item[],
  tokens: Token[],
  model: SemanticModel,
  locale: Locale = 'en',
): Reading | Problem {
  if (!items.length) return { kind: 'empty' };
  const pack = languagePack(locale);
  const intent: Intent = { metrics: [], groups: [], filters: [], conditions: [], share: false };
  let cycle: Cycle | undefined;
  // The rows were named by their id column ("orders", "accounts"): counted as rows, never as the
  // sum of a count-like column.
  let rowsNamed = false;
  let percentShare = false;
  let negatedLast: { dimension: string; end: number } | undefined;
  const joined = (from: number, to: number) =>
    tokens.slice(from, to).every((t) => pack.conjunctions.includes(t.norm));
  let shareWord: string | undefined;
  let perMetric: string | undefined;
  let percentile: number | undefined;
  const unplaced: string[] = [];
  const textOf = (x: Item) =>
    tokens
      .slice(x.start, x.end)
      .map((t) => t.raw)
      .join(' ');
  const unitField = (x: Item) => unitFieldOf(model, x);
  const phraseAt = (word: string) => {
    const at = tokens.findIndex((t) => t.raw === word.split(' ')[0]);
    return at < 0 ? tokens.length : at;
  };
  const isKeyword = (x: Item | undefined, kind: string) =>
    x?.kind === 'keyword' && x.keyword.kind === kind;
  const dims = new Map(model.dimensions.map((d) => [d.id, d]));
  const dates: { spec: RangeSpec; index: number }[] = [];
  const unknown: string[] = [];
  const problems: Problem[] = [];
  const critical: string[] = [];
  let pendingAgg: { aggregation: Aggregation; used: boolean } | undefined;
  let globalAgg: Aggregation | undefined;
  let byPending = false;
  let which = false;
  let howMany = false;
  let entity = false;
  let negate = false;
  let superlative: 'desc' | 'asc' | undefined;
  let topWord: 'desc' | 'asc' | undefined;
  let singularGroup = true;
  let compareAt = -1;
  let compareKind: IntentCompare['kind'] | undefined;
  let grain: Grain | undefined;
  let timeMention: string | undefined;
  const usedNumbers = new Set<Item>();
  const followUp = items[0]?.kind === 'keyword' && items[0].keyword.kind === 'followUp';

  let firstGroupAt = -1;
  let groupedBy = false;
  let superlativeMetricAt = -1;
  let pendingPer: Grain | undefined;
  let bareGrain = false;
  let growth = false;
  let bareGrainWord: Grain | undefined;
  // "the 3 countries with the highest MRR": a count said before the group it limits.
  let countBefore: Extract<Item, { kind: 'number' }> | undefined;
  let at = 0;
  const addGroup = (dimension: string, g?: Grain) => {
    if (intent.groups.some((x) => x.dimension === dimension)) return;
    if (firstGroupAt < 0) firstGroupAt = at;
    if (intent.groups.length < 2) intent.groups.push({ dimension, grain: g });
  };
  const timeDim = () => timeMention ?? model.defaultTime;
  const adjacent = (a: Item | undefined, b: Item | undefined) =>
    !!a && !!b && (a.end === b.start || b.end === a.start);
  // A number compares with a measure or a numeric column; "channel over 100" is about the measure.
  const numericField = (x: Item | undefined): x is FieldItem =>
    x?.kind === 'field' && (!!x.metric || !!(x.dimension && dims.get(x.dimension)?.numeric));
  const isAggregation = (x: Item | undefined): x is Item & { kind: 'keyword' } =>
    x?.kind === 'keyword' && x.keyword.kind === 'aggregation';
  // "fiyat ortalaması 100'den fazla": the measure, its aggregation word, then the comparison.
  const testedAfter = (field: Item | undefined, word: Item | undefined, test: Item | undefined) =>
    numericField(field) &&
    isAggregation(word) &&
    test?.kind === 'comparison' &&
    adjacent(field, word) &&
    adjacent(word, test);
  // The aggregation said with a tested measure ("average price above 100"), by its field item.
  const testedAggregation = new Map<Item, Aggregation>();

  function addFilter(dimension: string, values: string[], negated: boolean) {
    const existing = intent.filters.find((f) => f.dimension === dimension && f.negate === negated);
    if (existing) existing.values.push(...values.filter((v) => !existing.values.includes(v)));
    else intent.filters.push({ dimension, values, negate: negated });
  }
  // "except Starter" negates what follows; Turkish "İstanbul hariç" negates the value before it.
  function negateFrom(item: Item, prev: Item | undefined) {
    if (!pack.negationFollows || prev?.kind !== 'value' || !adjacent(prev, item)) {
      negate = true;
      return;
    }
    // "İstanbul ve Ankara hariç": every value named of that column before the word.
    const from = intent.filters.find(
      (f) => !f.negate && f.dimension === prev.options[0]?.dimension,
    );
    if (!from) return;
    intent.filters.splice(intent.filters.indexOf(from), 1);
    addFilter(from.dimension, from.values, true);
  }

  items.forEach((item, idx) => {
    at = idx;
    const prev = items[idx - 1];
    const next = items[idx + 1];
    switch (item.kind) {
      case 'keyword': {
        const k = item.keyword;
        if (k.kind === 'aggregation') {
          if (testedAfter(prev, item, next)) break;
          pendingAgg = { aggregation: k.aggregation, used: false };
          globalAgg = k.aggregation;
          if (next?.kind === 'unknown' && adjacent(item, next)) critical.push(next.word);
        } else if (k.kind === 'howMany') {
          howMany = true;
          if (next?.kind === 'unknown' && adjacent(item, next)) critical.push(next.word);
        } else if (k.kind === 'by') {
          if (k.after) {
            if (prev?.kind === 'date') compareAt = idx;
            else if (prev?.kind === 'keyword' && prev.keyword.kind === 'grainWord') {
              const t = timeDim();
              if (t) addGroup(t, prev.keyword.grain);
              else grain = prev.keyword.grain;
            } else if (prev?.kind === 'unknown') critical.push(prev.word);
          } else {
            byPending = true;
            if (next?.kind === 'unknown') critical.push(next.word);
          }
        } else if (k.kind === 'grain') {
          const isAvg =
            prev?.kind === 'keyword' &&
            prev.keyword.kind === 'aggregation' &&
            prev.keyword.aggregation === 'avg' &&
            adjacent(prev, item);
          if (isAvg && next?.kind === 'field' && next.metric) {
            pendingPer = k.grain;
            break;
          }
          grain = k.grain;
          if (firstGroupAt < 0) firstGroupAt = idx;
        } else if (k.kind === 'grainWord') {
          if (next?.kind === 'keyword' && next.keyword.kind === 'by' && next.keyword.after) break;
          const isCount = (x: Item | undefined) =>
            x?.kind === 'keyword' &&
            x.keyword.kind === 'aggregation' &&
            x.keyword.aggregation === 'count' &&
            adjacent(x, item);
          // "how many days", "number of days", "gün sayısı"
          const countsUnits = (howMany && !byPending) || isCount(prev) || isCount(next);
          if (countsUnits) {
            const t = timeDim();
            if (t)
              intent.metrics.push({
                id: `__distinct_${k.grain}`,
                aggregation: 'count_distinct',
                distinctOf: t,
              });
            break;
          }
          // "windiest month": a bare period noun is what gets ranked; "by month" breaks down;
          // "on sunny days", "güneşli günlerde" only say what is counted in.
          const bare = !byPending && !(prev?.kind === 'keyword' && prev.keyword.kind === 'which');
          if (bare) {
            bareGrain = true;
            bareGrainWord = k.grain;
            break;
          }
          grain = k.grain;
          if (firstGroupAt < 0) firstGroupAt = idx;
          if (byPending) groupedBy = true;
          byPending = false;
        } else if (k.kind === 'overTime') {
          const t = timeDim();
          if (t) addGroup(t, dims.get(t)?.timeKind === 'year' ? undefined : 'monthly');
        } else if (k.kind === 'top') topWord = 'desc';
        else if (k.kind === 'bottom') topWord = 'asc';
        else if (k.kind === 'highest') superlative = 'desc';
        else if (k.kind === 'lowest') superlative = 'asc';
        else if (k.kind === 'which') which = true;
        else if (k.kind === 'share') intent.share = true;
        else if (k.kind === 'compare') compareAt = idx;
        else if (k.kind === 'growth') growth = true;
        else if (k.kind === 'previousPeriod') compareKind = 'previous_period';
        else if (k.kind === 'previousYear') compareKind = 'previous_year';
        else if (k.kind === 'rows') entity = true;
        else if (k.kind === 'negation') negateFrom(item, prev);
        else if (k.kind === 'cumulative') intent.window = { kind: 'cumulative' };
        else if (k.kind === 'moving') {
          // "3 month moving average": the buckets and how many of them each value averages.
          const unit = isKeyword(prev, 'grainWord') && adjacent(prev, item) ? prev : undefined;
          const count = unit ? items[idx - 2] : undefined;
          const n = count?.kind === 'number' && adjacent(count, unit) ? count.value : 3;
          if (count?.kind === 'number') usedNumbers.add(count);
          if (unit?.kind === 'keyword' && unit.keyword.kind === 'grainWord')
            grain = unit.keyword.grain;
          else grain ??= 'monthly';
          intent.window = { kind: 'moving', n: Math.max(2, Math.min(n, 36)) };
        } else if (k.kind === 'periodOverPeriod') {
          intent.window = { kind: 'growth' };
          grain = k.grain;
        } else if (k.kind === 'driver') intent.driver = {};
        else if (k.kind === 'dayOfWeek') cycle = 'weekday';
        else if (k.kind === 'decade') cycle = 'decade';
        else if (k.kind === 'rate') {
          const flagged = (x: Item | undefined) =>
            x?.kind === 'field' && !!dims.get(x.dimension ?? '')?.flag;
          if (!(flagged(prev) && adjacent(prev, item)) && !(flagged(next) && adjacent(item, next)))
            critical.push(textOf(item));
        } else if (k.kind === 'none') {
          if (!(numericField(next) && adjacent(item, next))) critical.push(textOf(item));
        } else if (k.kind === 'percentile') {
          // "90th" is read as 90 and "th".
          const before = SUFFIX.test(tokens[item.start - 1]?.norm ?? '') ? 2 : 1;
          const m = ORDINAL.exec(tokens[item.start - before]?.norm ?? '');
          if (!m || Number(m[1]) < 1 || Number(m[1]) > 99) critical.push(textOf(item));
          else {
            percentile = Number(m[1]);
            pendingAgg = { aggregation: 'percentile', used: false };
            globalAgg = 'percentile';
          }
        }
        if (k.kind === 'share' && PERCENT_SHARE.test(tokens[item.start].norm)) {
          percentShare = true;
          shareWord = textOf(item);
        }
        break;
      }
      case 'field':
        handleField(item, prev, next, items[idx + 2]);
        break;
      case 'value': {
        let options = item.options;
        if (
          options.length > 1 &&
          prev?.kind === 'field' &&
          prev.dimension &&
          options.some((o) => o.dimension === prev.dimension)
        ) {
          options = options.filter((o) => o.dimension === prev.dimension);
        }
        if (options.length > 1)
          options = byPreposition(
            options,
            [tokens[item.start - 1]?.norm, tokens[item.end - 1]?.suffix],
            dims,
          );
        const dimsOf = new Set(options.map((o) => o.dimension));
        if (dimsOf.size > 1) {
          problems.push({
            kind: 'ambiguousValue',
            phrase: tokens
              .slice(item.start, item.end)
              .map((t) => t.raw)
              .join(' '),
            options,
          });
          break;
        }
        const dimension = options[0].dimension;
        // "except Germany and France": a negation goes on over the values joined to the first.
        if (!negate && negatedLast?.dimension === dimension && joined(negatedLast.end, item.start))
          negate = true;
        if (negate) negatedLast = { dimension, end: item.end };
        addFilter(dimension, [...new Set(options.map((o) => o.value))], negate);
        negate = false;
        break;
      }
      case 'entity':
        entity = true;
        if (
          tokens
            .slice(item.start, item.end)
            .some((t) => stems(t.norm, locale).some((s) => model.rowNouns?.includes(s.base)))
        )
          rowsNamed = true;
        if (
          prev?.kind === 'number' &&
          adjacent(prev, item) &&
          (superlative || topWord) &&
          prev.value >= 1 &&
          prev.value <= 1000
        ) {
          const name = nameDimension(model);
          if (name) {
            usedNumbers.add(prev);
            intent.rank = { direction: superlative ?? topWord ?? 'desc', limit: prev.value };
            addGroup(name.id);
          }
        } else if (
          !intent.groups.length &&
          superlative &&
          numericField(prev) &&
          !!prev.metric &&
          adjacent(prev, item)
        ) {
          // "lightest car", "most expensive product": the row with the extreme, named.
          const name = nameDimension(model);
          if (name) {
            addGroup(name.id);
            intent.rank = { direction: superlative, limit: 1 };
          }
        } else if (
          !intent.groups.length &&
          !percentShare &&
          (which ||
            prev?.kind === 'rank' ||
            (prev?.kind === 'keyword' &&
              (prev.keyword.kind === 'top' || prev.keyword.kind === 'bottom')))
        ) {
          const name = nameDimension(model);
          if (name) addGroup(name.id);
        }
        break;
      case 'date':
        // "maximum price excluding 2008": the period is left out, not the only one counted.
        if (negate && isKeyword(prev, 'negation') && adjacent(prev, item)) {
          (intent.excluded ??= []).push(item.spec);
          negate = false;
        } else dates.push({ spec: item.spec, index: idx });
        break;
      case 'rank':
        intent.rank = { direction: item.direction, limit: item.limit };
        break;
      case 'comparison': {
        const before = items[idx - 2];
        const postfix = testedAfter(before, prev, item) && isAggregation(prev) ? prev : undefined;
        const field = postfix
          ? (before as FieldItem)
          : numericField(prev) && adjacent(prev, item)
            ? prev
            : numericField(next) && adjacent(item, next)
              ? next
              : undefined;
        const id = item.field ?? (field ? (field.metric ?? field.dimension) : unitField(item));
        const said =
          postfix?.keyword.kind === 'aggregation'
            ? postfix.keyword.aggregation
            : field && testedAggregation.get(field);
        // "number of orders over 5" counts like "number of orders" does: the measure's own total.
        const aggregation =
          said && said !== 'count' && said !== 'count_distinct' ? said : undefined;
        intent.conditions.push({
          field: id ?? '',
          op: item.op,
          values: item.values,
          ...(aggregation && field?.metric ? { aggregation } : {}),
        });
        break;
      }
      case 'unknown':
        if (isKeyword(next, 'percentile') && SUFFIX.test(tokens[item.start].norm)) break;
        unknown.push(item.word);
        // Hours outside a window ("24 hours ago") must not be dropped: that answer spans all time.
        if (
          (prev?.kind === 'keyword' && prev.keyword.kind === 'by' && !prev.keyword.after) ||
          isHourWord(tokens[item.start].norm)
        )
          critical.push(item.word);
        break;
      case 'number':
        break;
    }
  });

  function handleField(
    original: FieldItem,
    prev: Item | undefined,
    next: Item | undefined,
    afterNext: Item | undefined,
  ) {
    const item = preferTotal(original, model);
    if (item.alternatives.length) {
      problems.push({
        kind: 'ambiguousField',
        phrase: tokens
          .slice(item.start, item.end)
          .map((t) => t.raw)
          .join(' '),
        fields: [
          { metric: item.metric, dimension: item.dimension },
          ...item.alternatives.flatMap((a) =>
            a.kind === 'field' ? [{ metric: a.metric, dimension: a.dimension }] : [],
          ),
        ],
      });
      return;
    }
    const dim = item.dimension ? dims.get(item.dimension) : undefined;
    const isByAfter = (x: Item | undefined) =>
      x?.kind === 'keyword' && x.keyword.kind === 'by' && x.keyword.after;
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
    if (isKeyword(prev, 'none') && numericField(item) && adjacent(prev, item)) {
      intent.conditions.push({ field: item.metric ?? item.dimension ?? '', op: '=', values: [0] });
      return;
    }
    // "indirimli satışlar", "indirimsiz": with or without any of a numeric column.
    const last = tokens[item.end - 1]?.norm ?? '';
    const suffixed = (list: string[]) =>
      list.some((x) => last.endsWith(x) && !fieldWords(model, item).has(last));
    if (numericField(item) && !superlative && !topWord && !isKeyword(next, 'aggregation')) {
      const without = suffixed(pack.withoutSuffixes);
      if (without || suffixed(pack.withSuffixes)) {
        intent.conditions.push({
          field: item.metric ?? item.dimension ?? '',
          op: without ? '=' : '>',
          values: [0],
        });
        return;
      }
    }
    // "churn rate": the percent of rows that say yes; "churned accounts": only those rows.
    if (dim?.flag && (isKeyword(next, 'rate') || isKeyword(prev, 'rate'))) {
      intent.metrics.push({ id: `__rate_${dim.id}`, rateOf: dim.id, explicit: true });
      byPending = false;
      return;
    }
    if (dim?.flag && !byPending && !isByAfter(next) && !isKeyword(prev, 'which')) {
      addFilter(dim.id, dim.flag.yes, negate);
      negate = false;
      return;
    }
    // "MRR per seat", "koltuk başına MRR": one measure's total over another's.
    if (perBefore && item.metric && intent.metrics.length) {
      intent.metrics[intent.metrics.length - 1].over = item.metric;
      byPending = false;
      return;
    }
    if (perAfter && item.metric) {
      perMetric = item.metric;
      return;
    }
    // "per account", "an enterprise account": the row noun, not a breakdown by each id.
    if (
      isRowId(model, dim) &&
      !(byPending && !perBefore) &&
      !isByAfter(next) &&
      !isKeyword(prev, 'which') &&
      !((intent.rank || superlative || topWord) && !intent.groups.length)
    ) {
      entity = true;
      rowsNamed = true;
      if (perBefore) {
        byPending = false;
        const m = intent.metrics[intent.metrics.length - 1];
        if (m && !m.aggregation) m.aggregation = 'avg';
      }
      return;
    }
    // "movies with imdb rating over 8": the field is the condition's subject, not the measure.
    if (
      numericField(item) &&
      ((next?.kind === 'comparison' && adjacent(item, next)) ||
        (prev?.kind === 'comparison' && adjacent(prev, item)) ||
        testedAfter(item, next, afterNext))
    ) {
      if (isAggregation(prev) && adjacent(prev, item) && pendingAgg && !pendingAgg.used) {
        pendingAgg.used = true;
        testedAggregation.set(original, pendingAgg.aggregation);
        globalAgg = undefined;
      }
      return;
    }
    if (next?.kind === 'value' && dim && next.options.some((o) => o.dimension === dim.id)) return;
    // "MRR 3 month moving average": a number before a period word is a duration, not a value.
    const duration = (n: Item | undefined) =>
      n === next && isKeyword(afterNext, 'grainWord') && adjacent(n, afterNext);
    const number = [prev, next].find(
      (n) => n?.kind === 'number' && adjacent(n, item) && !usedNumbers.has(n) && !duration(n),
    );
    const ranked = !!(intent.rank || superlative || topWord);
    if (dim?.kind === 'time') {
      timeMention = dim.id;
      if (
        byPending ||
        (next?.kind === 'keyword' && next.keyword.kind === 'by' && next.keyword.after) ||
        which
      ) {
        addGroup(dim.id, grain ?? naturalGrain(dim));
        byPending = false;
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
      usedNumbers.add(number);
      intent.rank = {
        direction: intent.rank?.direction ?? superlative ?? topWord ?? 'desc',
        limit: number.value,
      };
      addGroup(dim.id);
      return;
    }
    if (
      number &&
      number.kind === 'number' &&
      (dim?.numeric || item.metric) &&
      !(prev?.kind === 'keyword' && prev.keyword.kind === 'by') &&
      // "en yüksek cirolu 2 il": a ranked count of the groups that follow, not "ciro = 2".
      !(ranked && number === next && afterNext?.kind === 'field' && !afterNext.metric)
    ) {
      usedNumbers.add(number);
      // "excluding cluster 0": a pending negation turns the equality around.
      intent.conditions.push({
        field: item.metric ?? item.dimension ?? '',
        op: negate ? '<>' : '=',
        values: [number.value],
      });
      negate = false;
      return;
    }
    // "silindir sayısına göre": the field, a count word, then "göre".
    const countedBy =
      next?.kind === 'keyword' &&
      next.keyword.kind === 'aggregation' &&
      next.keyword.aggregation === 'count' &&
      isByAfter(afterNext);
    const afterBy = byPending || isByAfter(next) || countedBy;
    const afterRank =
      prev?.kind === 'rank' ||
      (prev?.kind === 'keyword' && ['top', 'bottom', 'which'].includes(prev.keyword.kind));
    const aggBefore =
      pendingAgg &&
      !pendingAgg.used &&
      prev?.kind === 'keyword' &&
      (prev.keyword.kind === 'aggregation' || (!!pendingPer && prev.keyword.kind === 'grain'));
    if (dim && pendingAgg?.aggregation === 'count_distinct' && !pendingAgg.used) {
      pendingAgg.used = true;
      intent.metrics.push({
        id: `__distinct_${dim.id}`,
        aggregation: 'count_distinct',
        distinctOf: dim.id,
        explicit: true,
      });
      return;
    }
    const countAfter =
      next?.kind === 'keyword' &&
      next.keyword.kind === 'aggregation' &&
      next.keyword.aggregation === 'count' &&
      adjacent(item, next);
    if (dim && !dim.numeric && countAfter && !isByAfter(afterNext) && !item.metric) {
      intent.metrics.push({
        id: `__distinct_${dim.id}`,
        aggregation: 'count_distinct',
        distinctOf: dim.id,
        explicit: true,
      });
      return;
    }
    if (dim && howMany && prev?.kind === 'keyword' && prev.keyword.kind === 'howMany') {
      intent.metrics.push({
        id: `__distinct_${dim.id}`,
        aggregation: 'count_distinct',
        distinctOf: dim.id,
        explicit: true,
      });
      return;
    }
    if (
      dim &&
      !dim.numeric &&
      pendingAgg?.aggregation === 'count' &&
      !pendingAgg.used &&
      aggBefore &&
      !item.metric
    ) {
      pendingAgg.used = true;
      intent.metrics.push({
        id: `__distinct_${dim.id}`,
        aggregation: 'count_distinct',
        distinctOf: dim.id,
        explicit: true,
      });
      return;
    }
    // "population of countries in cluster 2", "ülkelerin nüfusu": the dimension names whose, not a breakdown.
    const subject =
      pack.subjectWords.includes(tokens[item.start - 1]?.norm ?? '') ||
      pack.subjectSuffixes.some((x) => (tokens[item.end - 1]?.norm ?? '').endsWith(x));
    // "for all plans except Starter": every plan is in scope, the answer is still one total.
    const scoped = pack.allWords.includes(tokens[item.start - 1]?.norm ?? '') && !afterBy;
    const wantsGroup =
      dim && !aggBefore && !scoped && (afterBy || afterRank || (!item.metric && !subject));
    if (afterBy) groupedBy = true;
    const groupFull = intent.groups.length > 0 && ranked && !!item.metric && afterBy;
    if (scoped && dim && !item.metric) return;
    if (wantsGroup && !groupFull) {
      addGroup(dim.id);
      if (number === prev && number?.kind === 'number') countBefore = number;
      if (item.quality < 3) singularGroup = false;
      byPending = false;
      return;
    }
    if (item.metric) {
      const agg = aggBefore && pendingAgg ? pendingAgg.aggregation : undefined;
      if (pendingAgg && agg) pendingAgg.used = true;
      intent.metrics.push({
        id: item.metric,
        aggregation: agg === 'count' ? undefined : agg,
        ...(agg === 'percentile' ? { percentile } : {}),
        explicit: !!agg && agg !== 'count',
        ...(pendingPer && agg === 'avg' ? { per: pendingPer } : {}),
      });
      pendingPer = undefined;
      if (
        prev?.kind === 'keyword' &&
        (prev.keyword.kind === 'highest' || prev.keyword.kind === 'lowest') &&
        adjacent(prev, item) &&
        superlativeMetricAt < 0
      )
        superlativeMetricAt = at;
      byPending = false;
    }
  }

  if (problems.length) return problems[0];
  const ranking = superlative ?? topWord;
  if (
    countBefore &&
    ranking &&
    !intent.rank &&
    countBefore.value >= 1 &&
    countBefore.value <= 1000
  ) {
    usedNumbers.add(countBefore);
    intent.rank = { direction: ranking, limit: countBefore.value };
  }
  // Numbers nothing used ("older than 40" with no age column) are asked back like words.
  const looseNumbers = items.filter(
    (i) =>
      i.kind === 'number' &&
      !usedNumbers.has(i) &&
      !(
        SUFFIX.test(tokens[i.end]?.norm ?? '') &&
        isKeyword(items[items.indexOf(i) + 2], 'percentile')
      ),
  );
  critical.push(...looseNumbers.map(textOf));
  if (critical.length)
    return {
      kind: 'unknown',
      // Every word it could not use, in the order the question says them.
      words: [...new Set([...critical, ...unknown])].sort((a, b) => phraseAt(a) - phraseAt(b)),
      ...(intent.metrics.length || intent.groups.length || intent.filters.length
        ? { understood: intent }
        : {}),
    };
  if (perMetric && intent.metrics.length === 1 && !intent.metrics[0].distinctOf)
    intent.metrics[0].over = perMetric;
  else if (perMetric) intent.metrics.push({ id: perMetric });

  if (bareGrainWord && !grain && (which || superlative || topWord || intent.rank))
    grain = bareGrainWord;
  const said = {
    metric: intent.metrics.length > 0,
    groups: intent.groups.length > 0 || !!grain,
    filters: intent.filters.length > 0,
    date: dates.length > 0,
  };
  // "products with average price above 100", "revenue over 50": with no other measure named, the
  // one tested is the one shown (for each group, or in total over the rows that pass).
  const tested = intent.conditions.find((c) => model.metrics.some((m) => m.id === c.field));
  if (!intent.metrics.length && tested && !howMany && !entity && globalAgg !== 'count') {
    intent.metrics.push({
      id: tested.field,
      aggregation: tested.aggregation,
      explicit: !!tested.aggregation,
    });
    said.metric = true;
  }
  if (!intent.metrics.length) {
    const countLike = model.metrics.find((m) => m.countLike);
    if (howMany || globalAgg === 'count' || entity) {
      intent.metrics.push(
        (howMany || entity) && countLike && !rowsNamed
          ? { id: countLike.id, aggregation: 'sum' }
          : { id: rowsMetric(model), aggregation: 'count' },
      );
      said.metric = true;
    } else if ((superlative || topWord) && (intent.groups.length || grain)) {
      intent.metrics.push({ id: rowsMetric(model), aggregation: 'count' });
      said.metric = true;
    }
  }
  // No unexplained words: a word the reading does not use could change the numbers, so it is named
  // back instead of dropped.
  if (unknown.length) return { kind: 'unknown', words: unknown, understood: intent };
  // "nüfus toplamı": an aggregation written after its measure.
  if (
    globalAgg &&
    globalAgg !== 'count' &&
    intent.metrics.length === 1 &&
    !intent.metrics[0].aggregation &&
    !intent.metrics[0].distinctOf
  ) {
    intent.metrics[0] = {
      ...intent.metrics[0],
      aggregation: globalAgg,
      ...(globalAgg === 'percentile' ? { percentile } : {}),
      explicit: true,
    };
  }
  // "2025 aylık ciro büyümesi", "monthly growth": growth of each bucket over the one before.
  if (
    growth &&
    (grain || cycle === 'decade') &&
    compareAt < 0 &&
    !compareKind &&
    dates.length <= 1 &&
    !intent.driver
  )
    intent.window = { kind: 'growth' };
  if (cycle) {
    const t = timeDim();
    if (!t || (cycle === 'weekday' && dims.get(t)?.timeKind === 'year')) return { kind: 'noTime' };
    intent.groups = intent.groups.filter((g) => g.dimension !== t);
    intent.groups.unshift({ dimension: t, cycle });
  }
  // "what percentage of MRR comes from Enterprise": the named values are the part, not a filter.
  if (percentShare && !intent.groups.length && !grain) {
    // "küme 2'deki ülkelerin payı": a number of a categorical column names a part too.
    const named = intent.conditions.filter(
      (c) => c.op === '=' && !c.aggregation && dims.get(c.field)?.kind === 'categorical',
    );
    const part = [
      ...intent.filters.filter((f) => !f.negate),
      ...named.map((c) => ({ dimension: c.field, values: c.values.map(String), negate: false })),
    ];
    if (!part.length) return { kind: 'unknown', words: [shareWord ?? ''], understood: intent };
    intent.part = part;
    intent.filters = intent.filters.filter((f) => f.negate);
    intent.conditions = intent.conditions.filter((c) => !named.includes(c));
    intent.share = false;
  }

  if (grain && !(cycle === 'weekday' && grain === 'daily')) {
    const t = timeDim();
    if (!t) return { kind: 'noTime' };
    const existing = intent.groups.find((g) => g.dimension === t);
    if (existing) existing.grain = grain;
    else if (intent.groups.length < 2)
      intent.groups.unshift({
        dimension: t,
        // Hours stay, so that a column of years is asked back about instead of answered by year.
        grain: dims.get(t)?.timeKind === 'year' && grain !== 'hourly' ? undefined : grain,
      });
  }
  for (const g of intent.groups)
    if (dims.get(g.dimension)?.timeKind === 'year' && g.grain !== 'hourly') g.grain = undefined;
  // "average price of GOOG and AAPL": one row for each value named.
  for (const f of intent.filters) {
    if (
      f.values.length > 1 &&
      !f.negate &&
      intent.groups.length < 2 &&
      !intent.groups.some((g) => g.dimension === f.dimension)
    )
      intent.groups.push({ dimension: f.dimension });
  }

  const direction = superlative ?? topWord;
  // "lowest minimum temperature by year": the extreme within each group, not a ranking of groups.
  const perGroupExtreme =
    groupedBy &&
    superlative &&
    !which &&
    !topWord &&
    !bareGrain &&
    superlativeMetricAt >= 0 &&
    firstGroupAt > superlativeMetricAt &&
    !intent.metrics[0]?.explicit;
  if (perGroupExtreme && !intent.rank && intent.metrics[0]) {
    intent.metrics[0] = {
      ...intent.metrics[0],
      aggregation: superlative === 'desc' ? 'max' : 'min',
      explicit: true,
    };
  } else if (direction && !intent.rank) {
    if (intent.groups.length) intent.rank = { direction, limit: which || singularGroup ? 1 : 10 };
    else if (
      superlative &&
      intent.metrics.length &&
      !intent.metrics[0].explicit &&
      !intent.metrics[0].distinctOf &&
      intent.metrics[0].aggregation !== 'count'
    ) {
      intent.metrics[0] = {
        ...intent.metrics[0],
        aggregation: superlative === 'desc' ? 'max' : 'min',
        explicit: true,
      };
    }
  }
  if (intent.rank && !intent.groups.length) intent.rank = undefined;

  const main = intent.metrics[0];
  for (const c of intent.conditions) if (!c.field && main) c.field = main.distinctOf ? '' : main.id;
  // A number nobody can place ("over 100" with nothing to compare) is asked back, never dropped.
  for (const c of intent.conditions) if (!c.field) unplaced.push(`${c.op} ${c.values.join(' – ')}`);
  if (unplaced.length) return { kind: 'unknown', words: unplaced };

  if (timeMention) intent.timeDimension = timeMention;
  // "compare revenue in Germany and France last quarter": the named values side by side in that
  // period, not the period against the one before.
  const sideBySide = intent.filters.some((f) => !f.negate && f.values.length > 1);
  if (sideBySide && dates.length <= 1 && !compareKind && !growth) compareAt = -1;
  // "growth from 2015 to 2016": the later period against the earlier one.
  const only = dates.length === 1 ? dates[0].spec : undefined;
  if (growth && compareAt < 0 && !compareKind && only?.kind === 'between') {
    intent.date = only.to;
    intent.compare = { kind: 'explicit', spec: only.from };
  } else if (growth && compareAt < 0 && !compareKind && dates.length === 2) {
    applyDates(intent, [dates[1], dates[0]], 0, undefined);
  } else applyDates(intent, dates, compareAt, compareKind);
  if (
    (intent.date || intent.compare || intent.excluded) &&
    !(intent.timeDimension ?? model.defaultTime)
  )
    return { kind: 'noTime' };
  // "this year vs last year" on 24 November: 1 January–24 November against the same span a year
  // earlier, like for like (spec §9 to-date variants).
  if (intent.compare && intent.compare.kind !== 'explicit' && intent.date?.kind === 'current')
    intent.date = { ...intent.date, toDate: true };
  // "why did signups fall in June": June against the month before unless another period is named.
  if (intent.driver) {
    if (!intent.date) return { kind: 'noTime' };
    intent.compare ??= { kind: 'previous_period' };
    const said = (list: string[]) => tokens.some((t) => list.includes(t.norm));
    if (said(pack.downWords)) intent.driver.direction = 'down';
    else if (said(pack.upWords)) intent.driver.direction = 'up';
  }
  return { intent, followUp, said };
}

const FROM_WORDS = new Set([...languagePack('en').fromWords, ...languagePack('tr').fromWords]);
const TO_WORDS = new Set([...languagePack('en').toWords, ...languagePack('tr').toWords]);

// "500 TL üzerindeki", "over $2000", "more than 20 mm": the measure said in that unit.
function unitFieldOf(model: SemanticModel, item: Item): string | undefined {
  if (item.kind !== 'comparison' || !item.unit) return undefined;
  const columns = model.metrics.filter((m) => m.expression.kind === 'column');
  if (item.unit === 'currency') {
    const money = columns.filter((m) => m.format === 'currency');
    if (money.length) return money.length === 1 ? money[0].id : undefined;
    // No column is known to hold money: an amount or value column is the one said in dollars.
    const amounts = columns.filter((m) =>
      /\b(amount|value|total|tutar|deger)\b/.test(wordsOf(m.id).join(' ')),
    );
    return amounts.length === 1 ? amounts[0].id : undefined;
  }
  if (item.unit === 'percent') {
    const pct = columns.filter((m) => m.format === 'percent');
    return pct.length === 1 ? pct[0].id : undefined;
  }
  const unit = item.unitWord ?? '';
  const measured = columns.filter((m) => new RegExp(`[(_ ]${unit}\\)?$`, 'i').test(m.id));
  return measured.length === 1 ? measured[0].id : undefined;
}

// The words of a field's own name: "İndirimli Fiyat" ends in -li by itself, not as "with".
function fieldWords(model: SemanticModel, item: FieldItem): Set<string> {
  const m = model.metrics.find((x) => x.id === item.metric);
  const d = model.dimensions.find((x) => x.id === item.dimension);
  return new Set(wordsOf(`${m?.label.en ?? ''} ${d?.label.en ?? ''} ${item.metric ?? ''}`));
}
const FROM_COLUMN = /(origin|from|source|departure|start|sender|kalkis|cikis|kaynak)/;
const TO_COLUMN = /(dest|to\b|target|arrival|end|recipient|varis|hedef)/;

// "delays from LAS" / "flights to LAS": a value stored in two columns, told apart by its preposition.
function byPreposition(
  options: { dimension: string; value: string }[],
  hints: (string | undefined)[],
  dims: Map<string, Dimension>,
) {
  const pattern = hints.some((h) => h && FROM_WORDS.has(h))
    ? FROM_COLUMN
    : hints.some((h) => h && TO_WORDS.has(h))
      ? TO_COLUMN
      : undefined;
  if (!pattern) return options;
  const matching = options.filter((o) =>
    pattern.test(nameWords(dims.get(o.dimension)?.column ?? '').join(' ')),
  );
  return matching.length ? matching : options;
}

// "cost" among Cost Repair, Cost Other and Cost Total: the total is what a plain word means.
function preferTotal(item: FieldItem, model: SemanticModel): FieldItem {
  if (!item.alternatives.length) return item;
  const all = [
    { metric: item.metric, dimension: item.dimension },
    ...item.alternatives.flatMap((a) =>
      a.kind === 'field' ? [{ metric: a.metric, dimension: a.dimension }] : [],
    ),
  ];
  const totals = all.filter((f) =>
    /\b(total|overall|all|toplam|genel)\b/.test(
      nameWords(model.metrics.find((m) => m.id === f.metric)?.label.en ?? f.dimension ?? '').join(
        ' ',
      ),
    ),
  );
  return totals.length === 1 ? { ...item, ...totals[0], alternatives: [] } : item;
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
