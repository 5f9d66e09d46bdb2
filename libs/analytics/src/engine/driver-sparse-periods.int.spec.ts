import { ask } from './ask';
import { openWrittenFile as open } from '../testing/fixture-files';
import type { DataSource } from './data-source';

// Issue 28 item 5: gapminder-shaped data, a point every five years. "Why did population rise in
// 1995" has nothing in 1994 to compare with: the change is measured against 1990, the latest
// earlier year with data, the card says so, and both languages name the same driver.
function populationCsv(): string {
  const lines = ['year,country,pop'];
  const pop: Record<string, number[]> = {
    India: [800, 900, 1000],
    China: [1100, 1150, 1180],
    Chile: [13, 14, 15],
  };
  for (const [country, values] of Object.entries(pop))
    [1985, 1990, 1995].forEach((year, i) => lines.push(`${year},${country},${values[i]}`));
  return lines.join('\n');
}

describe('drivers on data with a point every five years', () => {
  let source: DataSource;
  beforeAll(async () => {
    source = await open('population.csv', populationCsv());
  });
  afterAll(() => source.close());

  it.each([
    [
      'en',
      'why did pop rise in 1995',
      ['in 1995 against 1990 (the latest earlier period with data)', 'India (Country'],
      'the change is measured against 1990',
    ],
    [
      'tr',
      '1995 yılında pop neden arttı',
      ['1990 (verisi olan en yakın önceki dönem)', 'India (Country'],
      'verisi olan en yakın önceki dönem olan 1990',
    ],
  ] as const)('compares with 1990 and says so (%s)', async (locale, phrase, words, insight) => {
    const result = await ask(source, { phrase, locale, now: '2026-04-15' });
    if (!('card' in result)) throw new Error(`${phrase}: ${JSON.stringify(result)}`);
    const card = result.card;
    expect(card.query.interpretation.some((i) => i.kind === 'driver')).toBe(true);
    for (const w of words) expect(card.text).toContain(w);
    expect(card.insights.map(String).join(' ')).toContain(insight);
    // 1995 against 1990: India 900 → 1000, China 1150 → 1180, Chile 14 → 15.
    const india = card.table.find((r) => Object.values(r).includes('India'));
    expect(india?.['pop']).toBe(1000);
    expect(india?.['Previous_pop']).toBe(900);
    // The same breakdown whatever the language: each country by its own change.
    expect(card.table.some((r) => Object.values(r).includes('China'))).toBe(true);
  });
});

// A sum's driver card says how much of the change its top driver made: in 1995 against 1990 the
// population rose 100 + 30 + 1 = 131, India's 100 of it (76%, rounded down).
describe('the share of the change a driver made', () => {
  let source: DataSource;
  beforeAll(async () => {
    source = await open('population-share.csv', populationCsv());
  });
  afterAll(() => source.close());

  it.each([
    [
      'en',
      'why did pop rise in 1995',
      'India (Country) alone made 76% of the change in total pop.',
    ],
    [
      'tr',
      '1995 yılında pop neden arttı',
      'Toplam Pop değişiminin %76 kadarı tek başına India (Country) kaynaklı.',
    ],
  ] as const)('is exact, from the rows (%s)', async (locale, phrase, sentence) => {
    const result = await ask(source, { phrase, locale, now: '2026-04-15' });
    if (!('card' in result)) throw new Error(`${phrase}: ${JSON.stringify(result)}`);
    expect(result.card.insights).toContain(sentence);
  });
});

// Referral lost 64 sign-ups while the other channel gained 10: the total fell 54, and Referral's
// fall is more than the whole, said as such.
describe('a driver that moved more than the whole', () => {
  let source: DataSource;
  beforeAll(async () => {
    const lines = ['year,channel,signups'];
    lines.push('1990,Referral,70', '1990,Ads,100', '1995,Referral,6', '1995,Ads,110');
    source = await open('signups.csv', lines.join('\n'));
  });
  afterAll(() => source.close());

  it.each([
    [
      'en',
      'why did signups fall in 1995',
      'Referral (Channel) alone changed by -64, more than the whole change (-54); the rest of channel moved the other way by +10.',
    ],
    [
      'tr',
      '1995 yılında signups neden düştü',
      'Referral (Channel) tek başına -64 değişti, toplam değişimden (-54) fazla; Channel içindeki diğerleri ters yönde +10 değişti.',
    ],
  ] as const)('says the rest moved the other way (%s)', async (locale, phrase, sentence) => {
    const result = await ask(source, { phrase, locale, now: '2026-04-15' });
    if (!('card' in result)) throw new Error(`${phrase}: ${JSON.stringify(result)}`);
    expect(result.card.insights).toContain(sentence);
    expect(result.card.insights.map(String).join(' ')).not.toMatch(/1\d\d%/);
  });
});

// "Why did signups fall" when the total rose 40: Referral fell 10, the rest rose 50.
describe('a faller asked about when the whole rose', () => {
  let source: DataSource;
  beforeAll(async () => {
    const lines = ['year,channel,signups'];
    lines.push('1990,Referral,70', '1990,Ads,100', '1995,Referral,60', '1995,Ads,150');
    source = await open('signups-rose.csv', lines.join('\n'));
  });
  afterAll(() => source.close());

  it.each([
    [
      'en',
      'why did signups fall in 1995',
      'Referral (Channel) changed by -10 while the whole changed by +40: the rest of channel moved by +50.',
    ],
    [
      'tr',
      '1995 yılında signups neden düştü',
      'Referral (Channel) -10 değişirken toplam +40 değişti: Channel içindeki diğerleri +50 değişti.',
    ],
  ] as const)('says what the rest did (%s)', async (locale, phrase, sentence) => {
    const result = await ask(source, { phrase, locale, now: '2026-04-15' });
    if (!('card' in result)) throw new Error(`${phrase}: ${JSON.stringify(result)}`);
    expect(result.card.insights).toContain(sentence);
  });
});

// The same on dated rows: a month without data before the one asked about is passed over for
// the latest earlier month with data (the date read as a date, not cast to a number).
describe('drivers on dated rows with a month missing', () => {
  let ledger: DataSource;
  beforeAll(async () => {
    ledger = await open(
      'ledger.csv',
      [
        'date,region,amount',
        '2025-02-10,North,100',
        '2025-02-11,South,50',
        '2025-05-10,North,30',
        '2025-05-12,South,50',
      ].join('\n'),
    );
  });
  afterAll(() => ledger.close());

  it('compares May with February, the latest earlier month with data', async () => {
    const result = await ask(ledger, {
      phrase: 'why did amount fall in May 2025',
      now: '2026-04-15',
    });
    if (!('card' in result)) throw new Error(JSON.stringify(result));
    const north = result.card.table.find((r) => Object.values(r).includes('North'));
    expect(north?.['amount']).toBe(30);
    expect(north?.['Previous_amount']).toBe(100);
  });
});
