import { isStopWord, languagePack } from '../parse/keywords';
import { valueClasses } from '../parse/lexical/value-classes';
import { namesMoneyInstead } from '../parse/money-words';
import { PhraseIndex } from '../parse/phrase-index';
import type { Locale } from '../text/normalize';
import { fold, own, tokenize } from '../text/normalize';
import { nameWords, plural } from './humanize';
import { EVENT_TAIL } from './row-semantics';
import type { SemanticModel } from './semantic-model';
import { translatePhrase } from './translations';

export type ModelTarget =
  | { kind: 'field'; metric?: string; dimension?: string }
  | { kind: 'value'; dimension: string; value: string }
  | { kind: 'entity' };

// Adjectives people use for places stored by name ("Japanese cars" → Japan).
const DEMONYMS: Record<string, string[]> = {
  // Turkish names of countries stored in English ("Japonya hariç" on gapminder).
  japan: ['japanese', 'japonya'],
  usa: ['american', 'us'],
  'united states': ['american', 'us', 'usa'],
  europe: ['european'],
  turkey: ['turkish', 'turk'],
  turkiye: ['turkish', 'turk', 'turkey'],
  germany: ['german', 'almanya'],
  france: ['french', 'fransa'],
  china: ['chinese', 'cin'],
  india: ['indian', 'hindistan'],
  italy: ['italian', 'italya'],
  spain: ['spanish', 'ispanya'],
  greece: ['greek', 'yunanistan'],
  egypt: ['egyptian', 'misir'],
  netherlands: ['dutch', 'hollanda'],
  'united kingdom': ['british', 'uk', 'ingiltere', 'birlesik krallik'],
  uk: ['british'],
  canada: ['canadian', 'kanada'],
  mexico: ['mexican', 'meksika'],
  brazil: ['brazilian', 'brezilya'],
  russia: ['russian', 'rusya'],
  korea: ['korean', 'kore'],
  'south korea': ['korean', 'guney kore'],
  australia: ['australian'],
  sweden: ['swedish'],
  asia: ['asian'],
  africa: ['african'],
  japonya: ['japon', 'japanese'],
  almanya: ['alman', 'german'],
  fransa: ['fransiz', 'french'],
  ingiltere: ['ingiliz', 'british'],
  abd: ['amerikan', 'american', 'usa'],
  avrupa: ['avrupali', 'european'],
  cin: ['cinli', 'chinese'],
  italya: ['italyan', 'italian'],
  ispanya: ['ispanyol', 'spanish'],
  rusya: ['rus', 'russian'],
  yunanistan: ['yunan', 'greek'],
  hindistan: ['hint', 'indian'],
  amerika: ['amerikan', 'american'],
};

const LOOSE_VALUE_LIMIT = 3000;
const CODE = /^[A-Z]{2,4}$/;
// How many translations of each word of a column's name, and of the whole name, are added.
const TRANSLATIONS_PER_WORD = 8;
const TRANSLATED_PHRASES = 32;
const lexicons = new WeakMap<SemanticModel, Map<Locale, PhraseIndex<ModelTarget>>>();

