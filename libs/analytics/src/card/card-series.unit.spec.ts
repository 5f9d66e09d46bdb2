import { cardTotals } from '@parley/domain';
import type { Dimension } from '../model/semantic-model';
import type { Row } from '../sources/duckdb-runner';
import type { PlanGroup, PlanMetric, QueryPlan } from '../sql/query-plan';
import { populationModel } from '../testing/fixture-models';
import { buildCard } from './card-builder';
import { isLevelMetric, stackable } from './card-series';
import { everyWording } from './wording/wording';

const same = (text: string) => ({ en: text, tr: text });

const measure = (column: string): PlanMetric => ({
  key: column,
  label: same(column),
  name: same(column),
  expression: { kind: 'column', column },
  aggregation: 'sum',
  format: 'number',
});

const group = (column: string, kind: Dimension['kind']): PlanGroup => ({
  key: column,
  label: same(column),
  dimension: { id: column, label: same(column), synonyms: { en: [], tr: [] }, column, kind },
});

const planOf = (m: PlanMetric, groups: PlanGroup[]): QueryPlan => ({
  metrics: [m],
  groups,
  filters: [],
  conditions: [],
  share: false,
  weekStart: 1,
});

const listed = new Set(everyWording().flatMap((w) => w.levelWords));

describe('levels named by their column', () => {
  it.each([
    // WordNet: formed from the verb population is formed from (inhabit ↔ populate), or a kind of
    // inhabitant; "head count" is headcount's synonym.
    'Inhabitants',
    'Residents',
    'Occupants',
    'Dwellers',
    'Villagers',
    'Head Count',
    // Kinds of a level word, or words inflected from one.
    'Closing Price',
    'Stock Price',
    'Account Balance',
    'Employees Count',
    'Inventory',
    'Nüfusları',
    'Çalışanlar',
    'Hisse Fiyatı',
    'Stok Miktarı',
  ])('"%s" is a level', (column) => {
    expect(isLevelMetric(measure(column))).toBe(true);
  });

  it('finds them beyond the wordings’ list of level words', () => {
    for (const column of ['Inhabitants', 'Residents', 'Occupants', 'Nüfusları'])
      expect(listed.has(column.toLowerCase())).toBe(false);
  });

  it.each([
    'Sales',
    'Revenue',
    'Units Sold',
    'Orders',
    'Profit',
    'Cost',
    'Expenses',
    'Clicks',
    'Visitors',
    'Deaths',
    'Precipitation',
    'People',
    'Net Generation',
    'Voters',
    'Worldwide Gross',
    'Satışlar',
    'Gelir',
    'Satılan Adet',
    'Ciro',
    'Sipariş Sayısı',
  ])('"%s" is a flow, no level', (column) => {
    expect(isLevelMetric(measure(column))).toBe(false);
  });
});

// Population of three countries every five years, and sales of three stores month by month.
function yearly(column: string): Row[] {
  return [5e6, 40e6, 1.3e9].flatMap((base, i) =>
    [1995, 2000, 2005].map((year) => ({
      Country: `C${i}`,
      Year: year,
      [column]: Math.round(base * 1.05 ** ((year - 1995) / 5)),
    })),
  );
}

describe('a level over time, named in other words', () => {
  const byYear = (column: string) =>
    planOf(measure(column), [group('Year', 'time'), group('Country', 'categorical')]);
  const card = (column: string) =>
    buildCard({
      model: populationModel(),
      plan: byYear(column),
      rows: yearly(column),
      sql: '',
      locale: 'tr',
      computedAt: '',
    });

  it.each(['Inhabitants', 'Nüfusları'])(
    'gives "%s" by year no Total row and no stacked series',
    (column) => {
      const level = card(column);
      expect(level.columns.find((c) => c.key === column)?.level).toBe(true);
      expect(cardTotals(level, ['Year', 'Country', column])).toBeNull();
      expect(level.series?.stacked).toBe(false);
      expect(stackable(byYear(column))).toBe(false);
    },
  );

  it.each(['Units Sold', 'Satışlar'])('keeps the total and the stack of "%s"', (column) => {
    const flow = card(column);
    expect(flow.columns.find((c) => c.key === column)?.level).toBeUndefined();
    expect(cardTotals(flow, ['Year', 'Country', column])?.[column]).toBeGreaterThan(0);
    expect(flow.series?.stacked).toBe(true);
  });
});
