import type { AnswerCard } from '@parley/domain';
import {
  fixture,
  tempDir,
  writeJson,
  writeParquet,
  writeSalesWorkbook,
} from '../testing/fixture-files';
import { ask } from './ask';
import { card, prompt } from '../testing/ask-results';
import type { DataSource } from './data-source';
import { openSource } from './open-source';

const values = (c: AnswerCard, key: string) =>
  Object.fromEntries(c.table.map((r) => [String(r[Object.keys(r)[0]]), r[key]]));

describe('asking a CSV file (Iowa electricity)', () => {
  let source: DataSource;
  beforeAll(async () => {
    source = await openSource({ kind: 'file', path: fixture('iowa-electricity.csv') });
  });
  afterAll(() => source.close());

  it('sums net generation by source, biggest first, as bars with insights', async () => {
    const c = card(await ask(source, { phrase: 'net generation by source' }));
    expect(values(c, 'net_generation')).toEqual({
      'Fossil Fuels': 620129,
      Renewables: 164220,
      'Nuclear Energy': 80103,
    });
    expect(c.chart[0]).toMatchObject({ chart: { type: 'bar' }, x: 'source' });
    expect(c.columns.map((col) => col.role)).toEqual(['dimension', 'metric']);
    expect(c.insights[0]).toMatch(/Fossil Fuels contributes 72%/);
  });

  it('compares two years with Previous_, __% and __change columns', async () => {
    const c = card(await ask(source, { phrase: 'net generation in 2016 compared to 2015' }));
    expect(c.table).toEqual([
      {
        net_generation: 54381,
        Previous_net_generation: 56653,
        'net_generation__%': -5,
        net_generation__change: -2272,
      },
    ]);
    expect(c.text).toBe('Total Net generation was 54,381 for 2016, down 5% from 56,653 for 2015.');
    expect(c.query).toMatchObject({
      compare: '2015-01-01/2016-01-01',
      date_range: '2016-01-01/2017-01-01',
    });
  });

  it('explains how it was answered, with bound SQL', async () => {
    const c = card(await ask(source, { phrase: 'renewables net generation per year' }));
    expect(c.query.interpretation).toEqual(
      expect.arrayContaining([
        { kind: 'filter', text: 'Source in Renewables' },
        { kind: 'grain', text: 'yearly' },
      ]),
    );
    expect(c.query.sql).toContain('IN ($1)');
    expect(c.query.sql).not.toContain('Renewables');
    expect(c.chart[0].chart.type).toBe('line');
    expect(c.table).toHaveLength(17);
  });

  it('gives shares for "share of"', async () => {
    const c = card(await ask(source, { phrase: 'share of net generation by source in 2017' }));
    expect(c.chart[0].chart.type).toBe('pie');
    expect(c.table.map((r) => r.net_generation__share)).toEqual([51.93, 38.84, 9.23]); // of 56,476;
  });

  it('asks back instead of answering with unrelated numbers', async () => {
    const p = prompt(await ask(source, { phrase: 'total revenue by store' }));
    expect(p.title).toContain('revenue');
    expect(p.items.length).toBeGreaterThan(0);
  });

  it('keeps context for follow-ups', async () => {
    const first = await ask(source, { phrase: 'net generation by source in 2010' });
    const next = card(await ask(source, { phrase: 'and in 2011?', context: first.context }));
    expect(next.title).toContain('2011');
    expect(next.columns[0].key).toBe('source');
  });
});

describe('asking a CSV with text dates (stocks)', () => {
  let source: DataSource;
  beforeAll(async () => {
    source = await openSource({ kind: 'file', path: fixture('stocks.csv') });
  });
  afterAll(() => source.close());

  it('reads "Jan 1 2000" as dates: monthly IBM price in 2009', async () => {
    const c = card(await ask(source, { phrase: 'monthly IBM price in 2009' }));
    expect(c.table).toHaveLength(12);
    expect(c.table[0]).toEqual({ date: '2009-01-01', price: 89.46 });
  });

  it('answers "which … had the highest" with one row', async () => {
    const c = card(
      await ask(source, { phrase: 'which symbol had the highest average price in 2007' }),
    );
    expect(c.table).toHaveLength(1);
    expect(c.table[0].symbol).toBe('GOOG');
    expect(c.text).toMatch(/^GOOG has the highest average price/);
  });
});

describe('asking in Turkish (nüfus)', () => {
  let source: DataSource;
  beforeAll(async () => {
    source = await openSource({ kind: 'file', path: fixture('nufus.csv') });
  });
  afterAll(() => source.close());

  it('2005 yılında toplam nüfus', async () => {
    const c = card(await ask(source, { phrase: '2005 yılında toplam nüfus', locale: 'tr' }));
    expect(c.table).toEqual([{ nüfus: 5131438623 }]);
    expect(c.text).toBe('2005 için Toplam Nüfus: 5.131.438.623.');
  });

  it("2005'te nüfusa göre ilk 5 ülke", async () => {
    const c = card(await ask(source, { phrase: "2005'te nüfusa göre ilk 5 ülke", locale: 'tr' }));
    expect(c.table.map((r) => r['ülke'])).toEqual([
      'China',
      'India',
      'United States',
      'Indonesia',
      'Brazil',
    ]);
    expect(c.title).toContain('ilk 5');
  });

  it('asks back in Turkish for unknown words', async () => {
    const p = prompt(await ask(source, { phrase: 'mağazalara göre toplam satış', locale: 'tr' }));
    expect(p.title).toContain('bulunamadı');
  });
});

describe('other file types', () => {
  const dir = tempDir();

  it('XLSX: first sheet, header row, dates and amounts', async () => {
    const source = await openSource({ kind: 'file', path: await writeSalesWorkbook(dir) });
    try {
      const c = card(await ask(source, { phrase: 'total sales amount by region' }));
      expect(c.table).toHaveLength(4);
      expect(c.table.reduce((s, r) => s + Number(r['Sales Amount']), 0)).toBe(
        48 * 100 + 10 * ((47 * 48) / 2),
      );
      const q = card(await ask(source, { phrase: 'units by quarter' }));
      expect(q.table.map((r) => r['Order Date'])).toEqual([
        '2023-01-01',
        '2023-04-01',
        '2023-07-01',
        '2023-10-01',
      ]);
    } finally {
      source.close();
    }
  });

  it('JSON with text dates and an average for prices and ratings', async () => {
    const source = await openSource({ kind: 'file', path: writeJson(dir) });
    try {
      const c = card(await ask(source, { phrase: 'price by category' }));
      expect(c.columns[1].label).toBe('Average Price');
      const d = card(await ask(source, { phrase: 'how many products launched in January 2020' }));
      expect(d.table[0]).toEqual({ count: 30 });
    } finally {
      source.close();
    }
  });

  it('Parquet', async () => {
    const source = await openSource({
      kind: 'file',
      path: await writeParquet(dir, fixture('iowa-electricity.csv')),
    });
    try {
      const c = card(await ask(source, { phrase: 'total net generation in 2010' }));
      expect(c.table).toEqual([{ net_generation: 57509 }]);
    } finally {
      source.close();
    }
  });
});