export function modelLexicon(model: SemanticModel, locale: Locale): PhraseIndex<ModelTarget> {
  let byLocale = lexicons.get(model);
  if (!byLocale) {
    byLocale = new Map();
    lexicons.set(model, byLocale);
  }
  const cached = byLocale.get(locale);
  if (cached) return cached;
  const index = new PhraseIndex<ModelTarget>(locale);
  const alsoReads = languagePack(locale).alsoReads;
  const fields = new Map<string, { metric?: string; dimension?: string; phrases: Set<string> }>();
  const field = (id: string) => {
    const f = fields.get(id) ?? { phrases: new Set<string>() };
    fields.set(id, f);
    return f;
  };
  for (const m of model.metrics) {
    if (m.expression.kind === 'rows') continue;
    const f = field(m.id);
    f.metric = m.id;
    [
      m.label[locale],
      m.label.en,
      m.id,
      ...m.synonyms[locale],
      ...alsoReads.flatMap((l) => m.synonyms[l]),
    ].forEach((p) => f.phrases.add(p));
  }
  for (const d of model.dimensions) {
    const f = field(d.id);
    f.dimension = d.id;
    [
      d.label[locale],
      d.label.en,
      d.id,
      ...d.synonyms[locale],
      ...alsoReads.flatMap((l) => d.synonyms[l]),
    ]
      .filter((p) => !namesMoneyInstead(fold(p), d.column, model))
      .forEach((p) => f.phrases.add(p));
  }
  // A short name that is a keyword of the language ("number" of train_number, "total" of Cost
  // Total) is the keyword; the column keeps its whole name ("rate" of a column named Rate).
  const whole = new Set(
    [...model.metrics, ...model.dimensions].flatMap((x) => [fold(x.id), fold(x.label[locale])]),
  );
  // ("number" of "number of" too: "the total number" counts, whatever train_number holds.)
  const keywordWords = new Set(languagePack(locale).keywords.map(([p]) => fold(p).split(' ')[0]));
  // A two-word name is also said with the language's "of" between its words: "number of deaths"
  // is the column Number_Deaths, not a count of rows.
  const of = languagePack(locale).subjectWords[0];
  const entityWords = new Set(model.entity[locale].map((w) => fold(w)));
  const aggregationWords = new Set(
    languagePack(locale).keywords.flatMap(([p, k]) =>
      k.kind === 'aggregation' || k.kind === 'howMany' ? fold(p).split(' ') : [],
    ),
  );
  // "the party name" is the Party column's values, not a Name column beside it.
  const labelWords = languagePack(locale).labelWords;
  for (const d of model.dimensions)
    if (d.kind === 'categorical' && !d.numeric && !d.flag)
      for (const w of labelWords)
        index.add(`${d.label[locale]} ${w}`, { kind: 'field', dimension: d.id }, false);
  // Values written with dots ("Ph.D.", "U.S.A.") are said without them; such a spelling is the
  // value, never the initials of a column's name (PROF_HIGH_DEGREE's "phd").
  const dotted = new Map<string, { dimension: string; value: string }>();
  for (const [dimension, values] of Object.entries(model.values))
    for (const value of values) {
      const letters = compactSpelling(value);
      if (letters) dotted.set(letters, { dimension, value });
    }
  for (const f of fields.values()) {
    const target: ModelTarget = { kind: 'field', metric: f.metric, dimension: f.dimension };
    for (const phrase of f.phrases) {
      if (dotted.has(fold(phrase)) && !whole.has(fold(phrase))) continue;
      const two = phrase.replace(/_/g, ' ').split(/\s+/);
      if (of && two.length === 2 && whole.has(fold(phrase))) {
        index.add(`${two[0]} ${of} ${two[1]}`, target, false);
        // A name that starts with the rows' noun is also said head first, as English says a
        // compound with "of" ("the dates of publications" of Publication_Date in
        // publication.csv); a word of counting or aggregating is never the head ("the number of
        // trains" counts).
        const [owner, head] = two.map((w) => fold(w));
        if (locale === 'en' && entityWords.has(owner) && !aggregationWords.has(head))
          index.add(`${head} ${of} ${owner}`, target, false);
      }
      if (keywordWords.has(fold(phrase)) && !whole.has(fold(phrase))) continue;
      const text = phrase.replace(/_/g, ' ');
      // A column's name is also said with another word of its verb ("ayrılanlar" of Ayrıldı).
      index.add(text, target, true, true);
      for (const t of translatePhrase(text)) index.add(t, target);
    }
  }
  // The event a date column dates, said with another word of its verb ("gönderilenler" of
  // Gönderim Tarihi, "girenler" of İşe Giriş Tarihi): the date column.
  for (const d of model.dimensions) {
    const name = nameWords(d.column);
    if (d.kind === 'time' && name.length >= 2 && EVENT_TAIL.test(name[name.length - 1]))
      index.addByRoot(name[name.length - 2], { kind: 'field', dimension: d.id });
  }
  const { nounSynonyms } = languagePack(locale);
  const totalValues = Object.values(model.values).reduce((n, v) => n + v.length, 0);
  for (const [dimension, values] of Object.entries(model.values)) {
    for (const value of values) {
      const target: ModelTarget = { kind: 'value', dimension, value };
      const key = fold(value);
      // A bin of numbers written with a sign ("200000+", "<10000") is said by its number; other
      // values without letters are numbers of the data, not names.
      if (!/\p{L}/u.test(key)) {
        if (BIN.test(key)) index.add(value, target, false);
        continue;
      }
      index.add(value, target, totalValues <= LOOSE_VALUE_LIMIT && key.length >= 5);
      for (const alias of own(DEMONYMS, key) ?? []) index.add(alias, target, false);
      if (values.length <= 200) for (const t of translatePhrase(key)) index.add(t, target, false);
      // A code written in capitals ("PROF", "NY") by the words the dictionary says it for
      // ("professor", "New York").
      if (values.length <= 200 && CODE.test(value))
        for (const word of nounSynonyms?.(key) ?? []) index.add(word, target, false);
    }
  }
  addValueTails(index, model, locale);
  for (const [letters, { dimension, value }] of dotted)
    index.add(letters, { kind: 'value', dimension, value }, false);
  for (const [dimension, byValue] of Object.entries(model.valueSynonyms ?? {})) {
    for (const [value, aliases] of Object.entries(byValue))
      for (const alias of aliases) index.add(alias, { kind: 'value', dimension, value }, false);
  }
  addValueClasses(index, model, locale);
  // The rows' noun by its dictionary synonyms too ("films" of movies.json), where the data does
  // not use the word for something else.
  for (const word of model.entity[locale])
    for (const other of nounSynonyms?.(word) ?? [])
      for (const form of [other, plural(other)])
        if (!index.matches(tokenize(form), locale, () => true).length)
          index.add(form, { kind: 'entity' }, false);
  for (const word of model.entity[locale]) {
    index.add(word, { kind: 'entity' }, false);
    // "strikes" for birdstrikes.csv: file names often glue words together.
    for (let cut = 3; word.length - cut >= 5; cut++) {
      index.add(word.slice(cut), { kind: 'entity' }, false);
      index.add(`${word.slice(0, cut)} ${word.slice(cut)}`, { kind: 'entity' }, false);
    }
  }
  addTranslations(index, model, locale, fields.values());
  byLocale.set(locale, index);
  return index;
}

