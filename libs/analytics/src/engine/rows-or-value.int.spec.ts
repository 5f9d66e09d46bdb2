import { card } from '../testing/ask-results';
import { openWrittenFile } from '../testing/fixture-files';
import { ask } from './ask';
import type { DataSource } from './data-source';

// A list of deaths whose type column also holds the value "Death": "number of deaths by race" may
// mean every row or only that type. The engine asks, and each offered question answers its reading.
const CSV = [
  'Death Date,Race,Type',
  '1992-04-30,Black,Homicide',
  '1992-04-30,Black,Death',
  '1992-05-01,Latino,Homicide',
  '1992-05-01,White,Death',
  '1992-05-02,Black,Homicide',
].join('\n');

describe('a word that names the rows and a value', () => {
  let source: DataSource;
  beforeAll(async () => {
    source = await openWrittenFile('deaths.csv', CSV);
  });
  afterAll(() => source.close());

  it('asks whether it means every row or the value, offering both questions', async () => {
    const result = await ask(source, { phrase: 'number of deaths by race' });
    if (!('prompt' in result)) throw new Error(`expected a prompt, got ${JSON.stringify(result)}`);
    expect(result.prompt.title).toMatch(/every row/);
    const offered = result.prompt.items.map((i) => i.title);
    expect(offered).toEqual(['number of type Death by race', 'number of records by race']);
    const counts = async (phrase: string): Promise<Record<string, number>> =>
      Object.fromEntries(
        card(await ask(source, { phrase })).table.map((r) => [String(r.Race), Number(r.count)]),
      );
    expect(await counts(offered[1] ?? '')).toEqual({ Black: 3, Latino: 1, White: 1 });
    expect(await counts(offered[0] ?? '')).toEqual({ Black: 1, White: 1 });
  });

  it('reads the value when its column is named, before or after it', async () => {
    const byType = card(await ask(source, { phrase: 'number of type death by race' }));
    expect(byType.table.map((r) => Number(r.count)).reduce((a, b) => a + b, 0)).toBe(2);
    const typed = card(await ask(source, { phrase: 'number of death type by race' }));
    expect(typed.table.map((r) => Number(r.count)).reduce((a, b) => a + b, 0)).toBe(2);
  });
});
