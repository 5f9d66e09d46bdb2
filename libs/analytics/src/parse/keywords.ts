import type { Grain } from '@parley/domain';
import type { Aggregation } from '../model/semantic-model';
import type { Locale } from '../text/normalize';
import { fold } from '../text/normalize';
import { PhraseIndex } from './phrase-index';

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
  | { kind: 'negation' };

const agg = (aggregation: Aggregation): Keyword => ({ kind: 'aggregation', aggregation });
const grain = (g: Grain): Keyword => ({ kind: 'grain', grain: g });
const grainWord = (g: Grain): Keyword => ({ kind: 'grainWord', grain: g });

const EN: [string, Keyword][] = [
  ...['total', 'sum', 'sum of', 'overall', 'combined', 'cumulative'].map((p): [string, Keyword] => [
    p,
    agg('sum'),
  ]),
  ...['average', 'avg', 'mean', 'typical', 'per capita'].map((p): [string, Keyword] => [
    p,
    agg('avg'),
  ]),
  ['median', agg('median')],
  ...['maximum', 'max', 'peak', 'record'].map((p): [string, Keyword] => [p, agg('max')]),
  ...['minimum', 'min'].map((p): [string, Keyword] => [p, agg('min')]),
  ...['count', 'count of', 'number of', 'amount of', 'frequency', 'tally'].map(
    (p): [string, Keyword] => [p, agg('count')],
  ),
  ...[
    'distinct',
    'unique',
    'different',
    'number of distinct',
    'number of unique',
    'count distinct',
  ].map((p): [string, Keyword] => [p, agg('count_distinct')]),
  ...['how many', 'how much'].map((p): [string, Keyword] => [p, { kind: 'howMany' }]),
  ...[
    'by',
    'per',
    'for each',
    'each',
    'every',
    'across',
    'broken down by',
    'split by',
    'grouped by',
    'group by',
    'breakdown by',
    'for every',
    'in each',
    'for every',
  ].map((p): [string, Keyword] => [p, { kind: 'by', after: false }]),
  ['hourly', grain('hourly')],
  ...['daily', 'day by day'].map((p): [string, Keyword] => [p, grain('daily')]),
  ['weekly', grain('weekly')],
  ['monthly', grain('monthly')],
  ['quarterly', grain('quarterly')],
  ...['yearly', 'annual', 'annually', 'year over year', 'year by year'].map(
    (p): [string, Keyword] => [p, grain('yearly')],
  ),
  ['hour', grainWord('hourly')],
  ...['day', 'date'].map((p): [string, Keyword] => [p, grainWord('daily')]),
  ['week', grainWord('weekly')],
  ['month', grainWord('monthly')],
  ['quarter', grainWord('quarterly')],
  ['year', grainWord('yearly')],
  ...[
    'over time',
    'over the years',
    'trend',
    'trend of',
    'history',
    'historically',
    'evolution',
    'time series',
  ].map((p): [string, Keyword] => [p, { kind: 'overTime' }]),
  ...['top', 'best', 'first', 'leading'].map((p): [string, Keyword] => [p, { kind: 'top' }]),
  ...['bottom', 'worst', 'last'].map((p): [string, Keyword] => [p, { kind: 'bottom' }]),
  ...[
    'highest',
    'most',
    'largest',
    'biggest',
    'greatest',
    'maximal',
    'the most',
    'most common',
    'most frequent',
    'most popular',
    'top most',
  ].map((p): [string, Keyword] => [p, { kind: 'highest' }]),
  ...['lowest', 'least', 'smallest', 'fewest', 'minimal', 'least common', 'cheapest'].map(
    (p): [string, Keyword] => [p, { kind: 'lowest' }],
  ),
  ...['which', 'what', 'who', 'where'].map((p): [string, Keyword] => [p, { kind: 'which' }]),
  ...[
    'share',
    'share of',
    'percentage of',
    'proportion',
    'proportion of',
    'distribution',
    'breakdown',
    'split',
    'mix',
    'percent of total',
    'share of total',
  ].map((p): [string, Keyword] => [p, { kind: 'share' }]),
  ...[
    'vs',
    'v',
    'versus',
    'compared to',
    'compared with',
    'compare',
    'comparing',
    'against',
    'relative to',
    'than in',
    'vs.',
  ].map((p): [string, Keyword] => [p, { kind: 'compare' }]),
  ...[
    'previous period',
    'prior period',
    'period before',
    'preceding period',
    'the previous period',
    'the period before',
  ].map((p): [string, Keyword] => [p, { kind: 'previousPeriod' }]),
  ...[
    'same period last year',
    'the same period last year',
    'a year ago',
    'year ago',
    'last year same period',
    'previous year',
    'prior year',
    'yoy',
  ].map((p): [string, Keyword] => [p, { kind: 'previousYear' }]),
  ...[
    'more than',
    'greater than',
    'above',
    'higher than',
    'bigger than',
    'larger than',
    'exceeding',
    'over',
    'at least',
    'no less than',
    'minimum of',
    '>',
    '>=',
  ].map((p): [string, Keyword] => [
    p,
    { kind: 'greater', inclusive: /least|no less|minimum|>=/.test(p) },
  ]),
  ...[
    'less than',
    'fewer than',
    'below',
    'under',
    'lower than',
    'smaller than',
    'at most',
    'no more than',
    'maximum of',
    'up to',
    '<',
    '<=',
  ].map((p): [string, Keyword] => [
    p,
    { kind: 'less', inclusive: /most|no more|maximum|up to|<=/.test(p) },
  ]),
  ...['equal to', 'equals', 'exactly', '='].map((p): [string, Keyword] => [p, { kind: 'equal' }]),
  ...['and', 'what about', 'how about', 'and what about', 'now', 'also', 'instead', 'only'].map(
    (p): [string, Keyword] => [p, { kind: 'followUp' }],
  ),
  ...[
    'change',
    'growth',
    'increase',
    'decrease',
    'difference',
    'percent change',
    'percentage change',
    'grew',
    'growth rate',
  ].map((p): [string, Keyword] => [p, { kind: 'growth' }]),
  ...['rows', 'records', 'entries', 'items', 'observations', 'lines', 'row', 'record', 'entry'].map(
    (p): [string, Keyword] => [p, { kind: 'rows' }],
  ),
  ...['not', 'except', 'excluding', 'without', 'other than'].map((p): [string, Keyword] => [
    p,
    { kind: 'negation' },
  ]),
];