const BIN = /^\s*(?:[<>]=?\s*\d[\d,.]*|\d[\d,.]*\s*\+)\s*$/;

// A column of named things by what they are ("states" for a column of Alabama, Texas, …; "eyalet"
// in Turkish), from WordNet's instance links; only where the index reads the word as nothing of the
// data already, so a column or value of that name keeps it.
function addValueClasses(index: PhraseIndex<ModelTarget>, model: SemanticModel, locale: Locale) {
  const pack = languagePack(locale);
  for (const d of model.dimensions) {
    if (d.kind !== 'categorical' || d.numeric || d.flag) continue;
    for (const kind of valueClasses(model.values[d.id] ?? [])) {
      const forms = [
        ...kind.words.flatMap((w) => [w, plural(w)]),
        ...(pack.fromEnglishNounSense?.(kind.offset) ?? []),
      ];
      for (const form of forms)
        if (!index.matches(tokenize(form), locale, () => true).length)
          index.add(form, { kind: 'field', dimension: d.id }, false);
    }
  }
}

// The data's English words in the question's language, from its pack's linked wordnet ("Earthquake"
// of disasters.csv is "deprem", "penguins" "penguen"): a multi-word name has each word that has a
// translation replaced. Added last, only where the index reads the words as nothing of the data
// already, and never as a keyword or a stop word of the language.
function addTranslations(
  index: PhraseIndex<ModelTarget>,
  model: SemanticModel,
  locale: Locale,
  fields: Iterable<{ metric?: string; dimension?: string; phrases: Set<string> }>,
): void {
  const pack = languagePack(locale);
  const fromEnglish = pack.fromEnglish;
  if (!fromEnglish) return;
  const keywords = new Set(pack.keywords.map(([p]) => fold(p)));
  // A column whose whole name is a keyword's word ("rate") keeps its name in translation too
  // ("oran"), as it does in English; another one-word name never takes a keyword's word.
  const whole = new Set(
    [...model.metrics, ...model.dimensions].flatMap((x) => [fold(x.id), fold(x.label.en)]),
  );
  const translations = (phrase: string): string[] => {
    const words = fold(phrase)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    if (!words.length || words.length > 4) return [];
    // Within a name of several words a keyword's word is only part of the name ("günün saati"
    // of Time of day): the whole is read before its parts.
    const named = whole.has(fold(phrase)) || words.length > 1;
    const each = words.map((w) =>
      fromEnglish(w).filter((t) => (named || !keywords.has(t)) && !isStopWord(t, locale)),
    );
    if (!each.some((t) => t.length)) return [];
    if (words.length === 1) return each[0];
    // The dictionary's senses come in no order of use ("cost": genel gider, maliyet, …): a
    // name of several words is said with any of each word's first few translations.
    let phrases = [''];
    words.forEach((w, i) => {
      const options = each[i].length ? each[i].slice(0, TRANSLATIONS_PER_WORD) : [w];
      phrases = phrases.flatMap((p) => options.map((o) => (p ? `${p} ${o}` : o)));
    });
    return phrases.slice(0, TRANSLATED_PHRASES);
  };
  // Only where the words as a whole name nothing yet: the data's own names come first.
  const add = (phrase: string, target: ModelTarget) => {
    for (const t of translations(phrase)) {
      const tokens = tokenize(t);
      const whole = index
        .matches(tokens, locale, () => true)
        .some((m) => m.start === 0 && m.end === tokens.length);
      if (!whole) index.add(t, target, false);
    }
  };
  for (const f of fields)
    for (const phrase of f.phrases)
      add(phrase.replace(/_/g, ' '), { kind: 'field', metric: f.metric, dimension: f.dimension });
  for (const [dimension, values] of Object.entries(model.values))
    if (values.length <= 200)
      for (const value of values) add(value, { kind: 'value', dimension, value });
  for (const word of model.entity[locale]) add(word, { kind: 'entity' });
}

