import type { Grain } from '@parley/domain';
import { periodPreposition } from '@parley/domain';
import type { Aggregation } from '../../model/semantic-model';
import type { Cycle } from '../../parse/intent';
import type { Locale } from '../../text/normalize';
import type { GroupTestOp, Wording, WindowKind } from './wording';
import { listIn, sayIn, WORDING_CATALOGUES } from './wording-i18n';

// What of a language stays code: the words it matches a question with and the word changes it
// makes to a word the person typed, not to a fixed text.
export type Grammar = {
  tag: string;
  levelWords: readonly string[];
  byDay: (word: string) => string | undefined;
  // A period said without a preposition before it ("last month", not "in last month").
  relativePeriod: (when: string) => boolean;
};

const TEST_KEY: Record<GroupTestOp, string> = {
  '>': 'gt',
  '>=': 'ge',
  '<': 'lt',
  '<=': 'le',
  '=': 'eq',
  '<>': 'ne',
  between: 'between',
  outside: 'outside',
};

// Each name of a catalogue group ("aggregation.sum", …) read once: these never take values.
function names<K extends string>(locale: Locale, group: 'aggregation' | 'grain' | 'cycle') {
  const say = sayIn(locale);
  const keys = Object.keys(WORDING_CATALOGUES.en[group]);
  return Object.fromEntries(keys.map((k) => [k, say(`${group}.${k}`)])) as Record<K, string>;
}

/**
 * A language's Wording: every text is a key of its i18next catalogue (locales/<lng>.ts) with the
 * values interpolated; which sentence a case takes is an i18next context or plural form, so word
 * order, suffixes and plurals stay with the catalogue that needs them.
 */
