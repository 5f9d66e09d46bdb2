import { SAME_FIGURES_CARD } from '@parley/domain/testing';
import type { AnswerCard } from '@parley/domain';

// A "why did revenue fall" answer as the API sends it: one row a driver, with the period's
// value, the previous one (Previous_), the change and the change in % (__change, __%).
export const driverAnswer: AnswerCard = {
  ...SAME_FIGURES_CARD,
  text: 'Total Revenue fell 14% in March 2026 against February 2026. Mostly: Furniture, Europe.',
  columns: [
    { key: 'Driver', label: 'Driver', role: 'dimension' },
    { key: 'Value', label: 'Value', role: 'dimension' },
    {
      key: 'revenue',
      label: 'Revenue',
      role: 'metric',
      format: 'currency',
      currency: 'USD',
      additive: false,
    },
    {
      key: 'Previous_revenue',
      label: 'Previous Revenue',
      role: 'metric',
      format: 'currency',
      currency: 'USD',
      additive: false,
    },
    {
      key: 'revenue__%',
      label: 'Revenue %',
      role: 'metric',
      format: 'percent',
      percentBase: 100,
      additive: false,
    },
    {
      key: 'revenue__change',
      label: 'Revenue change',
      role: 'metric',
      format: 'currency',
      currency: 'USD',
      additive: false,
    },
  ],
  table: [
    {
      Driver: 'Category',
      Value: 'Furniture',
      revenue: 2400,
      Previous_revenue: 4000,
      'revenue__%': -40,
      revenue__change: -1600,
    },
    {
      Driver: 'Region',
      Value: 'Europe',
      revenue: 4400,
      Previous_revenue: 6000,
      'revenue__%': -27,
      revenue__change: -1600,
    },
  ],
  query: { ...SAME_FIGURES_CARD.query, interpretation: [{ kind: 'driver', text: 'down' }] },
};
