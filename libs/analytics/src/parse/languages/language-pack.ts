import type { Grain } from '@parley/domain';
import type { Aggregation } from '../../model/semantic-model';
import type { Locale } from '../../text/normalize';
import type { WeekStart } from '../date-range';
import type { Unit } from '../date-spec';

export type Keyword =
  | { kind: 'aggregation'; aggregation: Aggregation }
  | { kind: 'howMany' }
  | { kind: 'by'; after: boolean }
  | { kind: 'grain'; grain: Grain }
  | { kind: 'grainWord'; grain: Grain }
  | { kind: 'overTime' }
  | { kind: 'growth' }
  | { kind: 'top' }
  | { kind: 'bottom' }
  | { kind: 'highest' }
  | { kind: 'lowest' }
  | { kind: 'which' }
  | { kind: 'share' }
  | { kind: 'compare' }
  | { kind: 'previousPeriod' }
  | { kind: 'previousYear' }
  | { kind: 'greater'; inclusive: boolean }
  | { kind: 'less'; inclusive: boolean }
  | { kind: 'equal' }
  | { kind: 'followUp' }
  | { kind: 'rows' }
  | { kind: 'negation' }
  // "churn rate", "iade oranı": the share of rows a yes/no column says yes for.
  | { kind: 'rate' }
  // "cumulative", "running total": each bucket adds up everything before it.
  | { kind: 'cumulative' }
  // "moving average": the mean of the last few buckets.
  | { kind: 'moving' }
  // "quarter over quarter", "year over year", "MoM": growth against the bucket before.
  | { kind: 'periodOverPeriod'; grain: Grain }
  // "why did X fall", "what drove", "neden düştü": the change and what explains it.
  | { kind: 'driver' }
  // "day of week", "weekday", "haftanın günleri": the day's name as a group.
  | { kind: 'dayOfWeek' }
  // "by decade": years grouped ten at a time (1990s).
  | { kind: 'decade' }
  // "no support tickets", "zero", "hiç": a count column that is zero.
  | { kind: 'none' }
  // "percentile", "yüzdelik": with an ordinal before it ("90th percentile").
  | { kind: 'percentile' }
  // "profit margin", "kâr marjı": the measure before it as a percent of revenue.
  | { kind: 'margin' };

// Calendar words, folded (ı→i, ş→s): months in order, period units, hours, numbers, ordinals.
export type CalendarWords = {
  months: string[];
  // "sep", "sept": the lengths a month name is shortened to.
  monthAbbreviations: number[];
  units: Record<string, Unit>;
  hourWords: string[];
  numberWords: Record<string, number>;
  // Words of this language that another's number words spell ("on", "bir" in English).
  notNumbers: string[];
  ordinals: Record<string, number>;
  // A prefix that makes a half-year word ("yarı", "yarıyıl").
  halfPrefix?: string;
  // Month names that are ordinary words too ("may", "march"): months only with a year or "in".
  plainWordMonths: string[];
  // "year 2015": the unit written before the year.
  unitBeforeYear: boolean;
  words: DateWords;
};

