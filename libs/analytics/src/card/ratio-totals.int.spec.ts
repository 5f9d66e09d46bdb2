import { ask, readQuestion } from '../engine/ask';
import { planOf } from '../engine/planner';
import { openDemoSource } from '../demo/demo-source';
import type { DataSource } from '../engine/data-source';
import { withRatioTotals } from './ratio-totals';

// On the demo store: the total of a rate is computed from its parts, never summed over the rows.
describe('totals of rates and ratios', () => {
  let demo: DataSource;
  beforeAll(async () => {
    demo = await openDemoSource('2026-06-15');
  });
  afterAll(() => demo.close());

  async function totalOf(phrase: string, parts: string) {
    const result = await ask(demo, { phrase, locale: 'en', now: '2026-06-15' });
    if (!('card' in result)) throw new Error(phrase);
    const read = readQuestion(demo.model, { phrase, locale: 'en' });
    if (!('intent' in read)) throw new Error(phrase);
    const plan = planOf(demo.model, read.intent, { now: '2026-06-15', weekStart: 1 });
    const card = await withRatioTotals(demo, plan, result.card);
    const [truth] = await demo.db.rows(
      `SELECT ${parts} AS v FROM demo_store WHERE date >= DATE '2026-05-01' AND date < DATE '2026-06-01'`,
    );
    const column = card.columns.find((c) => c.key === plan.metrics[0].key);
    return {
      total: column?.total,
      truth: Number(truth.v),
      rows: card.table,
      key: plan.metrics[0].key,
    };
  }

  it('gives conversion rate by device the rate of all conversions over all sessions', async () => {
    const { total, truth, rows, key } = await totalOf(
      'conversion rate by device last month',
      'sum(conversions) / sum(sessions) * 100',
    );
    expect(total).toBeCloseTo(truth, 6);
    // Not the sum of the rows' rates.
    const summed = rows.reduce((s, r) => s + Number(r[key] ?? 0), 0);
    expect(summed).toBeGreaterThan(0);
    expect(Math.abs((total ?? 0) - summed)).toBeGreaterThan(1);
  });

  it('gives average order value by channel all revenue over all orders', async () => {
    const { total, truth } = await totalOf(
      'average order value by channel last month',
      'sum(revenue) / sum(orders)',
    );
    expect(total).toBeCloseTo(truth, 6);
  });
});
