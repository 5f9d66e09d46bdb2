import type { AnswerCard } from '@parley/domain';
import { card } from '../testing/ask-results';
import { openWrittenFile } from '../testing/fixture-files';
import { ask } from './ask';
import type { DataSource } from './data-source';

// Questions worded the way people who never saw Parley write them (the nvBench and VisEval
// authors' way): presentation words, column names as the data spells them, ordinary English and
// Turkish around the question, words only a dictionary links to a column, tests on letters. Each
// is answered with the numbers the data gives, or named back when nothing explains a word.
const PETS = [
  'PetID,PetType,pet_age,weight',
  '2001,cat,3,12',
  '2002,dog,2,13.4',
  '2003,dog,1,9.3',
  '2004,cat,5,7.5',
  '2005,bird,1,0.3',
].join('\n');
const STAFF = [
  'employee_id,first_name,job_id,salary,hire_date,department',
  '1,Steven,AD_PRES,24000,1987-06-17,Executive',
  '2,Neena,AD_VP,17000,1989-09-21,Executive',
  '3,Lex,AD_VP,17000,1993-01-13,Executive',
  '4,Alexander,IT_PROG,9000,1990-01-03,IT',
  '5,Bruce,IT_PROG,6000,1991-05-21,IT',
  '6,Maria,SA_REP,7000,1991-03-07,Sales',
].join('\n');
const KEYWORD_COLUMNS = [
  'series,rate,type,count,total',
  'A,0.5,x,3,10',
  'A,0.7,y,4,20',
  'B,0.2,x,5,30',
].join('\n');
const GAPMINDER = [
  'country,year,pop',
  'China,1955,600',
  'China,2005,1300',
  'India,1955,350',
  'India,2005,1100',
  'Turkey,1955,20',
  'Turkey,2005,70',
].join('\n');
const SQUAD = [
  'Player,Position,Team',
  'Ana,Defender,Reds',
  'Ben,Defender,Blues',
  'Cem,Forward,Reds',
  'Dan,Midfielder,Blues',
  'Eda,Defender,Reds',
].join('\n');
const TRAINS = [
  'id,train_number,name,origin',
  '1,16724,Island Express,Chennai',
  '2,16723,Island Express,Trivandrum',
  '3,56701,Madurai Fast Passenger,Quilon',
].join('\n');
const FACULTY = [
  'EMP_NUM,DEPT_CODE,PROF_HIGH_DEGREE',
  '103,HIST,Ph.D.',
  '104,ENG,MA',
  '105,ACCT,Ph.D.',
  '106,ACCT,Ph.D.',
  '107,ENG,Ph.D.',
].join('\n');
const CIRCUITS = [
  'circuitId,location,country',
  '1,Melbourne,Australia',
  '8,Le Castellet,France',
  '13,Spa,Belgium',
  '34,Magny Cours,France',
].join('\n');
const INSTITUTIONS = [
  'Institution_id,Institution,Type,Enrollment',
  '1,Ave Maria University,Private,1200',
  '2,Dakota State University,Public,3102',
  '3,Edward Waters College,Private,800',
  '4,Valley City State,Public,1100',
].join('\n');
const RAIN = [
  'Şehir,Yağış,Satış',
  'Ankara,30,100',
  'İzmir,55,80',
  'Muğla,70,40',
  'Ankara,10,20',
].join('\n');
const ELECTIONS = [
  'Election_ID,Date,Vote_Percent,Seats',
  '1,July 1942,16.2,6',
  '2,October 1942,18.5,10',
  '3,1946,19.5,8',
  '4,1949,19.5,9',
  '5,1953,16,7',
].join('\n');
const CUSTOMERS = [
  'customer_id,payment_method_code,customer_name',
  '1.0,Credit Card,Ann',
  '2.0,Direct Debit,Bob',
  '3.0,Credit Card,Cid',
  '4.0,Credit Card,Dee',
  '5.0,Direct Debit,Eve',
].join('\n');
// Each customer's name with its id, in the ids' order.
const CUSTOMER_IDS = [
  ['Ann', 1],
  ['Bob', 2],
  ['Cid', 3],
  ['Dee', 4],
  ['Eve', 5],
];
const SHOP = [
  'Region,Sales Channel,Product,Quantity,Revenue',
  'West,Web,Tent,3,300',
  'West,Store,Boot,5,250',
  'East,Web,Boot,4,200',
  'East,Store,Tent,1,100',
  'East,Web,Lamp,2,40',
].join('\n');
const BARLEY = [
  'variety,site,yield',
  ...[
    ['A', 10, 50, 30],
    ['B', 20, 22, 21],
    ['C', 25, 60, 41],
    ['D', 35, 41, 38],
  ].flatMap(([variety, ...yields]) => yields.map((y, i) => `${variety},S${i},${y}`)),
].join('\n');
const CENSUS = [
  'year,age,people',
  '1850,0,100',
  '1850,5,80',
  '1850,10,60',
  '1850,15,70',
  '1900,0,90',
  '1900,5,95',
  '1900,10,40',
  '1900,15,99',
].join('\n');
const STRIKES = [
  'Flight Date,Time of day,Cost Repair',
  '2000-01-03,Day,100',
  '2000-01-04,Night,40',
  '2000-02-05,Day,60',
  '2000-02-06,Dusk,5',
  '2000-03-07,Night,10',
  '2000-03-08,Day,20',
].join('\n');
const FILMS = [
  'Title,Major Genre,Worldwide Gross,Production Budget',
  'A,Comedy,100,50',
  'B,Drama,300,20',
  'C,Comedy,250,90',
  'D,Action,400,200',
  'E,Drama,50,10',
  'F,Action,20,150',
].join('\n');
const WEATHER = [
  'date,precipitation,temp_max,temp_min,wind,weather',
  '2014-01-01,0,10,2,3,sun',
  '2014-01-02,5,8,4,6,rain',
  '2015-01-01,2,14,6,2,rain',
  '2015-01-02,0,16,8,4,sun',
].join('\n');
const WILDLIFE = [
  'Operator,Phase of flight,Wildlife Size,Wildlife Species',
  'MILITARY,Climb,Large,Goose',
  'DELTA,Climb,Large,Goose',
  'DELTA,Approach,Small,Sparrow',
  'MILITARY,Approach,Small,Gull',
  'UPS,Landing Roll,Large,Deer',
].join('\n');
const INCOME = [
  'name,region,pct,group',
  'Texas,south,0.1,<10000',
  'Texas,south,0.05,200000+',
  'Ohio,midwest,0.2,<10000',
  'Ohio,midwest,0.02,200000+',
  'Utah,west,0.15,<10000',
  'Utah,west,0.08,200000+',
].join('\n');
const FOOTBALL = [
  'date,division,home_team,away_team,home_score,away_score',
  '2016-01-10,Serie A,Juventus,Roma,3,1',
  '2016-02-10,Serie A,Roma,Milan,0,0',
  '2016-03-01,English Premier League,Arsenal,Chelsea,2,2',
  '2015-05-01,Serie A,Milan,Juventus,1,2',
].join('\n');
const RATINGS = [
  'Title,Genre,IMDB Rating,IMDB Votes',
  'A,Drama,8,1000',
  'B,Drama,6,3000',
  'C,Comedy,5,200',
].join('\n');
const TURKISH = [
  'Tür,Ağırlık,Şehir',
  'kedi,12,Ankara',
  'köpek,13.4,İzmir',
  'köpek,9.3,Ankara',
  'kedi,7.5,Muğla',
  'kuş,0.3,Ankara',
].join('\n');

