import type { HelpCategory, HelpQuestion } from '../constants/questions';

// Text as search compares it: no case, no accents, and Turkish dotless ı read as i, so "ozet",
// "ÖZET" and "özet" find the same article, and "CSV" finds "csv".
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/ı/g, 'i');
}

// Every typed word must appear in the question or its article, within the chosen category.
export function filterQuestions<Q extends HelpQuestion>(
  questions: readonly Q[],
  textOf: (q: Q) => string,
  search: string,
  category: HelpCategory | null,
): Q[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  return questions.filter((q) => {
    if (category && q.category !== category) return false;
    const text = fold(textOf(q));
    return words.every((w) => text.includes(w));
  });
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