const TR: [string, Keyword][] = [
  ...['toplam', 'toplamı', 'toplamda', 'tüm', 'genel toplam'].map((p): [string, Keyword] => [
    p,
    agg('sum'),
  ]),
  ...['ortalama', 'ortalaması', 'ort', 'vasati'].map((p): [string, Keyword] => [p, agg('avg')]),
  ['medyan', agg('median')],
  ...['en büyük', 'maksimum', 'azami', 'maks', 'en yüksek değer'].map((p): [string, Keyword] => [
    p,
    agg('max'),
  ]),
  ...['en küçük', 'minimum', 'asgari', 'en düşük değer'].map((p): [string, Keyword] => [
    p,
    agg('min'),
  ]),
  ...['sayısı', 'sayı', 'adedi', 'adet', 'miktarı', 'sayım'].map((p): [string, Keyword] => [
    p,
    agg('count'),
  ]),
  ...['farklı', 'benzersiz', 'tekil'].map((p): [string, Keyword] => [p, agg('count_distinct')]),
  ...['kaç', 'kaç tane', 'ne kadar', 'kaç adet'].map((p): [string, Keyword] => [
    p,
    { kind: 'howMany' },
  ]),
  ...['göre', 'bazında', 'başına', 'itibariyle', 'kırılımında', 'kırılımı'].map(
    (p): [string, Keyword] => [p, { kind: 'by', after: true }],
  ),
  ...['her', 'her bir'].map((p): [string, Keyword] => [p, { kind: 'by', after: false }]),
  ['saatlik', grain('hourly')],
  ['günlük', grain('daily')],
  ['haftalık', grain('weekly')],
  ['aylık', grain('monthly')],
  ...['çeyreklik', 'üç aylık'].map((p): [string, Keyword] => [p, grain('quarterly')]),
  ...['yıllık', 'senelik'].map((p): [string, Keyword] => [p, grain('yearly')]),
  ['saat', grainWord('hourly')],
  ...['gün', 'tarih'].map((p): [string, Keyword] => [p, grainWord('daily')]),
  ['hafta', grainWord('weekly')],
  ['ay', grainWord('monthly')],
  ['çeyrek', grainWord('quarterly')],
  ...[
    'zaman içinde',
    'zamanla',
    'yıllar içinde',
    'trend',
    'trendi',
    'eğilim',
    'eğilimi',
    'tarihsel',
    'seyri',
  ].map((p): [string, Keyword] => [p, { kind: 'overTime' }]),
  ...['yıl', 'sene'].map((p): [string, Keyword] => [p, grainWord('yearly')]),
  ...['ilk', 'en iyi', 'lider'].map((p): [string, Keyword] => [p, { kind: 'top' }]),
  ...['en kötü', 'son sıradaki'].map((p): [string, Keyword] => [p, { kind: 'bottom' }]),
  ...['en yüksek', 'en çok', 'en fazla', 'en büyük', 'en', 'en popüler', 'en yaygın', 'en sık'].map(
    (p): [string, Keyword] => [p, { kind: 'highest' }],
  ),
  ...['en düşük', 'en az', 'en küçük', 'en ucuz'].map((p): [string, Keyword] => [
    p,
    { kind: 'lowest' },
  ]),
  ...['hangi', 'hangisi', 'hangileri', 'ne', 'kim', 'nerede'].map((p): [string, Keyword] => [
    p,
    { kind: 'which' },
  ]),
  ...['pay', 'payı', 'payları', 'oranı', 'yüzdesi', 'dağılım', 'dağılımı', 'yüzde'].map(
    (p): [string, Keyword] => [p, { kind: 'share' }],
  ),
  ...[
    'vs',
    'karşı',
    'kıyasla',
    'karşılaştır',
    'karşılaştırıldığında',
    'karşılaştırması',
    'karşılaştırma',
    'nazaran',
    'ile karşılaştır',
    'ile kıyasla',
  ].map((p): [string, Keyword] => [p, { kind: 'compare' }]),
  ...['önceki dönem', 'önceki döneme', 'bir önceki dönem', 'önceki dönemle', 'önceki periyot'].map(
    (p): [string, Keyword] => [p, { kind: 'previousPeriod' }],
  ),
  ...[
    'geçen yılın aynı dönemi',
    'geçen yılın aynı dönemine',
    'bir yıl önce',
    'önceki yıl',
    'önceki yıla',
  ].map((p): [string, Keyword] => [p, { kind: 'previousYear' }]),
  ...['fazla', 'üzerinde', 'üstünde', 'büyük', 'yüksek', 'aşan', 'en az', '>', '>='].map(
    (p): [string, Keyword] => [p, { kind: 'greater', inclusive: /en az|>=/.test(p) }],
  ),
  ...['altında', 'az', 'küçük', 'düşük', 'en fazla', '<', '<='].map((p): [string, Keyword] => [
    p,
    { kind: 'less', inclusive: /en fazla|<=/.test(p) },
  ]),
  ...['eşit', '=', 'sahip', 'olan'].map((p): [string, Keyword] => [p, { kind: 'equal' }]),
  ...['ve', 'peki', 'ya', 'bir de', 'şimdi', 'sadece'].map((p): [string, Keyword] => [
    p,
    { kind: 'followUp' },
  ]),
  ...[
    'değişim',
    'değişimi',
    'artış',
    'artışı',
    'azalış',
    'düşüş',
    'büyüme',
    'fark',
    'farkı',
    'yüzde değişim',
  ].map((p): [string, Keyword] => [p, { kind: 'growth' }]),
  ...['satır', 'kayıt', 'satırlar', 'kayıtlar', 'öğe'].map((p): [string, Keyword] => [
    p,
    { kind: 'rows' },
  ]),
  ...['hariç', 'dışında', 'olmayan', 'değil'].map((p): [string, Keyword] => [
    p,
    { kind: 'negation' },
  ]),
];

