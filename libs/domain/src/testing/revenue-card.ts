import type { AnswerCard } from '../answer-card';

// "Total revenue by channel, last 30 days" on the demo source as the engine answers it: a sum by
// channel with its previous period, change and share columns. The image, the spoken answer and the
// Teams card each start from it and set the charts or insights their tests read.
export const REVENUE_BY_CHANNEL_CARD: AnswerCard = {
  title: 'Total Revenue by Channel, last 30 days',
  text: 'Total Revenue is highest for Paid Search ($161,476) and lowest for Display ($25,773).',
  date: '2026-06-15T00:00:00.000Z',
  query: { source: { type: 'demo', datasource_id: 'demo' }, interpretation: [] },
  table: [
    {
      channel: 'Paid Search',
      revenue: 161475.82,
      Previous_revenue: 168781.65,
      'revenue__%': -5,
      revenue__change: -7305.83,
    },
    {
      channel: 'Organic Search',
      revenue: 144648.69,
      Previous_revenue: 153532.19,
      'revenue__%': -6,
      revenue__change: -8883.5,
    },
    {
      channel: 'Display',
      revenue: 25772.77,
      Previous_revenue: 30205.08,
      'revenue__%': -15,
      revenue__change: -4432.31,
    },
  ],
  columns: [
    { key: 'channel', label: 'Channel', role: 'dimension' },
    { key: 'revenue', label: 'Total Revenue', role: 'metric', format: 'currency', currency: 'USD' },
    {
      key: 'Previous_revenue',
      label: 'Previous Total Revenue',
      role: 'metric',
      format: 'currency',
      currency: 'USD',
    },
    { key: 'revenue__%', label: 'Total Revenue %', role: 'metric', format: 'percent' },
    {
      key: 'revenue__change',
      label: 'Total Revenue change',
      role: 'metric',
      format: 'currency',
      currency: 'USD',
    },
  ],
  chart: [
    { chart: { type: 'bar' }, x: 'channel', series: [{ key: 'revenue', name: 'Total Revenue' }] },
  ],
  insights: [],
};

// The total of that revenue as one headline figure beside its previous period, on a Turkish card:
// a number card, read and drawn in the card's language.
export const TOTAL_REVENUE_TR_CARD: AnswerCard = {
  title: 'Toplam Gelir, son 30 gün',
  text: 'Toplam gelir 557.907 $ oldu.',
  date: REVENUE_BY_CHANNEL_CARD.date,
  query: REVENUE_BY_CHANNEL_CARD.query,
  table: [
    {
      revenue: 557907.5,
      Previous_revenue: 592567.48,
      'revenue__%': -6,
      revenue__change: -34659.98,
    },
  ],
  columns: [
    { key: 'revenue', label: 'Toplam Gelir', role: 'metric', format: 'currency', currency: 'USD' },
    {
      key: 'Previous_revenue',
      label: 'Önceki Toplam Gelir',
      role: 'metric',
      format: 'currency',
      currency: 'USD',
    },
    { key: 'revenue__%', label: 'Toplam Gelir %', role: 'metric', format: 'percent' },
  ],
  chart: [{ chart: { type: 'number' }, series: [{ key: 'revenue', name: 'Toplam Gelir' }] }],
  insights: [],
};
