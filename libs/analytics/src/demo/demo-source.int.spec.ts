import { ask } from '../engine/ask';
import { suggestionsFor } from '../engine/suggestions';
import { openDemoSource } from './demo-source';

describe('the demo source', () => {
  it('is the same data for the same "now", covering the two years up to it', async () => {
    const a = await openDemoSource('2026-06-30');
    const b = await openDemoSource('2026-06-30');
    try {
      const sql =
        'SELECT min(date)::VARCHAR AS first, max(date)::VARCHAR AS last, sum(revenue) AS revenue, sum(orders) AS orders FROM demo_store';
      const [x] = await a.db.rows(sql);
      const [y] = await b.db.rows(sql);
      expect(x).toEqual(y);
      expect(x).toMatchObject({ first: '2024-06-30', last: '2026-06-30' });
      expect(Number(x.orders)).toBeGreaterThan(10_000);
    } finally {
      a.close();
      b.close();
    }
  });

  it('answers every starter question of its curated model, in English and Turkish', async () => {
    const demo = await openDemoSource('2026-06-30');
    try {
      for (const locale of ['en', 'tr'] as const) {
        for (const s of suggestionsFor(demo.model, locale)) {
          const result = await ask(demo, { phrase: s.title, locale, now: '2026-06-30' });
          expect({ phrase: s.title, answered: 'card' in result }).toEqual({
            phrase: s.title,
            answered: true,
          });
        }
      }
    } finally {
      demo.close();
    }
  });

  it('compares revenue by channel with the previous period, with spec §9 change columns', async () => {
    const demo = await openDemoSource('2026-06-30');
    try {
      const result = await ask(demo, {
        phrase: 'revenue by channel last 30 days vs previous period',
        now: '2026-06-30',
      });
      if (!('card' in result)) throw new Error('no card');
      const row = result.card.table[0];
      const cur = Number(row.revenue);
      const prev = Number(row.Previous_revenue);
      expect(row['revenue__%']).toBe(Math.floor(((cur - prev) / prev) * 100 + 1e-9));
      expect(row.revenue__change).toBeCloseTo(cur - prev, 6);
      expect(result.card.query).toMatchObject({
        compare: 'previous_period',
        date_range: '2026-06-01/2026-07-01',
      });
      const next = await ask(demo, {
        phrase: 'and by device?',
        now: '2026-06-30',
        context: result.context,
      });
      if (!('card' in next)) throw new Error('no follow-up card');
      expect(next.card.columns[0].key).toBe('device');
      expect(next.card.table[0]).toHaveProperty('Previous_revenue');
    } finally {
      demo.close();
    }
  });
});
