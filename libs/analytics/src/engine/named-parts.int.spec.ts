import { card, prompt } from '../testing/ask-results';
import { openWrittenFile } from '../testing/fixture-files';
import { ask } from './ask';
import type { DataSource } from './data-source';

// Parts of the rows people name in passing: a value followed by its column's name ("the Web
// channel") and a past participle of a numeric column ("discounted items").
const LINES = [
  'Sales Channel,Discount,Revenue',
  'Web,0,100.5',
  'Web,10,300.25',
  'Store,0,400.75',
  'Store,5,200.5',
  'Web,0,110.1',
  'Store,0,120.2',
  'Web,0,130.3',
  'Store,0,140.4',
  'Web,0,150.6',
  'Store,0,160.7',
  'Web,0,170.8',
  'Store,0,180.9',
].join('\n');

describe('parts named in passing', () => {
  let lines: DataSource;
  beforeAll(async () => {
    lines = await openWrittenFile('items.csv', LINES);
  });
  afterAll(() => lines.close());

  it('reads "the Web channel" as the value, a part of the total, not a breakdown', async () => {
    const share = card(await ask(lines, { phrase: 'share of revenue from the Web channel' }));
    expect(share.table).toHaveLength(1);
    // Web: 962.55 of 2165.95.
    expect(Number(Object.values(share.table[0])[0])).toBeCloseTo(44.44, 1);
  });

  it('reads "discounted items" as the rows with some discount', async () => {
    const discounted = card(await ask(lines, { phrase: 'revenue from discounted items' }));
    expect(Object.values(discounted.table[0])).toEqual([500.75]);
  });
});

// A yes/no column is named by the word that qualifies it, not by its head noun alone.
const STAFF = [
  'Departman,Uzaktan Çalışma,Maaş',
  'Satış,Evet,100',
  'Satış,Hayır,200',
  'Yazılım,Evet,300',
  'Yazılım,Evet,400',
].join('\n');

describe('yes/no columns named in passing', () => {
  let staff: DataSource;
  beforeAll(async () => {
    staff = await openWrittenFile('personel.csv', STAFF);
  });
  afterAll(() => staff.close());

  it('filters by the flag where its qualifying word is said ("uzaktan çalışanlar")', async () => {
    const remote = card(
      await ask(staff, { phrase: 'uzaktan çalışanların toplam maaşı', locale: 'tr' }),
    );
    expect(Object.values(remote.table[0])).toEqual([800]);
  });

  it('does not read the head noun alone as the flag ("çalışan sayısı")', async () => {
    const result = await ask(staff, { phrase: 'departmanlara göre çalışan sayısı', locale: 'tr' });
    if ('card' in result) expect(JSON.stringify(result.card.query)).not.toContain('Evet');
    else expect(prompt(result).title).toContain('çalışan');
  });
});

// "caused" said of the rows relates them to what they caused; with no period nor change it asks
// no cause.
const STRIKES = [
  'Flight Date,Damage,Cost',
  '2001-01-02,Substantial,100',
  '2001-02-03,None,0',
  '2001-03-04,Substantial,300',
  '2001-04-05,Minor,50',
].join('\n');

describe('a verb of causing said of the rows', () => {
  let strikes: DataSource;
  beforeAll(async () => {
    strikes = await openWrittenFile('strikes.csv', STRIKES);
  });
  afterAll(() => strikes.close());

  it('counts the rows that caused the value, asking no period', async () => {
    const count = card(
      await ask(strikes, { phrase: 'how many strikes caused substantial damage' }),
    );
    expect(Object.values(count.table[0])).toEqual([2]);
  });
});
