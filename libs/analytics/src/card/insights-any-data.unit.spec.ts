import type { CardColumn } from '@parley/domain';
import { readQuestion } from '../engine/ask';
import { planOf } from '../engine/planner';
import type { Row } from '../sources/duckdb-runner';
import type { QueryPlan } from '../sql/query-plan';
import { demoFixture } from '../testing/fixture-models';
import type { Locale } from '../text/normalize';
import { seriesOf } from './card-series';
import { insightsFor } from './insights';

// Issue 28: every card with enough rows gets insights computed from its own rows, each true of
// the constructed data below, in both languages; data that shows nothing gets nothing.
const model = demoFixture();

function planFor(phrase: string): QueryPlan {
  const read = readQuestion(model, { phrase, locale: 'en' });
  if (!('intent' in read)) throw new Error(phrase);
  return planOf(model, read.intent, { now: '2026-06-15', weekStart: 1 });
}

const say = (plan: QueryPlan, rows: Row[], locale: Locale, columns: CardColumn[] = []) =>
  insightsFor(plan, rows, locale, seriesOf(plan, columns, rows)).map(String);

describe('a breakdown of an average (no total to share)', () => {
  const plan = planFor('average order value by country');
  const [g, m] = [plan.groups[0].key, plan.metrics[0].key];
  const rows = (values: number[]): Row[] => values.map((v, i) => ({ [g]: `C${i + 1}`, [m]: v }));

  it.each([
    ['en', 'C5 stands out at $2,000, far above the median of $510'],
    ['tr', 'C5 öne çıkıyor: $2.000, ortanca değer olan $510 değerinin çok üstünde'],
  ])('finds the group far from the others (%s)', (locale, words) => {
    expect(say(plan, rows([500, 400, 550, 520, 2000, 480]), locale as Locale).join(' ')).toContain(
      words,
    );
  });

  it.each([
    ['en', 'times'],
    ['tr', 'katı'],
  ])('says how many times the lowest the highest is, rounded down (%s)', (locale, word) => {
    const said = say(plan, rows([500, 400, 550, 520, 2000, 480]), locale as Locale).join(' ');
    expect(said).toMatch(locale === 'en' ? /C5's .* is 5 times C2's/ : /C2 değerinin 5 katı/);
    expect(said).toContain(word);
  });

  it.each([
    ['en', "C5's average order value is 8% above C3's."],
    ['tr', 'C5 için Ortalama sipariş değeri, C3 değerinin %8 üstünde.'],
  ])(
    'says how far apart similar groups are, in percent, and no outlier (%s)',
    (locale, sentence) => {
      const said = say(plan, rows([500, 520, 490, 510, 530, 500]), locale as Locale);
      expect(said).toContain(sentence);
      expect(said.join(' ')).not.toMatch(/stands out|öne çıkıyor|times|katı/);
    },
  );

  it('never repeats the card sentence’s highest and lowest', () => {
    expect(say(plan, rows([500, 400, 550, 520, 2000, 480]), 'en').join(' ')).not.toMatch(
      /highest|lowest/,
    );
  });

  it('says nothing about groups that are all the same', () => {
    expect(say(plan, rows([500, 500, 500]), 'en')).toEqual([]);
  });
});

describe('a measure over time', () => {
  const plan = planFor('monthly revenue in 2025');
  const [g, m] = [plan.groups[0].key, plan.metrics[0].key];
  const rows = (values: number[]): Row[] =>
    values.map((v, i) => ({ [g]: `2025-${String(i + 1).padStart(2, '0')}-01`, [m]: v }));

  it.each([
    ['en', 'Total Revenue rose 50% from Jan 2025 to Apr 2025.'],
    ['tr', 'Toplam Gelir, Oca 2025 ile Nis 2025 arasında %50 arttı.'],
  ])('gives the change from the first period to the last (%s)', (locale, sentence) => {
    expect(say(plan, rows([100, 120, 130, 150]), locale as Locale)).toContain(sentence);
  });

  it.each([
    ['en', 'fell 25%'],
    ['tr', '%25 azaldı'],
  ])('says a fall is a fall (%s)', (locale, words) => {
    const said = say(plan, rows([200, 180, 170, 150]), locale as Locale).join(' ');
    expect(said).toContain(words);
    expect(said).not.toMatch(/rose|arttı/);
  });
});

describe('series of a second grouping', () => {
  const plan = planFor('revenue by month and country in 2025');
  const time = plan.groups.find((x) => x.dimension.kind === 'time');
  const other = plan.groups.find((x) => x.dimension.kind !== 'time');
  if (!time || !other) throw new Error('two groupings expected');
  const m = plan.metrics[0].key;
  const columns: CardColumn[] = [
    { key: time.key, label: 'Month', role: 'time' },
    { key: other.key, label: 'Country', role: 'dimension' },
    { key: m, label: 'Revenue', role: 'metric', additive: true },
  ];
  const rows: Row[] = [];
  [
    ['North', [1000, 1200, 1400, 1600]],
    ['South', [900, 800, 700, 600]],
  ].forEach(([name, values]) =>
    (values as number[]).forEach((v, i) =>
      rows.push({ [time.key]: `2025-0${i + 1}-01`, [other.key]: name as string, [m]: v }),
    ),
  );

  it.each([
    ['en', 'Total Revenue rose for North, fell for South over the period.'],
    ['tr', 'Toplam Gelir dönem boyunca North için arttı, South için azaldı.'],
  ])('says which series rose and which fell (%s)', (locale, sentence) => {
    expect(say(plan, rows, locale as Locale, columns)).toContain(sentence);
  });

  it.each([
    ['en', 'In Apr 2025, North leads on total revenue with $1,600, ahead of South ($600).'],
    ['tr', 'Nis 2025 itibarıyla Toplam Gelir değerinde North önde: $1.600; ardından South ($600).'],
  ])('names the leader at the latest period (%s)', (locale, sentence) => {
    expect(say(plan, rows, locale as Locale, columns)).toContain(sentence);
  });
});

describe('a ranked list', () => {
  const plan = planFor('top 5 countries by revenue');
  const [g, m] = [plan.groups[0].key, plan.metrics[0].key];
  const rows: Row[] = [900, 600, 400, 300, 200].map((v, i) => ({ [g]: `C${i + 1}`, [m]: v }));

  it.each([
    ['en', "Among these 5, C1's revenue is 4.5 times C5's."],
    ['tr', 'Bu 5 içinde C1 için Gelir, C5 değerinin 4,5 katı.'],
  ])('compares its first and its last, among the rows shown (%s)', (locale, sentence) => {
    expect(plan.rank).toBeDefined();
    expect(say(plan, rows, locale as Locale)).toContain(sentence);
  });

  it.each([
    ['en', 'These 3 range from $800 (C3) to $1,000 (C1).'],
    ['tr', 'Bu 3 değer $800 (C3) ile $1.000 (C1) arasında.'],
  ])('gives the range of a close list (%s)', (locale, sentence) => {
    const close: Row[] = [1000, 900, 800].map((v, i) => ({ [g]: `C${i + 1}`, [m]: v }));
    expect(say(plan, close, locale as Locale)).toContain(sentence);
  });

  it('says no highest or lowest of the whole: the fifth of a top 5 is no lowest', () => {
    expect(say(plan, rows, 'en').join(' ')).not.toMatch(/lowest|stands out/);
  });
});
