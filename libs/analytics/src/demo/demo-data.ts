import type { DuckRunner } from '../sources/duckdb-runner';
import { quoteIdent } from '../sources/duckdb-runner';

const SEED = 20240611;

// Deterministic pseudo-random numbers in [0, 1): a hash of the row's keys and a salt, so the same
// "now" always yields the same data, with no random source involved.
const noise = (salt: number) =>
  `((hash(${SEED + salt}, d.date, c.channel, k.country, v.device) % 100000) / 100000.0)`;

// Two years of daily e-commerce and marketing facts up to "now", built inside DuckDB in one statement.
export async function createDemoTable(db: DuckRunner, table: string, now: string): Promise<void> {
  const sql = `
CREATE TABLE ${quoteIdent(table)} AS
WITH d AS (
  SELECT CAST(x AS DATE) AS date FROM range(CAST($1 AS DATE) - INTERVAL 730 DAY, CAST($1 AS DATE) + INTERVAL 1 DAY, INTERVAL 1 DAY) t(x)
), c(channel, weight, cpc, conv, paid, camp_a, camp_b) AS (VALUES
  ('Organic Search', 1.00, 0.00, 0.024, false, 'SEO Evergreen', 'SEO Blog'),
  ('Paid Search', 0.80, 0.85, 0.034, true, 'Brand Search', 'Generic Search'),
  ('Social', 0.65, 0.45, 0.014, true, 'Social Prospecting', 'Social Retargeting'),
  ('Email', 0.30, 0.04, 0.046, false, 'Weekly Newsletter', 'Cart Recovery'),
  ('Direct', 0.50, 0.00, 0.031, false, 'Direct', 'Direct'),
  ('Display', 0.40, 0.35, 0.012, true, 'Display Awareness', 'Display Retargeting')
), k(country, cw, region) AS (VALUES
  ('United States', 1.00, 'North America'), ('United Kingdom', 0.45, 'Europe'), ('Germany', 0.40, 'Europe'),
  ('Türkiye', 0.35, 'Middle East'), ('France', 0.30, 'Europe'), ('Canada', 0.25, 'North America')
), v(device, dw, dconv) AS (VALUES ('Desktop', 0.42, 1.25), ('Mobile', 0.48, 0.80), ('Tablet', 0.10, 1.00)
), p(lo, hi, product_category, aov) AS (VALUES
  (0.00, 0.28, 'Electronics', 185.0), (0.28, 0.54, 'Apparel', 62.0), (0.54, 0.74, 'Home & Garden', 94.0), (0.74, 0.89, 'Beauty', 41.0), (0.89, 1.00, 'Sports', 77.0)
), rows AS (
  SELECT d.date, c.*, k.*, v.*, ${noise(6)} AS pick FROM d, c, k, v
), base AS (
  SELECT d.date, d.channel, CASE WHEN d.pick * 7 % 1 < 0.5 THEN d.camp_a ELSE d.camp_b END AS campaign, d.country, d.region, d.device, p.product_category,
    d.paid, d.cpc, d.conv * d.dconv AS conv, p.aov,
    520 * d.weight * d.cw * d.dw
      * (1 + 0.22 * sin(2 * pi() * dayofyear(d.date) / 365.0))
      * (CASE WHEN dayofweek(d.date) IN (0, 6) THEN 0.82 ELSE 1.0 END)
      * (CASE WHEN month(d.date) = 11 AND day(d.date) >= 20 THEN 1.6 WHEN month(d.date) = 12 AND day(d.date) <= 20 THEN 1.35 ELSE 1.0 END)
      * (1 + 0.35 * datediff('day', CAST($1 AS DATE) - INTERVAL 730 DAY, d.date) / 730.0)
      * (0.75 + 0.5 * ((d.pick * 13) % 1)) AS traffic,
    (d.pick * 17) % 1 AS n3, (d.pick * 29) % 1 AS n4, (d.pick * 31) % 1 AS n5
  FROM rows d JOIN p ON d.pick >= p.lo AND d.pick < p.hi
)
SELECT date, channel, campaign, country, region, device, product_category,
  CAST(round(traffic) AS INTEGER) AS sessions,
  CAST(round(traffic * (0.74 + 0.08 * n3)) AS INTEGER) AS users,
  CAST(CASE WHEN paid THEN round(traffic * (0.85 + 0.1 * n4)) ELSE 0 END AS INTEGER) AS clicks,
  round(CASE WHEN paid THEN traffic * (0.85 + 0.1 * n4) * cpc * (0.85 + 0.3 * n5) ELSE 0 END, 2) AS ad_spend,
  CAST(round(traffic * conv * (0.6 + 0.8 * n3)) AS INTEGER) AS orders,
  round(round(traffic * conv * (0.6 + 0.8 * n3)) * aov * (0.85 + 0.3 * n4), 2) AS revenue,
  CAST(round(traffic * conv * (0.6 + 0.8 * n3) * (1.25 + 0.2 * n5)) AS INTEGER) AS conversions
FROM base`;
  await db.run(sql, [now]);
}
