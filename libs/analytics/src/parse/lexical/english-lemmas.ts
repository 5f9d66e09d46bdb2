import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

// wink-nlp with its light English model: lemmas of irregular forms ("sold" → sell, "held" → hold,
// "people" → person) that no suffix rule finds. Loaded on the first word that needs it.
let nlp: ReturnType<typeof winkNLP> | undefined;
const cache = new Map<string, string>();

export function englishLemma(word: string): string {
  const known = cache.get(word);
  if (known !== undefined) return known;
  nlp ??= winkNLP(model, ['pos']);
  const tokens = nlp.readDoc(word).tokens();
  // wink's `its` accessors are plain functions passed to out(), never called on `its`.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const lemmaOf = nlp.its.lemma as never;
  const lemma =
    tokens.length() === 1 ? String((tokens.out(lemmaOf) as unknown as string[])[0] ?? word) : word;
  if (cache.size > 50_000) cache.clear();
  cache.set(word, lemma.toLowerCase());
  return lemma.toLowerCase();
}
