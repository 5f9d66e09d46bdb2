import { card, prompt } from '../testing/ask-results';
import { openWrittenFile } from '../testing/fixture-files';
import { ask } from './ask';
import type { DataSource } from './data-source';

// What WordNet and the language's grammar add to the data's own words: the rows' noun by its
// synonyms, numbers said in words, a word that is both a value and a kind of measure.
const MOVIES = [
  'Title,Release Date,Distributor,Worldwide Gross',
  'Alpha,2007-03-02,Warner Bros.,100',
  'Beta,2007-05-11,Warner Bros.,250',
  'Zeta,2009-01-09,Warner Bros.,40',
  'Gamma,2008-07-18,Universal,80',
  'Delta,2008-07-18,Universal,60',
  'Epsilon,2009-12-18,20th Century Fox,900',
].join('\n');
const WEATHER = [
  'date,precipitation,weather',
  '2012-01-03,10,rain',
  '2012-01-09,2,rain',
  '2012-01-15,0,sun',
  '2012-02-04,30,rain',
  '2012-03-10,50,snow',
  '2013-01-10,5,rain',
  '2013-02-11,1,sun',
].join('\n');

describe('readings from the dictionary and the grammar', () => {
  let movies: DataSource;
  let weather: DataSource;
  beforeAll(async () => {
    movies = await openWrittenFile('movies.csv', MOVIES);
    weather = await openWrittenFile('seattle-weather.csv', WEATHER);
  });
  afterAll(() => [movies, weather].forEach((s) => s.close()));

  it('reads the rows by the synonyms of their noun ("films" of movies.csv)', async () => {
    const gross = card(
      await ask(movies, { phrase: 'total worldwide gross of all films released in 2007' }),
    );
    expect(Object.values(gross.table[0])).toContain(350);
  });

  it('reads a word as the keyword its dictionary synonym is ("what percent of" as "percentage of")', async () => {
    const share = card(
      await ask(movies, { phrase: 'what percent of the films are from Universal' }),
    );
    expect(Number(Object.values(share.table[0])[0])).toBeCloseTo(33.33, 1);
  });

  it('reads the date a verb names as the rows’ event, not as a second breakdown', async () => {
    const top = card(await ask(movies, { phrase: 'Which distributor released the most movies?' }));
    expect(top.table).toHaveLength(1);
    expect(top.table[0].Distributor).toBe('Warner Bros.');
    expect(Object.keys(top.table[0])).not.toContain('Release Date');
  });

  it('ranks as many periods as a number says, in figures or in words', async () => {
    const two = card(
      await ask(weather, { phrase: 'the two years with the lowest total precipitation' }),
    );
    expect(two.table.map((r) => Object.values(r).find((v) => typeof v === 'number'))).toEqual([
      6, 92,
    ]);
  });

  it('tests the column said after "of" a number with its unit ("more than 20 mm of precipitation")', async () => {
    const days = card(
      await ask(weather, { phrase: 'how many days had more than 20 mm of precipitation' }),
    );
    expect(Object.values(days.table[0])).toContain(2);
  });

  it('measures the kind of a value asked as an amount ("how much rain fell")', async () => {
    // Rain is water falling: the verb says what rain does, not that it changed; "how much" asks
    // an amount, so the precipitation is summed, not the rainy days counted.
    const fell = card(await ask(weather, { phrase: 'How much rain fell in 2012?' }));
    expect(Object.values(fell.table[0])).toEqual([92]);
    // Counted, the rainy days stay rows with that value.
    const days = card(await ask(weather, { phrase: 'how many rain days were there in 2012' }));
    expect(Object.values(days.table[0])).toEqual([3]);
  });

  it('counts a period said per another period ("rain days per year")', async () => {
    const days = card(await ask(weather, { phrase: 'rain days per year' }));
    expect(days.table.map((r) => Object.values(r).find((v) => typeof v === 'number'))).toEqual([
      3, 1,
    ]);
  });

  it('asks whether a word is the value or the measure of its kind ("rain" of weather and precipitation)', async () => {
    const asked = prompt(
      await ask(weather, { phrase: 'Which 2 months had the most rain in 2012?' }),
    );
    expect(asked.items.map((i) => i.subtitle)).toEqual(['Weather', 'Precipitation']);
    // Each choice answers its reading.
    const byValue = card(await ask(weather, { phrase: asked.items[0].title }));
    const byMeasure = card(await ask(weather, { phrase: asked.items[1].title }));
    expect(byValue.table.map((r) => Object.values(r).find((v) => typeof v === 'number'))).toEqual([
      2, 1,
    ]);
    expect(byMeasure.table.map((r) => Object.values(r).find((v) => typeof v === 'number'))).toEqual(
      [50, 30],
    );
  });
});

