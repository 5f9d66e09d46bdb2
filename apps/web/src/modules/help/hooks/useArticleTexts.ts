import { useEffect, useState } from 'react';
import { API_ROUTES } from '@parley/domain';
import { fetchText } from '../../../lib/api/api-client';
import { helpQuestions } from '../constants/questions';
import { articleId, isArticle } from '../utils/help-search';

type Texts = Record<string, string>;

const loaded = new Map<string, Promise<Texts>>();

// The articles of one language, fetched once when help first opens, so search reads their text
// and not only the questions' titles (eight short files).
function articlesOf(locale: string): Promise<Texts> {
  const known = loaded.get(locale);
  if (known) return known;
  const texts = Promise.all(
    helpQuestions.map(async (q) => {
      const body = await fetchText(API_ROUTES.other.help(articleId(q.id, locale))).catch(
        () => null,
      );
      return [q.id, isArticle(body) ? body : ''] as const;
    }),
  ).then((entries) => Object.fromEntries(entries));
  loaded.set(locale, texts);
  return texts;
}

// Null until the articles are in, so search can say it is still reading them.
export function useArticleTexts(locale: string): Texts | null {
  const [texts, setTexts] = useState<Texts | null>(null);
  useEffect(() => {
    let live = true;
    setTexts(null);
    void articlesOf(locale).then((t) => live && setTexts(t));
    return () => {
      live = false;
    };
  }, [locale]);
  return texts;
}
