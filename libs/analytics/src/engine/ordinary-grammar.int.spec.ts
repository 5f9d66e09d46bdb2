import { card, countsBy, prompt } from '../testing/ask-results';
import { openWrittenFile } from '../testing/fixture-files';
import { ask } from './ask';
import type { DataSource } from './data-source';

// English grammar around the data's words: a verb after an auxiliary, the file's whole name as
// its rows, aggregation words said twice.
const CHANNELS = [
  'id,series_name,Country,Language,Pixel_aspect_ratio_PAR,Hight_definition_TV',
  '700,Sky Radio,Italy,Italian,4:3,no',
  '701,Sky Music,Italy,English,16:9,no',
  '702,Music Box Italia,Italy,Italian,4:3,yes',
  '703,MTV Hits,Italy,Italian,16:9,no',
  '704,MTV Classic,Italy,Italian,4:3,yes',
  '705,Radio Capital TiVu,Italy,English,4:3,no',
].join('\n');

const BOOKINGS = [
  'Booking_ID,Store_ID,Planned_Delivery_Date',
  '1,8,2016-06-06',
  '2,7,2016-06-07',
  '3,4,2016-06-13',
  '4,7,2016-06-15',
  '5,4,2016-06-20',
].join('\n');

const MOVES = [
  'Event_ID,date_moved_in,dock_count',
  '1,2015-03-27,4',
  '2,2015-03-27,9',
  '3,2016-09-26,2',
  '4,2016-09-27,7',
  '5,2016-09-27,5',
].join('\n');

const MOVIES = [
  'Movie_ID,Title,Year,Budget_million',
  '1,A,1999,10',
  '2,B,1999,30',
  '3,C,2000,5',
].join('\n');

const STORES = [
  'Store,City,Revenue,Visitors',
  'North,Leeds,500,90',
  'South,Bath,200,40',
  'East,York,800,70',
].join('\n');

const PARTICIPANTS = [
  'Participant_ID,Participant_Type_Code,City',
  '1,Organizer,Leeds',
  '2,Participant,Leeds',
  '3,Participant,York',
  '4,Participant,York',
  '5,Organizer,York',
].join('\n');

const LENSES = [
  'id,brand,name,focal_length_mm,max_aperture',
  '1,Olympus,Olympus 15mm,15,8',
  '2,Olympus,Olympus M.Zuiko 45mm,45,1.8',
  '3,Panasonic,Panasonic Leica 25mm,25,1.4',
  '4,Sigma,Sigma 19mm,19,2.8',
  '5,Sigma,Sigma 30mm,30,2.8',
  '6,Sigma,Sigma 60mm,60,2.8',
].join('\n');

describe('a request opened by words of courtesy', () => {
  let lenses: DataSource;
  beforeAll(async () => {
    lenses = await openWrittenFile('camera_lens.csv', LENSES);
  });
  afterAll(() => lenses.close());

  it.each([
    'Group and count brand for each camera lens using a bar chart.',
    'Please group and count brand for each camera lens using a bar chart.',
    'Could you please group and count brand for each camera lens using a bar chart?',
    'Can you return a bar chart on how many lenses each brand has?',
    'Hi, can you group and count brand for each camera lens using a bar chart?',
    // The mark that ends the first sentence missing: the second begins with its capital.
    'How many lenses does each brand have Return a bar chart.',
  ])('reads the verb after them as the request: %s', async (phrase) => {
    const answer = card(await ask(lenses, { phrase }));
    expect(answer.chart[0].chart.type).toBe('bar');
    expect(countsBy(answer)).toEqual({ Olympus: 2, Panasonic: 1, Sigma: 3 });
  });

  it('still names back a capitalised word that is no verb in the middle of a sentence', async () => {
    const asked = prompt(await ask(lenses, { phrase: 'How many lenses does each Fraction have' }));
    expect(asked.title).toMatch(/Fraction/);
  });

  it('still names back a noun after a question word ("what fraction of")', async () => {
    const asked = prompt(await ask(lenses, { phrase: 'what fraction of the lenses are Sigma' }));
    expect(asked.title).toMatch(/fraction/);
  });
});

