import { card, prompt } from '../testing/ask-results';
import { openWrittenFile } from '../testing/fixture-files';
import { ask } from './ask';
import type { DataSource } from './data-source';

// A table of US states by income bracket: each state's population is repeated on each of its rows,
// and nothing calls the Name column "state" but what its values are.
const BRACKETS = ['low', 'middle', 'high'];
const STATES: [string, string, number, number[]][] = [
  ['Texas', 'south', 300, [0.2, 0.5, 0.3]],
  ['Alabama', 'south', 50, [0.3, 0.5, 0.2]],
  ['Ohio', 'midwest', 120, [0.25, 0.5, 0.25]],
  ['Iowa', 'midwest', 30, [0.2, 0.6, 0.2]],
  ['Nevada', 'west', 40, [0.1, 0.6, 0.3]],
];
const ROWS = [
  'name,region,population,bracket,share',
  ...STATES.flatMap(([name, region, people, shares]) =>
    BRACKETS.map((b, i) => `${name},${region},${people},${b},${shares[i]}`),
  ),
].join('\n');

describe('columns called by what their values are, measures stored once per thing', () => {
  let income: DataSource;
  beforeAll(async () => {
    income = await openWrittenFile('brackets.csv', ROWS);
  });
  afterAll(() => income.close());

  it('counts the states of a region through the Name column ("how many states")', async () => {
    const states = card(await ask(income, { phrase: 'how many states are in the south region' }));
    expect(Number(Object.values(states.table[0])[0])).toBe(2);
  });

  it('reads the Turkish word of the same kind ("eyalet") through the Turkish WordNet', async () => {
    const byRegion = card(
      await ask(income, { phrase: 'bölgelere göre eyalet sayısı', locale: 'tr' }),
    );
    const rows = Object.fromEntries(
      byRegion.table.map((r) => [String(r.region), Object.values(r)[1]]),
    );
    expect(rows).toEqual({ south: 2, midwest: 2, west: 1 });
  });

  it('ranks states by their population once, not by its copies on each bracket', async () => {
    const top = card(await ask(income, { phrase: 'the 2 states with the largest population' }));
    expect(top.table.map((r) => [r.name, Number(r.population)])).toEqual([
      ['Texas', 300],
      ['Ohio', 120],
    ]);
  });

  it('adds up each state’s population once across states ("population by region")', async () => {
    const byRegion = card(await ask(income, { phrase: 'total population by region' }));
    const rows = Object.fromEntries(
      byRegion.table.map((r) => [String(r.region), Number(r.population)]),
    );
    expect(rows).toEqual({ south: 350, midwest: 150, west: 40 });
  });

  it('still adds up a measure that differs within each state', async () => {
    const shares = card(await ask(income, { phrase: 'total share by name' }));
    for (const r of shares.table) expect(Number(r.share)).toBeCloseTo(1, 6);
  });

  it('still names back a kind the values are not ("how many cities")', async () => {
    const asked = prompt(await ask(income, { phrase: 'how many cities are in the south region' }));
    expect(asked.title).toMatch(/cities/);
  });
});
