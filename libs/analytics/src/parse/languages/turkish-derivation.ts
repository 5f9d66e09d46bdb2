// Turkish words derived from a verb, read back to the verb's root, as a suffix grammar on folded
// words (ı→i, ü→u, ö→o, ş→s, ğ→g, ç→c): the root, an optional passive or reflexive voice, then a
// verbal noun (-Im, -Iş, -mA: "alım" the taking, "giriş" the entering, "çalışma" the working), a
// participle (-An, -DIk, -AcAk, -mIş: "alınan" the one taken, "giren" the one entering) or a finite
// third person ("ayrıldı" left), and after a noun or a participle the noun endings (plural,
// possessive, case): "alınanların" = al+ın+an+lar+ın, "alımlarını" = al+ım+lar+ı+nı.
//
// The endings are written with the archiphonemes of Turkish grammar and realised against the form
// they follow, so vowel harmony and the buffer letters are checked: A is a or e (e only after a
// front vowel, a only after a back one), I is i or u by rounding (ı and i fold to i, u and ü to u),
// D is t after a voiceless consonant and d elsewhere, a parenthesised letter is written only after
// a vowel and a bracketed one only after a consonant. Folding leaves i, o and u without their
// frontness, so A after them may be either.
//
// Which roots are verbs is not this grammar's to know: the caller says (from KeNet), and a word is
// read only down to a root the caller knows.

export type DerivationKind = 'noun' | 'participle' | 'finite';

export type Derivation = {
  // The verb's root, folded, as in the infinitive without -mAk ("al", "gir", "ayril", "calis").
  root: string;
  // The root as written in the word, where a final consonant softened before a vowel ("gid" of git).
  written: string;
  // Whether a passive or reflexive voice follows the root ("alın", "görül").
  voice: boolean;
  kind: DerivationKind;
  // The derived word before its noun endings: "alinan", "calisan", "alim", "giris".
  base: string;
  // Whether noun endings follow the base (plural, possessive or case): then the form is a noun.
  inflected: boolean;
  // Whether it says what is yet to happen ("alınacak" the one to be taken), which no row records.
  future: boolean;
  // Whether the verb is negated (-mA- before a participle or a finite ending: "çalışmayan" the one
  // not working, "ayrılmadı" did not leave). A verbal noun's -mA is no negation ("çalışma").
  negative: boolean;
};

const VOWELS = 'aeiou';
const VOICELESS = 'fhkpstc';
const isVowel = (c: string | undefined) => !!c && VOWELS.includes(c);
const lastVowel = (s: string) => [...s].reverse().find(isVowel);

// The letters a template's archiphoneme may be after a form (folded).
function harmonise(letter: string, form: string): string[] {
  const v = lastVowel(form);
  const last = form[form.length - 1];
  switch (letter) {
    case 'A':
      if (v === 'a') return ['a'];
      if (v === 'e') return ['e'];
      return ['a', 'e'];
    case 'I':
      return v === 'o' || v === 'u' ? ['u'] : ['i'];
    case 'D':
      if (last === 'c') return ['d', 't'];
      return VOICELESS.includes(last) ? ['t'] : ['d'];
    default:
      return [letter];
  }
}

// Every folded spelling of a template after a form: "(y)An" after "al" is "an", after "oku" "yan".
function realise(template: string, form: string): string[] {
  let out = [''];
  for (let i = 0; i < template.length; i++) {
    const c = template[i];
    if (c === '(' || c === '[') {
      // "(y)": only after a vowel; "[I]": a vowel only after a consonant ("alımım", "okulum").
      const buffer = template[i + 1];
      const afterVowel = c === '(';
      i += 2;
      out = out.flatMap((s) =>
        isVowel((form + s).slice(-1)) === afterVowel
          ? harmonise(buffer, form + s).map((l) => s + l)
          : [s],
      );
      continue;
    }
    out = out.flatMap((s) => harmonise(c, form + s).map((l) => s + l));
  }
  return out;
}

type Suffix = { template: string; after?: 'vowel' | 'consonant' | 'notL' };

// Passive (-Il, after l -In, after a vowel -n) and reflexive (-In).
const VOICE: Suffix[] = [
  { template: 'Il', after: 'notL' },
  { template: 'In', after: 'consonant' },
  { template: 'n', after: 'vowel' },
];
const NOUNS: Suffix[] = [
  { template: 'Im', after: 'consonant' },
  { template: 'Is', after: 'consonant' },
  { template: 'yIs', after: 'vowel' },
  { template: 'mA' },
];
// -DIk takes a possessive after it ("aldığı"), the others stand alone too ("alınan").
const PARTICIPLES: (Suffix & { possessed?: boolean; future?: boolean })[] = [
  { template: '(y)An' },
  { template: 'DIk', possessed: true },
  { template: '(y)AcAk', future: true },
  { template: 'mIs' },
];
const FINITE: Suffix[] = [
  { template: 'DI' },
  { template: 'DIlAr' },
  { template: 'mIs' },
  { template: 'mIslAr' },
  { template: 'Iyor', after: 'consonant' },
  { template: 'yor', after: 'vowel' },
  { template: 'IyorlAr', after: 'consonant' },
];
const PLURAL = ['lAr'];
// Third person (which takes n before a case), then first and second persons.
const THIRD = ['(s)I', 'lArI'];
const PERSONS = ['[I]m', '[I]mIz', '[I]n', '[I]nIz'];
const CASES = ['(y)I', '(y)A', 'DA', 'DAn', '(n)In', '(y)lA', 'DAki'];
const AFTER_THIRD = ['nI', 'nA', 'nDA', 'nDAn', 'nIn', 'ylA', 'nDAki'];