// "Ph.D." → "phd": a value of letters separated by dots, as people type it; undefined for others.
function compactSpelling(value: string): string | undefined {
  if (!/^(\p{L}{1,3}\.){2,}\p{L}{0,3}\.?$/u.test(value.trim())) return undefined;
  const letters = fold(value).replace(/[^\p{L}]/gu, '');
  return letters.length >= 2 ? letters : undefined;
}

// "the Premier League" of English Premier League: a value of three or more words said without its
// first ones, where no other value ends the same way and no stop word begins what is said.
function addValueTails(index: PhraseIndex<ModelTarget>, model: SemanticModel, locale: Locale) {
  const owners = new Map<string, { dimension: string; value: string }[]>();
  const whole = new Set<string>();
  for (const [dimension, values] of Object.entries(model.values)) {
    if (values.length > 200) continue;
    for (const value of values) {
      const words = fold(value)
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean);
      whole.add(words.join(' '));
      for (let k = 1; words.length - k >= 2; k++) {
        if (isStopWord(words[k], locale)) continue;
        const tail = words.slice(k).join(' ');
        owners.set(tail, [...(owners.get(tail) ?? []), { dimension, value }]);
      }
    }
  }
  for (const [tail, of] of owners)
    if (of.length === 1 && !whole.has(tail)) index.add(tail, { kind: 'value', ...of[0] }, false);
}
