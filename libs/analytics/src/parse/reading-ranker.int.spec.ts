import { card, prompt } from '../testing/ask-results';
import { openWrittenFile } from '../testing/fixture-files';
import { ask } from '../engine/ask';
import type { DataSource } from '../engine/data-source';
import { promptFor } from '../engine/prompts';
import { tokenize } from '../text/normalize';
import type { Reading } from './intent';
import type { Candidate, ReadingFeatures } from './reading-ranker';
import { DEFAULT_WEIGHTS, chosenReading, rankReadings } from './reading-ranker';
import type { Item } from './segment';

const PRODUCTS = [
  'product_id,product_type_code,product_price',
  '1,Books,10',
  '2,Food,5',
  '3,Food,7',
  '4,Clothes,20',
  '5,Books,12',
].join('\n');
const KEYWORD_COLUMNS = ['id,rate,type,count', '1,0.5,A,3', '2,0.7,B,4', '3,0.2,A,5'].join('\n');
const DEATHS = ['Race,type', 'Black,Death', 'Black,Injury', 'White,Death'].join('\n');

describe('the reading ranker', () => {
  let products: DataSource;
  let keywords: DataSource;
  beforeAll(async () => {
    products = await openWrittenFile('products.csv', PRODUCTS);
    keywords = await openWrittenFile('series.csv', KEYWORD_COLUMNS);
  });
  afterAll(() => [products, keywords].forEach((s) => s.close()));

  it('proposes the next-best reading of words read two ways, and each language’s', () => {
    const ranked = rankReadings(keywords.model, 'count by type', 'en');
    const english = ranked.filter((r) => r.candidate.language === 'en');
    expect(english.length).toBeGreaterThanOrEqual(2);
    // The column named "count" outranks the word of counting; the other reading counts rows.
    const [first, second] = english.map((r) => r.candidate.result as Reading);
    expect(first.intent.metrics[0].id).toBe('count');
    expect(second.intent.metrics[0].aggregation).toBe('count');
    expect(second.intent.metrics[0].id).not.toBe('count');
    expect(ranked.map((r) => r.score)).toEqual(
      [...ranked.map((r) => r.score)].sort((a, b) => b - a),
    );
  });

  // (A word the grammar itself reads two equally good ways is asked back as it was:
  // rows-or-value.int.spec.ts.)
  it('answers by the reading that explains every word when the greedy one could only ask back', async () => {
    const answer = card(
      await ask(products, {
        phrase: 'A pie chart shows the proportion of different product type codes.',
      }),
    );
    expect(answer.chart[0].chart.type).toBe('pie');
    const counted = answer.chart[0].series[0].key.replace(/__share$/, '');
    const counts = Object.fromEntries(
      answer.table.map((r): [string, unknown] => [String(r.product_type_code), r[counted]]),
    );
    expect(counts).toEqual({ Books: 2, Food: 2, Clothes: 1 });
  });

  it('still names back a word no reading explains', async () => {
    const asked = prompt(await ask(products, { phrase: 'average price of late products by type' }));
    expect(asked.title).toMatch(/"late"/);
  });
});

describe('choosing between readings that score alike', () => {
  const tokens = tokenize('deaths by race');
  const features: ReadingFeatures = {
    unknown: 0,
    known: 3,
    flips: 0,
    problem: 0,
    otherLanguage: 0,
    matchQuality: 3,
  };
  const by: Item = { kind: 'keyword', start: 1, end: 2, keyword: { kind: 'by', after: false } };
  const race: Item = {
    kind: 'field',
    start: 2,
    end: 3,
    dimension: 'Race',
    quality: 3,
    alternatives: [],
  };
  const reading = (metric: string, filters: Reading['intent']['filters']): Reading => ({
    intent: {
      metrics: [{ id: metric }],
      groups: [{ dimension: 'Race' }],
      filters,
      conditions: [],
      share: false,
    },
    followUp: false,
    said: { metric: true, groups: true, filters: filters.length > 0, date: false },
  });
  const rows: Candidate = {
    language: 'en',
    tokens,
    items: [{ kind: 'entity', start: 0, end: 1 }, by, race],
    result: reading('count', []),
    features,
  };
  const death: Candidate = {
    ...rows,
    items: [
      { kind: 'value', start: 0, end: 1, options: [{ dimension: 'type', value: 'Death' }] },
      by,
      race,
    ],
    result: reading('count', [{ dimension: 'type', values: ['Death'], negate: false }]),
  };
  const ranked = [
    { candidate: rows, score: 10 },
    { candidate: death, score: 9 },
  ];

  it('asks which one was meant, naming the words and what each reading took them for', () => {
    const choice = chosenReading(ranked, { ...DEFAULT_WEIGHTS, margin: 2 });
    expect(choice).toEqual({
      kind: 'readings',
      phrase: 'deaths',
      options: [{ rows: true }, { value: { dimension: 'type', value: 'Death' } }],
    });
  });

  it('offers each reading as a question to click, in the person’s language', async () => {
    const choice = chosenReading(ranked, { ...DEFAULT_WEIGHTS, margin: 2 });
    if (!('kind' in choice)) throw new Error('expected a question back');
    const source = await openWrittenFile('deaths.csv', DEATHS);
    const en = promptFor(choice, source.model, 'deaths by race', 'en');
    expect(en.items.map((i) => i.title)).toEqual(['records by race', 'type death by race']);
    const tr = promptFor(choice, source.model, 'deaths by race', 'tr');
    expect(tr.items[0].title).not.toBe(en.items[0].title);
    source.close();
  });

  it('answers by the best reading when it leads by the margin', () => {
    expect(chosenReading(ranked, { ...DEFAULT_WEIGHTS, margin: 0.5 })).toBe(rows.result);
  });
});
