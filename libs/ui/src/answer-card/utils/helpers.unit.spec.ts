import type { AnswerCard } from '@parley/domain';
import { tableColumns } from './columns';
import { cardToCsv, csvFileName, csvHeader } from './csv';
import { cardViewReducer, initialCardView, normaliseChartType } from './card-view';
import { chartData, pieLabel } from './chart-data';
import { formatCell, tableTotals } from '../table/cell-format';

const card: Pick<AnswerCard, 'columns' | 'table' | 'chart'> = {
  columns: [
    { key: 'region', label: 'Region', role: 'dimension' },
    { key: 'revenue', label: 'Revenue', role: 'metric', format: 'currency', currency: 'USD' },
  ],
  table: [
    {
      region: 'North',
      revenue: 120.5,
      Previous_revenue: 100,
      'revenue__%': 20,
      revenue__change: 20.5,
    },
    {
      region: 'South',
      revenue: 80.25,
      Previous_revenue: 0,
      'revenue__%': null,
      revenue__change: 80.25,
    },
    { region: 'East', revenue: 0, Previous_revenue: 0, 'revenue__%': 0, revenue__change: 0 },
  ],
  chart: [
    { chart: { type: 'column' }, x: 'region', series: [{ key: 'revenue', name: 'Revenue' }] },
    { chart: { type: 'pie' }, series: [] },
  ],
};

describe('table columns', () => {
  it('puts the comparison columns beside their metric', () => {
    expect(tableColumns(card).map((c) => `${c.key}:${c.kind}`)).toEqual([
      'region:value',
      'revenue:value',
      'Previous_revenue:previous',
      'revenue__%:percent',
      'revenue__change:change',
    ]);
  });
});

describe('totals', () => {
  it('adds an additive measure to 2 decimals from 2 rows, and the change of the totals', () => {
    const totals = tableTotals(card, tableColumns(card));
    expect(totals?.['revenue']).toBe(200.75);
    expect(totals?.['Previous_revenue']).toBe(100);
    expect(totals?.['revenue__%']).toBe(100);
    expect(totals?.['region']).toBeNull();
  });

  it('shows no totals for a single row', () => {
    expect(tableTotals({ ...card, table: card.table.slice(0, 1) }, tableColumns(card))).toBeNull();
  });

  it('never sums a rate or an average: no total, or the one computed from its parts', () => {
    const rates: Pick<AnswerCard, 'columns' | 'table'> = {
      columns: [
        { key: 'device', label: 'Device', role: 'dimension' },
        { key: 'cr', label: 'Conversion rate', role: 'metric', format: 'percent', additive: false },
        {
          key: 'aov',
          label: 'Average order value',
          role: 'metric',
          format: 'currency',
          currency: 'USD',
          additive: false,
          total: 48.2,
        },
      ],
      table: [
        { device: 'Desktop', cr: 4.32, aov: 50 },
        { device: 'Mobile', cr: 2.82, aov: 45 },
      ],
    };
    expect(tableTotals(rates, tableColumns(rates))).toEqual({ device: null, cr: null, aov: 48.2 });
  });
});

describe('cells', () => {
  it('shows a 0–100 conversion rate as 6.05%, not 605%', () => {
    const rates: Pick<AnswerCard, 'columns' | 'table'> = {
      columns: [{ key: 'cr', label: 'Conversion rate', role: 'metric', format: 'percent' }],
      table: [{ cr: 6.05 }],
    };
    const [column] = tableColumns(rates);
    expect(formatCell(rates, { cr: 6.05 }, column, { locale: 'en-US', compact: false })).toBe(
      '6.05%',
    );
  });

  it('shows ∞ for growth from nothing and a signed whole change otherwise', () => {
    const columns = tableColumns(card);
    const pct = columns.find((c) => c.key === 'revenue__%');
    if (!pct) throw new Error('no percent column');
    const options = { locale: 'en-US', compact: false };
    expect(formatCell(card, card.table[1] ?? {}, pct, options)).toBe('∞');
    expect(formatCell(card, card.table[0] ?? {}, pct, options)).toBe('+20%');
    expect(formatCell(card, card.table[2] ?? {}, pct, options)).toBe('0%');
  });
});

