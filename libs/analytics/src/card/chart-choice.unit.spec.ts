import { planOf } from '../engine/planner';
import { readQuestion } from '../engine/ask';
import { demoFixture, ledgerModel } from '../testing/fixture-models';
import { chooseCharts } from './chart-choice';

const model = demoFixture();

function charts(phrase: string, rows: number, on = model) {
  const read = readQuestion(on, { phrase, locale: 'en' });
  if (!('intent' in read)) throw new Error(phrase);
  const plan = planOf(on, read.intent, { now: '2024-05-15', weekStart: 1 });
  return chooseCharts(plan, rows, 'en').map((c) => c.chart.type);
}

describe('chart chosen by the shape of the answer (first = default view)', () => {
  it('a single value is a number', () => {
    expect(charts('total revenue last month', 1)[0]).toBe('number');
  });

  it('a series over time is a line, with area as an alternative', () => {
    expect(charts('monthly revenue this year', 12)).toEqual(['line', 'area', 'column']);
  });

  it('categories are bars', () => {
    expect(charts('revenue by campaign', 11)[0]).toBe('bar');
  });

  it('a share with few slices is a pie, then a donut', () => {
    expect(charts('share of revenue by device', 3).slice(0, 2)).toEqual(['pie', 'donut']);
  });

  it('a share with many slices stays a bar', () => {
    expect(charts('share of revenue by campaign', 11)[0]).toBe('bar');
  });

  it('two dimensions are stacked bars', () => {
    expect(charts('revenue by channel and device', 18)[0]).toBe('bar-stacked');
  });

  it('a second grouping over time draws a line per value, stacked bars only as a later choice', () => {
    expect(charts('revenue by month and channel this year', 24)).toEqual([
      'line',
      'column',
      'bar-stacked',
    ]);
  });

  it('averages and rates by two dimensions stand side by side, never stacked into a sum', () => {
    expect(charts('average order value by channel and device', 18)).not.toContain('bar-stacked');
    expect(charts('conversion rate by channel and device', 18)[0]).toBe('bar');
  });

  it('a comparison carries the previous period as a second series', () => {
    const read = readQuestion(model, {
      phrase: 'revenue by channel last month vs previous period',
    });
    if (!('intent' in read)) throw new Error('no intent');
    const plan = planOf(model, read.intent, { now: '2024-05-15', weekStart: 1 });
    expect(chooseCharts(plan, 6, 'en')[0].series.map((s) => s.key)).toEqual([
      'revenue',
      'Previous_revenue',
    ]);
  });

  it('a chart asked for opens first: a scatter as a scatter, the others still offered', () => {
    expect(charts('revenue by campaign as a scatter chart', 11)[0]).toBe('scatter');
    expect(charts('revenue by campaign as a scatter chart', 11)).toContain('bar');
    expect(charts('show the correlation between revenue and campaign', 11)[0]).toBe('scatter');
  });

  it('one number column by another offers a scatter after the bars', () => {
    const ledger = ledgerModel('en');
    const byUnits = charts('amount by units', 9, ledger);
    expect(byUnits[0]).toBe('bar');
    expect(byUnits).toContain('scatter');
  });

  it('a count of rows, a category axis or a share offers no scatter unasked', () => {
    const ledger = ledgerModel('en');
    expect(charts('number of orders by units', 9, ledger)).not.toContain('scatter');
    expect(charts('amount by region', 4, ledger)).not.toContain('scatter');
    expect(charts('share of revenue by device', 3)).not.toContain('scatter');
  });
});
