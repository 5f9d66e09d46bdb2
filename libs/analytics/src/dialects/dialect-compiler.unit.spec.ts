import { readQuestion } from '../engine/ask';
import { planOf } from '../engine/planner';
import { demoFixture, hourlyModel } from '../testing/fixture-models';
import { compileForDialect } from './dialect-compiler';
import type { SqlDialectName } from './sql-dialect';

function query(
  dialect: SqlDialectName,
  phrase: string,
  weekStart: 0 | 1 = 1,
  model = demoFixture(),
  now = '2024-05-15',
) {
  const read = readQuestion(model, { phrase });
  if (!('intent' in read)) throw new Error(phrase);
  const plan = planOf(model, read.intent, { now, weekStart });
  return compileForDialect(dialect, plan, 'shop.demo_store', plan.range);
}

describe('one plan, compiled for PostgreSQL and MySQL', () => {
  it('quotes identifiers and numbers bound values the PostgreSQL way', () => {
    const q = query('postgres', 'revenue from mobile in Germany last month by channel');
    expect(q.sql).toBe(
      'SELECT "channel" AS "channel", CAST(sum("revenue") AS DOUBLE PRECISION) AS "revenue" FROM "shop"."demo_store" WHERE (CAST("device" AS TEXT) IN ($1)) AND (CAST("country" AS TEXT) IN ($2)) AND "date" >= CAST($3 AS DATE) AND "date" < CAST($4 AS DATE) GROUP BY 1 ORDER BY sum("revenue") DESC NULLS LAST, 1 LIMIT 5000',
    );
    expect(q.params).toEqual(['Mobile', 'Germany', '2024-04-01', '2024-05-01']);
  });

  it('quotes identifiers with backticks and binds with ? for MySQL', () => {
    const q = query('mysql', 'revenue from mobile in Germany last month by channel');
    expect(q.sql).toContain('FROM `shop`.`demo_store`');
    expect(q.sql).toContain('(CAST(`device` AS CHAR) IN (?))');
    // MariaDB refuses an alias inside an ORDER BY expression (ER_ILLEGAL_REFERENCE).
    expect(q.sql).toContain('ORDER BY (sum(`revenue`) IS NULL), sum(`revenue`) DESC, 1');
    expect(q.params).toEqual(['Mobile', 'Germany', '2024-04-01', '2024-05-01']);
  });

  it('buckets months and Sunday weeks in each dialect', () => {
    const monthly = query('postgres', 'revenue by month last 6 months').sql;
    expect(monthly).toContain(`to_char(date_trunc('month', "date"), 'YYYY-MM-DD') AS`);
    // Grouped on the truncated date, formatted once per month.
    expect(monthly).toContain(`GROUP BY date_trunc('month', "date")`);
    expect(query('mysql', 'revenue by month last 6 months').sql).toContain(
      "DATE_FORMAT(`date`, '%Y-%m-01') AS",
    );
    expect(query('postgres', 'revenue by week last 4 weeks', 0).sql).toContain(
      `date_trunc('week', "date" + interval '1 day') - interval '1 day'`,
    );
    expect(query('mysql', 'revenue by week last 4 weeks', 0).sql).toContain('DAYOFWEEK(`date`)');
  });

  it('shares a total among the distinct values of a column in each dialect (per order)', () => {
    const model = demoFixture();
    const plan = planOf(
      model,
      {
        metrics: [{ id: 'revenue', aggregation: 'avg', perEach: 'channel' }],
        groups: [],
        filters: [],
        conditions: [],
        share: false,
      },
      { now: '2024-05-15', weekStart: 1 },
    );
    expect(compileForDialect('postgres', plan, 'shop.demo_store', plan.range).sql).toContain(
      'CAST(sum("revenue") AS DOUBLE PRECISION) / nullif(count(DISTINCT "channel"), 0)',
    );
    expect(compileForDialect('mysql', plan, 'shop.demo_store', plan.range).sql).toContain(
      '/ nullif(count(DISTINCT `channel`), 0)',
    );
  });

  it('buckets hours in each dialect', () => {
    const pg = query('postgres', 'hourly revenue', 1, hourlyModel()).sql;
    expect(pg).toContain(`to_char(date_trunc('hour', "placed_at"), 'YYYY-MM-DD HH24:00') AS`);
    expect(pg).toContain(`GROUP BY date_trunc('hour', "placed_at")`);
    expect(query('mysql', 'hourly revenue', 1, hourlyModel()).sql).toContain(
      "DATE_FORMAT(`placed_at`, '%Y-%m-%d %H:00') AS",
    );
  });

  it('tests groups in HAVING with bound values in both dialects', () => {
    const pg = query('postgres', 'channels with revenue over 5000 last month');
    expect(pg.sql).toContain(
      'WHERE "date" >= CAST($1 AS DATE) AND "date" < CAST($2 AS DATE) GROUP BY 1 HAVING sum("revenue") > $3 ORDER BY',
    );
    expect(pg.params).toEqual(['2024-04-01', '2024-05-01', 5000]);
    const my = query('mysql', 'channels with revenue over 5000 last month');
    expect(my.sql).toContain('GROUP BY 1 HAVING sum(`revenue`) > ? ORDER BY');
    expect(my.params).toEqual(['2024-04-01', '2024-05-01', 5000]);
  });

  it('counts the groups that pass their test in a subquery in both dialects', () => {
    const phrase = 'how many channels with average sessions above 100 last month';
    const pg = query('postgres', phrase);
    expect(pg.sql).toBe(
      'SELECT CAST(count(*) AS DOUBLE PRECISION) AS "channel count" FROM (SELECT "channel" AS "channel" FROM "shop"."demo_store" WHERE "date" >= CAST($1 AS DATE) AND "date" < CAST($2 AS DATE) AND "channel" IS NOT NULL GROUP BY 1 HAVING avg("sessions") > $3) AS "passed"',
    );
    expect(pg.params).toEqual(['2024-04-01', '2024-05-01', 100]);
    const my = query('mysql', phrase);
    expect(my.sql).toBe(
      'SELECT CAST(count(*) AS DOUBLE) AS `channel count` FROM (SELECT `channel` AS `channel` FROM `shop`.`demo_store` WHERE `date` >= CAST(? AS DATE) AND `date` < CAST(? AS DATE) AND `channel` IS NOT NULL GROUP BY 1 HAVING avg(`sessions`) > ?) AS `passed`',
    );
    expect(my.params).toEqual(pg.params);
  });

  it('bounds a window of hours by date-times in each dialect, now included', () => {
    const phrase = 'revenue in the last 6 hours';
    const pg = query('postgres', phrase, 1, hourlyModel(), '2024-05-15T14:00:00');
    expect(pg.sql).toContain(
      'WHERE "placed_at" >= CAST($1 AS TIMESTAMP) AND "placed_at" <= CAST($2 AS TIMESTAMP)',
    );
    expect(pg.params).toEqual(['2024-05-15T08:00:00', '2024-05-15T14:00:00']);
    const my = query('mysql', phrase, 1, hourlyModel(), '2024-05-15T14:00:00');
    expect(my.sql).toContain(
      'WHERE `placed_at` >= CAST(? AS DATETIME) AND `placed_at` <= CAST(? AS DATETIME)',
    );
    expect(my.params).toEqual(pg.params);
  });

  it('never lets the words of a question into the SQL text', () => {
    for (const dialect of ['postgres', 'mysql'] as const) {
      const q = query(dialect, `revenue by channel'; -- " OR /* mobile`);
      expect(q.sql).not.toMatch(/--|\/\*|OR "/);
      expect(q.params).toContain('Mobile');
    }
  });
});

describe('a measure derived from two columns, in each dialect', () => {
  it('subtracts the columns row by row inside the aggregate', () => {
    const pg = query('postgres', 'revenue minus ad spend by channel');
    expect(pg.sql).toContain('sum(("revenue" - "ad_spend"))');
    const my = query('mysql', 'revenue minus ad spend by channel');
    expect(my.sql).toContain('sum((`revenue` - `ad_spend`))');
  });
});