describe('CSV export', () => {
  it('renames comparison headers', () => {
    expect(csvHeader('revenue__%')).toBe('revenue %');
    expect(csvHeader('revenue__change')).toBe('revenue Change %');
    expect(csvHeader('Previous_revenue')).toBe('Previous revenue');
  });

  it('writes a header row and the raw values of every row', () => {
    const lines = cardToCsv({
      ...card,
      table: [
        ...card.table,
        {
          region: 'West, "Coast"',
          revenue: 1,
          Previous_revenue: 1,
          'revenue__%': 0,
          revenue__change: 0,
        },
      ],
    })
      .slice(1)
      .split('\r\n');
    expect(lines[0]).toBe('Region,Revenue,Previous Revenue,Revenue %,Revenue Change %');
    expect(lines[1]).toBe('North,120.5,100,20,20.5');
    expect(lines[4]).toBe('"West, ""Coast""",1,1,0,0');
  });

  it('starts with a UTF-8 byte order mark, so Excel shows Turkish letters', () => {
    const csv = cardToCsv({ ...card, table: [{ ...card.table[0], region: 'İğdır Şişli' }] });
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('İğdır Şişli');
  });

  it('neutralises text cells a spreadsheet would run as a formula, numbers stay numbers', () => {
    const formulas = ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx'];
    const lines = cardToCsv({
      ...card,
      table: formulas.map((region, i) => ({
        region,
        revenue: -i,
        Previous_revenue: 1,
        'revenue__%': 0,
        revenue__change: 0,
      })),
    })
      .slice(1)
      .split('\r\n');
    expect(lines.slice(1)).toEqual([
      `"'=HYPERLINK(""http://x"")",0,1,0,0`,
      "'+1+1,-1,1,0,0",
      "'-2+3,-2,1,0,0",
      "'@SUM(A1),-3,1,0,0",
      "'\tx,-4,1,0,0",
      `"'\rx",-5,1,0,0`,
    ]);
  });

  it('names the file with the product and the date', () => {
    expect(csvFileName('Parley', new Date(2026, 10, 3))).toBe('parley-2026-11-03.csv');
  });
});

describe('card view', () => {
  it('opens on the first supported chart type', () => {
    expect(
      initialCardView({
        chart: [
          { chart: { type: 'radar' as never }, series: [] },
          { chart: { type: 'line' }, series: [] },
        ],
      }).chartIndex,
    ).toBe(1);
    expect(normaliseChartType('stacked-bar')).toBe('bar-stacked');
  });

  it('closes the insights when the chart type changes', () => {
    const open = cardViewReducer(initialCardView(card), { type: 'toggle_insights' });
    expect(open.showInsights).toBe(true);
    const next = cardViewReducer(open, { type: 'next_chart', count: 2 });
    expect(next).toMatchObject({ chartIndex: 1, showInsights: false });
    expect(cardViewReducer(next, { type: 'next_chart', count: 2 }).chartIndex).toBe(0);
  });

  it('opens a compact card on its chart, and on its text only when it has no chart', () => {
    expect(initialCardView(card, undefined, true)).toMatchObject({
      chartIndex: 0,
      showText: false,
    });
    expect(initialCardView({ chart: [] }, undefined, true).showText).toBe(true);
    expect(initialCardView(card).showText).toBe(true);
  });

  it('toggles the summary text', () => {
    expect(cardViewReducer(initialCardView(card), { type: 'toggle_text' }).showText).toBe(false);
  });
});

describe('chart data', () => {
  it('reads the x labels and series values from the rows', () => {
    const first = card.chart[0];
    expect(first && chartData(card, first)[0]).toEqual({
      label: 'North',
      values: { revenue: 120.5 },
    });
  });

  it('labels pie slices with the name and the whole percent', () => {
    expect(pieLabel('North', 1, 3)).toBe('North 33%');
    expect(pieLabel('Kuzey', 1, 3, 'tr')).toBe('Kuzey %33');
  });
});
