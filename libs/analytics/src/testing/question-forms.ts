import { DuckDBInstance } from '@duckdb/node-api';
import type { DuckDBConnection } from '@duckdb/node-api';
import { ask } from '../engine/ask';
import type { DataSource } from '../engine/data-source';

// Each form of the query algebra asked in words, in English and in Turkish, on a ledger whose
// truth a hand-written query computes: the card must carry the true numbers, and a word the
// engine cannot use must come back as a prompt naming it.
export type Want =
  | { scalar: string }
  | { rows: string }
  | { growth: string }
  | { driver: string }
  // Both numbers of a comparison: the query returns cur and prev.
  | { compare: string }
  | { prompt: string };
export type Case = [question: string, want: Want, locale?: string];

const near = (a: unknown, b: number) =>
  typeof a === 'number' && Math.abs(a - b) <= Math.max(0.01, Math.abs(b) * 0.001);
const key = (v: unknown) => String(v).toLowerCase();

// The value whose change from the month before is the largest (desc) or most negative (asc).
function movers(
  date: string,
  measure: string,
  dims: string[],
  month: number,
  order: 'asc' | 'desc',
) {
  const change = (d: string) =>
    `select ${d} k, sum(case when month(${date})=${month} then ${measure} else 0 end) - sum(case when month(${date})=${month - 1} then ${measure} else 0 end) d from T where year(${date})=2025 group by 1`;
  const all = dims.map(change).join(' union all ');
  // Asked why it fell when nothing fell, the biggest rise is named instead.
  const sign =
    order === 'asc' ? `case when (select min(d) from (${all})) < 0 then 1 else -1 end` : '-1';
  return `select k from (${all}) order by d * ${sign} limit 1`;
}

// One in-memory DuckDB per ledger file, its rows loaded once as table T.
const truths = new Map<string, Promise<DuckDBConnection>>();
function truthDb(path: string): Promise<DuckDBConnection> {
  let db = truths.get(path);
  if (!db) {
    db = DuckDBInstance.create(':memory:').then(async (instance) => {
      const c = await instance.connect();
      await c.run(`CREATE TABLE T AS SELECT * FROM read_csv_auto('${path}')`);
      return c;
    });
    truths.set(path, db);
  }
  return db;
}

async function truth(path: string, sql: string): Promise<Record<string, unknown>[]> {
  const db = await truthDb(path);
  const reader = await db.runAndReadAll(sql);
  return reader.getRowObjectsJson();
}

export async function check(source: DataSource, path: string, [question, want, locale]: Case) {
  const result = await ask(source, { phrase: question, locale: locale ?? 'en', now: '2025-11-20' });
  if ('prompt' in want) {
    const title = 'prompt' in result ? result.prompt.title : '';
    expect({ question, named: title.includes(want.prompt) }).toEqual({ question, named: true });
    return;
  }
  if (!('card' in result))
    throw new Error(`${question}: expected a card, got ${JSON.stringify(result)}`);
  const table = result.card.table;
  const cells = (r: Record<string, unknown>) => Object.values(r);
  if ('scalar' in want) {
    const [{ v }] = await truth(path, want.scalar);
    expect({
      question,
      found: table.length <= 2 && cells(table[0]).some((c) => near(c, Number(v))),
    }).toEqual({ question, found: true });
    return;
  }
  if ('compare' in want) {
    const [{ cur, prev }] = await truth(path, want.compare);
    const all = table.flatMap(cells);
    const found = [cur, prev].every((v) => all.some((c) => near(c, Number(v))));
    expect({ question, found }).toEqual({ question, found: true });
    return;
  }
  if ('driver' in want) {
    const [{ k }] = await truth(path, want.driver);
    const compared = Object.keys(table[0] ?? {}).some((c) => c.startsWith('Previous_'));
    expect({ question, compared, named: result.card.text.includes(String(k)) }).toEqual({
      question,
      compared: true,
      named: true,
    });
    return;
  }
  const gold = await truth(path, 'rows' in want ? want.rows : want.growth);
  const missing = gold.filter((g) => {
    // Exactly the key, else a key it begins ("2025-01-01" of "2025-01-01 00:00:00").
    const row =
      table.find((r) => cells(r).some((c) => key(c) === key(g.k))) ??
      table.find((r) => cells(r).some((c) => key(g.k).startsWith(key(c)) && key(c).length >= 10));
    return (
      !row ||
      !cells(row).some(
        (c) =>
          near(c, Number(g.v)) ||
          ('growth' in want && typeof c === 'number' && Math.abs(c - Number(g.v)) <= 0.05),
      )
    );
  });
  expect({ question, missing }).toEqual({ question, missing: [] });
}

