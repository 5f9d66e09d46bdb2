// The English words of an answer: i18next's catalogue for the `wording` namespace.
// Values are interpolated (`{{name}}`); a count picks `_one` / `_other` (ordinals: `_ordinal_one`,
// `_two`, `_few`, `_other`), both by Intl.PluralRules; a context (`_desc`, `_up`) picks a sentence.
// Formatters are English grammar kept as code (wording-i18n.ts): `lower`, `plural` (a noun from the
// data, "products"), `possessive` ("China's", "Fossil Fuels'"), `article` ("an order"), `ratestem`
// ("Churned" → "Churn"); `list` is i18next's own (Intl.ListFormat).
export const EN_WORDING = {
  join: { and: ' and ', or: ' or ', comma: ', ' },

  aggregation: {
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
  },
  grain: {
    hourly: 'hour',
    daily: 'day',
    weekly: 'week',
    monthly: 'month',
    quarterly: 'quarter',
    yearly: 'year',
  },
  periodAdjective: {
    hourly: 'hourly',
    daily: 'daily',
    weekly: 'weekly',
    monthly: 'monthly',
    quarterly: 'quarterly',
    yearly: 'yearly',
  },
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  cycle: { weekday: 'Day of week', decade: 'Decade' },

  unit: {
    day_one: 'day',
    day_other: 'days',
    week_one: 'week',
    week_other: 'weeks',
    month_one: 'month',
    month_other: 'months',
    quarter_one: 'quarter',
    quarter_other: 'quarters',
    half_one: 'half',
    half_other: 'halves',
    year_one: 'year',
    year_other: 'years',
  },

  range: {
    relativeDay_today: 'today',
    relativeDay_yesterday: 'yesterday',
    lastN: 'last {{count}} {{unit}}',
    lastHours_one: 'last hour',
    lastHours_other: 'last {{count}} hours',
    previousUnit: 'last {{unit}}',
    currentUnit_this: 'this {{unit}}',
    currentUnit_toDate: '{{unit}} to date',
    half_first: 'first half{{ofYear}}',
    half_second: 'second half{{ofYear}}',
    ofYear: ' of {{year}}',
    until: 'until {{day}}',
    excluding: 'excluding {{range}}',
  },

  column: {
    previous: 'Previous {{label}}',
    change: '{{label}} change',
    share: 'Share %',
    windowed: {
      cumulative: 'Cumulative {{metric}}',
      growth: '{{metric}} growth %',
      moving: '{{metric}} (moving average)',
    },
    decade: '{{n}}s',
  },

  measure: {
    aggregated: '{{aggregation}} {{metric}}',
    countLabel: 'Number of {{what}}',
    countLabel_grains: 'Number of {{what}}s',
    countName: 'number of {{what}}',
    countName_grains: 'number of {{what}}s',
    rate: '{{flag, ratestem}} rate',
    ratio: '{{metric}} per {{over}}',
    margin: '{{metric}} margin',
    perPeriod: 'Average {{period}} {{metric}}',
    perEach: 'Average {{metric}} per {{each}}',
    percentile_ordinal_one: '{{count}}st percentile of {{metric}}',
    percentile_ordinal_two: '{{count}}nd percentile of {{metric}}',
    percentile_ordinal_few: '{{count}}rd percentile of {{metric}}',
    percentile_ordinal_other: '{{count}}th percentile of {{metric}}',
    partShare: 'Share of {{metric}}: {{part}}',
  },

  title: {
    plain: '{{metrics}}{{filters}}{{range}}{{previous}}',
    by: '{{metrics}} by {{groups}}{{filters}}{{range}}{{previous}}',
    ranked_desc_one:
      'Top {{count}} {{group}} by {{metrics, lower}}{{filters}}{{range}}{{previous}}',
    ranked_desc_other:
      'Top {{count}} {{group, plural}} by {{metrics, lower}}{{filters}}{{range}}{{previous}}',
    ranked_asc_one:
      'Bottom {{count}} {{group}} by {{metrics, lower}}{{filters}}{{range}}{{previous}}',
    ranked_asc_other:
      'Bottom {{count}} {{group, plural}} by {{metrics, lower}}{{filters}}{{range}}{{previous}}',
    range: ', {{range}}',
    previous: ' vs {{previous}}',
  },

  sentence: {
    noData: 'No data matched this question.',
    groupTest_gt: 'above {{a}}',
    groupTest_ge: 'at least {{a}}',
    groupTest_lt: 'below {{a}}',
    groupTest_le: 'at most {{a}}',
    groupTest_eq: 'equal to {{a}}',
    groupTest_ne: 'other than {{a}}',
    groupTest_between: 'between {{a}} and {{b}}',
    groupTest_outside: 'below {{a}} or above {{b}}',
    keptNone: 'No {{noun, lower}} has {{label, lower}} {{test}}.',
    keptOne: '{{label}} is {{test}} only for {{value}}.',
    keptMany_one:
      '{{label}} is {{test}} for {{count}} {{noun, lower}}: highest {{max}}, lowest {{min}}.',
    keptMany_other:
      '{{label}} is {{test}} for {{count}} {{noun, lower, plural}}: highest {{max}}, lowest {{min}}.',
    passedTest: '{{label, lower, article}} {{test}}',
    passed_zero: 'No {{noun, lower}} has {{tests}}.',
    passed_one: '{{number}} {{noun, lower}} has {{tests}}.',
    passed_other: '{{number}} {{noun, lower, plural}} have {{tests}}.',
    comparedScalar_new:
      '{{label}} was {{value}} for {{range}}, new from {{previous}} for {{previousRange}}.',
    comparedScalar_up:
      '{{label}} was {{value}} for {{range}}, up {{percent}} from {{previous}} for {{previousRange}}.',
    comparedScalar_down:
      '{{label}} was {{value}} for {{range}}, down {{percent}} from {{previous}} for {{previousRange}}.',
    scalar: '{{label}}{{range}} is {{value}}.',
    scalarRange: ' for {{range}}',
    rankedOne_desc: '{{key}} has the highest {{label, lower}}: {{value}}.',
    rankedOne_asc: '{{key}} has the lowest {{label, lower}}: {{value}}.',
    rankedMany_desc_one: '{{count}} {{group, lower}} with the highest {{label, lower}}: {{list}}.',
    rankedMany_desc_other:
      '{{count}} {{group, lower, plural}} with the highest {{label, lower}}: {{list}}.',
    rankedMany_asc_one: '{{count}} {{group, lower}} with the lowest {{label, lower}}: {{list}}.',
    rankedMany_asc_other:
      '{{count}} {{group, lower, plural}} with the lowest {{label, lower}}: {{list}}.',
    overTime:
      '{{label}} went from {{firstValue}} ({{first}}) to {{lastValue}} ({{last}}), peaking at {{peakValue}} {{at}} {{peak}}.',
    largestShare: '{{key}} has the largest share at {{share}}.',
    single: '{{label}} for {{key}} is {{value}}.',
    spread:
      '{{label}} is highest for {{max}} ({{maxValue}}) and lowest for {{min}} ({{minValue}}).',
  },

  insight: {
    contributes: '{{key}} contributes {{share}} of the total {{metric, lower}}.',
    concentrated:
      'The top 3 {{dimension, lower, plural}} make up {{share}} of the total: a concentrated mix.',
    movedMost_up: '{{key}} moved the most: up {{amount}} against the previous period.',
    movedMost_down: '{{key}} moved the most: down {{amount}} against the previous period.',
    trend_flat: '{{metric}} stayed broadly flat over the period: {{ends}}.',
    trend_mixed: '{{metric}} was mixed over the period, with no clear direction: {{ends}}.',
    trend_up: '{{metric}} trended up over the period: {{ends}}.',
    trend_down: '{{metric}} trended down over the period: {{ends}}.',
    unusual_above_seasonal: '{{key}} is unusual at {{value}}, far above the seasonal pattern.',
    unusual_below_seasonal: '{{key}} is unusual at {{value}}, far below the seasonal pattern.',
    unusual_above_level: '{{key}} is unusual at {{value}}, far above the series’ usual level.',
    unusual_below_level: '{{key}} is unusual at {{value}}, far below the series’ usual level.',
    newSinceZero: '{{metric}} was zero in the previous period, so its change is infinite (new).',
    above: '{{top, possessive}} {{metric, lower}} is {{percent}} above {{bottom, possessive}}.',
    gap: '{{top, possessive}} {{metric, lower}} is {{ratio}} times {{bottom, possessive}}.',
    seriesTrend: '{{metric}} {{parts}} over the period.',
    seriesRose: 'rose for {{names, list}}',
    seriesFell: 'fell for {{names, list}}',
    seriesFlat: 'stayed flat for {{names, list}}',
    seriesLead:
      'In {{at}}, {{leader}} leads on {{metric, lower}} with {{value}}, ahead of {{second}} ({{secondValue}}).',
    overallChange_rose: '{{metric}} rose {{percent}} from {{from}} to {{to}}.',
    overallChange_fell: '{{metric}} fell {{percent}} from {{from}} to {{to}}.',
    rankedGap:
      'Among these {{n}}, {{top, possessive}} {{metric, lower}} is {{ratio}} times {{bottom, possessive}}.',
    rankedRange: 'These {{n}} range from {{minValue}} ({{min}}) to {{maxValue}} ({{max}}).',
    outlier_above: '{{key}} stands out at {{value}}, far above the median of {{median}}.',
    outlier_below: '{{key}} stands out at {{value}}, far below the median of {{median}}.',
  },

  driver: {
    columns: {
      driver: 'Driver',
      value: 'Value',
      contribution: 'Contribution to change',
      rate: 'Rate effect',
      mix: 'Mix effect',
    },
    changeBar: 'Change',
    title: 'What drove {{metric}}, {{when}} vs {{was}}',
    mixEffect_rate:
      "{{value}}'s effect comes mostly from its own {{metric, lower}} changing (rate effect).",
    mixEffect_mix:
      "{{value}}'s effect comes mostly from its weight in the mix changing (mix effect), not its own rate.",
    // A period said as it is ("last month") or after a preposition ("in 2025").
    at: 'in {{when}}',
    at_relative: '{{when}}',
    head_fell: '{{metric}} fell{{by}} {{at}} against {{was}} ({{before}} → {{after}}).',
    head_rose: '{{metric}} rose{{by}} {{at}} against {{was}} ({{before}} → {{after}}).',
    head_same: '{{metric}} did not change{{by}} {{at}} against {{was}} ({{before}} → {{after}}).',
    tail_declines: '{{head}} Largest declines: {{named}}.',
    tail_increases: '{{head}} Largest increases: {{named}}.',
    tail_mostly: '{{head}} Mostly: {{named}}.',
    shareOfChange:
      '{{value}} ({{dimension}}) alone made {{share}} of the change in {{metric, lower}}.',
    moreThanAll:
      '{{value}} ({{dimension}}) alone changed by {{amount}}, more than the whole change ({{total}}); the rest of {{dimension, lower}} moved the other way by {{rest}}.',
    againstAll:
      '{{value}} ({{dimension}}) changed by {{amount}} while the whole changed by {{total}}: the rest of {{dimension, lower}} moved by {{rest}}.',
    withData: '{{period}} (the latest earlier period with data)',
    latestWithData:
      'The period just before has no data, so the change is measured against {{period}}, the latest earlier period that has some.',
  },

  prompt: {
    whichField: 'Which "{{phrase}}" do you mean?',
    countOfRate:
      '"{{phrase}}" is a rate or an amount per row, not something counted. What should be counted?',
    whichColumn: '"{{phrase}}" appears in more than one column. Which one?',
    rowsOrValue: 'Does "{{phrase}}" mean every row, or only the rows with that value?',
    everyRowQuestion: 'records',
    everyRowLabel: 'Every row',
    understoodBut: 'I understood "{{rest}}" but not "{{words}}" (not in {{source}}).',
    askWithout: 'Ask it without that word, or rephrase:',
    notFound: 'I couldn\'t find "{{words}}" in {{source}}.',
    canAnswer: 'Questions this data can answer:',
    tryOne: 'Try one of these:',
    noTime: '{{source}} has no date column, so a date range cannot be applied.',
    axisFor: {
      bar: 'A bar chart',
      line: 'A line chart',
      pie: 'A pie chart',
      donut: 'A donut chart',
      area: 'An area chart',
      scatter: 'A scatter plot',
      table: 'A table',
      order: 'An order',
    },
    chartNeedsAxis: '{{what}} needs something to break the answer down by. Which one did you mean?',
    textMatch_starts: '{{column}} starts with {{values}}',
    textMatch_ends: '{{column}} ends with {{values}}',
    textMatch_contains: '{{column}} contains {{values}}',
    withBreakdown: '{{question}} by {{column}}',
    noHours:
      '{{column}} in {{source}} holds dates without a time of day, so it cannot be broken down by hour.',
    noHours_window:
      '{{column}} in {{source}} holds dates without a time of day, so the {{window}} cannot be picked out.',
    whatToMeasure: 'What would you like to measure?',
    unanswerable: 'This question could not be answered from this data.',
  },

  suggest: {
    aggregation: 'total',
    aggregation_avg: 'average',
    by: '{{aggregation}} {{metric}} by {{dimension}}',
    perYear: '{{aggregation}} {{metric}} per year',
    top: 'top 5 {{dimension}} by {{metric}}',
    howMany: 'how many {{entity}}',
    howMany_rows: 'how many rows',
  },
};
