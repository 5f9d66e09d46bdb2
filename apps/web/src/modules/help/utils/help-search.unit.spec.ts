import { helpQuestions } from '../constants/questions';
import { articleId, filterQuestions, fold, isArticle } from './help-search';

const text = (q: { id: string }) => q.id.replace(/-/g, ' ');

describe('help search', () => {
  it('matches every typed word within the chosen category', () => {
    expect(filterQuestions(helpQuestions, text, 'question ask', null).map((q) => q.id)).toEqual([
      'ask-a-question',
    ]);
    expect(filterQuestions(helpQuestions, text, '', 'profile').map((q) => q.id)).toEqual([
      'profile',
      'password-and-account',
    ]);
    expect(filterQuestions(helpQuestions, text, 'digests', 'profile')).toEqual([]);
  });

  it('finds words of the article text, whatever their case or accents, in English and Turkish', () => {
    const articles: Record<string, string> = {
      'connect-data': 'Upload a CSV, Excel (XLSX), JSON or Parquet file.',
      digests: 'Özetler haftalık veya aylık gönderilir; günlük özet Premium planındadır.',
      collections: 'Bir koleksiyon canlı bir panodur. İstediğiniz kartları KAYDEDİN.',
    };
    const withArticle = (q: { id: string }) => `${text(q)} ${articles[q.id] ?? ''}`;
    const ids = (search: string) =>
      filterQuestions(helpQuestions, withArticle, search, null).map((q) => q.id);
    expect(ids('csv')).toEqual(['connect-data']);
    expect(ids('PARQUET xlsx')).toEqual(['connect-data']);
    expect(ids('ozet gunluk')).toEqual(['digests']);
    expect(ids('ÖZET')).toEqual(['digests']);
    expect(ids('kaydedin canli')).toEqual(['collections']);
    expect(ids('istediginiz')).toEqual(['collections']);
  });

  it('folds Turkish letters and accents away', () => {
    expect(fold('İstanbul IŞIK Çağrı café')).toBe('istanbul isik cagri cafe');
  });

  it('reads Turkish articles from their own files', () => {
    expect(articleId('profile', 'tr')).toBe('profile.tr');
    expect(articleId('profile', 'en-GB')).toBe('profile');
  });

  it('treats an empty reply or the app page as no content', () => {
    expect(isArticle(null)).toBe(false);
    expect(isArticle('<!doctype html><html>')).toBe(false);
    expect(isArticle('# Profile')).toBe(true);
  });
});
