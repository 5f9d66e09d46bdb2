import type { Intent } from '../parse/intent';
import {
  demoFixture,
  hourlyModel,
  populationModel,
  salesModel,
  weatherModel,
} from '../testing/fixture-models';
import { readQuestion } from './ask';
import { promptFor } from './prompts';

const demo = demoFixture();

function intent(phrase: string, locale?: string, model = demo, askedIn?: string): Intent {
  const read = readQuestion(model, { phrase, locale, askedIn });
  if (!('intent' in read))
    throw new Error(`expected an answer for "${phrase}", got ${JSON.stringify(read.problem)}`);
  return read.intent;
}

function problem(phrase: string, locale?: string, model = demo) {
  const read = readQuestion(model, { phrase, locale });
  if (!('problem' in read))
    throw new Error(`expected a prompt for "${phrase}", got ${JSON.stringify(read.intent)}`);
  return read.problem;
}

describe('measures and aggregations', () => {
  it.each([
    ['total revenue', 'en', 'revenue', 'sum'],
    ['average orders', 'en', 'orders', 'avg'],
    ['maximum sessions', 'en', 'sessions', 'max'],
    ['minimum ad spend', 'en', 'ad_spend', 'min'],
    ['median revenue', 'en', 'revenue', 'median'],
    ['toplam gelir', 'tr', 'revenue', 'sum'],
    ['ortalama sipariş', 'tr', 'orders', 'avg'],
  ])('"%s" (%s) → %s %s', (phrase, locale, metric, aggregation) => {
    expect(intent(phrase, locale).metrics[0]).toMatchObject({ id: metric, aggregation });
  });

  it('counts rows, distinct values and days', () => {
    expect(intent('how many records').metrics[0]).toMatchObject({
      id: 'count',
      aggregation: 'count',
    });
    expect(intent('how many countries').metrics[0]).toMatchObject({
      aggregation: 'count_distinct',
      distinctOf: 'country',
    });
    expect(intent('how many rainy days in 2014', 'en', weatherModel()).metrics[0]).toMatchObject({
      aggregation: 'count_distinct',
      distinctOf: 'date',
    });
    expect(intent('kaç ülke', 'tr').metrics[0]).toMatchObject({
      aggregation: 'count_distinct',
      distinctOf: 'country',
    });
  });

  it('falls back to the model default measure only on a curated model', () => {
    expect(intent('by channel').metrics[0].id).toBe('revenue');
    expect(problem('by weather', 'en', weatherModel()).kind).toBe('noMetric');
  });

  it('tolerates typos', () => {
    expect(intent('averge revenu by chanel').metrics[0]).toMatchObject({
      id: 'revenue',
      aggregation: 'avg',
    });
    expect(intent('averge revenu by chanel').groups).toEqual([{ dimension: 'channel' }]);
  });
});

describe('breakdowns and grains', () => {
  it('groups by up to two dimensions', () => {
    expect(intent('revenue by channel and device').groups.map((g) => g.dimension)).toEqual([
      'channel',
      'device',
    ]);
    expect(intent('kanal ve cihaz bazında gelir', 'tr').groups.map((g) => g.dimension)).toEqual([
      'channel',
      'device',
    ]);
  });

  it.each([
    ['daily revenue', 'daily'],
    ['weekly revenue', 'weekly'],
    ['revenue by month', 'monthly'],
    ['quarterly revenue', 'quarterly'],
    ['revenue per year', 'yearly'],
  ])('"%s" → %s buckets of the time column', (phrase, grain) => {
    expect(intent(phrase).groups).toEqual([{ dimension: 'date', grain }]);
  });

  it.each([
    ['günlük gelir', 'daily'],
    ['haftalık gelir', 'weekly'],
    ['aylara göre gelir', 'monthly'],
    ['çeyreklik gelir', 'quarterly'],
    ['yıllara göre gelir', 'yearly'],
  ])('"%s" (tr) → %s', (phrase, grain) => {
    expect(intent(phrase, 'tr').groups).toEqual([{ dimension: 'date', grain }]);
  });

  it('groups a year column as it is', () => {
    expect(intent("yıllara göre Türkiye'nin nüfusu", 'tr', populationModel()).groups).toEqual([
      { dimension: 'yıl', grain: undefined },
    ]);
  });
});

