import { periodPreposition } from '@parley/domain';
import type { Unit } from '../../parse/date-spec';
import { plural } from '../../model/humanize';
import type { ChartKind } from '../../parse/presentation';
import type { GroupTestOp, Wording } from './wording';

const CHART_NAMES: Record<ChartKind, string> = {
  bar: 'bar chart',
  line: 'line chart',
  pie: 'pie chart',
  donut: 'donut chart',
  area: 'area chart',
  scatter: 'scatter plot',
  table: 'table',
};

// "China's", "Fossil Fuels'".
const possessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`);

// "China and India", "China ve India": names joined the language's way.
const list = (names: readonly string[]) =>
  new Intl.ListFormat('en', { type: 'conjunction' }).format(names);

const UNIT: Record<Unit, [string, string]> = {
  day: ['day', 'days'],
  week: ['week', 'weeks'],
  month: ['month', 'months'],
  quarter: ['quarter', 'quarters'],
  half: ['half', 'halves'],
  year: ['year', 'years'],
};

const unit = (u: Unit, n: number) => UNIT[u][n === 1 ? 0 : 1];

// "1st", "2nd", "3rd", "11th", "90th".
function ordinal(n: number): string {
  const tail =
    n % 10 === 1 && n !== 11
      ? 'st'
      : n % 10 === 2 && n !== 12
        ? 'nd'
        : n % 10 === 3 && n !== 13
          ? 'rd'
          : 'th';
  return `${n}${tail}`;
}

const GRAIN = {
  hourly: 'hour',
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  quarterly: 'quarter',
  yearly: 'year',
};

const AGGREGATION = {
  sum: 'Total',
  avg: 'Average',
  min: 'Minimum',
  max: 'Maximum',
  count: 'Count of',
  count_distinct: 'Distinct',
  median: 'Median',
  stddev: 'Standard deviation of',
  percentile: 'Percentile of',
  range: 'Range of',
};

const highest = (direction: 'desc' | 'asc') => (direction === 'desc' ? 'highest' : 'lowest');

const TEST: Record<GroupTestOp, (a: string, b: string) => string> = {
  '>': (a) => `above ${a}`,
  '>=': (a) => `at least ${a}`,
  '<': (a) => `below ${a}`,
  '<=': (a) => `at most ${a}`,
  '=': (a) => `equal to ${a}`,
  '<>': (a) => `other than ${a}`,
  between: (a, b) => `between ${a} and ${b}`,
};

export const en: Wording = {
  tag: 'en-US',

  aggregation: AGGREGATION,
  grain: GRAIN,
  months:
    'January February March April May June July August September October November December'.split(
      ' ',
    ),
  cycle: { weekday: 'Day of week', decade: 'Decade' },

  relativeDay: (offset) => (offset === 0 ? 'today' : 'yesterday'),
  lastN: (n, u) => `last ${n} ${unit(u, n)}`,
  lastHours: (n) => (n === 1 ? 'last hour' : `last ${n} hours`),
  previousUnit: (u) => `last ${unit(u, 1)}`,
  currentUnit: (u, toDate) => (toDate ? `${unit(u, 1)} to date` : `this ${unit(u, 1)}`),
  half: (half, year) => `${half === 1 ? 'first' : 'second'} half${year ? ` of ${year}` : ''}`,
  until: (day) => `until ${day}`,
  excluding: (range) => `excluding ${range}`,

  previous: (label) => `Previous ${label}`,
  change: (label) => `${label} change`,
  share: 'Share %',
  windowed: {
    cumulative: (m) => `Cumulative ${m}`,
    growth: (m) => `${m} growth %`,
    moving: (m) => `${m} (moving average)`,
  },
  decade: (n) => `${n}s`,

  aggregated: (a, metric) => `${AGGREGATION[a]} ${metric}`,
  countLabel: (what, grains) => `Number of ${what}${grains ? 's' : ''}`,
  countName: (what, grains) => `number of ${what}${grains ? 's' : ''}`,
  // "Churned" → "Churn rate".
  rate: (flag) => `${flag.replace(/(ed|d)$/i, '')} rate`,
  ratio: (metric, over) => `${metric} per ${over}`,
  margin: (metric) => `${metric} margin`,
  perPeriod: (grain, metric) => `${AGGREGATION.avg} ${grain} ${metric}`,
  percentile: (metric, n) => `${ordinal(n)} percentile of ${metric}`,
  partShare: (metric, part) => `Share of ${metric}: ${part}`,

  title: ({ metrics, groups, rank, filters, range, previous }) => {
    const ranked = rank?.limit === 1 ? groups[0] : plural(groups[0] ?? '');
    const top = rank
      ? `${rank.direction === 'desc' ? 'Top' : 'Bottom'} ${rank.limit} ${ranked} by `
      : '';
    const by = groups.length && !rank ? ` by ${groups.join(' and ')}` : '';
    return `${top}${top ? metrics.toLowerCase() : metrics}${by}${filters}${range ? `, ${range}` : ''}${previous ? ` vs ${previous}` : ''}`;
  },

  noData: 'No data matched this question.',
  groupTest: (op, a, b) => TEST[op](a, b),
  keptNone: ({ label, test, noun }) =>
    `No ${noun.toLowerCase()} has ${label.toLowerCase()} ${test}.`,
  keptOne: ({ label, test, value }) => `${label} is ${test} only for ${value}.`,
  keptMany: ({ label, test, noun, count, max, min }) =>
    `${label} is ${test} for ${count} ${plural(noun.toLowerCase())}: highest ${max}, lowest ${min}.`,
  passedTest: (label, test) => {
    const l = label.toLowerCase();
    return `${/^[aeiou]/.test(l) ? 'an' : 'a'} ${l} ${test}`;
  },
  passedTests: (tests) => tests.join(' and '),
  passed: ({ n, count, noun, tests }) => {
    const what = noun.toLowerCase();
    if (n === 0) return `No ${what} has ${tests}.`;
    if (n === 1) return `1 ${what} has ${tests}.`;
    return `${count} ${plural(what)} have ${tests}.`;
  },
  comparedScalar: ({ label, value, range, previous, previousRange, direction, percent }) =>
    `${label} was ${value} for ${range}, ${direction}${percent ? ` ${percent}` : ''} from ${previous} for ${previousRange}.`,
  scalar: ({ label, range, value }) => `${label}${range ? ` for ${range}` : ''} is ${value}.`,
  rankedOne: ({ direction, label, key, value }) =>
    `${key} has the ${highest(direction)} ${label.toLowerCase()}: ${value}.`,
  rankedMany: ({ direction, label, group, count, list }) =>
    `${count} ${plural(group.toLowerCase())} with the ${highest(direction)} ${label.toLowerCase()}: ${list}.`,
  overTime: ({ label, grain, first, firstValue, last, lastValue, peak, peakValue }) =>
    `${label} went from ${firstValue} (${first}) to ${lastValue} (${last}), peaking at ${peakValue} ${periodPreposition(grain, 'en')} ${peak}.`,
  largestShare: (key, share) => `${key} has the largest share at ${share}.`,
  single: (label, key, value) => `${label} for ${key} is ${value}.`,
  spread: ({ label, max, maxValue, min, minValue }) =>
    `${label} is highest for ${max} (${maxValue}) and lowest for ${min} (${minValue}).`,

  levelWords: [
    'population',
    'pop',
    'headcount',
    'employees',
    'staff',
    'balance',
    'inventory',
    'stock',
    'price',
    'level',
    'temperature',
  ],

  contributes: (key, share, metric) =>
    `${key} contributes ${share} of the total ${metric.toLowerCase()}.`,
  concentrated: (dimension, share) =>
    `The top 3 ${plural(dimension.toLowerCase())} make up ${share} of the total: a concentrated mix.`,
  movedMost: ({ key, up, amount }) =>
    `${key} moved the most: ${up ? 'up' : 'down'} ${amount} against the previous period.`,
  trend: (reading, metric, ends) => {
    switch (reading) {
      case 'flat':
        return `${metric} stayed broadly flat over the period: ${ends}.`;
      case 'mixed':
        return `${metric} was mixed over the period, with no clear direction: ${ends}.`;
      default:
        return `${metric} trended ${reading} over the period: ${ends}.`;
    }
  },
  unusual: ({ key, value, above, seasonal }) =>
    `${key} is unusual at ${value}, far ${above ? 'above' : 'below'} ${seasonal ? 'the seasonal pattern' : 'the series’ usual level'}.`,
  newSinceZero: (metric) =>
    `${metric} was zero in the previous period, so its change is infinite (new).`,
  above: ({ metric, top, bottom, percent }) =>
    `${possessive(top)} ${metric.toLowerCase()} is ${percent} above ${possessive(bottom)}.`,
  gap: ({ metric, top, bottom, ratio }) =>
    `${possessive(top)} ${metric.toLowerCase()} is ${ratio} times ${possessive(bottom)}.`,
  seriesTrend: ({ metric, up, down, flat }) => {
    const parts = [
      up.length ? `rose for ${list(up)}` : '',
      down.length ? `fell for ${list(down)}` : '',
      flat.length ? `stayed flat for ${list(flat)}` : '',
    ].filter(Boolean);
    return `${metric} ${parts.join(', ')} over the period.`;
  },
  seriesLead: ({ metric, at, leader, value, second, secondValue }) =>
    `In ${at}, ${leader} leads on ${metric.toLowerCase()} with ${value}, ahead of ${second} (${secondValue}).`,
  overallChange: ({ metric, up, percent, from, to }) =>
    `${metric} ${up ? 'rose' : 'fell'} ${percent} from ${from} to ${to}.`,
  rankedGap: ({ n, metric, top, bottom, ratio }) =>
    `Among these ${n}, ${possessive(top)} ${metric.toLowerCase()} is ${ratio} times ${possessive(bottom)}.`,
  rankedRange: ({ n, min, minValue, max, maxValue }) =>
    `These ${n} range from ${minValue} (${min}) to ${maxValue} (${max}).`,
  outlier: ({ key, value, above, median }) =>
    `${key} stands out at ${value}, far ${above ? 'above' : 'below'} the median of ${median}.`,

  driverColumns: {
    driver: 'Driver',
    value: 'Value',
    contribution: 'Contribution to change',
    rate: 'Rate effect',
    mix: 'Mix effect',
  },
  changeBar: 'Change',
  driverTitle: (metric, when, was) => `What drove ${metric}, ${when} vs ${was}`,
  mixEffect: (value, metric, byRate) =>
    byRate
      ? `${value}'s effect comes mostly from its own ${metric.toLowerCase()} changing (rate effect).`
      : `${value}'s effect comes mostly from its weight in the mix changing (mix effect), not its own rate.`,
  driverHead: ({ metric, moved, by, when, was, before, after }) => {
    const verb = moved === 'fell' ? 'fell' : moved === 'rose' ? 'rose' : 'did not change';
    const at = /^(last|this|today|yesterday)\b/.test(when) ? when : `in ${when}`;
    return `${metric} ${verb}${by} ${at} against ${was} (${before} → ${after}).`;
  },
  driverTail: ({ head, against, down, named }) =>
    `${head} ${against ? (down ? 'Largest declines' : 'Largest increases') : 'Mostly'}: ${named}.`,

  shareOfChange: ({ value, dimension, share, metric }) =>
    `${value} (${dimension}) alone made ${share} of the change in ${metric.toLowerCase()}.`,
  moreThanAll: ({ value, dimension, amount, total, rest }) =>
    `${value} (${dimension}) alone changed by ${amount}, more than the whole change (${total}); the rest of ${dimension.toLowerCase()} moved the other way by ${rest}.`,
  againstAll: ({ value, dimension, amount, total, rest }) =>
    `${value} (${dimension}) changed by ${amount} while the whole changed by ${total}: the rest of ${dimension.toLowerCase()} moved by ${rest}.`,
  withData: (period) => `${period} (the latest earlier period with data)`,
  latestWithData: (period) =>
    `The period just before has no data, so the change is measured against ${period}, the latest earlier period that has some.`,

  whichField: (phrase) => `Which "${phrase}" do you mean?`,
  whichColumn: (phrase) => `"${phrase}" appears in more than one column. Which one?`,
  rowsOrValue: (phrase) => `Does "${phrase}" mean every row, or only the rows with that value?`,
  everyRow: { question: 'records', label: 'Every row' },
  understoodBut: ({ rest, words, source }) =>
    `I understood "${rest}" but not "${words}" (not in ${source}).`,
  askWithout: 'Ask it without that word, or rephrase:',
  notFound: (words, source) => `I couldn't find "${words}" in ${source}.`,
  canAnswer: 'Questions this data can answer:',
  tryOne: 'Try one of these:',
  chartNeedsAxis: (chart) =>
    `${chart ? `A ${CHART_NAMES[chart]}` : 'An order'} needs something to break the answer down by. Which one did you mean?`,
  textMatch: (column, match, values) =>
    `${column} ${{ starts: 'starts with', ends: 'ends with', contains: 'contains' }[match]} ${values.join(' or ')}`,
  withBreakdown: (question, column) => `${question.replace(/[?.!\s]+$/, '')} by ${column}`,
  noTime: (source) => `${source} has no date column, so a date range cannot be applied.`,
  noHours: ({ source, column, window }) =>
    `${column} in ${source} holds dates without a time of day, ${window ? `so the ${window} cannot be picked out` : 'so it cannot be broken down by hour'}.`,
  whatToMeasure: 'What would you like to measure?',
  unanswerable: 'This question could not be answered from this data.',
  byDay: (word) => {
    const hour = /^hour(ly|s)?$/.exec(word.toLowerCase());
    if (!hour) return undefined;
    return hour[1] === 'ly' ? 'daily' : hour[1] === 's' ? 'days' : 'day';
  },

  suggestAggregation: (a) => (a === 'avg' ? 'average' : 'total'),
  suggestBy: (aggregation, metric, dimension) => `${aggregation} ${metric} by ${dimension}`,
  suggestPerYear: (aggregation, metric) => `${aggregation} ${metric} per year`,
  suggestTop: (metric, dimension) => `top 5 ${dimension} by ${metric}`,
  suggestHowMany: (entity) => `how many ${entity ?? 'rows'}`,
};
