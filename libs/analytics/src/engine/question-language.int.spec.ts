import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDemoSource } from '../demo/demo-source';
import { card } from '../testing/ask-results';
import { tempDir } from '../testing/fixture-files';
import { ask } from './ask';
import type { DataSource } from './data-source';
import { openSource } from './open-source';

const now = '2026-06-30';

describe('a question in English or Turkish, whatever the interface language', () => {
  let demo: DataSource;
  beforeAll(async () => {
    demo = await openDemoSource(now);
  });
  afterAll(() => demo.close());

  it('keeps "top 3" of an English question in the Turkish interface, and answers in Turkish', async () => {
    const c = card(await ask(demo, { phrase: 'top 3 products by revenue', locale: 'tr', now }));
    expect(c.table).toHaveLength(3);
    expect(c.columns.map((col) => col.key)).toEqual(['product_category', 'revenue']);
    expect(c.title).toBe('Toplam Gelir — ilk 3 Ürün kategorisi');
    expect(c.text).toMatch(/^Toplam Gelir değeri en yüksek Ürün kategorisi: Electronics/);
  });

  it('breaks a Turkish question down in the English interface, and answers in English', async () => {
    const english = card(await ask(demo, { phrase: 'revenue by country', locale: 'en', now }));
    const c = card(await ask(demo, { phrase: 'ülkelere göre toplam gelir', locale: 'en', now }));
    expect(c.table).toEqual(english.table);
    expect(c.title).toBe('Total Revenue by Country');
    expect(c.insights).toContainEqual(
      expect.stringMatching(/contributes \d+% of the total revenue/),
    );
  });

  it('gives the same answer to the same question in either interface', async () => {
    for (const phrase of ['top 3 products by revenue', 'ülkelere göre toplam gelir']) {
      const [en, tr] = await Promise.all(
        ['en', 'tr'].map(async (locale) => card(await ask(demo, { phrase, locale, now }))),
      );
      expect(tr.table).toEqual(en.table);
    }
  });

  it('reads "bölgeye göre toplam gelir" of an uploaded file by region in the English interface', async () => {
    const path = join(tempDir(), 'sales.csv');
    writeFileSync(
      path,
      'date,region,revenue\n2025-01-05,North,100\n2025-01-20,South,200\n2025-02-03,North,150\n2025-03-01,West,300\n',
    );
    const file = await openSource({ kind: 'file', path });
    try {
      const c = card(await ask(file, { phrase: 'bölgeye göre toplam gelir', locale: 'en-US' }));
      expect(c.table).toEqual([
        { region: 'West', revenue: 300 },
        { region: 'North', revenue: 250 },
        { region: 'South', revenue: 200 },
      ]);
      expect(c.title).toBe('Total Revenue by Region');
    } finally {
      file.close();
    }
  });
});
