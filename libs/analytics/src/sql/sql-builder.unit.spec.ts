import { readQuestion } from '../engine/ask';
import { planOf } from '../engine/planner';
import { demoFixture, hourlyModel, populationModel } from '../testing/fixture-models';
import { buildComparisonQuery, buildQuery } from './sql-builder';

function query(phrase: string, model = demoFixture(), now = '2024-05-15') {
  const read = readQuestion(model, { phrase });
  if (!('intent' in read)) throw new Error(phrase);
  const plan = planOf(model, read.intent, { now, weekStart: 1 });
  return buildQuery(plan, model.table, plan.range);
}

function planFor(phrase: string, model = demoFixture(), now = '2024-05-15') {
  const read = readQuestion(model, { phrase });
  if (!('intent' in read)) throw new Error(phrase);
  return planOf(model, read.intent, { now, weekStart: 1 });
}

describe('SQL from the model, values bound', () => {
  it('binds filter values and dates as parameters', () => {
    const q = query('revenue from mobile in Germany last month by channel');
    expect(q.sql).toBe(
      'SELECT "channel" AS "channel", CAST(sum("revenue") AS DOUBLE) AS "revenue" FROM "demo_store" WHERE (CAST("device" AS VARCHAR) IN ($1)) AND (CAST("country" AS VARCHAR) IN ($2)) AND "date" >= CAST($3 AS DATE) AND "date" < CAST($4 AS DATE) GROUP BY 1 ORDER BY "revenue" DESC NULLS LAST, 1 LIMIT 5000',
    );
    expect(q.params).toEqual(['Mobile', 'Germany', '2024-04-01', '2024-05-01']);
  });

  it('never puts the question text into SQL', () => {
    const hostile = `revenue by channel'; -- " OR /* mobile`;
    const q = query(hostile);
    expect(q.sql).not.toMatch(/--|\/\*|"; |OR "/);
    // Words it cannot place ("DROP", "demo_store") are asked back: no SQL is built at all.
    const dropped = readQuestion(demoFixture(), {
      phrase: `revenue by channel'; DROP TABLE demo_store; -- mobile`,
    });
    expect(dropped).toMatchObject({ problem: { kind: 'unknown' } });
    // Only values stored in the data can become parameters ("TABLE" is read as a typo of Tablet).
    const known = Object.values(demoFixture().values).flat();
    expect(q.params.every((p) => known.includes(String(p)))).toBe(true);
    expect(q.params).toContain('Mobile');
  });

  it('filters a year column by year numbers', () => {
    const q = query('total nüfus in 2005', populationModel());
    expect(q.sql).toContain('"yıl" >= $1 AND "yıl" < $2');
    expect(q.params).toEqual([2005, 2006]);
  });

  it('ranks with a limit and leaves unnamed rows out', () => {
    const q = query('top 3 campaigns by orders');
    expect(q.sql).toContain('"campaign" IS NOT NULL');
    expect(q.sql).toMatch(/ORDER BY "orders" DESC NULLS LAST, 1 LIMIT 3$/);
  });

  it('tests grouped measures in HAVING and rows in WHERE, every number bound', () => {
    const q = query('channels with revenue over 5000 last month');
    expect(q.sql).toContain(
      'WHERE "date" >= CAST($2 AS DATE) AND "date" < CAST($3 AS DATE) GROUP BY 1 HAVING sum("revenue") > $1 ORDER BY',
    );
    expect(q.params).toEqual([5000, '2024-04-01', '2024-05-01']);
    const avg = query('product categories with average order value between 40 and 90');
    expect(avg.sql).toContain(
      'HAVING sum("revenue") / nullif(sum("orders"), 0) * 1 BETWEEN $1 AND $2',
    );
    expect(avg.params).toEqual([40, 90]);
    // A total picks the rows that pass: the revenue of days with more than 100 orders.
    const total = query('revenue where orders over 100');
    expect(total.sql).toBe(
      'SELECT CAST(sum("revenue") AS DOUBLE) AS "revenue" FROM "demo_store" WHERE "orders" > $1',
    );
    expect(total.params).toEqual([100]);
  });

  it('buckets hours as "YYYY-MM-DD HH:00" within a bound day, formatted once per hour', () => {
    const q = query('revenue by hour today', hourlyModel());
    expect(q.sql).toBe(
      `SELECT strftime(date_trunc('hour', "placed_at"), '%Y-%m-%d %H:00') AS "placed_at", CAST(sum("revenue") AS DOUBLE) AS "revenue" FROM "t" WHERE "placed_at" >= CAST($1 AS DATE) AND "placed_at" < CAST($2 AS DATE) GROUP BY date_trunc('hour', "placed_at") ORDER BY 1 LIMIT 5000`,
    );
    expect(q.params).toEqual(['2024-05-15', '2024-05-16']);
  });

  it('counts the groups that pass their test in a subquery, nameless values left out', () => {
    const q = query('how many channels with average sessions above 100 last month');
    expect(q.sql).toBe(
      'SELECT CAST(count(*) AS DOUBLE) AS "channel count" FROM (SELECT "channel" AS "channel" FROM "demo_store" WHERE "date" >= CAST($2 AS DATE) AND "date" < CAST($3 AS DATE) AND "channel" IS NOT NULL GROUP BY 1 HAVING avg("sessions") > $1) AS "passed"',
    );
    expect(q.params).toEqual([100, '2024-04-01', '2024-05-01']);
  });

  it('bounds a window of hours by date-times, now included', () => {
    const q = query('revenue in the last 6 hours', hourlyModel(), '2024-05-15T14:00:00');
    expect(q.sql).toBe(
      'SELECT CAST(sum("revenue") AS DOUBLE) AS "revenue" FROM "t" WHERE "placed_at" >= CAST($1 AS TIMESTAMP) AND "placed_at" <= CAST($2 AS TIMESTAMP)',
    );
    expect(q.params).toEqual(['2024-05-15T08:00:00', '2024-05-15T14:00:00']);
  });

  it('computes ratio measures from sums', () => {
    expect(query('conversion rate by device').sql).toContain(
      'sum("conversions") / nullif(sum("sessions"), 0) * 100',
    );
  });

  it('reads both periods of a comparison in one query, side by side for named groups', () => {
    const model = demoFixture();
    const plan = planFor('top 3 channels by revenue last month vs previous period', model);
    if (!plan.previous) throw new Error('no comparison');
    const q = buildComparisonQuery(plan, model.table, plan.range, plan.previous);
    expect(q?.sql.split(';')).toHaveLength(1);
    // Adjacent periods are read as one range (the scan skips by min/max), each aggregate twice.
    expect(q?.sql).toContain(
      'CAST(sum("revenue") FILTER (WHERE "date" >= CAST($1 AS DATE) AND "date" < CAST($2 AS DATE)) AS DOUBLE) AS "revenue", CAST(sum("revenue") FILTER (WHERE NOT ("date" >= CAST($1 AS DATE) AND "date" < CAST($2 AS DATE))) AS DOUBLE) AS "__previous__revenue"',
    );
    expect(q?.sql).toContain('WHERE "date" >= CAST($3 AS DATE) AND "date" < CAST($4 AS DATE) AND');
    // The rank and the groups are the current period's.
    expect(q?.sql).toMatch(
      /HAVING count\(\*\) FILTER \(WHERE "date" >= .*\) > 0 ORDER BY "revenue" DESC NULLS LAST, 1 LIMIT 3$/,
    );
    expect(q?.params).toEqual(['2024-04-01', '2024-05-01', '2024-03-01', '2024-05-01']);
    // Ranges that share days cannot tell a row's period: two queries then.
    expect(buildComparisonQuery(plan, model.table, plan.range, plan.range ?? plan.previous)).toBe(
      undefined,
    );
  });

  it('marks each row with its period when time buckets pair up by position', () => {
    const model = demoFixture();
    const plan = planFor('top 3 months by revenue this year vs last year', model);
    if (!plan.previous) throw new Error('no comparison');
    const q = buildComparisonQuery(plan, model.table, plan.range, plan.previous);
    expect(q?.sql).toContain('AS "__current" FROM "demo_store"');
    // The rank limits the current period only.
    expect(q?.sql).toContain('<= CASE WHEN "__current" THEN 3 ELSE 5000 END');
  });
});
