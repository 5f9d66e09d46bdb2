import type { AnswerCard } from '@parley/domain';
import { REVENUE_BY_CHANNEL_CARD, TOTAL_REVENUE_TR_CARD } from '@parley/domain/testing';

const base = {
  insights: [],
  date: '2026-06-15T00:00:00.000Z',
  query: { source: { type: 'demo', datasource_id: 'demo' }, interpretation: [] },
};

export const byChannel: AnswerCard = {
  ...REVENUE_BY_CHANNEL_CARD,
  title: 'Total Revenue by Channel',
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
  ...TOTAL_REVENUE_TR_CARD,
  title: 'Toplam Gelir',
  text: 'Toplam gelir 557.907 $ oldu, önceki döneme göre %6 düştü.',
};