describe('rankings', () => {
  it('top and bottom N', () => {
    expect(intent('top 5 campaigns by conversions')).toMatchObject({
      rank: { direction: 'desc', limit: 5 },
      groups: [{ dimension: 'campaign' }],
    });
    expect(intent('bottom 3 countries by revenue')).toMatchObject({
      rank: { direction: 'asc', limit: 3 },
    });
    expect(intent('lowest 2 devices by sessions')).toMatchObject({
      rank: { direction: 'asc', limit: 2 },
    });
  });

  it('"which … had the most" is the top one', () => {
    expect(intent('which channel had the most orders')).toMatchObject({
      rank: { direction: 'desc', limit: 1 },
      metrics: [{ id: 'orders' }],
    });
    expect(intent('hangi kanal en çok sipariş aldı', 'tr')).toMatchObject({
      rank: { direction: 'desc', limit: 1 },
    });
  });

  it('Turkish rankings: ilk N, en düşük … sahip N', () => {
    expect(intent("2005'te nüfusa göre ilk 5 ülke", 'tr', populationModel())).toMatchObject({
      rank: { direction: 'desc', limit: 5 },
      groups: [{ dimension: 'ülke' }],
    });
    expect(
      intent('2000 yılında en düşük doğurganlığa sahip 3 ülke', 'tr', populationModel()),
    ).toMatchObject({ rank: { direction: 'asc', limit: 3 }, metrics: [{ id: 'doğurganlık' }] });
  });

  it('a superlative without a breakdown is the maximum or minimum', () => {
    expect(intent('highest revenue').metrics[0]).toMatchObject({
      id: 'revenue',
      aggregation: 'max',
    });
    expect(intent('lowest sessions').metrics[0]).toMatchObject({
      id: 'sessions',
      aggregation: 'min',
    });
  });
});

describe('filters', () => {
  it('by dimension values, synonyms in both languages, with negation', () => {
    expect(intent('revenue from mobile in Germany').filters).toEqual([
      { dimension: 'device', values: ['Mobile'], negate: false },
      { dimension: 'country', values: ['Germany'], negate: false },
    ]);
    expect(intent('Almanya mobil gelir', 'tr').filters.map((f) => f.values[0])).toEqual([
      'Germany',
      'Mobile',
    ]);
    expect(intent('revenue excluding email').filters).toEqual([
      { dimension: 'channel', values: ['Email'], negate: true },
    ]);
    expect(intent("Türkiye'nin nüfusu", 'tr', populationModel()).filters).toEqual([
      { dimension: 'ülke', values: ['Türkiye'], negate: false },
    ]);
  });

  it('by numbers', () => {
    expect(intent('orders over 100').conditions).toEqual([
      { field: 'orders', op: '>', values: [100] },
    ]);
    expect(intent('sessions at least 50 by channel').conditions).toEqual([
      { field: 'sessions', op: '>=', values: [50] },
    ]);
    expect(intent('revenue under 20 by device').conditions[0]).toMatchObject({
      op: '<',
      values: [20],
    });
    expect(intent('orders between 10 and 20').conditions[0]).toMatchObject({
      op: 'between',
      values: [10, 20],
    });
    expect(intent("100'den fazla sipariş", 'tr').conditions[0]).toMatchObject({
      field: 'orders',
      op: '>',
      values: [100],
    });
    expect(intent('küme 3 nüfus', 'tr', populationModel()).conditions[0]).toMatchObject({
      field: 'küme',
      op: '=',
      values: [3],
    });
  });
});

