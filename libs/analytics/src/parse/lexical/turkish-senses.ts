import type { WordSense } from '../languages/language-pack';
import { englishForTurkish } from './turkish-wordnet';
import { lookup, synset } from './wordnet';

// The classes of English nouns (WordNet's lexicographer files) read as they are for English words:
// nouns of people or groups of them, nouns of kinds and ideas.
const PEOPLE = new Set(['noun.person', 'noun.group']);
const CLASSIFIERS = new Set(['noun.cognition', 'noun.Tops']);

// What KeNet and English WordNet say of a Turkish noun or adjective, in the terms an English word is
// read in: the first of its candidate bases (the word, then the word under its endings) that KeNet
// links to English, the English words of those synsets and the nouns derived from them ("uzun" →
// long, length; "deprem" → earthquake, quake), whether it names people ("kişi" → person) and whether
// it is mainly an adjective. A word KeNet does not link explains nothing and stays unknown.
export function turkishNounSense(bases: string[]): WordSense | undefined {
  for (const lemma of bases) {
    const links = englishForTurkish(lemma).filter((l) => l.pos === 'noun' || l.pos === 'adj');
    if (!links.length) continue;
    const synsets = links.map((l) => synset(l.pos, l.offset));
    const related = new Set<string>();
    for (const s of synsets) {
      for (const w of s.words) related.add(w.replace(/_/g, ' '));
      for (const r of s.related)
        if (r.kind === 'derived') for (const w of r.words) related.add(w.replace(/_/g, ' '));
    }
    const [first] = synsets;
    return {
      lemma,
      relatingVerb: false,
      relatingIfVerb: false,
      people: first.pos === 'noun' && PEOPLE.has(first.lexname),
      related: [...related],
      adjective: first.pos === 'adj',
      classifier: first.pos === 'noun' && CLASSIFIERS.has(first.lexname),
    };
  }
  return undefined;
}

// A noun Turkish says as what one becomes ("mezun olmak" to graduate: "mezun" a graduate, "emekli
// olmak" to retire: "emekli" a retiree): where KeNet links "<word> olmak" to an English verb whose
// derived noun is a noun of people, the word names people too. Candidate bases as above.
export function turkishBecomingSense(bases: string[]): WordSense | undefined {
  for (const lemma of bases) {
    for (const link of englishForTurkish(`${lemma} olmak`)) {
      if (link.pos !== 'verb') continue;
      const derived = synset('verb', link.offset)
        .related.filter((r) => r.kind === 'derived')
        .flatMap((r) => r.words);
      const people = derived.filter((w) => {
        const [noun] = lookup(w).filter((e) => e.pos === 'noun');
        return !!noun?.synsets.length && PEOPLE.has(synset('noun', noun.synsets[0]).lexname);
      });
      if (people.length)
        return {
          lemma,
          relatingVerb: false,
          relatingIfVerb: false,
          people: true,
          related: people.map((w) => w.replace(/_/g, ' ')),
        };
    }
  }
  return undefined;
}