export function catalogueWording(locale: Locale, grammar: Grammar): Wording {
  const say = sayIn(locale);
  // An optional part of a sentence (", last 3 months"), or nothing.
  const part = (key: string, value: string | number | undefined, name: string) =>
    value ? say(key, { [name]: value }) : '';
  const unit = (u: string, count: number) => say(`unit.${u}`, { count });
  const period = (grain: Grain) => say(`periodAdjective.${grain}`);
  const aggregation = names<Aggregation>(locale, 'aggregation');

  return {
    tag: grammar.tag,

    aggregation,
    grain: names<Grain>(locale, 'grain'),
    months: listIn(locale, 'months'),
    cycle: names<Cycle>(locale, 'cycle'),

    relativeDay: (offset) =>
      say('range.relativeDay', { context: offset === 0 ? 'today' : 'yesterday' }),
    lastN: (n, u) => say('range.lastN', { count: n, unit: unit(u, n) }),
    lastHours: (n) => say('range.lastHours', { count: n }),
    previousUnit: (u) => say('range.previousUnit', { unit: unit(u, 1) }),
    currentUnit: (u, toDate) =>
      say('range.currentUnit', { unit: unit(u, 1), context: toDate ? 'toDate' : 'this' }),
    half: (half, year) =>
      say('range.half', {
        context: half === 1 ? 'first' : 'second',
        ofYear: part('range.ofYear', year, 'year'),
      }),
    until: (day) => say('range.until', { day }),
    excluding: (range) => say('range.excluding', { range }),

    previous: (label) => say('column.previous', { label }),
    change: (label) => say('column.change', { label }),
    share: say('column.share'),
    windowed: {
      cumulative: (metric) => say('column.windowed.cumulative', { metric }),
      growth: (metric) => say('column.windowed.growth', { metric }),
      moving: (metric) => say('column.windowed.moving', { metric }),
    } satisfies Record<WindowKind, (metric: string) => string>,
    decade: (n) => say('column.decade', { n }),

    aggregated: (a, metric) => say('measure.aggregated', { aggregation: aggregation[a], metric }),
    countLabel: (what, grains) =>
      say('measure.countLabel', { what, context: grains ? 'grains' : undefined }),
    countName: (what, grains) =>
      say('measure.countName', { what, context: grains ? 'grains' : undefined }),
    rate: (flag) => say('measure.rate', { flag }),
    ratio: (metric, over) => say('measure.ratio', { metric, over }),
    margin: (metric) => say('measure.margin', { metric }),
    perPeriod: (grain, metric) => say('measure.perPeriod', { period: period(grain), metric }),
    perEach: (metric, each) => say('measure.perEach', { metric, each }),
    percentile: (metric, n) => say('measure.percentile', { metric, count: n, ordinal: true }),
    partShare: (metric, part) => say('measure.partShare', { metric, part }),

    title: ({ metrics, groups, rank, filters, range, previous }) => {
      const tail = {
        filters,
        range: part('title.range', range, 'range'),
        previous: part('title.previous', previous, 'previous'),
      };
      if (rank) {
        return say('title.ranked', {
          ...tail,
          metrics,
          group: groups[0] ?? '',
          count: rank.limit,
          context: rank.direction,
        });
      }
      if (!groups.length) return say('title.plain', { ...tail, metrics });
      return say('title.by', { ...tail, metrics, groups: groups.join(say('join.and')) });
    },

    noData: say('sentence.noData'),
    groupTest: (op, a, b) => say('sentence.groupTest', { a, b, context: TEST_KEY[op] }),
    keptNone: ({ label, test, noun }) => say('sentence.keptNone', { label, test, noun }),
    keptOne: ({ label, test, noun, value }) =>
      say('sentence.keptOne', { label, test, noun, value }),
    keptMany: ({ label, test, noun, count, max, min }) =>
      say('sentence.keptMany', { label, test, noun, count, max, min }),
    passedTest: (label, test) => say('sentence.passedTest', { label, test }),
    passedTests: (tests) => tests.join(say('join.and')),
    // `number` is the count as the card writes numbers ("1,204"); `count` picks the form.
    passed: ({ n, count, noun, tests }) =>
      say('sentence.passed', { count: n, number: count, noun, tests }),
    comparedScalar: ({ label, value, range, previous, previousRange, direction, percent }) =>
      say('sentence.comparedScalar', {
        label,
        value,
        range,
        previous,
        previousRange,
        percent,
        context: direction,
      }),
    scalar: ({ label, range, value }) =>
      say('sentence.scalar', { label, value, range: part('sentence.scalarRange', range, 'range') }),
    rankedOne: ({ direction, label, group, key, value }) =>
      say('sentence.rankedOne', { label, group, key, value, context: direction }),
    rankedMany: ({ direction, label, group, count, list }) =>
      say('sentence.rankedMany', { label, group, count, list, context: direction }),
    // The preposition before a period ("on Mar 3", "in March") is the one every card says
    // (@parley/domain periodPreposition); Turkish says none.
    overTime: ({ label, grain, first, firstValue, last, lastValue, peak, peakValue }) =>
      say('sentence.overTime', {
        label,
        first,
        firstValue,
        last,
        lastValue,
        peak,
        peakValue,
        at: periodPreposition(grain, locale),
      }),
    largestShare: (key, share) => say('sentence.largestShare', { key, share }),
    single: (label, key, value) => say('sentence.single', { label, key, value }),
    spread: ({ label, max, maxValue, min, minValue }) =>
      say('sentence.spread', { label, max, maxValue, min, minValue }),

    levelWords: grammar.levelWords,

    contributes: (key, share, metric) => say('insight.contributes', { key, share, metric }),
    concentrated: (dimension, share) => say('insight.concentrated', { dimension, share }),
    movedMost: ({ key, up, signed, amount }) =>
      say('insight.movedMost', { key, signed, amount, context: up ? 'up' : 'down' }),
    trend: (reading, metric, ends) => say('insight.trend', { metric, ends, context: reading }),
    unusual: ({ key, value, above, seasonal }) =>
      say('insight.unusual', {
        key,
        value,
        context: `${above ? 'above' : 'below'}_${seasonal ? 'seasonal' : 'level'}`,
      }),
    newSinceZero: (metric) => say('insight.newSinceZero', { metric }),
    above: ({ metric, top, bottom, percent }) =>
      say('insight.above', { metric, top, bottom, percent }),
    gap: ({ metric, top, bottom, ratio }) => say('insight.gap', { metric, top, bottom, ratio }),
    seriesTrend: ({ metric, up, down, flat }) => {
      const parts = [
        up.length ? say('insight.seriesRose', { names: up }) : '',
        down.length ? say('insight.seriesFell', { names: down }) : '',
        flat.length ? say('insight.seriesFlat', { names: flat }) : '',
      ].filter(Boolean);
      return say('insight.seriesTrend', { metric, parts: parts.join(say('join.comma')) });
    },
    seriesLead: ({ metric, at, leader, value, second, secondValue }) =>
      say('insight.seriesLead', { metric, at, leader, value, second, secondValue }),
    overallChange: ({ metric, up, percent, from, to }) =>
      say('insight.overallChange', { metric, percent, from, to, context: up ? 'rose' : 'fell' }),
    rankedGap: ({ n, metric, top, bottom, ratio }) =>
      say('insight.rankedGap', { n, metric, top, bottom, ratio }),
    rankedRange: ({ n, min, minValue, max, maxValue }) =>
      say('insight.rankedRange', { n, min, minValue, max, maxValue }),
    outlier: ({ key, value, above, median }) =>
      say('insight.outlier', { key, value, median, context: above ? 'above' : 'below' }),

    driverColumns: {
      driver: say('driver.columns.driver'),
      value: say('driver.columns.value'),
      contribution: say('driver.columns.contribution'),
      rate: say('driver.columns.rate'),
      mix: say('driver.columns.mix'),
    },
    changeBar: say('driver.changeBar'),
    driverTitle: (metric, when, was) => say('driver.title', { metric, when, was }),
    mixEffect: (value, metric, byRate) =>
      say('driver.mixEffect', { value, metric, context: byRate ? 'rate' : 'mix' }),
    driverHead: ({ metric, moved, by, when, was, before, after }) => {
      const relative = grammar.relativePeriod(when) ? 'relative' : undefined;
      const at = say('driver.at', { when, context: relative });
      return say('driver.head', { metric, by, at, was, before, after, context: moved });
    },
    driverTail: ({ head, against, down, named }) =>
      say('driver.tail', {
        head,
        named,
        context: against ? (down ? 'declines' : 'increases') : 'mostly',
      }),

    shareOfChange: ({ value, dimension, share, metric }) =>
      say('driver.shareOfChange', { value, dimension, share, metric }),
    moreThanAll: (p) => say('driver.moreThanAll', p),
    againstAll: (p) => say('driver.againstAll', p),
    withData: (period) => say('driver.withData', { period }),
    latestWithData: (period) => say('driver.latestWithData', { period }),

    whichField: (phrase) => say('prompt.whichField', { phrase }),
    countOfRate: (phrase) => say('prompt.countOfRate', { phrase }),
    whichColumn: (phrase) => say('prompt.whichColumn', { phrase }),
    rowsOrValue: (phrase) => say('prompt.rowsOrValue', { phrase }),
    everyRow: { question: say('prompt.everyRowQuestion'), label: say('prompt.everyRowLabel') },
    understoodBut: ({ rest, words, source }) =>
      say('prompt.understoodBut', { rest, words, source }),
    askWithout: say('prompt.askWithout'),
    notFound: (words, source) => say('prompt.notFound', { words, source }),
    canAnswer: say('prompt.canAnswer'),
    tryOne: say('prompt.tryOne'),
    noTime: (source) => say('prompt.noTime', { source }),
    chartNeedsAxis: (chart) =>
      say('prompt.chartNeedsAxis', { what: say(`prompt.axisFor.${chart ?? 'order'}`) }),
    textMatch: (column, match, values) =>
      say('prompt.textMatch', { column, values: values.join(say('join.or')), context: match }),
    // The question without its closing punctuation, then the breakdown.
    withBreakdown: (question, column) =>
      say('prompt.withBreakdown', { question: question.replace(/[?.!\s]+$/, ''), column }),
    noHours: ({ source, column, window }) =>
      say('prompt.noHours', { source, column, window, context: window ? 'window' : undefined }),
    whatToMeasure: say('prompt.whatToMeasure'),
    unanswerable: say('prompt.unanswerable'),
    byDay: grammar.byDay,

    suggestAggregation: (a) =>
      say('suggest.aggregation', { context: a === 'avg' ? 'avg' : undefined }),
    suggestBy: (aggregation, metric, dimension) =>
      say('suggest.by', { aggregation, metric, dimension }),
    suggestPerYear: (aggregation, metric) => say('suggest.perYear', { aggregation, metric }),
    suggestTop: (metric, dimension) => say('suggest.top', { metric, dimension }),
    suggestHowMany: (entity) =>
      say('suggest.howMany', { entity, context: entity === undefined ? 'rows' : undefined }),
  };
}
