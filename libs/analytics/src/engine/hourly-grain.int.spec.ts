import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixture, orderRows, tempDir, writeOrders } from '../testing/fixture-files';
import { ask } from './ask';
import { card, prompt } from '../testing/ask-results';
import type { DataSource } from './data-source';
import { openSource } from './open-source';

// Revenue per "YYYY-MM-DD HH:00" worked out in plain code from the rows written to the file.
function revenueByHour(day?: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of orderRows()) {
    if (day && !r.placed_at.startsWith(day)) continue;
    const hour = `${r.placed_at.slice(0, 13)}:00`;
    out[hour] = (out[hour] ?? 0) + r.revenue;
  }
  return out;
}

describe('hourly answers', () => {
  const dir = tempDir();
  let source: DataSource;
  beforeAll(async () => {
    source = await openSource({ kind: 'file', path: writeOrders(dir) });
  });
  afterAll(() => source.close());

  it('"revenue by hour today": one point per hour of the day, in order, as a line', async () => {
    const c = card(await ask(source, { phrase: 'revenue by hour today', now: '2024-05-22' }));
    const expected = revenueByHour('2024-05-22');
    expect(c.table.map((r) => r.placed_at)).toEqual(Object.keys(expected).sort());
    expect(Object.fromEntries(c.table.map((r) => [r.placed_at, r.revenue]))).toEqual(expected);
    expect(c.query.grain).toBe('hourly');
    expect(c.columns[0]).toMatchObject({ key: 'placed_at', label: 'Hour', role: 'time' });
    expect(c.chart[0]).toMatchObject({ chart: { type: 'line' }, x: 'placed_at' });
    expect(c.title).toBe('Total Revenue by hour, today (May 22, 2024)');
  });

  it('"saatlik gelir" in Turkish, over every hour of the file', async () => {
    const c = card(await ask(source, { phrase: 'saatlik gelir', locale: 'tr' }));
    expect(Object.fromEntries(c.table.map((r) => [r.placed_at, r.revenue]))).toEqual(
      revenueByHour(),
    );
    expect(c.title).toBe('Toplam Revenue (saat bazında)');
  });

  it('counts hours and averages per hour', async () => {
    const hours = Object.values(revenueByHour());
    const c = card(await ask(source, { phrase: 'how many hours' }));
    expect(c.table).toEqual([{ hours: hours.length }]);
    const avg = card(await ask(source, { phrase: 'average hourly revenue' }));
    expect(avg.table[0].revenue).toBeCloseTo(hours.reduce((s, v) => s + v, 0) / hours.length, 9);
    expect(avg.columns[0].label).toBe('Average hourly Revenue');
  });

  // Orders from `from` to `to` (both included), added up in plain code.
  const revenueBetween = (from: string, to: string) =>
    orderRows()
      .filter((r) => r.placed_at >= from && r.placed_at <= to)
      .reduce((sum, r) => sum + r.revenue, 0);

  it('"revenue in the last 6 hours" adds up the orders from six hours before now to now', async () => {
    // Now is the time of an order (the first one of 2024-05-21), which the window includes.
    const now = '2024-05-21 16:20:00';
    expect(orderRows().some((r) => r.placed_at === now)).toBe(true);
    const expected = revenueBetween('2024-05-21 10:20:00', now);
    const c = card(
      await ask(source, { phrase: 'revenue in the last 6 hours', now: '2024-05-21T16:20:00' }),
    );
    expect(c.table).toEqual([{ revenue: expected }]);
    expect(c.title).toBe('Total Revenue, last 6 hours (2024-05-21 10:20 – 16:20)');
    expect(c.query.date_range).toBe('2024-05-21T10:20:00/2024-05-21T16:20:00');
    const tr = card(
      await ask(source, { phrase: 'son 6 saatte gelir', locale: 'tr', now: '2024-05-21T16:20' }),
    );
    expect(tr.table).toEqual(c.table);
    expect(tr.title).toBe('Toplam Revenue, son 6 saat (2024-05-21 10:20 – 16:20)');
  });

  it('reads a fixed day as its end, and breaks the window down by hour', async () => {
    const c = card(await ask(source, { phrase: 'revenue last 6 hours', now: '2024-05-21' }));
    expect(c.table).toEqual([{ revenue: revenueBetween('2024-05-21 18:00', '2024-05-22 00:00') }]);
    const hourly = card(
      await ask(source, { phrase: 'revenue by hour in the past 3 hours', now: '2024-05-22T12:00' }),
    );
    const expected = Object.entries(revenueByHour('2024-05-22'))
      .filter(([hour]) => hour >= '2024-05-22 09:00' && hour < '2024-05-22 12:00')
      .sort(([a], [b]) => a.localeCompare(b));
    expect(expected.length).toBe(3);
    expect(hourly.table.map((r) => [r.placed_at, r.revenue])).toEqual(expected);
  });

  it('asks back when the dates have no time of day (dates, or timestamps all at midnight)', async () => {
    const midnights = join(dir, 'midnights.csv');
    writeFileSync(
      midnights,
      [
        'placed_at,units',
        ...orderRows().map((r, i) => `${r.placed_at.slice(0, 10)} 00:00:00,${i}`),
      ].join('\n'),
    );
    const iowa = await openSource({ kind: 'file', path: fixture('iowa-electricity.csv') });
    const exported = await openSource({ kind: 'file', path: midnights });
    try {
      const p = prompt(await ask(iowa, { phrase: 'net generation by hour' }));
      expect(p.title).toBe(
        'Year in iowa-electricity.csv holds dates without a time of day, so it cannot be broken down by hour.',
      );
      expect(p.items[0]).toEqual({ title: 'net generation by day' });
      const tr = prompt(await ask(exported, { phrase: 'saatlere göre units', locale: 'tr' }));
      expect(tr.title).toBe(
        'midnights.csv içindeki Placed at sütununda saat bilgisi yok; saatlik kırılım yapılamaz.',
      );
      expect(tr.items[0]).toEqual({ title: 'günlere göre units' });
      const window = prompt(await ask(exported, { phrase: 'units in the last 6 hours' }));
      expect(window.title).toBe(
        'Placed at in midnights.csv holds dates without a time of day, so the last 6 hours cannot be picked out.',
      );
      expect(window.items[0]).toEqual({ title: 'units in the last 6 days' });
      // The same file still answers by day: 20 orders a day.
      const daily = card(await ask(exported, { phrase: 'number of records by day' }));
      expect(daily.table.map((r) => r.count)).toEqual([20, 20, 20]);
    } finally {
      iowa.close();
      exported.close();
    }
  });
});
