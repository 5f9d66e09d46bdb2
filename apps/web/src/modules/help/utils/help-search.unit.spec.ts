import { helpQuestions } from '../constants/questions';
import { articleId, filterQuestions, isArticle } from './help-search';

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