// The words of date phrases, folded; several words are phrases ("to date", "bu yana"). A question
// may mix languages, so the words before what they bound are read from every pack at once.
export type DateWords = {
  today: string[];
  yesterday: string[];
  // Passed over before "last" and an ordinal ("the last 3 months", "the third quarter").
  articles: string[];
  // "last 3 months", "past week", "son 6 saat": a look-back.
  last: string[];
  // "this month", "bu yıl": the current period.
  this: string[];
  // "this year so far": after the current period, it ends today.
  soFar: string[];
  // "so far this year": before the unit, the same.
  soFarThis: string[];
  // "year to date": after a unit, the period until today.
  toDate: string[];
  // "ytd", "mtd": the to-date period in one word.
  toDateWords: Record<string, Unit>;
  // "third quarter of 2015": between a part of the year and its year.
  partOf: string[];
  // "May of 2015": between a month and its year.
  monthOf: string[];
  // "in May": before a month name that is an ordinary word too, it is the month.
  monthContext: string[];
  // "1970s": the ending written on a decade; "1970'ler": the suffix after its apostrophe.
  decadeEndings: string[];
  // "the 20th century", "20. yüzyıl": the words of a century, and the endings of an ordinal
  // number written apart from it ("th" of 20th).
  centuryWords?: string[];
  ordinalEndings?: string[];
  decadeSuffixes: string[];
  // "between 2010 and 2015", "from May to June": a span's opening word and the words joining its ends.
  spanStart: string[];
  spanJoiners: string[];
  // "2010 to 2015" without an opening word: only these join two years.
  yearJoiners: string[];
  // "since 2010" counts 2010 in, "after 2010" starts after it.
  since: string[];
  after: string[];
  // "until 2010" counts 2010 in, "before 2010" stops before it.
  until: string[];
  before: string[];
  // Spans whose words follow their dates, read only in a question of this language.
  postfix?: PostfixDateWords;
};

// Turkish writes a span's words after its dates and case endings on them: "2010'dan beri",
// "2015'e kadar", "2010 ile 2015 arasında", "2010 sonrası", "yılbaşından bu yana".
export type PostfixDateWords = {
  // The ending of "2010'dan" and the words after it that make "since 2010".
  fromSuffixes: string[];
  since: string[];
  // The ending of "2015'e" and the word after it that makes "until 2015".
  toSuffixes: string[];
  until: string[];
  // "2010 ile 2015 arasında": the word joining the two ends and the word closing the span.
  joiners: string[];
  closers: string[];
  // "2010 sonrası" starts after 2010, "2010 öncesi" stops before it.
  after: string[];
  before: string[];
  // "yılbaşından beri": a word beginning with this is the start of the year; "ay başından beri": a
  // unit and then a word beginning with this is the start of that period.
  yearStart: string;
  periodStart: string;
};

// How words of a language take endings: the endings to strip (Turkish: every plural × possessive
// × case chain), consonants softened before a vowel ending, and whether names are inflected
// themselves ("Ürün Grubu" meets "gruplarına" on the root "grup").
export type Inflection = {
  suffixes: string[];
  softened: Record<string, string>;
  rootsInflect: boolean;
  // The word under an ending the suffix list cannot hold, found by the language's grammar
  // (Turkish "kadardı" → kadar, the copula taken off).
  bases?: (token: string) => string[];
  // The verb roots a word is derived from, where the language's grammar and dictionary tell
  // (Turkish "alınanların" → al, "Giriş" → gir, "Ayrıldı" → ayrıl): two such words of one root
  // name the same thing ("ayrılanlar" the column Ayrıldı, "uzaktan çalışanlar" Uzaktan Çalışma).
  verbRoots?: (token: string) => string[];
};

// How the answer should look, said in the question: "as a pie chart", "sort by the y axis in
// descending order", "from low to high". Folded phrases.
export type PresentationWords = {
  // Chart kinds by their words ("bar", "histogram", "pasta"), and the nouns that say a chart is
  // meant ("chart", "graph", "grafik").
  charts: Record<string, 'bar' | 'line' | 'pie' | 'scatter' | 'area' | 'donut' | 'table'>;
  chartNouns: string[];
  // Verbs that ask for a chart or an order ("visualize", "plot", "sort", "rank", "sırala").
  verbs: string[];
  // Those of them that order by what follows ("ordered by budget"), ascending unless said otherwise.
  orderVerbs: string[];
  // Directions of an order, as whole phrases ("low to high", "a'dan z'ye").
  ascending: string[];
  descending: string[];
  // The axes, as said ("x axis", "the bars" are the values).
  x: string[];
  y: string[];
  // Words that only hold a presentation clause together ("in", "by the", "order").
  glue: string[];
  // Words that join the clause to the sort key after it ("by", "of": "in descending order of price").
  keyJoiners: string[];
  // How an axis is declared: "the x axis is the date", "types as the x axis", "grade on x axis".
  // copulas tie the axis to what follows it, prepositions to what comes before it; articles may
  // stand before the axis.
  // nouns: the words that make a phrase an axis proper ("x axis", not "the total number").
  axisLinks: { nouns: string[]; copulas: string[]; prepositions: string[]; articles: string[] };
  // Putting dates in bins, "bin the x axis into Year interval": the verbs, and the words after
  // what is binned that say by which period (read as "by"). The axis said there is only which.
  binning?: { verbs: string[]; joiners: string[] };
  // Words that stand only before a noun ("a", "an"): a verb of showing after one is a noun.
  nounMarkers?: string[];
};