const DISASTERS = [
  'Entity,Year,Deaths',
  'Drought,2010,10',
  'Flood,2010,30',
  'Drought,2011,20',
  'Flood,2011,60',
  'Drought,2012,5',
  'Flood,2012,25',
].join('\n');

describe('averages per period and growth across a range', () => {
  let disasters: DataSource;
  beforeAll(async () => {
    disasters = await openWrittenFile('disasters.csv', DISASTERS);
  });
  afterAll(() => disasters.close());

  it('averages the yearly totals of what adds up when asked per year of a table kept by year', async () => {
    const perYear = card(await ask(disasters, { phrase: 'average deaths per year' }));
    // (40 + 80 + 30) / 3 years, not the average row (25) nor one row per year.
    expect(perYear.table).toHaveLength(1);
    expect(Object.values(perYear.table[0])).toContain(50);
  });

  it('reads a verb by the column its noun names, and the people it counts ("how many people died")', async () => {
    for (const phrase of [
      'How many died in floods in 2011?',
      'How many people died in floods in 2011?',
    ]) {
      const died = card(await ask(disasters, { phrase }));
      expect(Object.values(died.table[0])).toContain(60);
    }
  });

  it('reads the kinds of the rows ("disaster types", "type of disaster") as the one column sorting them', async () => {
    const byType = card(await ask(disasters, { phrase: 'total deaths by type of disaster' }));
    expect(Object.fromEntries(byType.table.map((r) => [String(r.Entity), r.Deaths]))).toEqual({
      Flood: 115,
      Drought: 35,
    });
    const fewest = card(
      await ask(disasters, { phrase: 'the 1 disaster type with the fewest deaths overall' }),
    );
    expect(fewest.table.map((r) => r.Entity)).toEqual(['Drought']);
  });

  it('gives each year’s growth on the one before across a range said with "year over year"', async () => {
    const growth = card(
      await ask(disasters, {
        phrase: 'year over year growth in flood deaths between 2010 and 2012',
      }),
    );
    const byYear = growth.table.map((r) => [String(r.Year), r.Deaths__growth ?? null]);
    expect(byYear.map(([year]) => year)).toEqual(['2010', '2011', '2012']);
    expect(byYear[0][1]).toBeNull();
    expect(byYear[1][1]).toBeCloseTo(100);
    expect(byYear[2][1]).toBeCloseTo(-58.33, 1);
  });
});

const TEMPERATURES = [
  'date,temp_max,temp_min',
  '2013-01-01,5,-2',
  '2013-07-01,33.9,15',
  '2013-12-01,8,-4.5',
].join('\n');

describe('columns whose names hold an extreme', () => {
  let temps: DataSource;
  beforeAll(async () => {
    temps = await openWrittenFile('weather.csv', TEMPERATURES);
  });
  afterAll(() => temps.close());

  it('answers the highest of a column of maxima and the lowest of minima, unless another aggregation is said', async () => {
    const value = async (phrase: string) =>
      Object.values(card(await ask(temps, { phrase })).table[0])[0];
    expect(await value('what was the max temp in 2013')).toBe(33.9);
    expect(await value('what was the highest temperature recorded in 2013')).toBe(33.9);
    expect(await value('the min temp in 2013')).toBe(-4.5);
    expect(await value('average max temp in 2013')).toBeCloseTo(15.63, 2);
  });
});