describe('hours', () => {
  it.each([
    ['revenue by hour today', 'en'],
    ['hourly revenue', 'en'],
    ['saatlik gelir', 'tr'],
    ['saatlere göre gelir', 'tr'],
  ])('"%s" (%s) breaks a time of day down by hour', (phrase, locale) => {
    expect(intent(phrase, locale, hourlyModel()).groups).toEqual([
      { dimension: 'placed_at', grain: 'hourly' },
    ]);
  });

  it('asks back when the time column holds dates only, offering the same question by day', () => {
    expect(problem('revenue by hour today')).toEqual({
      kind: 'noHours',
      dimension: 'date',
      word: 'hour',
    });
    expect(problem('saatlik nüfus', 'tr', populationModel())).toMatchObject({
      kind: 'noHours',
      dimension: 'yıl',
    });
    const tr = promptFor(problem('saatlere göre gelir', 'tr'), demo, 'saatlere göre gelir', 'tr');
    expect(tr.title).toBe(
      'Demo store içindeki Tarih sütununda saat bilgisi yok; saatlik kırılım yapılamaz.',
    );
    expect(tr.items[0]).toEqual({ title: 'günlere göre gelir' });
    expect(promptFor(problem('hourly revenue'), demo, 'hourly revenue', 'en').items[0]).toEqual({
      title: 'daily revenue',
    });
  });

  it.each([
    ['revenue last 24 hours', 'en', 24],
    ['revenue in the past hour', 'en', 1],
    ['revenue by channel over the last 48 hours', 'en', 48],
    ['son 6 saatte gelir', 'tr', 6],
    ['son 24 saatteki gelir', 'tr', 24],
    ['son saatte gelir', 'tr', 1],
  ])('"%s" (%s) is a window of %i hours up to now', (phrase, locale, n) => {
    expect(intent(phrase, locale, hourlyModel()).date).toEqual({ kind: 'lastHours', n });
  });

  it('asks back about hours that are no window instead of answering for all time', () => {
    expect(problem('revenue 24 hours ago', 'en', hourlyModel())).toEqual({
      kind: 'unknown',
      words: ['hours', 'ago'],
    });
  });

  it('asks back about a window of hours on dates without a time of day, offering days', () => {
    expect(problem('revenue in the last 6 hours')).toEqual({
      kind: 'noHours',
      dimension: 'date',
      word: 'hours',
      hours: 6,
    });
    const en = promptFor(
      problem('revenue in the last 6 hours'),
      demo,
      'revenue in the last 6 hours',
      'en',
    );
    expect(en.title).toBe(
      'Date in Demo store holds dates without a time of day, so the last 6 hours cannot be picked out.',
    );
    expect(en.items[0]).toEqual({ title: 'revenue in the last 6 days' });
    const tr = promptFor(problem('son 6 saatte gelir', 'tr'), demo, 'son 6 saatte gelir', 'tr');
    expect(tr.title).toBe(
      'Demo store içindeki Tarih sütununda saat bilgisi yok; son 6 saat için yanıt verilemez.',
    );
    expect(tr.items[0]).toEqual({ title: 'son 6 günde gelir' });
    expect(problem('son saatte nüfus', 'tr', populationModel())).toMatchObject({
      kind: 'noHours',
      dimension: 'yıl',
      hours: 1,
    });
  });
});

describe('conditions on aggregates', () => {
  it('keeps the aggregation said with the measure tested, in English and Turkish', () => {
    const expected = {
      metrics: [{ id: 'sessions', aggregation: 'avg', explicit: true }],
      groups: [{ dimension: 'channel' }],
      conditions: [{ field: 'sessions', op: '>', values: [100], aggregation: 'avg' }],
    };
    expect(intent('channels with average sessions above 100')).toMatchObject(expected);
    expect(intent("ortalama oturumu 100'den fazla olan kanallar", 'tr')).toMatchObject(expected);
    expect(intent("oturum ortalaması 100'den fazla olan kanallar", 'tr')).toMatchObject(expected);
    // Another measure shown: the tested aggregation stays with its condition.
    expect(intent('revenue by channel with average sessions above 100')).toMatchObject({
      ...expected,
      metrics: [{ id: 'revenue', aggregation: undefined }],
    });
  });

  it('shows the measure tested when no other is named', () => {
    expect(intent('channels with orders over 500')).toMatchObject({
      metrics: [{ id: 'orders' }],
      groups: [{ dimension: 'channel' }],
      conditions: [{ field: 'orders', op: '>', values: [500] }],
    });
    expect(intent("geliri 5000'den fazla olan kanallar", 'tr')).toMatchObject({
      metrics: [{ id: 'revenue' }],
      groups: [{ dimension: 'channel' }],
      conditions: [{ field: 'revenue', op: '>', values: [5000] }],
    });
  });

  it('reads a number next to a text column as a test of the measure, keeping the breakdown', () => {
    expect(intent('revenue by channel over 5000')).toMatchObject({
      groups: [{ dimension: 'channel' }],
      conditions: [{ field: 'revenue', op: '>', values: [5000] }],
    });
  });
});

