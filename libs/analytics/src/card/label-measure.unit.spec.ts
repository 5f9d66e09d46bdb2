import type { PlanMetric } from '../sql/query-plan';
import { isLabelMeasure } from './label-measure';

const measure = (column: string, aggregation: PlanMetric['aggregation']): PlanMetric => ({
  key: column,
  label: { en: column, tr: column },
  name: { en: column, tr: column },
  expression: { kind: 'column', column },
  aggregation,
  format: 'number',
});

describe('which measures read as labels', () => {
  it.each([
    ['Founding Year', 'max', 2005],
    ['Kuruluş Yılı', 'min', 1923],
    ['Model Year', 'median', 1976],
    ['Zip Code', 'max', 83500],
    ['Posta Kodu', 'max', 34450],
    ['Store Id', 'min', 104512],
    ['Sipariş No', 'max', 10452],
  ] as const)('%s, its %s, is a label', (column, aggregation, value) => {
    expect(isLabelMeasure(measure(column, aggregation), [{ [column]: value }])).toBe(true);
  });

  it.each([
    // A sum, an average or a count of years or codes is an amount.
    ['Founding Year', 'sum', 7861],
    ['Founding Year', 'avg', 1965.25],
    ['Zip Code', 'count', 4],
    // Not years at all: years of experience.
    ['Years of Experience', 'max', 42],
    // Not a code's name.
    ['Price', 'max', 2005],
    // A fractional value named like a code is some amount.
    ['Code', 'max', 12.75],
  ] as const)('%s, its %s, is an amount', (column, aggregation, value) => {
    expect(isLabelMeasure(measure(column, aggregation), [{ [column]: value }])).toBe(false);
  });

  it('takes the model’s word for an id it found', () => {
    const m = measure('Vote', 'max');
    const model = {
      metrics: [
        {
          id: 'Vote',
          label: m.label,
          synonyms: { en: [], tr: [] },
          expression: m.expression,
          defaultAggregation: 'sum' as const,
          format: 'number' as const,
          identifier: true,
        },
      ],
    };
    expect(isLabelMeasure(m, [{ Vote: 1204 }])).toBe(false);
    expect(isLabelMeasure(m, [{ Vote: 1204 }], model)).toBe(true);
  });
});