export const ENGLISH_FORMS: Record<string, Case[]> = {
  'aggregations: sum by default for amounts, median, standard deviation, percentile': [
    ['amount by region', { rows: 'select Region k, sum(Amount) v from T group by 1' }],
    ['median amount by region', { rows: 'select Region k, median(Amount) v from T group by 1' }],
    [
      'standard deviation of amount by channel',
      { rows: 'select Channel k, stddev_samp(Amount) v from T group by 1' },
    ],
    ['90th percentile of amount', { scalar: 'select quantile_cont(Amount, 0.9) v from T' }],
    [
      'units range by region',
      { rows: 'select Region k, max(Units) - min(Units) v from T group by 1' },
    ],
  ],
  'ratios, rates of a yes/no column and shares of a part': [
    ['amount per unit', { scalar: 'select sum(Amount)/sum(Units) v from T' }],
    [
      'amount per order by region',
      { rows: 'select Region k, sum(Amount)/count(*) v from T group by 1' },
    ],
    [
      'return rate by channel',
      {
        rows: 'select Channel k, 100*avg(case when Returned then 1 else 0 end) v from T group by 1',
      },
    ],
    [
      'what percentage of amount comes from Online',
      {
        scalar:
          "select 100*sum(case when Channel='Online' then Amount else 0 end)/sum(Amount) v from T",
      },
    ],
    [
      'what percentage of orders have more than 5 units',
      { scalar: 'select 100*avg(case when Units > 5 then 1 else 0 end) v from T' },
    ],
    [
      'share of amount from orders with at least 5 units',
      {
        scalar: 'select 100*sum(case when Units >= 5 then Amount else 0 end)/sum(Amount) v from T',
      },
    ],
    [
      'what percentage of days had orders from North',
      {
        scalar:
          'select 100.0*count(distinct case when Region=\'North\' then "Order Date" end)/count(distinct "Order Date") v from T',
      },
    ],
  ],
  'entity counts and filters: values, negation, numbers with units, flags': [
    ['number of orders by channel', { rows: 'select Channel k, count(*) v from T group by 1' }],
    [
      'amount for all regions except North',
      { scalar: "select sum(Amount) v from T where Region <> 'North'" },
    ],
    [
      'how many orders have more than 5 units',
      { scalar: 'select count(*) v from T where Units > 5' },
    ],
    ['how many orders had no discount', { scalar: 'select count(*) v from T where Discount = 0' }],
    [
      'how many orders have more than 8 units or fewer than 3 units',
      { scalar: 'select count(*) v from T where Units > 8 or Units < 3' },
    ],
    [
      'number of orders heavier than 5000 g',
      { scalar: 'select count(*) v from T where "Weight (g)" > 5000' },
    ],
    ['number of orders over $400', { scalar: 'select count(*) v from T where Amount > 400' }],
    [
      'average amount excluding discount 10',
      { scalar: 'select avg(Amount) v from T where Discount <> 10' },
    ],
    [
      'what percentage of orders have discount 20',
      { scalar: 'select 100*avg(case when Discount = 20 then 1 else 0 end) v from T' },
    ],
    [
      'amount excluding 2024',
      { scalar: 'select sum(Amount) v from T where year("Order Date") <> 2024' },
    ],
    [
      'amount except North and South',
      { scalar: "select sum(Amount) v from T where Region not in ('North', 'South')" },
    ],
    [
      'share of amount by region',
      { rows: 'select Region k, 100*sum(Amount)/(select sum(Amount) from T) v from T group by 1' },
    ],
    ['average amount of returned orders', { scalar: 'select avg(Amount) v from T where Returned' }],
    [
      'amount excluding returned orders',
      { scalar: 'select sum(Amount) v from T where not Returned' },
    ],
    [
      'regions with total amount above 48000',
      { rows: 'select Region k, sum(Amount) v from T group by 1 having sum(Amount) > 48000' },
    ],
  ],
  'time: spans, day of week': [
    [
      'amount between March 1 and March 15 2025',
      {
        scalar:
          "select sum(Amount) v from T where \"Order Date\" between '2025-03-01' and '2025-03-15'",
      },
    ],
    [
      'amount between 10 May and 20 May 2025',
      {
        scalar:
          "select sum(Amount) v from T where \"Order Date\" between '2025-05-10' and '2025-05-20'",
      },
      'en-GB',
    ],
    [
      'orders by day of week',
      { rows: 'select dayname("Order Date") k, count(*) v from T group by 1' },
    ],
  ],
  'windows: cumulative, period-over-period growth, per group': [
    [
      '3 month moving average of amount in 2025',
      {
        rows: 'select strftime(k, \'%Y-%m-%d\') k, avg(v) over (order by k rows between 2 preceding and current row) v from (select date_trunc(\'month\', "Order Date") k, sum(Amount) v from T where year("Order Date") = 2025 group by 1)',
      },
    ],
    [
      'cumulative amount by month in 2025',
      {
        rows: 'select strftime(k, \'%Y-%m-%d\') k, sum(v) over (order by k) v from (select date_trunc(\'month\', "Order Date") k, sum(Amount) v from T where year("Order Date") = 2025 group by 1)',
      },
    ],
    [
      'month over month amount growth in 2025',
      {
        growth:
          "select strftime(k, '%Y-%m-%d') k, v from (select k, 100*(v/lag(v) over (order by k)-1) v from (select date_trunc('month', \"Order Date\") k, sum(Amount) v from T group by 1)) where year(k) = 2025",
      },
    ],
    [
      'year over year amount growth by channel in 2025',
      {
        growth:
          'select Channel k, 100*(sum(case when year("Order Date")=2025 then Amount end)/sum(case when year("Order Date")=2024 then Amount end)-1) v from T group by 1',
      },
    ],
  ],
  'comparisons and rankings': [
    [
      // On 20 November 2025: 1 January–20 November against the same span of 2024.
      'amount this year vs last year',
      {
        compare: `select sum(case when "Order Date" between '2025-01-01' and '2025-11-20' then Amount end) cur, sum(case when "Order Date" between '2024-01-01' and '2024-11-20' then Amount end) prev from T`,
      },
    ],
    [
      'top 2 regions by return rate',
      {
        rows: 'select Region k, 100*avg(case when Returned then 1 else 0 end) v from T group by 1 order by v desc limit 2',
      },
    ],
    ['amount by decade', { rows: "select '2020s' k, sum(Amount) v from T" }],
    [
      'compare amount in North and South',
      {
        rows: "select Region k, sum(Amount) v from T where Region in ('North','South') group by 1",
      },
    ],
    [
      'which channel had the least amount',
      { rows: 'select Channel k, sum(Amount) v from T group by 1 order by v limit 1' },
    ],
    [
      'bottom 2 regions by amount in 2024',
      {
        rows: 'select Region k, sum(Amount) v from T where year("Order Date")=2024 group by 1 order by v limit 2',
      },
    ],
  ],
  'drivers: the change against the period before, named by its biggest movers': [
    // February is shorter than January: amount fell, and the biggest decline is named.
    [
      'why did amount fall in February 2025',
      { driver: movers('"Order Date"', 'Amount', ['Region', 'Channel'], 2, 'asc') },
    ],
    // March rose everywhere: asked why it fell, the card says it rose and names the biggest rise.
    [
      'why did amount fall in March 2025',
      { driver: movers('"Order Date"', 'Amount', ['Region', 'Channel'], 3, 'desc') },
    ],
  ],
  'words it cannot use are named back, never dropped': [
    ['amount by warehouse', { prompt: 'warehouse' }],
    ['amount per employee', { prompt: 'employee' }],
    ['conversion rate by region', { prompt: 'conversion' }],
    ['amount over 100 kg of beans', { prompt: 'beans' }],
  ],
};

