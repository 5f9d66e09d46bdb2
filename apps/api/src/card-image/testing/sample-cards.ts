import type { AnswerCard } from '@parley/domain';

const base = {
  insights: [],
  date: '2026-06-15T00:00:00.000Z',
  query: { source: { type: 'demo', datasource_id: 'demo' }, interpretation: [] },
};

export const byChannel: AnswerCard = {
  ...base,
  title: 'Total Revenue by Channel',
  text: 'Total Revenue is highest for Paid Search ($161,476) and lowest for Display ($25,773).',
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
    {
      chart: { type: 'bar' },
      x: 'channel',
      series: [
        { key: 'revenue', name: 'Total Revenue' },
        { key: 'Previous_revenue', name: 'Previous Total Revenue' },
      ],
    },
    { chart: { type: 'pie' }, x: 'channel', series: [{ key: 'revenue', name: 'Total Revenue' }] },
  ],
  insights: [
    'Paid Search contributes 29% of the total revenue.',
    { context: 'Mix', text: 'The top 3 channels make up 71% of the total.' },
  ],
};

export const monthly: AnswerCard = {
  ...base,
  title: 'Orders by month',
  text: 'Orders grew every month.',
  table: ['2026-01', '2026-02', '2026-03', '2026-04'].map((month, i) => ({
    month,
    orders: 1000 + i * 250,
  })),
  columns: [
    { key: 'month', label: 'Month', role: 'time' },
    { key: 'orders', label: 'Orders', role: 'metric', format: 'number' },
  ],
  chart: [{ chart: { type: 'line' }, x: 'month', series: [{ key: 'orders', name: 'Orders' }] }],
};

export const headline: AnswerCard = {
  ...base,
  title: 'Toplam Gelir',
  text: 'Toplam gelir 557.907 $ oldu, önceki döneme göre %6 düştü.',
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
};
