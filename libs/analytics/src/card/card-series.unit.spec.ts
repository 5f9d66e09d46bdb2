import { cardTotals } from '@parley/domain';
import type { Dimension } from '../model/semantic-model';
import type { Row } from '../sources/duckdb-runner';
import type { PlanGroup, PlanMetric, QueryPlan } from '../sql/query-plan';
import { populationModel } from '../testing/fixture-models';
import { buildCard } from './card-builder';
import { isLevelMetric, stackable } from './card-series';
import { panelLevel, panelSignal } from './level-signal';
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
    // inhabitant; a group of the kind a staff is; "head count" is headcount's synonym.
    'Inhabitants',
    'Residents',
    'Occupants',
    'Workforce',
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
    for (const column of ['Inhabitants', 'Residents', 'Occupants', 'Workforce', 'Nüfusları'])
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

// A seeded generator: the constructed panels are the same on every run.
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

// Population of six countries every five years: each grows 1–3% a year, a little noise.
function populations(column: string): Row[] {
  const next = random(7);
  const rows: Row[] = [];
  [5e6, 12e6, 40e6, 85e6, 300e6, 1.3e9].forEach((base, i) => {
    for (let year = 1955; year <= 2005; year += 5)
      rows.push({
        Country: `C${i}`,
        Year: year,
        [column]: Math.round(
          base * (1.01 + i * 0.004) ** (year - 1955) * (1 + (next() - 0.5) * 0.02),
        ),
      });
  });
  return rows;
}

// Monthly values for two years: base × season × (1 ± noise).
function monthly(column: string, bases: number[], noise: number, seed: number): Row[] {
  const next = random(seed);
  const rows: Row[] = [];
  bases.forEach((base, i) => {
    for (let m = 0; m < 24; m++)
      rows.push({
        Entity: `E${i}`,
        Month: `${2023 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-01`,
        [column]: Math.round(
          base * (1 + 0.15 * Math.sin((m / 12) * 2 * Math.PI)) * (1 + (next() - 0.5) * noise),
        ),
      });
  });
  return rows;
}

// A price of four shares as a random walk, month by month.
function prices(column: string): Row[] {
  const next = random(11);
  const rows: Row[] = [];
  [30, 75, 160, 600].forEach((start, i) => {
    let price = start;
    for (let m = 0; m < 24; m++) {
      rows.push({
        Entity: `S${i}`,
        Month: `${2023 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-01`,
        [column]: Math.round(price * 100) / 100,
      });
      price *= 1 + (next() - 0.5) * 0.1;
    }
  });
  return rows;
}

describe('levels the data shows (a panel of one value per entity and period)', () => {
  // Column names no word list or WordNet reads as a level or a flow: only the data can tell.
  const yearly = (column: string) =>
    planOf(measure(column), [group('Year', 'time'), group('Country', 'categorical')]);
  const monthlyPlan = (column: string) =>
    planOf(measure(column), [group('Month', 'time'), group('Entity', 'categorical')]);

  it('reads a population by year as a level: smooth paths, far apart', () => {
    const rows = populations('Sakinler');
    const signal = panelSignal(rows, 'Country', 'Year', 'Sakinler');
    expect(signal?.smoothness).toBeLessThan(0.15);
    expect(signal?.withinAcross).toBeLessThan(0.1);
    expect(isLevelMetric(measure('Sakinler'), { plan: yearly('Sakinler'), rows })).toBe(true);
    expect(isLevelMetric(measure('Sakinler'))).toBe(false);
  });

  it('reads a share price by month, a random walk, as a level', () => {
    const rows = prices('Kapanis');
    expect(panelLevel(panelSignal(rows, 'Entity', 'Month', 'Kapanis'))).toBe(true);
  });

  it('reads sales by store by month as a flow: counted afresh each month', () => {
    const rows = monthly('Tutar', [1000, 1800, 2500, 3200, 4000], 0.5, 3);
    const signal = panelSignal(rows, 'Entity', 'Month', 'Tutar');
    expect(signal?.smoothness).toBeGreaterThan(0.2);
    expect(isLevelMetric(measure('Tutar'), { plan: monthlyPlan('Tutar'), rows })).toBe(false);
  });

  it('reads a seasonal flow with little noise as a flow, though its path is smooth', () => {
    const rows = monthly('Tutar', [1000, 1800, 2500, 3200, 4000], 0.1, 3);
    const signal = panelSignal(rows, 'Entity', 'Month', 'Tutar');
    expect(signal?.smoothness).toBeGreaterThan(0.2);
    expect(panelLevel(signal)).toBe(false);
  });

  it('reads revenue of countries far apart in size as a flow, though it varies little', () => {
    // Within/across alone would call it a level: the smoothness of each path tells it apart.
    const rows = monthly('Tutar', [1e4, 3e5, 2e6, 5e7, 9e8], 0.3, 5);
    const signal = panelSignal(rows, 'Entity', 'Month', 'Tutar');
    expect(signal?.withinAcross).toBeLessThan(0.1);
    expect(signal?.smoothness).toBeGreaterThan(0.2);
    expect(panelLevel(signal)).toBe(false);
  });

  it('needs a panel: too few entities or periods tell nothing', () => {
    const rows = populations('Sakinler').filter((r) => r.Country === 'C0' || r.Country === 'C1');
    expect(panelSignal(rows, 'Country', 'Year', 'Sakinler')).toBeUndefined();
  });

  it('gives a level by year no Total row and no stacking; a flow keeps both', () => {
    const model = populationModel();
    const rows = populations('Sakinler');
    const level = buildCard({
      model,
      plan: yearly('Sakinler'),
      rows,
      sql: '',
      locale: 'tr',
      computedAt: '',
    });
    expect(level.columns.find((c) => c.key === 'Sakinler')?.level).toBe(true);
    expect(cardTotals(level, ['Year', 'Country', 'Sakinler'])).toBeNull();
    expect(level.series?.stacked ?? false).toBe(false);
    const sales = monthly('Tutar', [1000, 1800, 2500], 0.5, 3);
    const flow = buildCard({
      model,
      plan: monthlyPlan('Tutar'),
      rows: sales,
      sql: '',
      locale: 'tr',
      computedAt: '',
    });
    expect(flow.columns.find((c) => c.key === 'Tutar')?.level).toBeUndefined();
    expect(cardTotals(flow, ['Month', 'Entity', 'Tutar'])?.Tutar).toBeGreaterThan(0);
    expect(stackable(monthlyPlan('Tutar'), sales)).toBe(true);
  });
});