describe('ordinary English around the data', () => {
  let channels: DataSource;
  let bookings: DataSource;
  let stores: DataSource;
  let participants: DataSource;
  let moves: DataSource;
  let movies: DataSource;
  beforeAll(async () => {
    movies = await openWrittenFile('movie.csv', MOVIES);
    moves = await openWrittenFile('customer_events.csv', MOVES);
    participants = await openWrittenFile('Participants.csv', PARTICIPANTS);
    channels = await openWrittenFile('tv_channel.csv', CHANNELS);
    bookings = await openWrittenFile('BOOKINGS.csv', BOOKINGS);
    stores = await openWrittenFile('stores.csv', STORES);
  });
  afterAll(() =>
    [channels, bookings, stores, participants, moves, movies].forEach((s) => s.close()),
  );

  it('reads the rows’ noun as the rows where the question breaks down the column holding it as a value', async () => {
    const byType = card(
      await ask(participants, { phrase: 'the number of participants in each type code' }),
    );
    const counted = byType.columns.find((c) => c.role === 'metric')?.key ?? '';
    expect(
      Object.fromEntries(byType.table.map((r) => [String(r.Participant_Type_Code), r[counted]])),
    ).toEqual({ Organizer: 2, Participant: 3 });
  });

  it('still asks whether the rows’ noun is every row or that value when broken down otherwise', async () => {
    const asked = prompt(await ask(participants, { phrase: 'the number of participants by city' }));
    expect(asked.title).toMatch(/participants/);
  });

  it('reads an irregular past of a verb relating the rows as that verb ("brought in")', async () => {
    const least = card(await ask(stores, { phrase: 'which store brought in the least revenue' }));
    expect(least.table[0]).toMatchObject({ Store: 'South' });
  });

  it('still names back an irregular past of a verb that relates nothing ("flew")', async () => {
    const asked = prompt(await ask(stores, { phrase: 'which store flew the most revenue' }));
    expect(asked.title).toMatch(/flew/);
  });

  it('reads a word after an auxiliary as the verb relating the rows, and the file name as the rows', async () => {
    // "use" after "do not" is a verb; "tv channels" are the rows, not the Hight_definition_TV flag.
    const answer = card(
      await ask(channels, {
        phrase:
          'How many tv channels that do not use English are there for each pixel aspect ratio?',
      }),
    );
    const counted = answer.columns.find((c) => c.role === 'metric')?.key ?? '';
    expect(
      Object.fromEntries(answer.table.map((r) => [String(r.Pixel_aspect_ratio_PAR), r[counted]])),
    ).toEqual({ '4:3': 3, '16:9': 1 });
  });

  it('still names back a noun where an auxiliary does not stand before it', async () => {
    const asked = prompt(await ask(channels, { phrase: 'the use of tv channels by language' }));
    expect(asked.title).toMatch(/"use"/);
  });

  it('reads "the total the number of" as the count, not as a second word of aggregation', async () => {
    const answer = card(
      await ask(channels, {
        phrase: 'Compute the total the number of language across language as a pie chart.',
      }),
    );
    expect(answer.chart[0].chart.type).toBe('pie');
    const counted = answer.columns.find((c) => c.role === 'metric')?.key ?? '';
    expect(Object.fromEntries(answer.table.map((r) => [String(r.Language), r[counted]]))).toEqual({
      Italian: 4,
      English: 2,
    });
  });

  it('counts the rows of each bin when dates are binned for a chart with nothing measured', async () => {
    const answer = card(
      await ask(bookings, {
        phrase: 'Show all the planned delivery dates and bin by weekday in a bar chart',
      }),
    );
    const counted = answer.columns.find((c) => c.role === 'metric')?.key ?? '';
    const total = answer.table.reduce((n, r) => n + Number(r[counted] ?? 0), 0);
    expect(total).toBe(5);
    // 6, 13 and 20 June 2016 were Mondays.
    expect(Math.max(...answer.table.map((r) => Number(r[counted] ?? 0)))).toBe(3);
  });

  it('reads "the proportion of the number of" a column as the share of each of its values', async () => {
    const answer = card(
      await ask(channels, { phrase: 'What is the proportion of the number of languages?' }),
    );
    const shares = answer.table.map((r) => Object.values(r).find((v) => typeof v === 'number'));
    expect(shares.length).toBe(2);
    expect(answer.chart[0].chart.type).toBe('pie');
  });

  it('reads a column named head first ("date moved in") said head last ("the move in date") and draws the chart along it', async () => {
    const answer = card(
      await ask(moves, { phrase: 'Group and count the move in date in a bar chart' }),
    );
    expect(countsBy(answer)).toEqual({ '2015-03-27': 2, '2016-09-26': 1, '2016-09-27': 2 });
  });

  it('puts dates "into Year interval" or "into Day of Week interval" when binning the x axis', async () => {
    const byYear = card(
      await ask(moves, {
        phrase:
          'Group and count the move in date in a bar chart, and I want to bin the X into Year interval',
      }),
    );
    expect(Object.values(countsBy(byYear)).sort()).toEqual([2, 3]);
    const byDay = card(
      await ask(moves, {
        phrase:
          'Give me a bar chart that the X-axis is the date_moved_in and the Y-axis is Count them, please bin X-axis into Day of Week interval.',
      }),
    );
    // 27 March 2015 was a Friday, 26 and 27 September 2016 a Monday and a Tuesday.
    expect(Object.values(countsBy(byDay)).sort()).toEqual([1, 2, 2]);
  });

  it('reads "count" beside a column ending in count as counting rows, and the bins "as the X-axis"', async () => {
    const answer = card(
      await ask(moves, {
        phrase:
          'Give me a bar chart that bins the date moved in into Year interval as the X-axis, and count for showing how many are moved each year',
      }),
    );
    expect(Object.values(countsBy(answer)).sort()).toEqual([2, 3]);
  });

  it('counts the rows of each value where a column is "numbered" by itself, and keeps a key’s unit in its sort', async () => {
    const byYear = card(
      await ask(movies, { phrase: 'I want to see trend of the number of year by year' }),
    );
    expect(countsBy(byYear)).toEqual({ 1999: 2, 2000: 1 });
    const ordered = card(
      await ask(movies, {
        phrase:
          'What is the number of movies for each year, ordered by budget in millions? Visualize in a bar chart.',
      }),
    );
    expect(countsBy(ordered)).toEqual({ 1999: 2, 2000: 1 });
  });

  it('reads "a part of" a value as membership of it, and names "part" back where it asks a share', async () => {
    const party = await openWrittenFile(
      'party.csv',
      ['Minister,Party_name', 'Ann,Progress Party', 'Bo,Labour', 'Cy,Labour', 'Bo,Labour'].join(
        '\n',
      ),
    );
    try {
      const others = card(
        await ask(party, {
          phrase:
            'Which ministers are not a part of the Progress Party, and count them by a pie chart',
        }),
      );
      expect(countsBy(others)).toEqual({ Bo: 2, Cy: 1 });
      expect(
        'prompt' in (await ask(party, { phrase: 'what part of ministers are from Labour' })),
      ).toBe(true);
    } finally {
      party.close();
    }
  });

  it('reads "the result" shown with a chart as the answer itself, a verb of using between them', async () => {
    const shown = card(
      await ask(stores, {
        phrase:
          'What are the names and their total revenue for each store? Show me the result using a bar chart',
      }),
    );
    expect(shown.table).toHaveLength(3);
    // A noun of something the data does not hold is still named back there.
    expect(
      'prompt' in (await ask(stores, { phrase: 'show me the profit using a bar chart' })),
    ).toBe(true);
  });

  it('lists each row’s own value for "the age of each head", by name, in the order asked', async () => {
    const heads = await openWrittenFile(
      'head.csv',
      ['head_ID,name,age', '1,Tiger,67', '2,Sergio,52', '3,Nick,69'].join('\n'),
    );
    try {
      const ages = card(
        await ask(heads, {
          phrase: 'List the age of each head of departments in a bar chart ordered by age in asc.',
        }),
      );
      expect(countsBy(ages)).toEqual({ Sergio: 52, Tiger: 67, Nick: 69 });
      expect(ages.table.map((r) => r.name)).toEqual(['Sergio', 'Tiger', 'Nick']);
    } finally {
      heads.close();
    }
  });

  it('reads a column named after the rows said head first with "of" ("the dates of publications")', async () => {
    const publications = await openWrittenFile(
      'publication.csv',
      [
        'Publication_ID,Publisher,Publication_Date,Price',
        '1,Pearson,August 2008,15',
        '2,Wiley,August 2008,6',
        '3,Pearson,March 2007,2',
      ].join('\n'),
    );
    try {
      const byDate = card(
        await ask(publications, {
          phrase: 'A bar chart for what are the number of the dates of publications',
        }),
      );
      expect(countsBy(byDate)).toEqual({ 'August 2008': 2, 'March 2007': 1 });
    } finally {
      publications.close();
    }
  });

  it('never answers "how many sales" or "quantity sold" with the money sales brought in', async () => {
    const ledger = await openWrittenFile(
      'toptan.csv',
      ['Fatura No,Bölge,Tutar', 'F1,Marmara,4038', 'F2,Ege,1200', 'F3,Ege,800'].join('\n'),
    );
    try {
      // The amount is what sales bring in ("total sales"); counted, sales are not that amount.
      const total = card(await ask(ledger, { phrase: 'total sales by region' }));
      expect(countsBy(total)).toEqual({ Marmara: 4038, Ege: 2000 });
      expect(prompt(await ask(ledger, { phrase: 'how many sales were discounted' })).title).toMatch(
        /sales/,
      );
      // Nor is a quantity that amount of money, though the dictionary files both under amounts.
      expect(prompt(await ask(ledger, { phrase: 'total quantity sold by region' })).title).toMatch(
        /quantity/,
      );
    } finally {
      ledger.close();
    }
  });

  it('reads a compound of the dictionary filed under a column’s word as that column ("country of origin")', async () => {
    const byOrigin = card(
      await ask(channels, { phrase: 'number of channels by country of origin' }),
    );
    expect(countsBy(byOrigin)).toEqual({ Italy: 6 });
    // No such compound: the noun is named back.
    expect(
      'prompt' in (await ask(channels, { phrase: 'number of channels by country of licence' })),
    ).toBe(true);
  });
});
