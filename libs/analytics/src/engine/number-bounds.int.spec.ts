import { card } from '../testing/ask-results';
import { openWrittenFile } from '../testing/fixture-files';
import { ask } from './ask';
import type { DataSource } from './data-source';

// A bound said after its number ("65 and over", "4 ve üzeri", "10 or less") includes the number,
// and the adjective in it names what is compared ("or older": the age).
const PEOPLE = ['year,age,people', '2000,60,10', '2000,65,20', '2000,70,30', '2000,5,40'].join(
  '\n',
);
const STAFF = ['Ad,Performans Puanı,Maaş', 'A,3,100', 'B,4,200', 'C,5,300', 'D,4,400'].join('\n');

describe('bounds said after their number', () => {
  let people: DataSource;
  let staff: DataSource;
  beforeAll(async () => {
    people = await openWrittenFile('population.csv', PEOPLE);
    staff = await openWrittenFile('personel.csv', STAFF);
  });
  afterAll(() => [people, staff].forEach((s) => s.close()));

  it('reads "65 or older" as an age of at least 65', async () => {
    const old = card(await ask(people, { phrase: 'how many people were 65 or older in 2000' }));
    expect(Object.values(old.table[0])).toEqual([50]);
  });

  it('reads "and over" and "or less" as inclusive bounds of the column named', async () => {
    const over = card(await ask(people, { phrase: 'total people with age 65 and over' }));
    expect(Object.values(over.table[0])).toEqual([50]);
    const under = card(await ask(people, { phrase: 'total people with age 60 or less' }));
    expect(Object.values(under.table[0])).toEqual([50]);
  });

  it('reads the Turkish "ve üzeri" as at least', async () => {
    const count = card(
      await ask(staff, { phrase: 'performans puanı 4 ve üzeri olan kayıt sayısı', locale: 'tr' }),
    );
    expect(Object.values(count.table[0])).toEqual([3]);
  });
});
