// Spec §5 phrase editor: pasted lines are joined, and typographic characters that keyboards on
// phones insert (non-breaking spaces, curly apostrophes, en dashes) become their plain forms.
export function normalisePhrase(phrase: string): string {
  return phrase
    .replace(/[\u00a0\u202f\u2007]/g, ' ')
    .replace(/[\u2018\u2019\u201b\u2032]/g, "'")
    .replace(/\u2013/g, '-')
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

// Two phrases ask the same question when they differ only in case and spacing.
export function samePhrase(a: string, b: string): boolean {
  return normalisePhrase(a).toLocaleLowerCase() === normalisePhrase(b).toLocaleLowerCase();
}

// Variables are written in curly braces, e.g. "revenue in {country.name}".
export function phraseVariables(phrase: string): string[] {
  return [...phrase.matchAll(/\{\s*([\p{L}\p{N}_.]+)\s*\}/gu)].map((match) => match[1] ?? '');
}
