import { card, prompt } from '../testing/ask-results';
import { openWrittenFile } from '../testing/fixture-files';
import { ask } from './ask';
import type { DataSource } from './data-source';

// What the data's own column names tell about a question's words: abbreviations written without
// vowels, count columns named in the plural, and the one column a chart can be drawn along.
const CLASSES = [
  'CLASS_CODE,CRS_CODE,CLASS_SECTION,PROF_NUM',
  '10012,ACCT-211,1,105',
  '10013,ACCT-211,2,105',
  '10014,ACCT-211,3,342',
  '10015,ACCT-212,1,301',
  '10016,ACCT-212,2,301',
  '10017,CIS-220,1,228',
].join('\n');
const STUDENTS = [
  'STU_NUM,STU_LNAME,DEPT_CODE,STU_HRS,STU_DOB',
  '321452,Bowser,BIOL,42,1975-02-12',
  '324257,Smithson,CIS,81,1981-11-15',
  '324258,Brewer,ACCT,36,1969-08-23',
  '324269,Oblonski,CIS,66,1976-09-16',
  '324273,Smith,ENGL,102,1958-12-30',
].join('\n');
const BUILDINGS = [
  'building_id,Street_address,Floors',
  '1,100 North Tampa Street,42',
  '2,101 East Kennedy Boulevard,42',
  '3,201 North Franklin Street,39',
  '4,315 John F. Kennedy Boulevard,10',
].join('\n');
const MOVIES = [
  'movie_id,Title,Year,Director',
  '1,The Boondock Saints,1999,Troy Duffy',
  '2,The Big Kahuna,1999,John Swanbeck',
  '3,Storm Catcher,1999,Anthony Hickox',
  '4,Jill Rips,2000,Anthony Hickox',
  '5,The Whole Nine Yards,2000,Jonathan Lynn',
  '6,Battlefield Earth,2000,Roger Christian',
  '7,Get Carter,2001,Stephen Kay',
].join('\n');

describe('evidence from the column names', () => {
  let classes: DataSource;
  let students: DataSource;
  let buildings: DataSource;
  let movies: DataSource;
  beforeAll(async () => {
    classes = await openWrittenFile('CLASS.csv', CLASSES);
    students = await openWrittenFile('student.csv', STUDENTS);
    buildings = await openWrittenFile('building.csv', BUILDINGS);
    movies = await openWrittenFile('movie.csv', MOVIES);
  });
  afterAll(() => [classes, students, buildings, movies].forEach((s) => s.close()));

  it('reads a word a column abbreviates without vowels, or as the dictionary abbreviates it', async () => {
    // "course" of CRS_CODE; "hours" of STU_HRS (WordNet: hrs → hour), not a breakdown by hour.
    const hours = card(
      await ask(students, {
        phrase: 'how many hours do the students spend studying in each department? Bar chart.',
      }),
    );
    expect(Object.fromEntries(hours.table.map((r) => [String(r.DEPT_CODE), r.STU_HRS]))).toEqual({
      BIOL: 42,
      CIS: 147,
      ACCT: 36,
      ENGL: 102,
    });
  });

  it('counts the things a number column numbers when its name says them in the singular', async () => {
    const sections = card(
      await ask(classes, {
        phrase: 'How many sections does each course have? Visualize by bar chart.',
      }),
    );
    const counted = sections.columns.find((c) => c.role === 'metric')?.key ?? '';
    expect(Object.fromEntries(sections.table.map((r) => [r.CRS_CODE, r[counted]]))).toEqual({
      'ACCT-211': 3,
      'ACCT-212': 2,
      'CIS-220': 1,
    });
    // A count column named in the plural is added up: 42 + 42 + 39 + 10 floors.
    const floors = card(await ask(buildings, { phrase: 'how many floors in total' }));
    expect(floors.table[0].Floors ?? Object.values(floors.table[0])[0]).toBe(133);
  });

  it('draws a chart along the one column the question names and nothing else uses', async () => {
    const directors = card(
      await ask(movies, {
        phrase:
          'Show all director names who have a movie in the year 1999 or 2000, and count them by a bar chart',
      }),
    );
    const counted = directors.columns.find((c) => c.role === 'metric')?.key ?? '';
    expect(Object.fromEntries(directors.table.map((r) => [r.Director, r[counted]]))).toEqual({
      'Anthony Hickox': 2,
      'Troy Duffy': 1,
      'John Swanbeck': 1,
      'Jonathan Lynn': 1,
      'Roger Christian': 1,
    });
    const floors = card(
      await ask(buildings, {
        phrase: 'Please compare the number of floors for all street address using a bar chart',
      }),
    );
    expect(floors.table.map((r) => [r.Street_address, r.Floors])).toContainEqual([
      '315 John F. Kennedy Boulevard',
      10,
    ]);
  });

  it('still asks what to draw along when the question names no column for it', async () => {
    const asked = prompt(await ask(movies, { phrase: 'count the movies in a bar chart' }));
    expect(asked.title).toMatch(/bar chart needs something to break the answer down by/);
  });

  it('reads "revenue" and "ciro" as the one column of amounts, and asks where there are two', async () => {
    const ledger = await openWrittenFile(
      'toptan.csv',
      ['Bölge,Tutar,Adet', 'Marmara,100,1', 'Ege,40,2', 'Marmara,60,3'].join('\n'),
    );
    const english = card(await ask(ledger, { phrase: 'total revenue by Bölge' }));
    const turkish = card(await ask(ledger, { phrase: 'bölgelere göre ciro', locale: 'tr' }));
    for (const answer of [english, turkish])
      expect(Object.fromEntries(answer.table.map((r) => [String(r.Bölge), r.Tutar]))).toEqual({
        Marmara: 160,
        Ege: 40,
      });
    ledger.close();
    const two = await openWrittenFile(
      'prices.csv',
      ['Region,Order Amount,Refund Amount', 'North,10,12', 'South,20,24'].join('\n'),
    );
    expect(prompt(await ask(two, { phrase: 'total revenue by region' })).title).toMatch(/revenue/);
    two.close();
  });

  it('counts the rows a column unique to each row names, and names back "how many" of a rate (tr)', async () => {
    const invoices = await openWrittenFile(
      'faturalar.csv',
      [
        'Fatura No,Müşteri,İskonto (%)',
        'F001,Anadolu Ticaret,0',
        'F002,Anadolu Ticaret,5',
        'F003,Bereket Market,0',
        'F004,Anadolu Ticaret,10',
        'F005,Bereket Market,2.5',
      ].join('\n'),
    );
    // "the customer the most invoices were issued to": every invoice is one row.
    const most = card(
      await ask(invoices, { phrase: 'en fazla fatura kesilen müşteri hangisi', locale: 'tr' }),
    );
    expect(most.table).toHaveLength(1);
    expect(most.table[0]['Müşteri']).toBe('Anadolu Ticaret');
    expect(Object.values(most.table[0])).toContain(3);
    // "in how many sales was a discount given" is no average of the discount rate.
    const asked = prompt(
      await ask(invoices, { phrase: 'kaç satışta iskonto uygulandı', locale: 'tr' }),
    );
    expect(asked.title).toMatch(/"iskonto" sayılan bir şey değil/);
    // The first choice asks its average, and is answered.
    const average = card(await ask(invoices, { phrase: asked.items[0].title, locale: 'tr' }));
    expect(Object.values(average.table[0])).toContain(3.5);
    invoices.close();
  });
});