export const TURKISH_FORMS: Record<string, Case[]> = {
  'toplamlar, medyan ve oranlar': [
    ['bölgelere göre tutar', { rows: 'select "Bölge" k, sum(Tutar) v from T group by 1' }, 'tr'],
    [
      'bölgelere göre medyan tutar',
      { rows: 'select "Bölge" k, median(Tutar) v from T group by 1' },
      'tr',
    ],
    ['adet başına tutar', { scalar: 'select sum(Tutar)/sum(Adet) v from T' }, 'tr'],
    [
      'kanallara göre iade oranı',
      {
        rows: `select Kanal k, 100*avg(case when "İade" = 'Evet' then 1 else 0 end) v from T group by 1`,
      },
      'tr',
    ],
    [
      'online satışların tutardaki payı',
      {
        scalar:
          "select 100*sum(case when Kanal='Online' then Tutar else 0 end)/sum(Tutar) v from T",
      },
      'tr',
    ],
  ],
  'süzgeçler: hariç, birimli sayılar, -li ekleri, evet/hayır sütunları': [
    [
      'Kuzey hariç toplam tutar',
      { scalar: 'select sum(Tutar) v from T where "Bölge" <> \'Kuzey\'' },
      'tr',
    ],
    [
      'Kuzey ve Güney hariç toplam tutar',
      { scalar: "select sum(Tutar) v from T where \"Bölge\" not in ('Kuzey', 'Güney')" },
      'tr',
    ],
    [
      '400 TL üzerindeki sipariş sayısı',
      { scalar: 'select count(*) v from T where Tutar > 400' },
      'tr',
    ],
    [
      'indirimli siparişlerin ortalama tutarı',
      { scalar: 'select avg(Tutar) v from T where "İndirim" > 0' },
      'tr',
    ],
    [
      'iade olan siparişlerin toplam tutarı',
      { scalar: 'select sum(Tutar) v from T where "İade" = \'Evet\'' },
      'tr',
    ],
  ],
  'zaman ve pencereler': [
    [
      'haftanın günlerine göre sipariş sayısı',
      {
        rows: "select ['Pazartesi','Salı','Çarşamba','Perşembe','Cuma','Cumartesi','Pazar'][isodow(Tarih)] k, count(*) v from T group by 1",
      },
      'tr',
    ],
    [
      "2025'te aylara göre kümülatif tutar",
      {
        rows: "select strftime(k, '%Y-%m-%d') k, sum(v) over (order by k) v from (select date_trunc('month', Tarih) k, sum(Tutar) v from T where year(Tarih) = 2025 group by 1)",
      },
      'tr',
    ],
    [
      '2025 aylık tutar büyümesi',
      {
        growth:
          "select strftime(k, '%Y-%m-%d') k, v from (select k, 100*(v/lag(v) over (order by k)-1) v from (select date_trunc('month', Tarih) k, sum(Tutar) v from T group by 1)) where year(k) = 2025",
      },
      'tr',
    ],
  ],
  'sıralama ve etkenler': [
    [
      'en az tutar yapan kanal',
      { rows: 'select Kanal k, sum(Tutar) v from T group by 1 order by v limit 1' },
      'tr',
    ],
    [
      "şubat 2025'te tutar neden düştü",
      { driver: movers('Tarih', 'Tutar', ['"Bölge"', 'Kanal'], 2, 'asc') },
      'tr',
    ],
  ],
  'kullanamadığı kelimeyi sorar': [
    ['depoya göre tutar', { prompt: 'depoya' }, 'tr'],
    ['çalışan başına tutar', { prompt: 'çalışan' }, 'tr'],
  ],
};
