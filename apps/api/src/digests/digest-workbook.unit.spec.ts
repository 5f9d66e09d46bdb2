import ExcelJS from 'exceljs';
import type { AnswerCard } from '@parley/domain';
import { digestWorkbook, sheetName } from './digest-workbook';

const card = (title: string, grain: 'monthly' | 'daily' = 'monthly'): AnswerCard => ({
  title,
  text: '',
  table: [
    { month: grain === 'monthly' ? '2026-09' : '2026-09-14', revenue: 1200.5 },
    { month: grain === 'monthly' ? '2026-10' : '2026-09-15', revenue: 980 },
  ],
  columns: [
    { key: 'month', label: 'Month', role: 'time' },
    { key: 'revenue', label: 'Total Revenue', role: 'metric', format: 'currency', currency: 'USD' },
  ],
  chart: [{ chart: { type: 'line' }, x: 'month', series: [{ key: 'revenue', name: 'Revenue' }] }],
  insights: [],
  date: '2026-11-26T07:00:00Z',
  query: { source: { type: 'demo', datasource_id: 'demo' }, interpretation: [], grain },
});

describe('the digest workbook', () => {
  it('names each sheet readably within 31 characters, unique even when titles share a start', () => {
    const taken = new Set<string>();
    const names = [
      'Total Revenue by Region, 2026 – 2027 vs the year before',
      'Total Revenue by Region, 2026 – 2027 vs the year before',
      'Total Revenue by Region, 2026 – 2027 by month',
      'Revenue: East/West?',
    ].map((title) => sheetName(title, taken));
    expect(names).toEqual([
      'Total Revenue by Region, 2026',
      'Total Revenue by Region (2)',
      'Total Revenue by Region (3)',
      'Revenue East West',
    ]);
    for (const name of names) expect(name.length).toBeLessThanOrEqual(31);
  });

  it('stores months and days as dates and amounts as numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await digestWorkbook([card('Revenue by month'), card('Revenue by day', 'daily')])) as never,
    );
    const [months, days] = workbook.worksheets;
    expect(months.getRow(3).getCell(1).value).toEqual(new Date(Date.UTC(2026, 8, 1)));
    expect(months.getColumn(1).numFmt).toBe('mmm yyyy');
    expect(months.getRow(4).getCell(2).value).toBe(980);
    expect(days.getRow(3).getCell(1).value).toEqual(new Date(Date.UTC(2026, 8, 14)));
    expect(days.getColumn(1).numFmt).toBe('yyyy-mm-dd');
  });
});