describe('date ranges in words', () => {
  it.each([
    ['revenue yesterday', { kind: 'relativeDay', offset: -1 }],
    ['revenue last 30 days', { kind: 'lastN', unit: 'day', n: 30 }],
    ['revenue in the past 8 weeks', { kind: 'lastN', unit: 'week', n: 8 }],
    ['revenue last 24 months', { kind: 'lastN', unit: 'month', n: 24 }],
    ['revenue last 3 quarters', { kind: 'lastN', unit: 'quarter', n: 3 }],
    ['revenue last 2 halves', { kind: 'lastN', unit: 'half', n: 2 }],
    ['revenue last two years', { kind: 'lastN', unit: 'year', n: 2 }],
    ['revenue last month', { kind: 'previous', unit: 'month' }],
    ['revenue this quarter', { kind: 'current', unit: 'quarter', toDate: false }],
    ['revenue year to date', { kind: 'current', unit: 'year', toDate: true }],
    ['revenue mtd', { kind: 'current', unit: 'month', toDate: true }],
    ['revenue in 2015', { kind: 'year', year: 2015 }],
    ['revenue in March 2015', { kind: 'month', month: 3, year: 2015 }],
    ['revenue Q3 2015', { kind: 'quarter', quarter: 3, year: 2015 }],
    ['revenue in the second half of 2015', { kind: 'half', half: 2, year: 2015 }],
    ['revenue on 2015-03-02', { kind: 'day', year: 2015, month: 3, day: 2 }],
  ])('"%s"', (phrase, spec) => {
    expect(intent(phrase).date).toEqual(spec);
  });

  it.each([
    ['dün gelir', { kind: 'relativeDay', offset: -1 }],
    ['son 30 gün gelir', { kind: 'lastN', unit: 'day', n: 30 }],
    ['son 3 ayda gelir', { kind: 'lastN', unit: 'month', n: 3 }],
    ['geçen ay gelir', { kind: 'previous', unit: 'month' }],
    ['bu yıl gelir', { kind: 'current', unit: 'year', toDate: false }],
    ['yılbaşından bu yana gelir', { kind: 'current', unit: 'year', toDate: true }],
    ["2012'de gelir", { kind: 'year', year: 2012 }],
    ['2015 yılında gelir', { kind: 'year', year: 2015 }],
    ['mart 2015 gelir', { kind: 'month', month: 3, year: 2015 }],
    ["2015'in ikinci yarısında gelir", { kind: 'half', half: 2, year: 2015 }],
  ])('"%s" (tr)', (phrase, spec) => {
    expect(intent(phrase, 'tr').date).toEqual(spec);
  });

  it('does not read "may" as a month without a year', () => {
    // Not a month: the words it cannot place are asked back, never read as May.
    expect(readQuestion(demo, { phrase: 'revenue may be high', locale: 'en' })).toMatchObject({
      problem: { kind: 'unknown', words: ['may', 'high'] },
    });
    expect(intent('revenue in may 2015').date).toEqual({ kind: 'month', month: 5, year: 2015 });
  });
});

describe('comparisons', () => {
  it('with the previous period', () => {
    expect(intent('revenue by channel last 30 days vs previous period')).toMatchObject({
      compare: { kind: 'previous_period' },
      date: { kind: 'lastN', n: 30 },
    });
    expect(intent('son 30 gün gelir önceki döneme göre', 'tr').compare).toEqual({
      kind: 'previous_period',
    });
  });

  it('with the same period last year', () => {
    expect(intent('revenue last 30 days vs same period last year').compare).toEqual({
      kind: 'previous_year',
    });
    expect(intent('revenue last 30 days compared to last year').compare).toEqual({
      kind: 'previous_year',
    });
  });

  it('between two explicit periods, the first being the current one', () => {
    expect(intent('revenue 2016 vs 2015')).toMatchObject({
      date: { kind: 'year', year: 2016 },
      compare: { kind: 'explicit', spec: { kind: 'year', year: 2015 } },
    });
    expect(intent('revenue in 2016 compared to 2015').compare).toEqual({
      kind: 'explicit',
      spec: { kind: 'year', year: 2015 },
    });
    expect(intent('bu yıl geçen yıla göre gelir', 'tr')).toMatchObject({
      date: { kind: 'current', unit: 'year' },
      compare: { kind: 'previous_year' },
    });
    expect(intent('revenue in 2016 compared to last year')).toMatchObject({
      date: { kind: 'year', year: 2016 },
      compare: { kind: 'previous_year' },
    });
    expect(intent('revenue growth from 2015 to 2016')).toMatchObject({
      date: { kind: 'year', year: 2016 },
      compare: { kind: 'explicit', spec: { kind: 'year', year: 2015 } },
    });
  });
});

