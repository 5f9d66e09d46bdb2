import { formatCell } from '@parley/domain';
import type { AnswerCard } from '@parley/domain';
import { card } from '../testing/ask-results';
import { openWrittenFile } from '../testing/fixture-files';
import { ask } from '../engine/ask';
import type { DataSource } from '../engine/data-source';

// Issue 28: the latest year or the largest zip code of a file is a year or a code, so the card shows
// it as one ("2005"), in its table, its sentence and every channel, never as an amount ("2,005").
const EN = [
  'Company,Country,Founding Year,Zip Code,Employees,Revenue',
  'Arcelik,Turkey,1955,34000,40000,2500000',
  'Koc,Turkey,1926,34450,110000,9800000',
  'Codelco,Chile,1976,83000,18000,7100000',
  'Latam,Chile,2005,83500,30000,5200000',
].join('\n');
const TR = [
  'Şirket,Ülke,Kuruluş Yılı,Posta Kodu,Ciro',
  'Arçelik,Türkiye,1955,34000,2500000',
  'Koç,Türkiye,1926,34450,9800000',
  'Codelco,Şili,1976,83000,7100000',
  'Latam,Şili,2005,83500,5200000',
].join('\n');

const cells = (c: AnswerCard, locale: string): string[] =>
  c.table.flatMap((row) => c.columns.map((col) => formatCell(c, row, col.key, { locale })));

describe('a measure of a year or code column reads as a label', () => {
  let en: DataSource;
  let tr: DataSource;
  beforeAll(async () => {
    en = await openWrittenFile('companies.csv', EN);
    tr = await openWrittenFile('sirketler.csv', TR);
  });
  afterAll(() => {
    en.close();
    tr.close();
  });

  it.each([
    ['maximum founding year', '2005'],
    ['what is the highest founding year', '2005'],
    ['minimum founding year', '1926'],
    ['max zip code', '83500'],
  ])('"%s" shows %s, not an amount', async (phrase, shown) => {
    const c = card(await ask(en, { phrase, locale: 'en' }));
    expect(c.text).toContain(shown);
    expect(cells(c, 'en-US')).toContain(shown);
    expect(cells(c, 'tr')).toContain(shown);
  });

  it('shows the earliest founding year of each country as years, with no total', async () => {
    const c = card(await ask(en, { phrase: 'minimum founding year by country', locale: 'en' }));
    expect(c.text).toMatch(/1926/);
    expect(c.text).toMatch(/1976/);
    expect(cells(c, 'en-US')).toEqual(expect.arrayContaining(['1926', '1976']));
    expect(cells(c, 'en-US').join(' ')).not.toMatch(/1,9/);
    const year = c.columns.find((col) => col.role === 'metric');
    expect(year?.additive).toBe(false);
  });

  it('reads the same in Turkish', async () => {
    const c = card(await ask(tr, { phrase: 'en yüksek kuruluş yılı', locale: 'tr' }));
    expect(c.text).toContain('2005');
    expect(c.text).not.toContain('2.005');
    expect(cells(c, 'tr')).toContain('2005');
    const zip = card(await ask(tr, { phrase: 'en yüksek posta kodu', locale: 'tr' }));
    expect(cells(zip, 'tr')).toContain('83500');
  });

  it('compares no codes as amounts in its insights', async () => {
    const c = card(await ask(en, { phrase: 'max zip code by country', locale: 'en' }));
    expect(cells(c, 'en-US')).toEqual(expect.arrayContaining(['83500', '34450']));
    expect(c.insights).toEqual([]);
  });

  it('keeps amounts as amounts: an average year and a total of employees', async () => {
    const average = card(await ask(en, { phrase: 'average founding year', locale: 'en' }));
    expect(cells(average, 'en-US').join(' ')).toMatch(/1,9\d\d/);
    const employees = card(await ask(en, { phrase: 'maximum employees', locale: 'en' }));
    expect(cells(employees, 'en-US')).toContain('110,000');
    expect(cells(employees, 'tr')).toContain('110.000');
  });
});
