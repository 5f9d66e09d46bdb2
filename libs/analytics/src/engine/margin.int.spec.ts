import { card } from '../testing/ask-results';
import { openWrittenFile } from '../testing/fixture-files';
import { ask } from './ask';
import type { DataSource } from './data-source';

// "Profit margin": profit as a percent of the revenue column, per group and in total, in both
// languages; without a revenue column the word is asked back.
const CSV = [
  'Category,Sales,Profit,Units',
  'Chairs,100,10,1',
  'Chairs,300,50,2',
  'Desks,200,-20,3',
  'Desks,200,60,4',
].join('\n');

describe('profit margin', () => {
  let source: DataSource;
  beforeAll(async () => {
    source = await openWrittenFile('ledger.csv', CSV);
  });
  afterAll(() => source.close());

  it('is total profit over total sales, as a percent, for each group and overall', async () => {
    const byCategory = card(await ask(source, { phrase: 'profit margin by category' }));
    const key = byCategory.columns.find((c) => c.role === 'metric')?.key ?? '';
    const margin = (category: string) =>
      Number(byCategory.table.find((r) => r.Category === category)?.[key]);
    expect(margin('Chairs')).toBeCloseTo((60 / 400) * 100, 9);
    expect(margin('Desks')).toBeCloseTo((40 / 400) * 100, 9);
    expect(byCategory.columns.find((c) => c.key === key)).toMatchObject({ format: 'percent' });
    const overall = card(await ask(source, { phrase: 'kâr marjı', locale: 'tr' }));
    expect(Object.values(overall.table[0] ?? {})[0]).toBeCloseTo((100 / 800) * 100, 9);
  });

  it('asks back "margin" with no measure before it', async () => {
    const result = await ask(source, { phrase: 'margin by category' });
    expect(result).toHaveProperty('prompt');
  });
});
