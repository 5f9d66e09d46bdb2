import type { AnswerCard } from '@parley/domain';
import { MANY_SERIES_CARD } from '@parley/domain/testing';
import { revenueByChannel } from '../testing/sample-answers';
import { translator } from './messages';
import { speakCard, speakHeadline } from './card-speech';

// Issue 28: a card of several series says which it compares, and a level over time is never
// spoken as a total.
const population: AnswerCard = {
  ...revenueByChannel,
  title: 'Population by year and country',
  text: '',
  table: [
    { year: 2000, country: 'China', pop: 1_264_099_069 },
    { year: 2000, country: 'India', pop: 1_059_633_675 },
    { year: 2005, country: 'China', pop: 1_304_887_562 },
    { year: 2005, country: 'India', pop: 1_154_638_713 },
  ],
  columns: [
    { key: 'year', label: 'Year', role: 'time' },
    { key: 'country', label: 'Country', role: 'dimension' },
    { key: 'pop', label: 'Population', role: 'metric', additive: true, level: true },
  ],
  chart: [{ chart: { type: 'line' }, x: 'year', series: [{ key: 'pop', name: 'Population' }] }],
  query: { ...revenueByChannel.query, grain: 'yearly' },
};

describe('a card of two series, spoken', () => {
  it.each([
    ['en-US', 'It compares China and India. At 2005: China 1,304,887,562, India 1,154,638,713.'],
    [
      'tr',
      'China ve India karşılaştırılıyor. 2005 itibarıyla: China 1.304.887.562, India 1.154.638.713.',
    ],
  ])('names the series it compares and where each stands last (%s)', (locale, said) => {
    expect(speakCard(population, locale, translator(locale === 'tr' ? 'tr' : 'en'))).toContain(
      said,
    );
  });

  it('never speaks a population summed over years as a total', () => {
    const oneCountry: AnswerCard = {
      ...population,
      table: population.table.filter((r) => r['country'] === 'China'),
      columns: [population.columns[0], population.columns[2]].filter(
        (c): c is AnswerCard['columns'][number] => c !== undefined,
      ),
    };
    const said = speakCard(oneCountry, 'en-US', translator('en'));
    expect(said).not.toMatch(/total/i);
    expect(said).not.toContain('2,568,986,631');
    expect(speakHeadline(oneCountry, 'en-US')).toBe('Population by year and country.');
  });
});

// Twelve countries, ten drawn: Alexa names the ten and says how many more, as the web legend does.
describe('a card of more series than its chart draws, spoken', () => {
  it.each([
    ['en-US', 'en', 'It compares China, India,', ', Japan, and 2 more.'],
    ['tr', 'tr', 'China, India,', ', Japan ve 2 tane daha karşılaştırılıyor.'],
  ] as const)('names the ten drawn, then how many more (%s)', (locale, language, start, end) => {
    const said = speakCard(MANY_SERIES_CARD, locale, translator(language));
    expect(said).toContain(start);
    expect(said).toContain(end);
    expect(said).not.toContain('Mexico');
  });
});
