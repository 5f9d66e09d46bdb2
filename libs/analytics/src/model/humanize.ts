import type { Aggregation, ValueFormat } from './semantic-model';
import { fold, own } from '../text/normalize';
import { translatePhrase } from './translations';
import { englishLemma } from '../parse/lexical/english-lemmas';
import { dictionaryHas } from '../parse/lexical/word-senses';

// Abbreviations seen in column names, expanded so people can use the full word.
const EXPANSIONS: Record<string, string[]> = {
  pop: ['population'],
  temp: ['temperature'],
  expect: ['expectancy'],
  perc: ['percent', 'percentage'],
  pct: ['percent', 'percentage'],
  avg: ['average'],
  max: ['maximum', 'highest'],
  min: ['minimum', 'lowest'],
  qty: ['quantity'],
  amt: ['amount'],
  num: ['number'],
  cnt: ['count'],
  precip: ['precipitation'],
  lbs: ['pounds'],
  hp: ['horsepower'],
  yr: ['year'],
  dt: ['date'],
  rev: ['revenue'],
  gdp: ['gross domestic product'],
  imdb: ['imdb'],
  mpaa: ['mpaa'],
  us: ['us', 'usa'],
};

const UNIT_TAIL =
  /\s+(?:in|per)\s+(?:lbs|kg|g|mm|cm|m|km|knots|mph|kmh|usd|eur|tl|try|min|minutes|seconds|hours)$/;

// Kept per name (column names are read again by every question), shared and frozen: callers copy
// before changing. Bounded: cleared when full.
const wordsOfName = new Map<string, readonly string[]>();
const NAME_WORDS_LIMIT = 20_000;

