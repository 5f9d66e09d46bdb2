import type { AnswerCard } from '../answer-card';

// "Compare the population of China and India by year" as the engine answers it (issue 28): long
// rows, a second grouping whose values are the series, a level that has no total over years. Each
// surface (web, mail, PDF, Teams, Alexa) checks it shows one column per country and years as
// "1955".
export const SERIES_CARD: AnswerCard = {
  title: 'Population by year and country',
  text: 'China has the larger population in every year.',
  table: [
    { year: 1955, country: 'China', pop: 603_320_147 },
    { year: 1955, country: 'India', pop: 398_577_992 },
    { year: 2005, country: 'China', pop: 1_304_887_562 },
    { year: 2005, country: 'India', pop: 1_154_638_713 },
  ],
  columns: [
    { key: 'year', label: 'Year', role: 'time' },
    { key: 'country', label: 'Country', role: 'dimension' },
    { key: 'pop', label: 'Population', role: 'metric', additive: true, level: true },
  ],
  chart: [{ chart: { type: 'line' }, x: 'year', series: [{ key: 'pop', name: 'Population' }] }],
  insights: [],
  date: '2026-11-27T03:00:00.000Z',
  query: {
    source: { type: 'file', datasource_id: 'gapminder.json' },
    interpretation: [{ kind: 'metric', text: 'Population' }],
    grain: 'yearly',
  },
  series: {
    by: 'country',
    x: 'year',
    items: [
      { key: 'pop@0', name: 'China', measure: 'pop', value: 'China' },
      { key: 'pop@1', name: 'India', measure: 'pop', value: 'India' },
    ],
    stacked: false,
  },
};

const COUNTRIES = [
  'China',
  'India',
  'United States',
  'Indonesia',
  'Brazil',
  'Pakistan',
  'Nigeria',
  'Bangladesh',
  'Russia',
  'Japan',
  'Mexico',
  'Türkiye',
];

// The same question over twelve countries, more than a chart draws (MAX_SERIES): the chart keeps
// the ten largest and every surface says that two more are left out, as the web legend does.
export const MANY_SERIES_CARD: AnswerCard = {
  title: 'Population by year and country',
  text: 'China has the largest population in every year.',
  table: [1955, 2005].flatMap((year) =>
    COUNTRIES.map((country, i) => ({ year, country, pop: (COUNTRIES.length - i) * 10_000_000 })),
  ),
  columns: SERIES_CARD.columns,
  chart: SERIES_CARD.chart,
  insights: [],
  date: SERIES_CARD.date,
  query: SERIES_CARD.query,
};