describe('prompts instead of guesses', () => {
  it('for words the data does not have', () => {
    expect(problem('total profit by store')).toMatchObject({ kind: 'unknown' });
    expect(problem('mağazalara göre toplam kâr', 'tr')).toMatchObject({ kind: 'unknown' });
  });

  it('for a word that names two columns', () => {
    expect(problem('average temperature by month', 'en', weatherModel())).toMatchObject({
      kind: 'ambiguousField',
    });
  });

  it('for an empty question', () => {
    expect(problem('').kind).toBe('empty');
  });

  it('for a date range on data without dates', () => {
    const model = {
      ...weatherModel(),
      dimensions: weatherModel().dimensions.filter((d) => d.kind !== 'time'),
      defaultTime: undefined,
    };
    expect(problem('total precipitation last month', 'en', model).kind).toBe('noTime');
  });
});

describe('language detection', () => {
  it('reads Turkish without a locale', () => {
    expect(intent('aylara göre gelir').groups).toEqual([{ dimension: 'date', grain: 'monthly' }]);
  });
});

describe('a question in the other language than the interface', () => {
  it('reads a Turkish question in the English interface as a breakdown, not a grand total', () => {
    const read = intent('bölgeye göre toplam gelir', 'en-US', salesModel());
    expect(read.groups).toEqual([{ dimension: 'region' }]);
    expect(read.metrics[0]).toMatchObject({ id: 'revenue', aggregation: 'sum' });
    expect(
      readQuestion(salesModel(), { phrase: 'bölgeye göre toplam gelir', locale: 'en-US' }),
    ).toMatchObject({
      locale: 'en',
      readIn: 'tr',
    });
  });

  it('keeps "top 3" of an English question in the Turkish interface', () => {
    const read = intent('top 3 products by revenue', 'tr');
    expect(read.rank).toEqual({ direction: 'desc', limit: 3 });
    expect(read.groups).toEqual([{ dimension: 'product_category' }]);
    expect(readQuestion(demo, { phrase: 'top 3 products by revenue', locale: 'tr' })).toMatchObject(
      { locale: 'tr', readIn: 'en' },
    );
  });

  it('stays with the interface language when the other one knows a word by chance', () => {
    // "may" is also the Turkish short form of Mayıs, but "be" and "high" are no Turkish.
    expect(readQuestion(demo, { phrase: 'revenue may be high', locale: 'en' }).readIn).toBe('en');
    expect(readQuestion(demo, { phrase: 'kanala göre gelir', locale: 'tr' }).readIn).toBe('tr');
  });

  it('gives a tie to the language the question was first asked in', () => {
    // Each reading knows two of the three words: "average" in English, "aylık" in Turkish; the
    // reading of the language first asked in wins and names back the word it does not know.
    const asked = (askedIn: string) =>
      readQuestion(demo, { phrase: 'average gelir aylık', locale: 'tr', askedIn });
    expect(asked('en')).toMatchObject({
      readIn: 'en',
      problem: { kind: 'unknown', words: ['aylık'] },
    });
    expect(asked('tr')).toMatchObject({
      readIn: 'tr',
      problem: { kind: 'unknown', words: ['average'] },
    });
  });
});

