import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

// wink-nlp with its light English model: lemmas of irregular forms ("sold" → sell, "held" → hold,
// "people" → person) that no suffix rule finds. Loaded on the first word that needs it.
let nlp: ReturnType<typeof winkNLP> | undefined;
const cache = new Map<string, string>();
const verbs = new Map<string, boolean>();

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

// Whether wink's tagger reads the word at `at` as a verb in the words up to the one after it
// ("Please group and count …": a verb; "what fraction of …": a noun). The words after do not
// change the tag much, and a shorter text is tagged faster.
export function englishVerbInContext(words: string[], at: number): boolean {
  const text = words.slice(0, at + 2).join(' ');
  const known = verbs.get(text);
  if (known !== undefined) return known;
  nlp ??= winkNLP(model, ['pos']);
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const posOf = nlp.its.pos as never;
  const tags = nlp.readDoc(text).tokens().out(posOf) as unknown as string[];
  // Where wink splits the words otherwise ("y-axis"), the place is not known: no verb.
  const verb = tags.length === Math.min(words.length, at + 2) && tags[at] === 'VERB';
  if (verbs.size > 50_000) verbs.clear();
  verbs.set(text, verb);
  return verb;
}
