import type { Grain } from '@parley/domain';
import { looksLikeYear, nameWords } from '../model/humanize';
import type { Aggregation, Dimension, SemanticModel } from '../model/semantic-model';
import type { Token } from '../text/normalize';
import type { RangeSpec } from './date-spec';
import type { Intent, IntentCompare, Problem, Reading } from './intent';
import type { Item } from './segment';

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

export function interpret(items: Item[], tokens: Token[], model: SemanticModel): Reading | Problem {
  if (!items.length) return { kind: 'empty' };
  const intent: Intent = { metrics: [], groups: [], filters: [], conditions: [], share: false };
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
  let superlativeMetricAt = -1;
  let pendingPer: Grain | undefined;
  let bareGrain = false;
  let growth = false;
  let bareGrainWord: Grain | undefined;
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
        else if (k.kind === 'negation') negate = true;
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
        const existing = intent.filters.find(
          (f) => f.dimension === dimension && f.negate === negate,
        );
        const values = [...new Set(options.map((o) => o.value))];
        if (existing) existing.values.push(...values.filter((v) => !existing.values.includes(v)));
        else intent.filters.push({ dimension, values, negate });
        negate = false;
        break;
      }
      case 'entity':
        entity = true;
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
        dates.push({ spec: item.spec, index: idx });
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
        const id = field ? (field.metric ?? field.dimension) : undefined;
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
        unknown.push(item.word);
        // Hours outside a window ("24 hours ago") must not be dropped: that answer spans all time.
        if (
          (prev?.kind === 'keyword' && prev.keyword.kind === 'by' && !prev.keyword.after) ||
          /^(hour|saat)/.test(tokens[item.start].norm)
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
    const number = [prev, next].find(
      (n) => n?.kind === 'number' && adjacent(n, item) && !usedNumbers.has(n),
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
      !(prev?.kind === 'keyword' && prev.keyword.kind === 'by')
    ) {
      usedNumbers.add(number);
      intent.conditions.push({
        field: item.metric ?? item.dimension ?? '',
        op: '=',
        values: [number.value],
      });
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
      ['of', 'for', 'among'].includes(tokens[item.start - 1]?.norm ?? '') ||
      /l[ae]r[iı]n$/.test(tokens[item.end - 1]?.raw.toLocaleLowerCase('tr') ?? '');
    const wantsGroup = dim && !aggBefore && (afterBy || afterRank || (!item.metric && !subject));
    const groupFull = intent.groups.length > 0 && ranked && !!item.metric && afterBy;
    if (wantsGroup && !groupFull) {
      addGroup(dim.id);
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
  if (critical.length) return { kind: 'unknown', words: [...new Set(critical)] };

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
        (howMany || entity) && countLike
          ? { id: countLike.id, aggregation: 'sum' }
          : { id: rowsMetric(model), aggregation: 'count' },
      );
      said.metric = true;
    } else if ((superlative || topWord) && (intent.groups.length || grain)) {
      intent.metrics.push({ id: rowsMetric(model), aggregation: 'count' });
      said.metric = true;
    }
  }
  if (unknown.length && !said.metric && !followUp) return { kind: 'unknown', words: unknown };
  // "nüfus toplamı": an aggregation written after its measure.
  if (
    globalAgg &&
    globalAgg !== 'count' &&
    intent.metrics.length === 1 &&
    !intent.metrics[0].aggregation &&
    !intent.metrics[0].distinctOf
  ) {
    intent.metrics[0] = { ...intent.metrics[0], aggregation: globalAgg, explicit: true };
  }

  if (grain) {
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
  intent.conditions = intent.conditions.filter((c) => c.field);

  if (timeMention) intent.timeDimension = timeMention;
  // "growth from 2015 to 2016": the later period against the earlier one.
  const only = dates.length === 1 ? dates[0].spec : undefined;
  if (growth && compareAt < 0 && !compareKind && only?.kind === 'between') {
    intent.date = only.to;
    intent.compare = { kind: 'explicit', spec: only.from };
  } else if (growth && compareAt < 0 && !compareKind && dates.length === 2) {
    applyDates(intent, [dates[1], dates[0]], 0, undefined);
  } else applyDates(intent, dates, compareAt, compareKind);
  if ((intent.date || intent.compare) && !(intent.timeDimension ?? model.defaultTime))
    return { kind: 'noTime' };
  return { intent, followUp, said };
}

const FROM_WORDS = new Set(['from', 'out', 'den', 'dan', 'ten', 'tan', 'kalkan', 'cikan']);
const TO_WORDS = new Set(['to', 'into', 'towards', 'e', 'a', 'ye', 'ya', 'giden', 'varan']);
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
