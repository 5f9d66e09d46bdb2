import type { Grain } from '@parley/domain';
import { readQuestion } from '../engine/ask';
import { planOf } from '../engine/planner';
import type { Row } from '../sources/duckdb-runner';
import type { QueryPlan } from '../sql/query-plan';
import { demoFixture } from '../testing/fixture-models';
import type { Locale } from '../text/normalize';
import { findAnomaly, insightsFor, readTrend } from './insights';

// Constructed series whose truth is known: each insight must say it, or say nothing.
const model = demoFixture();

function planFor(phrase: string): QueryPlan {
  const read = readQuestion(model, { phrase, locale: 'en' });
  if (!('intent' in read)) throw new Error(phrase);
  return planOf(model, read.intent, { now: '2026-06-15', weekStart: 1 });
}

const monthly = planFor('monthly revenue in 2025');
const monthKey = monthly.groups[0].key;
const months = (values: number[], year = 2025): Row[] =>
  values.map((revenue, i) => ({
    [monthKey]: `${year + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01`,
    revenue,
  }));
const say = (plan: QueryPlan, rows: Row[], locale: Locale) =>
  insightsFor(plan, rows, locale).map(String).join(' | ');

describe('trend from the whole series', () => {
  // The case: revenue rose from $415,504 to $535,993 with a dip in the middle.
  const rising = [
    415504, 430120, 398000, 455300, 470010, 462000, 489900, 501200, 478000, 512300, 520100, 535993,
  ];

  it.each([
    ['en', 'Total Revenue trended up over the period: $415,504 (Jan 2025) → $535,993 (Dec 2025).'],
    [
      'tr',
      'Toplam Gelir dönem boyunca yükseliş eğiliminde: $415.504 (Oca 2025) → $535.993 (Ara 2025).',
    ],
  ])('says a rising year rose, never that it trended down (%s)', (locale, sentence) => {
    const text = say(monthly, months(rising), locale as Locale);
    expect(text).toContain(sentence);
    expect(text).not.toMatch(/down|düşüş/);
  });

  it('reads a falling, a flat and a V-shaped series truly', () => {
    expect(readTrend([100, 90, 80, 70, 60])).toBe('down');
    expect(readTrend([100, 101, 99, 100, 102, 100])).toBe('flat');
    // Down then back up beyond the start: slope and endpoints both say up.
    expect(readTrend([100, 60, 30, 20, 30, 60, 130])).toBe('up');
    // Six months of growth and a crash in the last: the slope rises, the endpoints fall — mixed.
    expect(readTrend([100, 200, 300, 400, 500, 600, 80])).toBe('mixed');
  });

  it.each([
    ['en', 'was mixed over the period'],
    ['tr', 'dalgalı seyretti'],
  ])('calls a series whose slope and endpoints disagree mixed (%s)', (locale, words) => {
    expect(say(monthly, months([100, 200, 300, 400, 500, 600, 80]), locale as Locale)).toContain(
      words,
    );
  });
});

describe('anomalies against a seasonal baseline', () => {
  // Three years of a December peak (retail): December is the season, not an anomaly.
  const seasonal = Array.from({ length: 36 }, (_, i) => (i % 12 === 11 ? 300 : 100) + i);

  it('does not call a peak that every year has unusual', () => {
    expect(findAnomaly(seasonal, 12)).toBeUndefined();
    expect(say(monthly, months(seasonal, 2023), 'en')).not.toContain('unusual');
  });

  it('finds the one June that broke the pattern', () => {
    const spiked = seasonal.map((v, i) => (i === 17 ? v * 3 : v));
    expect(findAnomaly(spiked, 12)).toEqual({ index: 17, above: true, seasonal: true });
  });

  it.each([
    ['en', 'Jun 2024 is unusual at $351, far above the seasonal pattern.'],
    ['tr', 'Haz 2024 olağan dışı: $351 (mevsimsel örüntünün çok üstünde).'],
  ])('names it in the sentence (%s)', (locale, words) => {
    const spiked = seasonal.map((v, i) => (i === 17 ? v * 3 : v));
    expect(say(monthly, months(spiked, 2023), locale as Locale)).toContain(words);
  });

  it('finds a drop in a rising series without flagging the rise', () => {
    const rising = Array.from({ length: 20 }, (_, i) => 100 + i * 10);
    expect(findAnomaly(rising)).toBeUndefined();
    expect(findAnomaly(rising.map((v, i) => (i === 9 ? v / 3 : v)))).toEqual({
      index: 9,
      above: false,
      seasonal: false,
    });
  });

  it('uses the week for daily data', () => {
    const grain: Grain = 'daily';
    // Weekends are quiet every week: not an anomaly.
    const days = Array.from({ length: 28 }, (_, i) => (i % 7 >= 5 ? 20 : 100));
    expect(findAnomaly(days, 7)).toBeUndefined();
    expect(grain).toBe('daily');
  });
});

describe('parts of a whole', () => {
  const byRegion = planFor('revenue by country');
  const key = byRegion.groups[0].key;
  const rows = (values: number[]): Row[] =>
    values.map((revenue, i) => ({ [key]: `R${i + 1}`, revenue }));

  it.each([
    ['en', 'The top 3 countries make up 80% of the total: a concentrated mix.'],
    ['tr', 'toplamın %80 kadarını oluşturuyor'],
  ])('calls a mix concentrated only when the top three hold 60% or more (%s)', (locale, words) => {
    expect(say(byRegion, rows([400, 250, 150, 80, 70, 50]), locale as Locale)).toContain(words);
    expect(say(byRegion, rows([200, 180, 170, 160, 150, 140]), locale as Locale)).not.toMatch(
      /concentrated|yoğunlaşmış/,
    );
  });

  it('names the biggest contributor with its share', () => {
    expect(say(byRegion, rows([400, 250, 150, 80, 70, 50]), 'en')).toContain(
      'R1 contributes 40% of the total revenue.',
    );
  });

  it('says no share of a total for an average', () => {
    const avg = planFor('average order value by country');
    expect(
      say(
        avg,
        [
          { [avg.groups[0].key]: 'A', [avg.metrics[0].key]: 50 },
          { [avg.groups[0].key]: 'B', [avg.metrics[0].key]: 10 },
        ],
        'en',
      ),
    ).not.toContain('of the total');
  });
});

describe('biggest mover', () => {
  const vs = planFor('revenue by country last month compared to previous period');
  const key = vs.groups[0].key;
  const m = vs.metrics[0].key;
  const rows: Row[] = [
    { [key]: 'North', [m]: 1000, [`Previous_${m}`]: 900 },
    { [key]: 'South', [m]: 400, [`Previous_${m}`]: 700 },
    { [key]: 'East', [m]: 510, [`Previous_${m}`]: 500 },
  ];

  it.each([
    ['en', 'South moved the most: down $300 against the previous period.'],
    ['tr', 'En büyük değişim South: önceki döneme göre -$300.'],
  ])('names the group that moved most and which way (%s)', (locale, sentence) => {
    expect(say(vs, rows, locale as Locale)).toContain(sentence);
  });
});
