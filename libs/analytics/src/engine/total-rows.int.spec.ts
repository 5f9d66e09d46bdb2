import { card } from '../testing/ask-results';
import { openWrittenFile } from '../testing/fixture-files';
import { ask } from './ask';
import type { DataSource } from './data-source';

// Our World in Data style: each year's "All natural disasters" row holds the sum of the kinds.
const DISASTERS = [
  'Entity,Year,Deaths',
  'Drought,2009,100',
  'Flood,2009,50',
  'Earthquake,2009,10',
  'All natural disasters,2009,160',
  'Drought,2010,120',
  'Flood,2010,40',
  'Earthquake,2010,500',
  'All natural disasters,2010,660',
].join('\n');
// A value called "Total" that is not the sum of the others is an ordinary value.
const TEAMS = ['Team,Season,Points', 'Total Football,2010,30', 'Reds,2010,10', 'Blues,2010,5'].join(
  '\n',
);

const numbers = (c: ReturnType<typeof card>) =>
  c.table.map((r) => Object.values(r).find((v) => typeof v === 'number'));

describe('a row that holds the whole of the others', () => {
  let disasters: DataSource;
  beforeAll(async () => {
    disasters = await openWrittenFile('disasters.csv', DISASTERS);
  });
  afterAll(() => disasters.close());

  it('is found by its word and its sums', async () => {
    expect(disasters.model.dimensions.find((d) => d.id === 'Entity')?.totalValue).toBe(
      'All natural disasters',
    );
    const teams = await openWrittenFile('teams.csv', TEAMS);
    try {
      expect(teams.model.dimensions.find((d) => d.id === 'Team')?.totalValue).toBeUndefined();
    } finally {
      teams.close();
    }
  });

  it('never ranks among its parts, and is not added to them', async () => {
    const most = card(
      await ask(disasters, { phrase: 'which type of disaster killed the most people' }),
    );
    expect(most.table[0]).toMatchObject({ Entity: 'Earthquake', Deaths: 510 });
    const total = card(await ask(disasters, { phrase: 'total deaths in 2010' }));
    expect(numbers(total)).toEqual([660]);
  });

  it('names back a noun of people that is no object of a verb of a column', async () => {
    // "killed the most people" above counts the deaths; "by country" is no such object.
    const asked = await ask(disasters, { phrase: 'disaster deaths by country' });
    expect('prompt' in asked && asked.prompt.title).toMatch(/country/);
  });

  it('is answered when asked for by its value', async () => {
    const all = card(await ask(disasters, { phrase: 'deaths from all natural disasters by year' }));
    expect(all.table.map((r) => r.Deaths)).toEqual([160, 660]);
  });

  it('is no driver of a change, its parts are', async () => {
    const why = card(
      await ask(disasters, { phrase: 'why were deaths so much higher in 2010 than in 2009' }),
    );
    expect(why.text).toContain('Earthquake');
    expect(why.text).not.toContain('All natural disasters');
  });
});