// Words that carry no meaning of their own in a question.
const STOP_EN =
  'a an the of in on at for to from is are was were be been what whats show me give tell list display please i want see get find all data value values there do does did have has had their its it this that these those with as and or by per much many than then into during across within about give total amount level levels figure figures number numbers stats statistics report trend trends over time period overall between'.split(
    ' ',
  );
const STOP_TR =
  'bir bu şu o ve ile için de da mi mı mu mü nedir neydi ne göster bana listele ver olan olarak içinde arasında gibi kadar sahip tüm hepsi değeri değerler veri toplam sayısı dönem dönemi yılı yılında yılındaki yılda ayı ayında içindeki üzere'.split(
    ' ',
  );

const indexes = new Map<Locale, PhraseIndex<Keyword>>();

export function keywordIndex(locale: Locale): PhraseIndex<Keyword> {
  let index = indexes.get(locale);
  if (!index) {
    index = new PhraseIndex<Keyword>();
    for (const [phrase, keyword] of locale === 'tr' ? TR : EN)
      index.add(phrase, keyword, phrase.length >= 6);
    indexes.set(locale, index);
  }
  return index;
}

const stopSets = {
  en: new Set(STOP_EN.map(fold)),
  tr: new Set([...STOP_TR, ...STOP_EN.filter((w) => w.length > 3)].map(fold)),
};
const ownStopWords = { en: stopSets.en, tr: new Set(STOP_TR.map(fold)) };

export function isStopWord(word: string, locale: Locale): boolean {
  return stopSets[locale].has(word) || stopSets.en.has(word);
}

// A filler word of this language itself: "be" is passed over in a Turkish reading too, but it is no
// sign that the question is Turkish.
export function isOwnStopWord(word: string, locale: Locale): boolean {
  return ownStopWords[locale].has(word);
}