// What a language's lexical resources say of one word (its lemma, its class, related words): how
// a word the data does not contain can still be explained ("weighed" → weight, "sold" → sales,
// "showing" a verb that only asks, "people" the rows of a table of persons).
export type WordSense = {
  lemma: string;
  relatingVerb: boolean;
  // Whether one of its first verb senses relates rows, for a word used as a verb ("using",
  // "Return a bar chart") though it is more often a noun.
  relatingIfVerb: boolean;
  people: boolean;
  related: string[];
  // Whether the word is inflected as a verb, where the language's grammar tells (Turkish "yağdı");
  // else an English -ing or -ed ending says so.
  verbForm?: boolean;
  // Whether the word is mostly an adjective ("corresponding", "respective"): before a count it
  // qualifies the count, not the rows counted.
  adjective?: boolean;
  // Whether it is mostly a noun of kinds and ideas ("type", "method", "scheme", "attribute"):
  // beside a column's name it names the column's sort, not another column.
  classifier?: boolean;
  // Whether it is mostly a noun of a relation of part to whole ("part", "portion"): "a part of the
  // Progress Party" is membership, said of the value after it.
  partitive?: boolean;
  // The verb roots the word is derived from, where the language's grammar tells (Turkish verbal
  // nouns and participles: "alım", "girenlerin"): the verb it says, whatever its endings.
  verbRoots?: string[];
  // Whether it names the act itself ("işe alım" the hiring, "giriş" the entering), as "hires" does.
  verbalNoun?: boolean;
  // An irregular inflection of a verb, which the dictionary lists only under its lemma ("brought"
  // of bring, "sold" of sell): a verb as surely as an -ed ending says.
  irregularVerb?: boolean;
};

// What a gradable adjective measures, from the language's lexical resources: "heaviest" is the high
// pole of weight said in the superlative, "cooler" the low pole of temperature in the comparative.
// attributes: the nouns of what it grades (weight); derived: nouns formed from it ("rainy" → rain).
export type Gradable = {
  lemma: string;
  degree: 'base' | 'comparative' | 'superlative';
  pole: 'high' | 'low';
  attributes: string[];
  derived: string[];
};

// Tests on the letters of a text column: "names that start with Orbit", "ends with the letter m",
// "containing D or S"; Turkish writes them after the value ("M ile başlayan"). Folded phrases.
export type TextTestWords = {
  starts: string[];
  ends: string[];
  contains: string[];
  // Words between the test and its value that say what the value is ("the letter", "harfi").
  valueWords: string[];
  // Whether the test follows its value ("M ile başlayan") instead of preceding it.
  follows: boolean;
};