export function nameWords(name: string): readonly string[] {
  const known = wordsOfName.get(name);
  if (known) return known;
  const spaced = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[$€£%#]/g, ' ');
  const words = Object.freeze(
    fold(spaced)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );
  if (wordsOfName.size >= NAME_WORDS_LIMIT) wordsOfName.clear();
  wordsOfName.set(name, words);
  return words;
}

const ACRONYMS = new Set([
  'us',
  'uk',
  'eu',
  'id',
  'usd',
  'eur',
  'try',
  'gdp',
  'imdb',
  'mpaa',
  'ias',
  'tv',
  'dvd',
  'ctr',
  'cpc',
  'roas',
  'aov',
  'kpi',
  'mpg',
  'hp',
]);

function title(word: string): string {
  return ACRONYMS.has(word) || (/^[a-z]{2,4}$/.test(word) && !/[aeiouy]/.test(word))
    ? word.toUpperCase()
    : word;
}

export function humanLabel(name: string): string {
  const spaced = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const label = spaced.length ? spaced : name;
  return /[A-Z]/.test(label)
    ? label
    : label
        .split(' ')
        .map(title)
        .join(' ')
        .replace(/^./, (c) => c.toUpperCase());
}

// Phrases people use for a column: its words, without units, the last noun alone, reversed pairs
// ("temp max" → "max temp"), expansions and initials ("miles per gallon" → "mpg").
const FUNCTION_WORDS = new Set(['of', 'the', 'in', 'per']);

export function columnSynonyms(name: string): string[] {
  const all = nameWords(name);
  const out = new Set<string>();
  const add = (ws: readonly string[]) => {
    if (ws.length) out.add(ws.join(' '));
  };
  add(all);
  const bare = all.join(' ').replace(UNIT_TAIL, '').split(' ');
  add(bare);
  const core = bare.filter((w) => !FUNCTION_WORDS.has(w));
  if (core.length === 2) add([core[1], core[0]]);
  // A short word alone names nothing, unless it is written without vowels, as abbreviations are
  // ("crs" of CRS_CODE, "hrs" of STU_HRS).
  const alone = (w: string) => w.length >= 4 || (w.length === 3 && !/[aeiouy]/.test(w));
  // A word of counting or summing alone ("count" of dock_count, "total" of total_sales) is said
  // of any measure: it names the column only with the rest of its name.
  const generic = (w: string) => ['total', 'number', 'count', 'average', 'mean'].includes(w);
  const last = core[core.length - 1];
  if (core.length >= 2 && alone(last) && !generic(last)) add([last]);
  if (core.length >= 2 && alone(core[0]) && !generic(core[0])) add([core[0]]);
  if (core.length >= 3) {
    add(core.slice(-2));
    // "payment method" of payment_method_code, "card type" of card_type_code: the name without
    // its last word, as people shorten a long name.
    add(core.slice(0, -1));
  }
  if (bare.length >= 3) out.add(bare.map((w) => w[0]).join(''));
  // A name that puts its head noun first ("date moved in", "date address from") is said with the
  // head last ("move in date"), the verb as a dictionary form too.
  const rest = bare.slice(1);
  if (bare.length === 3 && !FUNCTION_WORDS.has(bare[0]) && !FUNCTION_WORDS.has(rest[0])) {
    add([...rest, bare[0]]);
    const lemma = englishLemma(rest[0]);
    if (lemma !== rest[0]) add([lemma, ...rest.slice(1), bare[0]]);
  }
  // Twice, so both words of a name are expanded together ("temp max" → "maximum temperature").
  // A word glued from two the dictionary knows ("hiredate", "jobcode") is said as two.
  for (let pass = 0; pass < 2; pass++)
    for (const phrase of [...out]) {
      const ws = phrase.split(' ');
      ws.forEach((w, i) => {
        for (const e of [...(own(EXPANSIONS, w) ?? []), ...gluedWords(w)])
          add([...ws.slice(0, i), e, ...ws.slice(i + 1)]);
      });
    }
  return [...out];
}

// "hiredate" → "hire date": the one way to cut a word no dictionary knows into a word it knows and
// a noun in use (the head of a compound, as "date" is; not "hired ate", whose Ate is a goddess no
// tagged text uses), each of three letters or more.
function gluedWords(word: string): string[] {
  if (word.length < 6 || !/^[a-z]+$/.test(word) || known(word)) return [];
  const cuts: string[] = [];
  for (let at = 3; at <= word.length - 3; at++)
    if (known(word.slice(0, at)) && known(word.slice(at), 'noun'))
      cuts.push(`${word.slice(0, at)} ${word.slice(at)}`);
  return cuts.length === 1 ? cuts : [];
}

const known = (word: string, pos?: 'noun') =>
  dictionaryHas(word, englishLemma(word), pos, pos === 'noun');

const AVERAGE_WORDS =
  /\b(rate|ratio|avg|average|mean|percent|perc|pct|share|price|rating|score|temp|speed|age|expect|fertility|wind|humid|pressure|density|margin|index|yield|acceleration|horsepower|displacement|cylinders|per|length|depth|width|height|weight|mass|duration|time|delay|lat|lon|ortalama|oran|fiyat|puan|sicaklik|hiz|yas|beklenti|dogurganlik|ruzgar|nem|verim)/;
const SUM_WORDS =
  /(amount|mrr|arr|gmv|bookings|total|sum|count|number|qty|quantity|revenue|sales|sale|cost|spend|budget|gross|profit|income|pop|population|people|generation|volume|orders|clicks|sessions|users|visits|deaths|births|cases|units|sold|precip|rain|snow|votes|change|tutar|toplam|adet|sayi|gelir|satis|maliyet|harcama|nufus|kisi|uretim|siparis|tiklama|oturum|kullanici|olum|yagis|hasilat|ciro|butce|miktar)/;
const COUNT_WORDS =
  /^(count|counts|number|n|qty|quantity|people|persons|frequency|freq|adet|sayi|kisi)$/;

export function defaultAggregation(
  name: string,
  entityTable: boolean,
  fractional: boolean,
): Aggregation {
  const own = nameWords(name).join(' ');
  const w = [own, ...translatePhrase(own)].join(' ');
  if (SUM_WORDS.test(w) && !/\b(rate|ratio|avg|average|mean|price|per)\b/.test(w)) return 'sum';
  if (AVERAGE_WORDS.test(w)) return 'avg';
  if (fractional) return 'avg';
  return entityTable ? 'avg' : 'sum';
}

export function isCountLike(name: string): boolean {
  return COUNT_WORDS.test(nameWords(name).join(' '));
}

export function formatOf(name: string): { format: ValueFormat; currency?: string } {
  const w = nameWords(name).join(' ');
  const turkish = /\b(ciro|tutar|gelir|hasilat|fiyat|maliyet|harcama|kar)\b/.test(w);
  if (
    /\$|usd|dollar/.test(name.toLowerCase()) ||
    turkish ||
    /(revenue|gross|budget|cost|spend|price|sales|income|profit|\bmrr\b|\barr\b|\bgmv\b)/.test(w)
  )
    return {
      format: 'currency',
      currency: /€|eur/i.test(name)
        ? 'EUR'
        : /£|gbp|pound/i.test(name)
          ? 'GBP'
          : /(\btl\b|try|₺)/i.test(name) || turkish
            ? 'TRY'
            : 'USD',
    };
  if (/(percent|perc|pct|rate)\b/.test(w) || /%/.test(name)) return { format: 'percent' };
  if (/(duration|seconds|minutes|runtime)/.test(w)) return { format: 'duration' };
  return { format: 'number' };
}

const IDENTIFIER = /^(id|.*_id|.*\bid|code|zip|zipcode|postal|fips|iso|key|uuid|index|rank)$/;
export function looksLikeIdentifier(name: string): boolean {
  return IDENTIFIER.test(nameWords(name).join('_'));
}

const YEAR_NAME = /^(year|years|yil|yili|sene|jahr|annee|anno|ano|fiscal year|yr)$/;
export function looksLikeYear(name: string): boolean {
  return YEAR_NAME.test(nameWords(name).join(' '));
}

export function singular(word: string): string {
  if (/ies$/.test(word)) return word.slice(0, -3) + 'y';
  if (/(ses|xes|ches|shes)$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  if (/(lar|ler)$/.test(word)) return word.slice(0, -3);
  return word;
}

// English plural of a label's last word ("product category" → "product categories"). A word that
// is already plural ("Sales", "Units") stays; "miles per gallon" keeps its tail; "SKU" → "SKUs".
export function plural(words: string): string {
  const tail = /^(.+?)(\s+(?:of|per|in|by)\s+.+)$/.exec(words);
  if (tail) return plural(tail[1]) + tail[2];
  if (!/[a-z]/.test(words)) return `${words}s`;
  if (/[^aeiou]y$/.test(words)) return words.slice(0, -1) + 'ies';
  if (/[^aeiou]is$/.test(words)) return words.slice(0, -2) + 'es';
  if (/(ss|us|x|z|ch|sh)$/.test(words)) return words + 'es';
  if (/s$/.test(words)) return words;
  return words + 's';
}