describe('phrasings found in real questions', () => {
  const weather = weatherModel();

  it('the extreme within each group, or the group with the extreme', () => {
    expect(intent('lowest min temperature by year', 'en', weather)).toMatchObject({
      metrics: [{ id: 'temp_min', aggregation: 'min' }],
      groups: [{ grain: 'yearly' }],
    });
    expect(intent('lowest min temperature by year', 'en', weather).rank).toBeUndefined();
    expect(intent('windiest month in 2014', 'en', weather)).toMatchObject({
      metrics: [{ id: 'wind' }],
      groups: [{ grain: 'monthly' }],
      rank: { direction: 'desc', limit: 1 },
    });
  });

  it('scale words after numbers', () => {
    expect(
      intent('number of countries with nüfus over 100 million', 'en', populationModel())
        .conditions[0],
    ).toMatchObject({ op: '>', values: [100_000_000] });
    expect(
      intent('nüfusu 100 milyondan fazla olan kaç ülke var', 'tr', populationModel()),
    ).toMatchObject({
      conditions: [{ field: 'nüfus', op: '>', values: [100_000_000] }],
      metrics: [{ aggregation: 'count_distinct', distinctOf: 'ülke' }],
    });
  });

  it('"over time" breaks down by the time column', () => {
    expect(intent('revenue over time').groups).toEqual([{ dimension: 'date', grain: 'monthly' }]);
  });

  it('"average daily revenue" averages the daily totals', () => {
    expect(intent('average daily revenue').metrics[0]).toMatchObject({
      id: 'revenue',
      aggregation: 'avg',
      per: 'daily',
    });
    expect(intent('average daily revenue').groups).toEqual([]);
  });

  it('several values of one dimension become a breakdown by it', () => {
    expect(intent('revenue in Germany and France').groups).toEqual([{ dimension: 'country' }]);
  });

  it('counts days', () => {
    expect(intent('hava durumuna göre gün sayısı', 'tr', weather)).toMatchObject({
      groups: [{ dimension: 'weather' }],
      metrics: [{ aggregation: 'count_distinct', distinctOf: 'date' }],
    });
  });

  it('takes demonyms for stored place names', () => {
    expect(intent('revenue from german customers').filters).toEqual([
      { dimension: 'country', values: ['Germany'], negate: false },
    ]);
  });
});

describe('dashes', () => {
  it('a dash between years is a range; inside a value it is part of the value', () => {
    expect(intent('revenue 2020-2022').date).toEqual({
      kind: 'between',
      from: { kind: 'year', year: 2020 },
      to: { kind: 'year', year: 2022 },
    });
    expect(intent('revenue in the year 2021').date).toEqual({ kind: 'year', year: 2021 });
    expect(intent('revenue from e-mail').filters).toEqual([
      { dimension: 'channel', values: ['Email'], negate: false },
    ]);
  });
});

describe('period words', () => {
  const weather = weatherModel();

  it('a bare period noun only narrows what is averaged, unless something is ranked', () => {
    expect(intent('güneşli günlerde ortalama rüzgar', 'tr', weather).groups).toEqual([]);
    expect(intent('average wind on sunny days', 'en', weather).groups).toEqual([]);
    expect(intent('2014 yılında hangi ay en çok yağış aldı', 'tr', weather)).toMatchObject({
      groups: [{ grain: 'monthly' }],
      rank: { limit: 1 },
    });
  });

  it('"ülke sayısı" counts distinct countries', () => {
    expect(intent('ülke sayısı', 'tr', populationModel()).metrics[0]).toMatchObject({
      aggregation: 'count_distinct',
      distinctOf: 'ülke',
    });
  });
});

describe('adjectives of stored values', () => {
  it('sunny, foggy, rainy, snowy; yağmurlu, karlı', () => {
    const weather = weatherModel();
    expect(intent('average wind on sunny days', 'en', weather).filters).toEqual([
      { dimension: 'weather', values: ['sun'], negate: false },
    ]);
    expect(intent('how many foggy days', 'en', weather).filters[0].values).toEqual(['fog']);
    expect(intent('yağmurlu günlerde ortalama rüzgar', 'tr', weather).filters[0].values).toEqual([
      'rain',
    ]);
  });
});

describe('decades', () => {
  it('"the 1970s" and "1970\'ler" are ten years', () => {
    const decade = {
      kind: 'between',
      from: { kind: 'year', year: 1970 },
      to: { kind: 'year', year: 1979 },
    };
    expect(intent('revenue in the 1970s').date).toEqual(decade);
    expect(intent("1970'lerde gelir", 'tr').date).toEqual(decade);
  });
});

describe('a saved card’s date range', () => {
  const withRange = (phrase: string, dateRange: string) => {
    const read = readQuestion(demo, { phrase, dateRange });
    if (!('intent' in read)) throw new Error('expected an answer');
    return read.intent;
  };

  it('replaces the range the phrase names', () => {
    expect(withRange('revenue last 7 days', 'last 30 days').date).toEqual(
      intent('revenue last 30 days').date,
    );
  });

  it('applies to a phrase that names no range', () => {
    expect(withRange('orders by channel', 'this month').date).toEqual(
      intent('orders by channel this month').date,
    );
    expect(withRange('orders by channel', 'this month').groups).toEqual(
      intent('orders by channel').groups,
    );
  });

  it('leaves the phrase’s range when the chosen words name none', () => {
    expect(withRange('revenue last 7 days', 'whenever').date).toEqual(
      intent('revenue last 7 days').date,
    );
  });
});
