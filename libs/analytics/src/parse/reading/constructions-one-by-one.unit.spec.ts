import { ledgerModel } from '../../testing/fixture-models';
import type { Locale } from '../../text/normalize';
import { tokenize } from '../../text/normalize';
import { segment } from '../segment';
import type { Item } from '../segment';
import { compose } from './compose';
import { readValue, readComparison } from './item-constructions';
import { readKeyword } from './keyword-constructions';
import { newState, readingContext } from './reading';
import type { ReadingState } from './reading';

// Each construction alone, given / when / then: the items of a question, the state before, one
// construction read at one item, and what it added to the logical form under way.
function given(phrase: string, locale: Locale = 'en') {
  const model = ledgerModel(locale);
  const tokens = tokenize(phrase);
  const items = segment(tokens, model, locale);
  const c = readingContext(items, tokens, model, locale);
  const at = (kind: Item['kind'], nth = 0) =>
    items.map((item, index) => ({ item, index })).filter((x) => x.item.kind === kind)[nth];
  return { c, items, at };
}

function keywordAt(phrase: string, s: ReadingState, locale: Locale = 'en', nth = 0) {
  const { c, at } = given(phrase, locale);
  const found = at('keyword', nth);
  if (found?.item.kind !== 'keyword') throw new Error(`no keyword in "${phrase}"`);
  s.at = found.index;
  readKeyword(c, s, found.item, found.index);
  return s;
}

describe('keyword constructions', () => {
  it('a moving average takes its length from the number and period before it', () => {
    const s = newState();
    const { c, items } = given('3 month moving average');
    const moving = items.findIndex((i) => i.kind === 'keyword' && i.keyword.kind === 'moving');
    const item = items[moving];
    if (item?.kind !== 'keyword') throw new Error('no moving keyword');
    readKeyword(c, s, item, moving);
    expect(s.intent.window).toEqual({ kind: 'moving', n: 3 });
    expect(s.grain).toBe('monthly');
    expect(s.usedNumbers.size).toBe(1);
  });

  it('"except" negates what follows; "hariç" negates the value before it', () => {
    expect(keywordAt('except', newState()).negate).toBe(true);
    const s = newState();
    s.intent.filters.push({ dimension: 'Bölge', values: ['Kuzey'], negate: false });
    const { c, items } = given('Kuzey hariç', 'tr');
    const index = items.findIndex((i) => i.kind === 'keyword');
    const item = items[index];
    if (item?.kind !== 'keyword') throw new Error('no hariç');
    readKeyword(c, s, item, index);
    expect(s.intent.filters).toEqual([{ dimension: 'Bölge', values: ['Kuzey'], negate: true }]);
    expect(s.negate).toBe(false);
  });

  it('"90th percentile" reads the ordinal before it, and asks back one without', () => {
    const s = keywordAt('90th percentile', newState());
    expect(s.percentile).toBe(90);
    expect(s.pendingAgg).toEqual({ aggregation: 'percentile', used: false });
    expect(keywordAt('percentile', newState()).critical).toEqual(['percentile']);
  });

  it('"what percentage" asks for a part, "distribution" does not', () => {
    const share = (phrase: string) => {
      const { c, items } = given(phrase);
      const s = newState();
      const index = items.findIndex((i) => i.kind === 'keyword' && i.keyword.kind === 'share');
      const item = items[index];
      if (item?.kind !== 'keyword') throw new Error(`no share word in "${phrase}"`);
      readKeyword(c, s, item, index);
      return s;
    };
    expect(share('what percentage of amount comes from North')).toMatchObject({
      intent: { share: true },
      percentShare: true,
    });
    expect(share('distribution of amount by region').percentShare).toBe(false);
  });
});

describe('item constructions', () => {
  it('a value after "except" is a negated filter, and so are the values joined to it', () => {
    const { c, items } = given('except North and South');
    const s = newState();
    items.forEach((item, index) => {
      if (item.kind === 'keyword') readKeyword(c, s, item, index);
      if (item.kind === 'value') readValue(c, s, item, index);
    });
    expect(s.intent.filters).toEqual([
      { dimension: 'Region', values: ['North', 'South'], negate: true },
    ]);
  });

  it('a number with a currency unit is a condition on the money column', () => {
    const { c, items } = given('over $400');
    const s = newState();
    const index = items.findIndex((i) => i.kind === 'comparison');
    const item = items[index];
    if (item?.kind !== 'comparison') throw new Error('no comparison');
    readComparison(c, s, item, index);
    expect(s.intent.conditions).toEqual([{ field: 'Amount', op: '>', values: [400] }]);
  });
});

describe('composition', () => {
  it('a count said before its group limits the ranking said after it', () => {
    const { c } = given('the 3 regions with the highest amount');
    const s = newState();
    s.intent.metrics.push({ id: 'Amount' });
    s.intent.groups.push({ dimension: 'Region' });
    s.superlative = 'desc';
    const number = c.items.find((i) => i.kind === 'number');
    if (number?.kind !== 'number') throw new Error('no number');
    s.countBefore = number;
    const reading = compose(c, s);
    expect(reading).toMatchObject({ intent: { rank: { direction: 'desc', limit: 3 } } });
  });

  it('a number nothing used is asked back by its words', () => {
    const { c } = given('amount 7');
    const s = newState();
    s.intent.metrics.push({ id: 'Amount' });
    expect(compose(c, s)).toMatchObject({ kind: 'unknown', words: ['7'] });
  });
});