const fits = (s: Suffix, form: string) => {
  const last = form[form.length - 1];
  switch (s.after) {
    case 'vowel':
      return isVowel(last);
    case 'consonant':
      return !isVowel(last);
    case 'notL':
      return !isVowel(last) && last !== 'l';
    default:
      return true;
  }
};

// The ways `rest` of a word begins with one of these templates after `form`, and what is left.
// A k closing the ending softens to g before a vowel: al+dık+ı is written "aldığı".
function take(form: string, rest: string, templates: string[]): { added: string; rest: string }[] {
  const out: { added: string; rest: string }[] = [];
  for (const t of templates)
    for (const spelled of realise(t, form)) {
      const soft = spelled.endsWith('k') ? spelled.slice(0, -1) + 'g' : '';
      if (spelled && rest.startsWith(spelled))
        out.push({ added: spelled, rest: rest.slice(spelled.length) });
      if (soft && rest.startsWith(soft) && isVowel(rest[soft.length]))
        out.push({ added: soft, rest: rest.slice(soft.length) });
    }
  return out;
}

// The chains of noun endings, in their order: plural, possessive, case (one at least); those after
// a participle that must be possessed ("aldığı", "aldıkları") have a possessive.
const chainsOf = (possessed: boolean) => {
  const chains: string[][] = [];
  for (const plural of ['', ...PLURAL])
    for (const person of possessed ? [...THIRD, ...PERSONS] : ['', ...THIRD, ...PERSONS])
      for (const kase of ['', ...(THIRD.includes(person) ? AFTER_THIRD : CASES)])
        if (plural || person || kase) chains.push([plural, person, kase].filter(Boolean));
  return chains;
};
const CHAINS = chainsOf(false);
const POSSESSED_CHAINS = chainsOf(true);

// Whether the rest of a word is a chain of noun endings after `form` (or nothing, where allowed).
function nounEndings(form: string, rest: string, possessed: boolean): boolean {
  if (!rest) return !possessed;
  const fitsChain = (f: string, r: string, chain: string[]): boolean => {
    if (!chain.length) return !r;
    const [head, ...tail] = chain;
    return take(f, r, [head]).some((d) => fitsChain(f + d.added, d.rest, tail));
  };
  return (possessed ? POSSESSED_CHAINS : CHAINS).some((c) => fitsChain(form, rest, c));
}

// A consonant softened before a vowel ending is hard in the infinitive: "gideceği" of gitmek.
export const HARD: Record<string, string> = { d: 't', g: 'k', b: 'p', c: 'c' };

// Every reading of a folded word as derived from a verb root the caller knows, longest root first.
export function turkishDerivations(word: string, isVerb: (root: string) => boolean): Derivation[] {
  const out: Derivation[] = [];
  for (let n = word.length - 1; n >= 2; n--) {
    const written = word.slice(0, n);
    if (!lastVowel(written)) continue;
    const hard = HARD[written[n - 1]];
    const roots = [written];
    if (hard && hard !== written[n - 1]) roots.push(written.slice(0, -1) + hard);
    const root = roots.find(isVerb);
    if (!root) continue;
    // A softened root is written so only before a vowel.
    const afterRoot = word.slice(n);
    if (root !== written && !isVowel(afterRoot[0])) continue;
    for (const voice of [false, true]) {
      const voiced = voice
        ? VOICE.filter((s) => fits(s, written)).flatMap((s) =>
            take(written, afterRoot, [s.template]),
          )
        : [{ added: '', rest: afterRoot }];
      const negated = (v: { added: string; rest: string }) =>
        take(written + v.added, v.rest, ['mA']).map((m) => ({
          added: v.added + m.added,
          rest: m.rest,
          negative: true,
        }));
      const stems = voiced.flatMap((v) => [{ ...v, negative: false }, ...negated(v)]);
      for (const v of stems) {
        const stem = written + v.added;
        for (const [kind, list] of [
          ['noun', v.negative ? [] : NOUNS],
          ['participle', PARTICIPLES],
          ['finite', FINITE],
        ] as const)
          for (const s of list) {
            if (!fits(s, stem)) continue;
            for (const d of take(stem, v.rest, [s.template])) {
              const base = stem + d.added;
              const possessed = 'possessed' in s && !!s.possessed;
              const ok = kind === 'finite' ? !d.rest : nounEndings(base, d.rest, possessed);
              if (!ok) continue;
              const future = 'future' in s && !!s.future;
              out.push({
                root,
                written,
                voice,
                kind,
                base,
                inflected: !!d.rest,
                future,
                negative: v.negative,
              });
            }
          }
      }
    }
  }
  return dedupe(out);
}

function dedupe(list: Derivation[]): Derivation[] {
  const seen = new Set<string>();
  return list.filter((d) => {
    const key = `${d.root} ${d.base} ${d.kind} ${d.inflected} ${d.negative}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