// Everything one language needs to read questions: a third language is one more file like en.ts.
export type LanguagePack = {
  // Phrases with the keyword they stand for; longer phrases win over shorter ones.
  keywords: [string, Keyword][];
  // Words that carry no meaning of their own in a question (articles, "show me", "please"); the
  // language's stop-word list (stopwords-iso) is read with them.
  fillers: string[];
  // Stop words that carry the logic of a question (negation, comparison, bounds): never passed over.
  logicWords: string[];
  presentation: PresentationWords;
  textTests: TextTestWords;
  // Words said after a text column to mean its values ("the party name" is the Party column).
  labelWords: string[];
  // The language's lexical resources (tagger, lemmas, WordNet), where it has them.
  sense?: (word: string) => WordSense | undefined;
  // The other words of a noun's first sense ("movie" → film, picture), for the rows' noun.
  nounSynonyms?: (word: string) => string[];
  // The nouns up to `levels` steps more general than a noun's first sense ("rain" → precipitation).
  broaderNouns?: (word: string, levels?: number) => string[];
  // For each sense of a noun, the words one step more general ("goal": …, score).
  senseKinds?: (word: string) => string[][];
  // Whether two words are opposites ("home", "away"): columns named apart by them are two sides of
  // one whole.
  opposites?: (a: string, b: string) => boolean;
  // Whether a word is of possessions and their transfer ("price", "sold"): only such a word names
  // a column of money through a related word.
  ofPossession?: (word: string) => boolean;
  // Whether a noun names a stretch of time ("interval", "period").
  timeNoun?: (word: string) => boolean;
  // The words of the definition of a noun's commonest sense, as lemmas ("census": periodic, count,
  // population).
  definitionWords?: (word: string) => string[];
  // Whether a noun names one occurrence of the activity a table is named after ("games",
  // "matches" of football.json): the rows.
  occurrenceOf?: (noun: string, activity: string) => boolean;
  // Whether a noun's commonest sense is defined by what a verb does ("rain fell": rain is water
  // falling), so the verb says nothing of a change.
  doneBy?: (noun: string, verb: string) => boolean;
  // Whether a noun names a change of a measure, and which way ("jump": up, "drop": down).
  changeWord?: (word: string) => 'up' | 'down' | 'change' | undefined;
  // What an adjective grades and in which direction ("heaviest": the most weight).
  gradable?: (word: string) => Gradable | undefined;
  // The words of this language for an English word of the data (a column's name, a value, the rows'
  // noun), from a wordnet linked to English WordNet: "earthquake" → deprem, "penguins" → penguen.
  fromEnglish?: (word: string) => string[];
  // Whether a word is a negated verb form ("çalışmayan": not working), which turns a yes/no column
  // it names to its no.
  negatedVerb?: (word: string) => boolean;
  // The words of this language for one sense of an English noun, by its WordNet offset (the kind
  // of a column's values: *American state* → eyalet).
  fromEnglishNounSense?: (offset: number) => string[];
  // Whether the tagger reads the word at `at` of these words as a verb in their context ("do not
  // use English": a verb; "the use of": a noun).
  verbAt?: (words: string[], at: number) => boolean;
  // The part of speech the language's tagger gives the word at `at` in the sentence, as a
  // Universal POS tag: a verb where no auxiliary says so ("Please group and count …"), an
  // interjection ("Hey, …").
  tagAt?: (words: string[], at: number) => string | undefined;
  // Whether the word at `at` begins a request, a verb said to the reader ("Return a pie chart").
  imperativeAt?: (words: string[], at: number) => boolean;
  // Whether a word of the stop-word list is mainly a noun or an adjective ("course", "high"), so
  // it names something and is never passed over.
  isContentWord?: (word: string) => boolean;
  // "2.5 million", "100 bin": scale words after a number.
  scales: Record<string, number>;
  // "flights from LAS" / "to LAS": prepositions (or Turkish case endings) of a route's two ends.
  fromWords: string[];
  toWords: string[];
  // "older than 40": a comparative that names the column it compares (age) and its direction.
  comparatives: Record<string, { op: '>' | '<'; words: string[] }>;
  // Units and currency words said with a number ("500 TL", "$2000"): the formats they fit. Units of
  // measure ("5 kg", "20 mm") are read by the units library (units.ts), in any language.
  units: Record<string, 'currency' | 'percent' | 'measure'>;
  // The operators of arithmetic between two measures: "gross minus budget", "gross plus sales",
  // "the difference between gross and budget" (said before the two, or after them in Turkish:
  // "hasılat ile bütçe farkı").
  arithmetic?: { minus: string[]; plus: string[]; difference: string[] };
  // Turkish "-li"/"-siz" style endings: with and without a thing ("indirimli", "indirimsiz").
  withSuffixes: string[];
  withoutSuffixes: string[];
  // Whether a negation word follows what it negates ("İstanbul hariç") instead of preceding it.
  negationFollows: boolean;
  // "per", "başına": said between two measures, a ratio ("MRR per seat"); before the row noun, per row.
  perWords: string[];
  // "for all plans except Starter": the dimension is the scope, not a breakdown.
  allWords: string[];
  // "why did revenue fall / rise": the direction whose movers a driver question names.
  downWords: string[];
  upWords: string[];
  dates: CalendarWords;
  // Endings taken off any word, whatever language the question is read in ("years", "sunny").
  endings: string[];
  inflection?: Inflection;
  // Whether a comparison follows its number ("100'den fazla") rather than preceding it.
  comparisonFollowsNumber: boolean;
  // A bound said after its number, folded: "65 and over", "4 ve üzeri" (at least), "or less".
  boundsAfterNumber?: Record<string, '>=' | '<='>;
  // A field after these words, or with these endings, says whose measure it is, not a breakdown
  // ("population of countries in cluster 2", "ülkelerin nüfusu").
  subjectWords: string[];
  subjectSuffixes: string[];
  // The last word of an asking for an amount of something uncountable, never a number of things
  // ("how much rain", "ne kadar yağmur"): the rain measured, not days of rain counted.
  massQuantifiers?: string[];
  // Words that join values into one list ("Germany and France", "İstanbul ve Ankara").
  conjunctions: string[];
  // Those that offer alternatives ("above 50 or below 46"): values of one column may be either,
  // tests joined by them are not all required.
  alternatives: string[];
  // How a question asked without a locale shows it is in this language: letters no other pack's
  // language writes, and common words (folded).
  signs: { letters: string[]; words: string[] };
  // The first day of the week, and the regions of this language that start it on another day
  // ("en-US" on Sunday).
  weekStart: WeekStart;
  regionWeekStarts: Record<string, WeekStart>;
  // Languages whose field names and filler words a question in this one uses too (Turkish speakers
  // say "revenue" as often as "gelir", and "show me" before it).
  alsoReads: Locale[];
  // Superlatives that carry their measure (folded, one or two words): "windiest month" is the month
  // with the highest wind, "en sıcak ay" the month with the highest temperature.
  superlatives: Record<string, string[]>;
  // Words said around a number that make it an ordinal ("90th", "3rd").
  ordinalSuffixes: string[];
  // Beginnings of share words that ask for a percentage of a total ("percentage", "yüzde"),
  // unlike "breakdown" or "distribution" (folded).
  percentWords: string[];
  // Words that join a field to the question and go with it when it is left out of a suggestion
  // ("by warehouse", "depoya göre"), before or after it (folded).
  joiners: { before: string[]; after: string[] };
  // Words in column names that say what a column holds, read in every language (a Turkish file
  // often has English headers), folded: the beginnings of words that name a route's two ends
  // ("origin", "dest…", "kalkış"; two letters or fewer only as a whole word), whole words that
  // name an amount said in money or a total among its parts, whole names of a period column.
  columnWords: {
    from: string[];
    to: string[];
    amount: string[];
    total: string[];
    // What a business sells for: the revenue a margin is a percent of.
    revenue: string[];
    periods: Partial<Record<'monthly' | 'weekly' | 'quarterly', string[]>>;
  };
};

export const agg = (aggregation: Aggregation): Keyword => ({ kind: 'aggregation', aggregation });
export const grain = (g: Grain): Keyword => ({ kind: 'grain', grain: g });
export const grainWord = (g: Grain): Keyword => ({ kind: 'grainWord', grain: g });
// The keywords that say a period ("monthly", "year", "day of week", "by decade").
export const PERIOD_KEYWORDS: ReadonlySet<Keyword['kind']> = new Set([
  'grain',
  'grainWord',
  'dayOfWeek',
  'decade',
]);
