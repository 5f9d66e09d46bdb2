import { card, prompt } from '../testing/ask-results';
import { openWrittenFile } from '../testing/fixture-files';
import { ask } from './ask';
import type { DataSource } from './data-source';

// Adjectives that grade what the data measures, read through WordNet's attributes and the
// columns' units, with no list of adjectives: "heaviest" is the most weight, and a column in
// grams holds a weight whatever it is called.
const PENGUINS = [
  'Species,Island,Body Mass (g),Flipper Length (mm)',
  'Adelie,Torgersen,3750,181',
  'Adelie,Dream,3450,186',
  'Gentoo,Biscoe,5700,217',
  'Gentoo,Biscoe,6300,230',
  'Chinstrap,Dream,3800,192',
  'Chinstrap,Dream,3900,195',
  'Adelie,Torgersen,3300,180',
].join('\n');
const WEATHER = [
  'date,temp_max,temp_min,wind',
  '2013-01-10,8.3,-2.1,3',
  '2013-07-11,33.9,15.0,2',
  '2014-01-12,6.1,-6.0,5',
  '2014-08-13,31.2,14.1,1',
].join('\n');

const REPAIRS = [
  'State,Cost Repair,Cost Other,Cost Total $',
  'Texas,100,50,150',
  'Texas,300,0,300',
  'Ohio,400,10,410',
  'Utah,20,5,25',
  'Ohio,15,5,20',
  'Utah,30,0,30',
  'Utah,5,0,5',
  'Utah,10,0,10',
].join('\n');

describe('graded adjectives', () => {
  let penguins: DataSource;
  let weather: DataSource;
  let repairs: DataSource;
  beforeAll(async () => {
    penguins = await openWrittenFile('penguins.csv', PENGUINS);
    weather = await openWrittenFile('weather.csv', WEATHER);
    repairs = await openWrittenFile('repairs.csv', REPAIRS);
  });
  afterAll(() => [penguins, weather, repairs].forEach((s) => s.close()));

  it('ranks by the column whose unit measures what the adjective grades ("heaviest" → grams)', async () => {
    const top = card(
      await ask(penguins, { phrase: 'which island has the heaviest penguins on average' }),
    );
    expect(top.table).toEqual([{ Island: 'Biscoe', 'Body Mass (g)': 6000 }]);
    const longest = card(await ask(penguins, { phrase: 'the heaviest species' }));
    expect(longest.title).toMatch(/body mass/i);
  });

  it('reads the low pole as the lowest ("the lightest species")', async () => {
    const bottom = card(await ask(penguins, { phrase: 'the lightest species on average' }));
    expect(bottom.table[0].Species).toBe('Adelie');
  });

  it('answers the extreme itself where no column names the rows one by one', async () => {
    const heaviest = card(await ask(penguins, { phrase: 'what does the heaviest penguin weigh' }));
    expect(Object.values(heaviest.table[0])).toEqual([6300]);
  });

  it('reads "longest" through the column that names the length', async () => {
    const longest = card(await ask(penguins, { phrase: 'the species with the longest flippers' }));
    expect(longest.table[0].Species).toBe('Gentoo');
  });

  it('takes the maximum column for the high pole and the minimum for the low one', async () => {
    const hottest = card(
      await ask(weather, { phrase: 'what was the hottest temperature recorded in 2013' }),
    );
    expect(Object.values(hottest.table[0])).toEqual([33.9]);
    const coldest = card(await ask(weather, { phrase: 'the coldest temperature in 2014' }));
    expect(Object.values(coldest.table[0])).toEqual([-6]);
  });

  it('grades cost by the adjectives made from it ("costliest", "most expensive"), on the total of its parts', async () => {
    const costliest = card(await ask(repairs, { phrase: 'which state had the costliest repairs' }));
    expect(costliest.table).toEqual([{ State: 'Texas', 'Cost Total $': 450 }]);
    const expensive = card(
      await ask(repairs, { phrase: 'the most expensive repair in each state' }),
    );
    expect(Object.fromEntries(expensive.table.map((r) => [r.State, r['Cost Total $']]))).toEqual({
      Ohio: 410,
      Texas: 300,
      Utah: 30,
    });
  });

  it('still names back an adjective whose measure the data lacks', async () => {
    const asked = prompt(await ask(weather, { phrase: 'the heaviest day in 2013' }));
    expect(asked.title).toMatch(/heaviest|weight/);
  });
});
