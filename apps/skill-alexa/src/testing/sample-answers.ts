import type { AnswerCard, ConversationResponse } from '@parley/domain';
import { REVENUE_BY_CHANNEL_CARD, TOTAL_REVENUE_TR_CARD } from '@parley/domain/testing';

const base = {
  date: '2026-06-15T00:00:00.000Z',
  query: { source: { type: 'demo', datasource_id: 'demo' }, interpretation: [] },
};

export const revenueByChannel: AnswerCard = {
  ...REVENUE_BY_CHANNEL_CARD,
  // A sum: the engine offers it as parts of a whole, so its rows add up to a spoken total.
  chart: [
    { chart: { type: 'bar' }, x: 'channel', series: [{ key: 'revenue', name: 'Total Revenue' }] },
    { chart: { type: 'pie' }, x: 'channel', series: [{ key: 'revenue', name: 'Total Revenue' }] },
  ],
  insights: [
    'Organic Search moved the most: down $8,884 against the previous period.',
    'Paid Search & Display differ by 6x.',
  ],
};

export const totalRevenue: AnswerCard = TOTAL_REVENUE_TR_CARD;

export const conversionByDevice: AnswerCard = {
  ...base,
  title: 'Conversion rate by Device',
  text: 'Conversion rate is highest for Desktop (4.37%) and lowest for Mobile (2.78%).',
  table: [
    { device: 'Desktop', conversion_rate: 4.368835781778054 },
    { device: 'Tablet', conversion_rate: 3.030200019036482 },
    { device: 'Mobile', conversion_rate: 2.780304143454944 },
  ],
  columns: [
    { key: 'device', label: 'Device', role: 'dimension' },
    { key: 'conversion_rate', label: 'Conversion rate', role: 'metric', format: 'percent' },
  ],
  chart: [
    {
      chart: { type: 'bar' },
      x: 'device',
      series: [{ key: 'conversion_rate', name: 'Conversion rate' }],
    },
  ],
  insights: [],
};

export const aovByDevice: AnswerCard = {
  ...base,
  title: 'Average order value by Device',
  text: 'Average order value is highest for Desktop ($104.10) and lowest for Mobile ($95.20).',
  table: [
    { device: 'Desktop', average_order_value: 104.1 },
    { device: 'Mobile', average_order_value: 95.2 },
  ],
  columns: [
    { key: 'device', label: 'Device', role: 'dimension' },
    {
      key: 'average_order_value',
      label: 'Average order value',
      role: 'metric',
      format: 'currency',
      currency: 'USD',
    },
  ],
  chart: [
    {
      chart: { type: 'bar' },
      x: 'device',
      series: [{ key: 'average_order_value', name: 'Average order value' }],
    },
  ],
  insights: [],
};

export const unicornPrompt: ConversationResponse = {
  prompt: {
    title: 'Which measure do you mean?',
    direction: 'horizontal',
    items: [
      { title: 'orders last 30 days' },
      { title: 'revenue last 30 days' },
      { title: 'sessions <by> device' },
    ],
  },
};

/** Canned answers by phrase, as the stub API gives them. */
export function sampleAnswer(phrase: string, locale: string): ConversationResponse[] {
  if (/unicorn|tek boynuz/i.test(phrase)) return [unicornPrompt];
  if (locale === 'tr') return [{ card: totalRevenue }];
  return [{ card: revenueByChannel }];
}
