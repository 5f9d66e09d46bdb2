import { readQuestion } from '../../engine/ask';
import type { SemanticModel } from '../../model/semantic-model';
import { dim, ledgerModel, metric, rows } from '../../testing/fixture-models';
import type { Intent } from '../intent';
import { turkishSense } from '../languages/turkish-verbs';
import { turkishNounSense } from './turkish-senses';
import { turkishForEnglish, turkishPartsOfSpeech } from './turkish-wordnet';

// KeNet (the Turkish WordNet, linked to English WordNet) read as a bridge: a Turkish word meets an
// English column, value or rows' noun, and the verb grammar's readings stand only on known verbs.
// A table of books with English headers and values, as an uploaded file's model reads it.
const books: SemanticModel = {
  name: 'books.csv',
  table: 't',
  source: { type: 'file', datasource_id: 'books.csv' },
  entity: { en: ['books', 'book'], tr: ['books', 'book'] },
  entityLabel: { en: 'books', tr: 'books' },
  metrics: [metric('Pages', 'sum'), rows],
  dimensions: [
    dim('Year', 'time', { timeKind: 'year', numeric: true }),
    dim('Author', 'categorical', { distinct: 40 }),
    dim('Topic', 'categorical', { distinct: 3 }),
  ],
  defaultTime: 'Year',
  values: { Topic: ['Drought', 'Volcano', 'River'], Author: ['Austen', 'Tolstoy'] },
  rowCount: 120,
};
const tr = ledgerModel('tr');

function read(model: SemanticModel, phrase: string): Intent {
  const result = readQuestion(model, { phrase, locale: 'tr' });
  if (!('intent' in result))
    throw new Error(`expected a reading of "${phrase}", got ${JSON.stringify(result.problem)}`);
  return result.intent;
}

function unknown(model: SemanticModel, phrase: string): string[] {
  const result = readQuestion(model, { phrase, locale: 'tr' });
  if (!('problem' in result) || result.problem.kind !== 'unknown')
    throw new Error(`expected "${phrase}" to be asked back, got ${JSON.stringify(result)}`);
  return result.problem.words;
}

describe('the Turkish–English bridge', () => {
  it('gives the Turkish words of an English noun through the linked synsets', () => {
    expect(turkishForEnglish('volcano')).toContain('yanardag');
    expect(turkishForEnglish('books')).toContain('kitap');
    expect(turkishForEnglish('species')).not.toContain('sikke'); // not the coin "specie"
  });

  it('reads a Turkish noun under its endings as the English words it is linked to', () => {
    expect(turkishNounSense(['kitaplarin', 'kitap'])?.related).toContain('book');
    expect(turkishSense('yazarlari')).toMatchObject({ lemma: 'yazar', people: true });
    expect(turkishSense('yazarlari')?.related).toContain('author');
  });

  it('answers a Turkish question about English data: rows, columns and values', () => {
    expect(read(books, 'kaç kitap var')).toMatchObject({ metrics: [{ id: 'count' }] });
    expect(read(books, 'yazarlara göre toplam pages')).toMatchObject({
      groups: [{ dimension: 'Author' }],
    });
    expect(read(books, 'yanardağlarla ilgili kitap sayısı').filters).toEqual([
      expect.objectContaining({ dimension: 'Topic', values: ['Volcano'] }),
    ]);
  });

  it('names back a Turkish word that neither the resource nor the data explains', () => {
    expect(unknown(books, 'zürafaların toplam pages')).toEqual(['zürafaların']);
    expect(unknown(books, 'blorpaların toplam pages')).toEqual(['blorpaların']);
  });
});

describe('Turkish verbs and participles checked against KeNet', () => {
  it('keeps a verb reading only on a stem KeNet knows as a verb', () => {
    expect(turkishPartsOfSpeech('getirmek')).toContain('v');
    expect(turkishSense('getiren')).toMatchObject({ lemma: 'getir', verbForm: true });
    expect(turkishSense('gidilen')).toMatchObject({ lemma: 'gid', verbForm: true }); // gitmek
    // "hayvan" ends like a participle (-an) but is a noun: no verb *hayvmak.
    expect(turkishSense('hayvan')?.verbForm).toBeUndefined();
    expect(turkishSense('hayvan')?.related).toContain('animal');
  });

  it('passes over a participle that links the measure to the group, a rank between them', () => {
    expect(read(tr, 'en çok tutar getiren 2 bölge')).toMatchObject({
      metrics: [{ id: 'Tutar' }],
      groups: [{ dimension: 'Bölge' }],
      rank: { direction: 'desc', limit: 2 },
    });
    expect(read(tr, 'en çok adet taşıyan 3 kanal')).toMatchObject({
      groups: [{ dimension: 'Kanal' }],
      rank: { direction: 'desc', limit: 3 },
    });
  });

  it('sums the amounts where a sum is said of sales, the rows of the table', () => {
    const sales = { ...tr, entity: { en: ['satis', 'satislar'], tr: ['satis', 'satislar'] } };
    expect(read(sales, 'kuzey bölgesindeki satışların toplamı')).toMatchObject({
      metrics: [{ id: 'Tutar', aggregation: 'sum' }],
      filters: [expect.objectContaining({ dimension: 'Bölge', values: ['Kuzey'] })],
    });
    expect(read(sales, 'toplam online satışlar').metrics).toEqual([
      expect.objectContaining({ id: 'Tutar' }),
    ]);
    // Rows are still counted: "kaç satış" is the number of sales.
    expect(read(sales, 'kuzey bölgesinde kaç satış var').metrics).toEqual([
      expect.objectContaining({ id: 'count' }),
    ]);
  });

  it('reads possessive and case endings on Turkish column names, softened stems too', () => {
    expect(read(tr, 'kanallara göre ağırlığın ortalaması')).toMatchObject({
      metrics: [{ id: 'Ağırlık (g)', aggregation: 'avg' }],
      groups: [{ dimension: 'Kanal' }],
    });
  });
});
