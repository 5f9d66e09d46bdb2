import type { AnswerCard } from '@parley/domain';
import { ask } from './ask';
import { demoModel } from '../demo/demo-model';
import { DuckRunner } from '../sources/duckdb-runner';
import { openWrittenFile as open } from '../testing/fixture-files';
import type { DataSource } from './data-source';

// Constructed sales whose true driver is known: March revenue falls only through Furniture in
// Europe; everything else is the same as February.
function salesCsv(): string {
  const lines = ['Date,Category,Region,Channel,Revenue,Orders'];
  for (const month of ['02', '03'])
    for (const category of ['Furniture', 'Toys', 'Books'])
      for (const region of ['Europe', 'Asia'])
        for (const channel of ['Web', 'Store']) {
          const hit = month === '03' && category === 'Furniture' && region === 'Europe';
          lines.push(`2026-${month}-10,${category},${region},${channel},${hit ? 200 : 1000},10`);
        }
  return lines.join('\n');
}

// Sessions and conversions: each channel converts as before (Email 10%, Ads 2%), but in June half
// of Email's traffic moved to Ads — the rate fell by mix alone. Shaped like the demo store.
async function openFunnel(): Promise<DataSource> {
  const db = await DuckRunner.create();
  const rows: string[] = [];
  const add = (date: string, channel: string, sessions: number, rate: number) =>
    ['Desktop', 'Mobile'].forEach((device) =>
      rows.push(
        `(DATE '${date}', '${channel}', 'Spring', 'Germany', 'Europe', '${device}', 'Beauty', 0, 0, ${sessions / 2}, 0, 0, 0, ${(sessions * rate) / 2})`,
      ),
    );
  add('2025-05-15', 'Email', 1000, 0.1);
  add('2025-05-15', 'Ads', 1000, 0.02);
  add('2025-06-15', 'Email', 500, 0.1);
  add('2025-06-15', 'Ads', 1500, 0.02);
  await db.run(
    `CREATE TABLE funnel (date DATE, channel VARCHAR, campaign VARCHAR, country VARCHAR, region VARCHAR, device VARCHAR, product_category VARCHAR, revenue DOUBLE, orders DOUBLE, sessions DOUBLE, users DOUBLE, clicks DOUBLE, ad_spend DOUBLE, conversions DOUBLE)`,
  );
  await db.run(`INSERT INTO funnel VALUES ${rows.join(', ')}`);
  return { model: demoModel('funnel', rows.length), db, close: () => db.close() };
}

async function card(source: DataSource, phrase: string, locale: 'en' | 'tr' = 'en') {
  const result = await ask(source, { phrase, locale, now: '2026-04-15' });
  if (!('card' in result)) throw new Error(`${phrase}: ${JSON.stringify(result)}`);
  return result.card;
}

const cell = (c: AnswerCard, i: number, key: string) => c.table[i]?.[key];

describe('driver analysis on data whose true driver is known', () => {
  let sales: DataSource;
  let funnel: DataSource;
  beforeAll(async () => {
    sales = await open('sales.csv', salesCsv());
    funnel = await openFunnel();
  });
  afterAll(() => {
    sales.close();
    funnel.close();
  });

  it.each([
    [
      'en',
      'why did revenue fall in March 2026',
      ['fell 14% in March 2026 against February 2026', 'Furniture (Category', 'Europe (Region'],
    ],
    ['tr', 'mart 2026 ciro neden düştü', ['Şubat 2026', '%14 düştü', 'Furniture', 'Europe']],
  ] as const)(
    'names Furniture and Europe, and nothing else, as the drivers (%s)',
    async (locale, phrase, words) => {
      const c = await card(sales, phrase, locale);
      for (const w of words) expect(c.text).toContain(w);
      expect(c.text).not.toMatch(/Toys|Books|Asia/);
      // Each named value lost the whole fall: 4 × 800 = 3,200 of 24,000 → 20,800.
      expect(cell(c, 0, 'Revenue__change')).toBe(-1600);
      expect(c.query.interpretation.some((i) => i.kind === 'driver')).toBe(true);
      // A diverging bar of the changes, no summed total of overlapping driver rows.
      expect(c.chart[0]).toMatchObject({
        chart: { type: 'bar' },
        series: [{ key: 'Revenue__change' }],
      });
      expect(
        c.columns.filter((col) => col.role === 'metric').every((col) => col.additive === false),
      ).toBe(true);
    },
  );

  it('reads a noun or comparative of the change as the change explained ("the decline", "lower")', async () => {
    for (const phrase of [
      'what explains the decline in revenue in March 2026',
      'why was revenue so much lower in March 2026',
    ]) {
      const c = await card(sales, phrase);
      expect(c.text).toContain('Furniture (Category');
      expect(cell(c, 0, 'Revenue__change')).toBe(-1600);
    }
  });

  it('puts a conversion rate that fell by mix on the mix, not on a channel’s rate', async () => {
    const c = await card(funnel, 'why did the conversion rate fall in June 2025');
    // 6% → 4%: Email lost weight at a rate above the total's.
    expect(c.text).toContain('Conversion rate fell 34% in June 2025 against May 2025 (6% → 4%)');
    expect(c.text).toContain('Email (Channel');
    const email = c.table.find((r) => r.Value === 'Email');
    expect(email).toBeDefined();
    const key = Object.keys(email ?? {}).find((k) => k.endsWith('__mix')) ?? '';
    const rate = Object.keys(email ?? {}).find((k) => k.endsWith('__rate')) ?? '';
    expect(email?.[key]).toBeCloseTo(-1.25, 6);
    expect(email?.[rate]).toBeCloseTo(0, 6);
    expect(c.insights.map((i) => (typeof i === 'string' ? i : i.text)).join(' ')).toContain(
      'mix effect',
    );
  });
});
