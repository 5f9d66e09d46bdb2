import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { isMainlyVerb } from './word-senses';

// wink-nlp with its light English model: lemmas of irregular forms ("sold" → sell, "held" → hold,
// "people" → person) that no suffix rule finds. Loaded on the first word that needs it.
let nlp: ReturnType<typeof winkNLP> | undefined;
const cache = new Map<string, string>();
const tags = new Map<string, string | undefined>();

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

// The part of speech wink's tagger gives the word at `at` (Universal tags: VERB, NOUN, INTJ …),
// read in the words up to the one after it ("Please group and count …": a verb; "what fraction
// of …": a noun). The words after do not change the tag much, and a shorter text is tagged faster.
export function englishTagAt(words: string[], at: number): string | undefined {
  const text = words.slice(0, at + 2).join(' ');
  if (tags.has(text)) return tags.get(text);
  nlp ??= winkNLP(model, ['pos']);
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const posOf = nlp.its.pos as never;
  const tokens = nlp.readDoc(text).tokens();
  const tag = firstTagOf(
    words.slice(0, at + 1),
    tokens.out(),
    tokens.out(posOf) as unknown as string[],
  );
  if (tags.size > 50_000) tags.clear();
  tags.set(text, tag);
  return tag;
}

// Whether the word at `at` begins a request ("Return a pie chart"): a word mainly of verbs in
// WordNet that wink reads as a verb in the frame of a request ("please …"), since it tags a
// capitalised first word as a name and a bare one as a noun.
export function englishImperativeAt(words: string[], at: number): boolean {
  const word = words[at].toLowerCase();
  if (!isMainlyVerb(word)) return false;
  return englishTagAt(['please', word, ...words.slice(at + 1, at + 2)], 1) === 'VERB';
}

// The tag of the last of these words: wink splits some words in two ("what's": what + 's, "y-axis":
// y + - + axis), so each word takes the tokens that spell it, and is tagged as its first. Where they
// do not spell it, the place is not known.
function firstTagOf(words: string[], tokens: string[], tags: string[]): string | undefined {
  let t = 0;
  for (let k = 0; k < words.length; k++) {
    const first = t;
    let spelled = '';
    while (t < tokens.length && spelled.length < words[k].length) spelled += tokens[t++];
    if (spelled !== words[k]) return undefined;
    if (k === words.length - 1) return tags[first];
  }
  return undefined;
}
