import type { HelpCategory, HelpQuestion } from '../constants/questions';

// Every typed word must appear in the question (as in the conversation suggestions), within the chosen category.
export function filterQuestions<Q extends HelpQuestion>(
  questions: readonly Q[],
  textOf: (q: Q) => string,
  search: string,
  category: HelpCategory | null,
): Q[] {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return questions.filter(
    (q) =>
      (!category || q.category === category) &&
      words.every((w) => textOf(q).toLocaleLowerCase().includes(w)),
  );
}

// Articles exist per language: /help/{id}.md in English, /help/{id}.tr.md in Turkish.
export function articleId(id: string, locale: string): string {
  return locale === 'tr' ? `${id}.tr` : id;
}

// A static host answers a missing file with the app's index page; that is no article either.
export function isArticle(text: string | null): text is string {
  if (text === null) return false;
  const head = text.trimStart().slice(0, 15).toLowerCase();
  return text.trim() !== '' && !head.startsWith('<!doctype') && !head.startsWith('<html');
}