const column = (c: AnswerCard, key: string) => c.table.map((r) => r[key]);
// The card's rows as { key: value }, values rounded to two decimals.
const values = (c: AnswerCard): Record<string, number> =>
  Object.fromEntries(
    c.table.map((r) => {
      const [key, value] = Object.values(r);
      return [String(key), Math.round(Number(value) * 100) / 100];
    }),
  );

// A file written for one test, closed after it whatever happens.
async function withFile<T>(name: string, text: string, use: (s: DataSource) => Promise<T>) {
  const source = await openWrittenFile(name, text);
  try {
    return await use(source);
  } finally {
    source.close();
  }
}

async function prompt(source: DataSource, phrase: string, locale?: string) {
  const result = await ask(source, { phrase, locale });
  if (!('prompt' in result)) throw new Error(`expected "${phrase}" asked back, got a card`);
  return result.prompt;
}

describe('strangers wording', () => {
  let pets: DataSource;
  let staff: DataSource;
  let keywords: DataSource;
  let gapminder: DataSource;
  let turkish: DataSource;
  let squad: DataSource;
  let trains: DataSource;
  let faculty: DataSource;
  let circuits: DataSource;
  let institutions: DataSource;
  let rain: DataSource;
  let elections: DataSource;
  let customers: DataSource;
  beforeAll(async () => {
    customers = await openWrittenFile('customers.csv', CUSTOMERS);
    elections = await openWrittenFile('election.csv', ELECTIONS);
    rain = await openWrittenFile('iller.csv', RAIN);
    institutions = await openWrittenFile('institution.csv', INSTITUTIONS);
    faculty = await openWrittenFile('professor.csv', FACULTY);
    circuits = await openWrittenFile('circuits.csv', CIRCUITS);
    squad = await openWrittenFile('match_season.csv', SQUAD);
    trains = await openWrittenFile('train.csv', TRAINS);
    pets = await openWrittenFile('pets.csv', PETS);
    staff = await openWrittenFile('staff.csv', STAFF);
    keywords = await openWrittenFile('series.csv', KEYWORD_COLUMNS);
    gapminder = await openWrittenFile('gapminder.csv', GAPMINDER);
    turkish = await openWrittenFile('hayvanlar.csv', TURKISH);
  });
  afterAll(() =>
    [
      pets,
      staff,
      keywords,
      gapminder,
      turkish,
      squad,
      trains,
      faculty,
      circuits,
      institutions,
      rain,
      elections,
      customers,
    ].forEach((s) => s.close()),
  );

  describe('how the answer should look', () => {
    it('opens the chart asked for, in English and Turkish', async () => {
      const pie = card(
        await ask(pets, { phrase: 'Show the average weight of each pet type as a pie chart' }),
      );
      expect(pie.chart[0]?.chart.type).toBe('pie');
      expect(values(pie)).toEqual({ dog: 11.35, cat: 9.75, bird: 0.3 });
      const bars = card(
        await ask(pets, { phrase: 'Plot them as bar chart: maximum weight by pet type' }),
      );
      expect(bars.chart[0]?.chart.type).toBe('bar');
      const pasta = card(
        await ask(turkish, {
          phrase: 'türe göre ortalama ağırlık pasta grafiği olarak',
          locale: 'tr',
        }),
      );
      expect(pasta.chart[0]?.chart.type).toBe('pie');
    });

    it('orders the rows by the axis and direction asked', async () => {
      const byY = card(
        await ask(pets, {
          phrase: 'average weight by pet type, sort by the y axis in descending order',
        }),
      );
      expect(column(byY, 'PetType')).toEqual(['dog', 'cat', 'bird']);
      const lowToHigh = card(
        await ask(pets, { phrase: 'average weight by pet type from low to high' }),
      );
      expect(column(lowToHigh, 'PetType')).toEqual(['bird', 'cat', 'dog']);
      const byX = card(
        await ask(pets, {
          phrase:
            'Bar chart x axis pet type y axis the total number, order by the X-axis in descending',
        }),
      );
      expect(column(byX, 'PetType')).toEqual(['dog', 'cat', 'bird']);
      expect(values(byX)).toEqual({ dog: 2, cat: 2, bird: 1 });
      // The names, and the bars themselves, are the labels along the axis (the benchmark
      // authors' reading: "rank by the bars in asc" lists the bars by their labels).
      for (const phrase of [
        'average pet age by pet type as a bar chart, order names in ascending',
        'average pet age by pet type in a bar chart, rank by the bars in asc',
      ]) {
        const byLabels = card(await ask(pets, { phrase }));
        expect(column(byLabels, 'PetType')).toEqual(['bird', 'cat', 'dog']);
      }
      // The bars sorted, with no chart noun after them, are the labels too.
      const barsSorted = card(
        await ask(pets, {
          phrase: 'average pet age by pet type with a bar chart, and sort bars in descending order',
        }),
      );
      expect(column(barsSorted, 'PetType')).toEqual(['dog', 'cat', 'bird']);
      // "names" where a name column is not the breakdown: still the labels along the axis.
      const namesSorted = card(
        await ask(staff, {
          phrase: 'average salary by department, and sort names in descending order',
        }),
      );
      expect(column(namesSorted, 'department')).toEqual(['Sales', 'IT', 'Executive']);
    });

    it('asks which breakdown a chart of one number should have, offering the columns', async () => {
      const asked = await prompt(pets, 'total weight as a bar chart');
      expect(asked.title).toMatch(/bar chart needs something to break the answer down by/);
      expect(asked.items.map((i) => i.title)).toContain('total weight as a bar chart by pet type');
      // The chart by its kind, not by the words around it; an order alone is called one.
      const plotted = await prompt(pets, 'total weight. Plot them as bar chart');
      expect(plotted.title).toMatch(/^A bar chart needs something/);
      const ordered = await prompt(pets, 'total weight, order in ascending by the x axis');
      expect(ordered.title).toMatch(/^An order needs something/);
      const turkce = await prompt(pets, 'toplam weight pasta grafik olarak', 'tr');
      expect(turkce.title).toMatch(/^Pasta grafik için/);
    });

    it('draws the pairs of two columns asked with no word of aggregation, by the one that names each row', async () => {
      const pairs = card(
        await ask(customers, {
          phrase: 'Show me about the distribution of customer name and customer id in a bar chart',
        }),
      );
      expect(pairs.table.map((r) => [r.customer_name, r.customer_id])).toEqual(CUSTOMER_IDS);
      // "A over B": B is the axis, A added along it, in the axis's order.
      const over = card(
        await ask(pets, { phrase: 'A line chart shows the trend of PetID over pet age' }),
      );
      expect(over.table.map((r) => [r.pet_age, r.PetID])).toEqual([
        [1, 4008],
        [2, 2002],
        [3, 2001],
        [5, 2004],
      ]);
    });
  });

  describe('columns, values and ordinary words', () => {
    it('reads a column as the data writes it and as people say it', async () => {
      const written = card(await ask(staff, { phrase: 'average salary by job_id' }));
      const said = card(
        await ask(staff, {
          phrase: 'Could you please show me the average salary for each job id?',
        }),
      );
      expect(values(written)).toEqual({
        AD_PRES: 24000,
        AD_VP: 17000,
        IT_PROG: 7500,
        SA_REP: 7000,
      });
      expect(values(said)).toEqual(values(written));
    });

    it('answers a column named like a keyword as the column', async () => {
      expect(values(card(await ask(keywords, { phrase: 'average rate by series' })))).toEqual({
        A: 0.6,
        B: 0.2,
      });
      expect(values(card(await ask(keywords, { phrase: 'total by type' })))).toEqual({
        x: 40,
        y: 20,
      });
      expect(values(card(await ask(keywords, { phrase: 'count by series' })))).toEqual({
        A: 7,
        B: 5,
      });
      // In Turkish too: "oranı" is the column named rate, not a rate of a yes/no column.
      const oran = card(
        await ask(keywords, { phrase: 'serilere göre ortalama oranı', locale: 'tr' }),
      );
      expect(values(oran)).toEqual({ A: 0.6, B: 0.2 });
    });

    it('links verbs and nouns to columns through the dictionary', async () => {
      // weigh → weight; hired → hire_date; people in a table of persons are its rows.
      const weighed = card(
        await ask(pets, { phrase: 'what did the pets weigh on average by pet type' }),
      );
      expect(values(weighed)).toEqual({ dog: 11.35, cat: 9.75, bird: 0.3 });
      const hired = card(
        await ask(staff, { phrase: 'how many employees were hired in each year' }),
      );
      expect(
        hired.table.map((r) => [String(r.hire_date).slice(0, 4), r['employee_id count']]),
      ).toEqual([
        ['1987', 1],
        ['1989', 1],
        ['1990', 1],
        ['1991', 2],
        ['1993', 1],
      ]);
      const people = card(await ask(staff, { phrase: 'how many people by department' }));
      expect(values(people)).toEqual({ Executive: 3, IT: 2, Sales: 1 });
    });

    it('reads a verb of a column already named as relating the rows, not as the column again', async () => {
      const played = card(await ask(squad, { phrase: 'How many players played each position?' }));
      expect(values(played)).toEqual({ Defender: 3, Forward: 1, Midfielder: 1 });
      // Two dictionary words are not one misspelt, but a misspelling still finds its column.
      const typo = card(await ask(squad, { phrase: 'number of players by postion' }));
      expect(values(typo)).toEqual(values(played));
    });

    it("reads the file's own noun as its rows, not as part of a column name", async () => {
      // "train" is the rows of train.csv; "number of" counts them, train_number is not summed.
      const trainsByName = card(await ask(trains, { phrase: 'Show the number of train names' }));
      expect(values(trainsByName)).toEqual({ 'Island Express': 2, 'Madurai Fast Passenger': 1 });
    });

    it("reads a value written with dots as people type it, not as a column's initials", async () => {
      // PROF_HIGH_DEGREE's initials are "phd" too; the data's "Ph.D." is what "PhD" means.
      const phd = card(
        await ask(faculty, {
          phrase: 'Find the number of professors with a PhD degree in each department',
        }),
      );
      expect(values(phd)).toEqual({ ACCT: 2, ENG: 1, HIST: 1 });
    });

    it("lists the columns asked of each row, the row's own name among them", async () => {
      const listed = card(
        await ask(circuits, {
          phrase: 'Find the id and location of circuits that belong to France or Belgium',
        }),
      );
      expect(listed.table.map((r) => [r.circuitId, r.location])).toEqual([
        [8, 'Le Castellet'],
        [13, 'Spa'],
        [34, 'Magny Cours'],
      ]);
    });

    it("reads the rows' noun as the rows where a column that names each row is called the same", async () => {
      // "institution types": the Type of each institution, not a breakdown by every Institution.
      const types = card(
        await ask(institutions, {
          phrase:
            'Please give me a pie chart showing institution types, along with the number of institutions for each type.',
        }),
      );
      expect(values(types)).toEqual({ Private: 2, Public: 2 });
      // The column named exactly wins over an id column that starts with the same word.
      const named = card(await ask(institutions, { phrase: 'enrollment by institution' }));
      expect(named.table).toHaveLength(4);
      expect(Object.keys(named.table[0])).toContain('Institution');
    });

    it('reads a column against a measure as its axis, and ids as the id column', async () => {
      const versus = card(
        await ask(pets, { phrase: 'Draw a bar chart of pet type versus the total number' }),
      );
      expect(values(versus)).toEqual({ dog: 2, cat: 2, bird: 1 });
      const minimal = card(
        await ask(pets, { phrase: 'a bar chart of pet type versus minimal weight' }),
      );
      expect(values(minimal)).toEqual({ dog: 9.3, cat: 7.5, bird: 0.3 });
      const ids = card(await ask(pets, { phrase: 'list the ids and weights of the pets' }));
      expect(ids.table.map((r) => r.PetID)).toHaveLength(5);
      // The numbers of a measure counted in total are added.
      const total = card(await ask(pets, { phrase: 'the total number of weight by pet type' }));
      expect(values(total)).toEqual({ dog: 22.7, cat: 19.5, bird: 0.3 });
    });

    it('aggregates a numeric id only where a word of aggregation names it', async () => {
      // "the sum of employee id": asked by name, the ids are added; the employees counted are rows.
      const summed = card(await ask(staff, { phrase: 'the sum of employee id by department' }));
      expect(values(summed)).toEqual({ IT: 9, Executive: 6, Sales: 6 });
      const counted = card(await ask(staff, { phrase: 'number of employees by department' }));
      expect(values(counted)).toEqual({ Executive: 3, IT: 2, Sales: 1 });
      // Said bare, an id is the column of labels: nothing to measure, asked back.
      await prompt(staff, 'employee id by department');
    });

    it('reads the first of the columns listed "of" the rows as a column, not as the rows', async () => {
      // Date names each election; "the dates and vote percents of elections" asks both columns.
      const listed = card(
        await ask(elections, { phrase: 'List the dates and vote percents of elections' }),
      );
      expect(values(listed)).toEqual({
        '1946': 19.5,
        '1949': 19.5,
        'October 1942': 18.5,
        'July 1942': 16.2,
        '1953': 16,
      });
    });

    it('passes over words that qualify what is read without naming anything in the data', async () => {
      // An adjective of a count, a noun of kinds beside a column, the answer shown.
      const corresponding = card(
        await ask(squad, {
          phrase: 'Show the position of players and the corresponding number of players',
        }),
      );
      expect(values(corresponding)).toEqual({ Defender: 3, Forward: 1, Midfielder: 1 });
      const attribute = card(
        await ask(pets, { phrase: 'Find the average weight, grouped by attribute pet type' }),
      );
      expect(values(attribute)).toEqual({ dog: 11.35, cat: 9.75, bird: 0.3 });
      const result = card(
        await ask(pets, {
          phrase: 'What is the average weight of each pet type? Show the result in a bar chart',
        }),
      );
      expect(values(result)).toEqual(values(attribute));
      // A verb after the rows' noun relates them; a long name is said without its last word.
      const use = card(
        await ask(customers, { phrase: 'How many customers use each payment method?' }),
      );
      expect(values(use)).toEqual({ 'Credit Card': 3, 'Direct Debit': 2 });
      // A word that qualifies nothing known is still named back.
      const late = await prompt(pets, 'average weight of the late pets by pet type');
      expect(late.title).toMatch(/"late"/);
    });

    it('reads the axes declared before or after what they show', async () => {
      const declared = card(
        await ask(pets, {
          phrase: 'Bar graph, the X-axis is the pet types and the Y-axis is their max pet age',
        }),
      );
      expect(values(declared)).toEqual({ cat: 5, dog: 2, bird: 1 });
      const after = card(
        await ask(pets, {
          phrase: 'Let pet types as the X-axis and the number of pets for each type as Y-axis',
        }),
      );
      expect(values(after)).toEqual({ cat: 2, dog: 2, bird: 1 });
      const on = card(
        await ask(pets, { phrase: 'show pet type on x axis and the total number on y axis' }),
      );
      expect(values(on)).toEqual(values(after));
      // "plot" after a chart's kind is its noun, not a verb taking the axis as what it sorts.
      const plot = card(
        await ask(pets, { phrase: 'Bar plot x axis pet type y axis maximal pet age' }),
      );
      expect(plot.chart[0].chart.type).toBe('bar');
      expect(values(plot)).toEqual({ cat: 5, dog: 2, bird: 1 });
    });

    it('compares the values counted when a comparison is asked of one count', async () => {
      const compared = card(
        await ask(staff, { phrase: 'Compare the total number of different departments.' }),
      );
      expect(values(compared)).toEqual({ Executive: 3, IT: 2, Sales: 1 });
      const counted = card(await ask(staff, { phrase: 'the number of different departments' }));
      expect(Object.values(counted.table[0] ?? {})).toEqual([3]);
    });

    it('reads "the proportion of" a column of categories as the share of each', async () => {
      const shares = card(
        await ask(pets, { phrase: 'the proportion of pet types as a pie chart' }),
      );
      expect(shares.table.map((r) => [r.PetType, r.count__share])).toEqual([
        ['cat', 40],
        ['dog', 40],
        ['bird', 20],
      ]);
    });

    it('lists the pairs of a relationship asked between a column that names each row and another', async () => {
      // Ids written as 1.0, 2.0 by an export are ids all the same.
      const pairs = card(
        await ask(customers, {
          phrase: 'Show the relationship between customer id and customer name',
        }),
      );
      expect(pairs.table.map((r) => [r.customer_name, r.customer_id])).toEqual(CUSTOMER_IDS);
      // Between two columns neither of which names each row, the pairs are not one per row: asked.
      await prompt(pets, 'the correlation between pet age and weight');
    });

    it('reads Turkish verb forms by their root: a verb of a column is the column', async () => {
      // yağdı (it rained) → Yağış; satan (the ones selling) → Satış.
      const rained = card(
        await ask(rain, { phrase: 'şehirlere göre toplam ne kadar yağdı', locale: 'tr' }),
      );
      expect(values(rained)).toEqual({ Ankara: 40, İzmir: 55, Muğla: 70 });
      const sold = card(await ask(rain, { phrase: 'şehirlere göre satan toplam', locale: 'tr' }));
      expect(values(sold)).toEqual({ Ankara: 120, İzmir: 80, Muğla: 40 });
      // The copula taken off: "ne kadardı" (how much was it), "şehirdeydi" (was in the city).
      const was = card(
        await ask(rain, { phrase: 'şehirlere göre yağış ne kadardı', locale: 'tr' }),
      );
      expect(values(was)).toEqual(values(rained));
      const where = card(
        await ask(rain, { phrase: 'en fazla yağış hangi şehirdeydi', locale: 'tr' }),
      );
      expect(values(where)).toEqual({ Muğla: 70 });
      // A verb relating the rows ends its clause also before words of courtesy ("… lütfen").
      const people = await openWrittenFile(
        'calisanlar.csv',
        'Ad,Şehir,Maaş\nAyşe,Ankara,100\nAli,Ankara,80\nCan,İzmir,90',
      );
      for (const phrase of ["Ankara'da kaç kişi çalışıyor", "Ankara'da kaç kişi çalışıyor lütfen"])
        expect(card(await ask(people, { phrase, locale: 'tr' })).table).toEqual([{ count: 2 }]);
      people.close();
      // A participle used as a noun ("çalışan başına": per employee) is named back, not skipped.
      expect((await prompt(rain, 'çalışan başına satış', 'tr')).title).toMatch(/çalışan/);
    });

    it('passes over nouns of asking to show or compare, found through their verbs', async () => {
      const listing = card(
        await ask(pets, { phrase: 'A bar chart listing the average weight by pet type' }),
      );
      expect(values(listing)).toEqual({ dog: 11.35, cat: 9.75, bird: 0.3 });
      const comparison = card(
        await ask(pets, {
          phrase: 'Show me the comparison of the average weight of every pet type',
        }),
      );
      expect(values(comparison)).toEqual(values(listing));
    });

    it('names back a content word nothing explains, in English and Turkish', async () => {
      expect((await prompt(pets, 'average weight by planet')).title).toMatch(/"planet"/);
      expect((await prompt(turkish, 'gezegene göre ortalama ağırlık', 'tr')).title).toMatch(
        /gezegene/,
      );
    });
  });

  describe('conditions people write', () => {
    it('ends a letter test at the end of its clause', async () => {
      const tested = card(
        await ask(staff, {
          phrase:
            'average salary by department of staff whose first name contains Al?, and I would like a bar chart',
        }),
      );
      expect(values(tested)).toEqual({ IT: 9000 });
    });

    it('tests the letters of a text column', async () => {
      const ends = card(
        await ask(staff, { phrase: 'number of employees whose first name ends with the letter a' }),
      );
      expect(Object.values(ends.table[0] ?? {})).toContain(2);
      const starts = card(
        await ask(staff, { phrase: 'average salary of employees whose job id starts with AD' }),
      );
      expect(Object.values(starts.table[0] ?? {})).toContain(19333.333333333332);
      const contains = card(
        await ask(staff, {
          phrase: 'number of employees by department whose first name contains e or x',
        }),
      );
      expect(values(contains)).toEqual({ Executive: 3, IT: 2 });
      const turkce = card(
        await ask(turkish, {
          phrase: 'A ile başlayan şehirlerde türe göre ortalama ağırlık',
          locale: 'tr',
        }),
      );
      expect(turkce.query.interpretation).toContainEqual({
        kind: 'filter',
        text: 'Şehir: A ile başlar',
      });
    });

    it('reads an upper and a lower bound joined by "or" as the values outside the gap', async () => {
      const outside = card(
        await ask(staff, { phrase: 'number of employees with salary above 10000 or below 7000' }),
      );
      expect(Number(Object.values(outside.table[0])[0])).toBe(4);
    });

    it('names back tests joined by "or" that overlap instead of requiring both', async () => {
      const asked = await prompt(
        staff,
        'number of employees with salary above 7000 or below 10000',
      );
      expect(asked.title).toMatch(/"or"/);
    });

    it('keeps a measure that is only tested as a condition of the rows counted', async () => {
      const counted = card(
        await ask(staff, {
          phrase:
            'Find the number of employees of each department whose salary is lower than 10000.',
        }),
      );
      expect(values(counted)).toEqual({ IT: 2, Sales: 1 });
    });
  });

  describe('a word of money that begins a column name', () => {
    let shop: DataSource;
    beforeAll(async () => {
      shop = await openWrittenFile('orders.csv', SHOP);
    });
    afterAll(() => shop.close());

    it('sums the money for "sales", while the channel is still named by its whole name', async () => {
      const sales = card(await ask(shop, { phrase: 'total sales by region' }));
      expect(values(sales)).toEqual({ West: 550, East: 340 });
      const byChannel = card(await ask(shop, { phrase: 'total revenue by sales channel' }));
      expect(values(byChannel)).toEqual({ Web: 540, Store: 350 });
    });

    it('measures the money a verb of earning names where nothing else is measured', async () => {
      const earned = card(await ask(shop, { phrase: 'how much did we earn by region' }));
      expect(values(earned)).toEqual({ West: 550, East: 340 });
      const most = card(await ask(shop, { phrase: 'which region earned the most' }));
      expect(values(most)).toEqual({ West: 550 });
      // Money going out where the data keeps only money coming in: the verb is named back, never
      // a ranking by quantity.
      expect((await prompt(shop, 'which region spent the most')).title).toMatch(/spent/);
      // A price is a level, not money spent: what to measure is asked.
      await withFile(
        'prices.csv',
        ['Region,Unit Price,Revenue', 'West,10,100', 'East,20,40', 'West,30,90'].join('\n'),
        async (priced) => {
          expect((await prompt(priced, 'what did we spend')).title).toMatch(/measure/);
        },
      );
    });

    it('reads "money" beside a column of money as what that column holds', async () => {
      await withFile('movies.csv', FILMS, async (films) => {
        const most = card(
          await ask(films, { phrase: 'which 2 genres made the most money worldwide' }),
        );
        expect(values(most)).toEqual({ Action: 420, Comedy: 350 });
        // With no column of money named, which money is meant is asked.
        expect((await prompt(films, 'which 2 genres made the most money')).title).toMatch(/money/);
      });
    });

    it('ranks products by units for "en çok satan", not by the sales channel', async () => {
      const best = card(await ask(shop, { phrase: 'en çok satan 2 ürün', locale: 'tr' }));
      expect(values(best)).toEqual({ Boot: 9, Tent: 4 });
    });
  });

  describe('a measure said as a verb after a superlative', () => {
    let barley: DataSource;
    beforeAll(async () => {
      barley = await openWrittenFile('barley.csv', BARLEY);
    });
    afterAll(() => barley.close());

    it('ranks the groups by what each yields on average, not by its lowest row', async () => {
      const lowest = card(await ask(barley, { phrase: 'the 2 lowest-yielding varieties' }));
      expect(values(lowest)).toEqual({ B: 21, A: 30 });
      // Said as a noun, the lowest yield is the lowest row's.
      const extreme = card(await ask(barley, { phrase: 'which variety had the lowest yield' }));
      expect(values(extreme)).toEqual({ A: 10 });
    });
  });

  it('reads the noun after "across" in a file name as the column the rows are broken down by', async () => {
    const text = [
      'series,year,count,rate',
      'Mining,2008,10,2',
      'Mining,2009,30,6',
      'Finance,2008,20,3',
      'Finance,2009,40,5',
    ].join('\n');
    await withFile('unemployment-across-industries.csv', text, async (jobs) => {
      // The rows are industry-years: the industries are the values of series, counted once each.
      const industries = card(await ask(jobs, { phrase: 'how many industries are in the data' }));
      expect(Object.values(industries.table[0])).toEqual([2]);
      const byIndustry = card(await ask(jobs, { phrase: 'average rate by industry' }));
      expect(values(byIndustry)).toEqual({ Mining: 4, Finance: 4 });
      // "across all industries": every industry in scope, one answer.
      const overall = card(
        await ask(jobs, { phrase: 'average rate across all industries in 2009' }),
      );
      expect(Object.values(overall.table[0])).toEqual([5.5]);
    });
  });

  it('ranks the groups by their extreme row for a level said with a superlative, whatever the count', async () => {
    const prices = ['Stock,Price', 'A,10', 'A,50', 'B,40', 'B,40', 'C,30', 'C,31'].join('\n');
    await withFile('stocks.csv', prices, async (stocks) => {
      const one = card(await ask(stocks, { phrase: 'which stock had the highest price' }));
      expect(values(one)).toEqual({ A: 50 });
      const two = card(await ask(stocks, { phrase: 'the 2 stocks with the highest price' }));
      expect(values(two)).toEqual({ A: 50, B: 40 });
    });
    // A measure followed by a verb of doing it ("fazla mesai yapan") is an amount done, not one
    // row's extreme: by the average, Y did the least overtime, though X has the one row of 0.
    const overtime = ['Departman,Fazla Mesai (Saat)', 'X,0', 'X,10', 'Y,2', 'Y,2', 'Z,1', 'Z,9'];
    await withFile('calisanlar.csv', overtime.join('\n'), async (hours) => {
      const least = card(
        await ask(hours, { phrase: 'en az fazla mesai yapan 1 departman', locale: 'tr' }),
      );
      expect(Object.keys(values(least))).toEqual(['Y']);
      // The column's own unit word after a number names it: more than 5 hours, X's 10 and Z's 9.
      const over = card(
        await ask(hours, {
          phrase: 'fazla mesaisi 5 saatten fazla olan çalışan sayısı',
          locale: 'tr',
        }),
      );
      expect(Object.values(over.table[0])).toEqual([2]);
    });
  });

  it('reads a column of categories said in a unit of money as the money it cost, the total of the parts', async () => {
    const text = [
      'Wildlife Species,Effect Amount of damage,Cost Repair,Cost Other,Cost Total $',
      'Goose,Substantial,100,20,120',
      'Gull,Minor,30,5,35',
      'Goose,Minor,10,0,10',
      'Hawk,None,200,50,250',
    ].join('\n');
    await withFile('birdstrikes.csv', text, async (strikes) => {
      const most = card(
        await ask(strikes, { phrase: 'which species caused the most damage in dollars' }),
      );
      expect(values(most)).toEqual({ Hawk: 250 });
      // Said without the unit, "damage" is still the column of categories.
      const byDamage = card(await ask(strikes, { phrase: 'number of strikes by damage' }));
      expect(Object.keys(values(byDamage)).sort()).toEqual(['Minor', 'None', 'Substantial']);
    });
  });

  it('reads a column of numbers followed by a noun of kinds as the breakdown ("age groups")', async () => {
    await withFile('population.csv', CENSUS, async (census) => {
      const smallest = card(await ask(census, { phrase: 'the two smallest age groups in 1850' }));
      expect(values(smallest)).toEqual({ 10: 60, 15: 70 });
      // WordNet defines a census as "a periodic count of the population": beside a column of the
      // population's data it only says which column.
      const byYear = card(await ask(census, { phrase: 'population by census year' }));
      expect(Object.keys(values(byYear))).toEqual(['1850', '1900']);
      // A part of the population named by a test of its age: 130 of 310 people in 1850.
      const old = card(
        await ask(census, { phrase: 'share of the population aged 10 and over in 1850' }),
      );
      expect(Object.values(old.table[0]).map((v) => Math.round(Number(v) * 10) / 10)).toEqual([
        41.9,
      ]);
      // A test with no column said ("over 80" of what?) is asked back, never a total of everyone.
      expect(
        'prompt' in (await ask(census, { phrase: 'what percentage of people were over 80' })),
      ).toBe(true);
      // A noun beside a column that nothing in the data defines is still named back.
      expect((await prompt(census, 'population by harvest year')).title).toMatch(/harvest/);
    });
  });

  it('reads a Turkish question on English column names through any of their translations', async () => {
    await withFile('strikes.csv', STRIKES, async (strikes) => {
      // "günün saati" is Time of day, though "gün" and "saat" alone are words of days and hours;
      // "maliyet" is one of several translations of "cost".
      const byTime = card(
        await ask(strikes, { phrase: 'günün saatine göre toplam onarım maliyeti', locale: 'tr' }),
      );
      expect(values(byTime)).toEqual({ Day: 180, Night: 50, Dusk: 5 });
    });
  });

  describe('changes between two periods', () => {
    it('ranks the groups by how much they grew, not by the later level', async () => {
      const grew = card(
        await ask(gapminder, {
          phrase: "which country's population grew the most between 1955 and 2005",
        }),
      );
      expect(column(grew, 'country')).toEqual(['India']);
    });

    it('names back a change said over one period with nothing compared', async () => {
      expect(
        (await prompt(gapminder, 'biggest fall in population from 1955 to 2005')).title,
      ).toMatch(/"fall"/);
    });
  });

  describe('a noun after a column name that says which column or what of it', () => {
    let weather: DataSource;
    beforeAll(async () => {
      weather = await openWrittenFile('seattle-weather.csv', WEATHER);
    });
    afterAll(() => weather.close());

    it('reads "high" and "low" of a measure kept as its maximum and minimum', async () => {
      const high = card(await ask(weather, { phrase: 'average high temperature in 2014' }));
      expect(Object.values(high.table[0])).toEqual([9]);
      const low = card(await ask(weather, { phrase: 'average daily low in 2015' }));
      expect(Object.values(low.table[0])).toEqual([7]);
    });

    it('reads a noun of how much after a column of numbers as that column', async () => {
      const speed = card(await ask(weather, { phrase: 'average wind speed by weather' }));
      expect(values(speed)).toEqual({ sun: 3.5, rain: 4 });
      // A noun that is no quantity is named back.
      expect((await prompt(weather, 'average wind direction by weather')).title).toMatch(
        /"direction"/,
      );
    });

    it('passes over a comparative of a measure the question names', async () => {
      const warmer = card(
        await ask(weather, {
          phrase: 'Was 2015 warmer than 2014? Compare the average max temperature',
        }),
      );
      expect(warmer.table[0]).toMatchObject({ temp_max: 15, Previous_temp_max: 9 });
      // Said of another measure, the comparative is named back.
      expect(
        (await prompt(weather, 'Was 2015 warmer than 2014? Compare the average wind')).title,
      ).toMatch(/"warmer"/);
    });

    it('chooses among columns sharing a word by what the dictionary puts above the next noun', async () => {
      await withFile('movies.csv', RATINGS, async (movies) => {
        // A score is a kind of rating.
        const score = card(await ask(movies, { phrase: 'average IMDB score by genre' }));
        expect(values(score)).toEqual({ Drama: 7, Comedy: 5 });
        expect((await prompt(movies, 'average IMDB popularity by genre')).title).toMatch(/IMDB/);
      });
    });
  });

  describe('a value beside a word of a column name', () => {
    let strikes: DataSource;
    beforeAll(async () => {
      strikes = await openWrittenFile('birdstrikes.csv', WILDLIFE);
    });
    afterAll(() => strikes.close());

    it('reads the column a value names out of those sharing the word after it', async () => {
      // "wildlife" is a word of Wildlife Size and Wildlife Species; Large is a size.
      const large = card(
        await ask(strikes, { phrase: 'how many strikes involved large wildlife' }),
      );
      expect(Object.values(large.table[0])).toEqual([3]);
    });

    it('names back a noun a value qualifies that is only a qualifier in a column name', async () => {
      // Flight is no column of its own, only the last word of Phase of flight.
      expect((await prompt(strikes, 'how many military flights')).title).toMatch(/"flights"/);
    });
  });

  describe('bins of numbers as the data writes them, and a column of shares', () => {
    let income: DataSource;
    beforeAll(async () => {
      income = await openWrittenFile('income.csv', INCOME);
    });
    afterAll(() => income.close());

    it('reads a bin by its number and a share by the column that keeps shares', async () => {
      const lowest = card(
        await ask(income, { phrase: 'lowest 2 states by share in the 200000+ group' }),
      );
      expect(values(lowest)).toEqual({ Ohio: 0.02, Texas: 0.05 });
    });

    it('reads a bound said beside a column of bins as that bin, not a test', async () => {
      const under = card(
        await ask(income, {
          phrase: 'how many states have more than 12% in the under 10000 group',
        }),
      );
      expect(Object.values(under.table[0])).toEqual([2]);
    });
  });

  describe('words the dictionary relates to columns through the sense the data chooses', () => {
    let football: DataSource;
    beforeAll(async () => {
      football = await openWrittenFile('football.csv', FOOTBALL);
    });
    afterAll(() => football.close());

    it('reads "goals" as the scores, both sides added where no side is said', async () => {
      // A goal, in one of its senses, is a score; home and away are opposites, two sides of one
      // whole.
      const total = card(
        await ask(football, { phrase: 'total goals scored in Serie A matches played in 2016' }),
      );
      expect(Object.values(total.table[0])).toEqual([4]);
      // "home goals": the one column "home" and "goals" both name.
      const home = card(await ask(football, { phrase: 'average home goals by division' }));
      expect(values(home)).toEqual({ 'Serie A': 1.33, 'English Premier League': 2 });
      // One side said elsewhere ("at home") is the side of every word naming both: home_team,
      // home_score; the goals, counted by a plural noun, add up.
      const fewest = card(
        await ask(football, { phrase: 'the 2 home teams that scored the fewest goals at home' }),
      );
      expect(values(fewest)).toEqual({ Roma: 0, Milan: 1 });
      const juventus = card(
        await ask(football, { phrase: 'how many goals did Juventus score at home' }),
      );
      expect(Object.values(juventus.table[0])).toEqual([3]);
      const top = card(await ask(football, { phrase: 'top 2 teams by goals scored at home' }));
      expect(values(top)).toEqual({ Juventus: 3, Arsenal: 2 });
      // Both sides said: neither is assumed.
      expect('prompt' in (await ask(football, { phrase: 'teams by goals at home and away' }))).toBe(
        true,
      );
    });

    it('reads one occurrence of the activity the file is named after ("games", "matches") as its rows', async () => {
      // WordNet files football under "field game": a game, and a match is a contest as a game is.
      const perMonth = card(await ask(football, { phrase: 'matches played per month in 2016' }));
      expect(Object.values(values(perMonth))).toEqual([1, 1, 1]);
      const average = card(await ask(football, { phrase: 'average goals per game in Serie A' }));
      expect(Object.values(average.table[0])).toEqual([7 / 3]);
      // How a game ended is not said by anything in the data: named back, never every game counted.
      expect((await prompt(football, 'how many games ended in a draw')).title).toMatch(/draw/);
      // "win" has an opposite (lose): it divides the matches, it does not only relate them.
      expect(
        (await prompt(football, 'what percentage of matches did the home team win')).title,
      ).toMatch(/win/);
    });

    it('reads a value said without its first words where no other value ends so ("the Premier League")', async () => {
      const compared = card(
        await ask(football, { phrase: 'home goals in the Premier League versus Serie A' }),
      );
      expect(values(compared)).toEqual({ 'English Premier League': 2, 'Serie A': 4 });
    });

    it('reads "league" as the column whose name and values say it is one', async () => {
      const matches = card(
        await ask(football, { phrase: 'number of matches played in each league' }),
      );
      expect(values(matches)).toEqual({ 'Serie A': 3, 'English Premier League': 1 });
      // A price is, in one sense, a kind of worth, but nothing in the data says so: asked back.
      await withFile(
        'prices.csv',
        ['Region,Unit Price,Revenue', 'West,10,100', 'East,20,40', 'West,30,90'].join('\n'),
        async (priced) => {
          expect((await prompt(priced, 'how many rows were worth more than 15')).title).toMatch(
            /worth/,
          );
        },
      );
    });
  });

  it('compares two periods by the one column of money where nothing else is measured', async () => {
    const invoices = [
      'Fatura Tarihi,Bölge,Tutar',
      '2024-02-01,Marmara,100',
      '2024-09-01,Marmara,999',
      '2025-03-01,Ege,150',
      '2025-05-01,Marmara,50',
    ].join('\n');
    await withFile('toptan.csv', invoices, async (sales) => {
      const halves = card(
        await ask(sales, {
          phrase: "2025'in ilk yarısını 2024'ün ilk yarısıyla karşılaştır",
          locale: 'tr',
        }),
      );
      expect(halves.table[0]).toMatchObject({ Tutar: 200, Previous_Tutar: 100 });
    });
    // Two columns of money: which one is asked.
    await withFile(
      'money.csv',
      ['Date,Revenue,Cost', '2024-02-01,100,40', '2025-03-01,150,60'].join('\n'),
      async (money) => {
        expect((await prompt(money, 'compare 2025 with 2024')).title).toMatch(/measure/);
      },
    );
  });

  it('reads a rate of a value the data holds in another form ("return rate" of Returned)', async () => {
    const orders = [
      'Category,Status',
      'Tent,Completed',
      'Tent,Returned',
      'Boot,Completed',
      'Boot,Completed',
      'Boot,Returned',
      'Lamp,Completed',
      'Lamp,Completed',
    ].join('\n');
    await withFile('orders.csv', orders, async (source) => {
      const rate = card(await ask(source, { phrase: 'return rate by category' }));
      expect(values(rate)).toEqual({ Tent: 50, Boot: 33.33, Lamp: 0 });
      // At the start of a clause before an article, the word is still the verb of showing.
      const chart = card(
        await ask(source, { phrase: 'Return a bar chart of the number of orders by category' }),
      );
      expect(values(chart)).toEqual({ Tent: 2, Boot: 3, Lamp: 2 });
    });
  });

  it('reads a currency code as the column of prices in that currency', async () => {
    const catalog = [
      'name,price_in_dollars,price_in_euros,capacity',
      'Cola,200,160,1',
      'Tea,800,640,3',
      'Milk,900,720,5',
    ].join('\n');
    await withFile('products.csv', catalog, async (source) => {
      const usd = card(
        await ask(source, {
          phrase: 'total capacity of products with price greater than 700 (in USD)',
        }),
      );
      expect(Object.values(usd.table[0])).toEqual([8]);
      const eur = card(
        await ask(source, {
          phrase: 'total capacity of products with price greater than 700 (in EUR)',
        }),
      );
      expect(Object.values(eur.table[0])).toEqual([5]);
    });
  });

  it('passes over a noun of a stretch of time after a period ("into Year interval")', async () => {
    await withFile('strikes.csv', STRIKES, async (strikes) => {
      const byMonth = card(await ask(strikes, { phrase: 'number of strikes by month interval' }));
      expect(byMonth.table.map((r) => r.count)).toEqual([2, 2, 2]);
      // Another noun after the period is still named back.
      expect((await prompt(strikes, 'number of strikes by month bucket')).title).toMatch(
        /"bucket"/,
      );
    });
  });
});
