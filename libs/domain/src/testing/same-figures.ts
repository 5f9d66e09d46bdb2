import type { AnswerCard } from '../answer-card';

// One card every surface must show with the same figures (issue 17): the web table, the CSV, the
// mailed table and chart image, the Teams card and Alexa's speech each check it in their own
// tests. Revenue adds up (a total); the conversion rate is a 0–100 rate (6.05%, never 605%) and
// has no total; the sum carries float noise from SQL.
export const SAME_FIGURES_CARD: AnswerCard = {
  title: 'Revenue and conversion rate by channel',
  text: 'Email has the highest revenue.',
  table: [
    { channel: 'Email', revenue: 415503.6700000001, conversion_rate: 6.05 },
    { channel: 'Ads', revenue: 120000.5, conversion_rate: 2.8212 },
  ],
  columns: [
    { key: 'channel', label: 'Channel', role: 'dimension' },
    {
      key: 'revenue',
      label: 'Revenue',
      role: 'metric',
      format: 'currency',
      currency: 'USD',
      additive: true,
    },
    {
      key: 'conversion_rate',
      label: 'Conversion rate',
      role: 'metric',
      format: 'percent',
      percentBase: 100,
      additive: false,
    },
  ],
  chart: [
    { chart: { type: 'column' }, x: 'channel', series: [{ key: 'revenue', name: 'Revenue' }] },
    {
      chart: { type: 'bar' },
      x: 'channel',
      series: [{ key: 'conversion_rate', name: 'Conversion rate' }],
    },
  ],
  insights: [],
  date: '2026-06-15T00:00:00.000Z',
  query: { source: { type: 'demo', datasource_id: 'demo' }, interpretation: [] },
};

export type SameFigures = {
  revenue: [string, string];
  rate: [string, string];
  total: string;
  csv: string[];
};

export const SAME_FIGURES: Record<'en-US' | 'en-GB' | 'tr', SameFigures> = {
  'en-US': {
    revenue: ['$415,504', '$120,001'],
    rate: ['6.05%', '2.82%'],
    total: '$535,504',
    csv: ['Email,415503.67,6.05', 'Ads,120000.5,2.8212'],
  },
  'en-GB': {
    revenue: ['$415,504', '$120,001'],
    rate: ['6.05%', '2.82%'],
    total: '$535,504',
    csv: ['Email,415503.67,6.05', 'Ads,120000.5,2.8212'],
  },
  tr: {
    revenue: ['$415.504', '$120.001'],
    rate: ['%6,05', '%2,82'],
    total: '$535.504',
    csv: ['Email,415503.67,6.05', 'Ads,120000.5,2.8212'],
  },
};

// What no surface may show for this card: the rate 100× too big, a summed rate, float noise, US$.
export const WRONG_FIGURES = /605%|%605|8[.,]87%|0000001|US\$/;
