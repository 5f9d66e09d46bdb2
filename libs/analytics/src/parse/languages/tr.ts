import type { Keyword, LanguagePack } from './language-pack';
import { agg, grain, grainWord } from './language-pack';

const KEYWORDS: [string, Keyword][] = [
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
  ...['pay', 'payı', 'payları', 'yüzdesi', 'dağılım', 'dağılımı', 'yüzde'].map(
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
  ...['standart sapma', 'standart sapması', 'std'].map((p): [string, Keyword] => [
    p,
    agg('stddev'),
  ]),
  ...['yüzdelik', 'persentil'].map((p): [string, Keyword] => [p, { kind: 'percentile' }]),
  ...['oran', 'oranı'].map((p): [string, Keyword] => [p, { kind: 'rate' }]),
  ...['kümülatif', 'birikimli', 'yürüyen toplam', 'kümülatif toplam'].map(
    (p): [string, Keyword] => [p, { kind: 'cumulative' }],
  ),
  ...['hareketli ortalama', 'hareketli ortalaması'].map((p): [string, Keyword] => [
    p,
    { kind: 'moving' },
  ]),
  ...['aylık büyüme', 'aylık büyümesi', 'aydan aya', 'aylık değişim'].map(
    (p): [string, Keyword] => [p, { kind: 'periodOverPeriod', grain: 'monthly' }],
  ),
  ...['çeyreklik büyüme', 'çeyrekten çeyreğe', 'çeyreklik büyümesi'].map((p): [string, Keyword] => [
    p,
    { kind: 'periodOverPeriod', grain: 'quarterly' },
  ]),
  ...['yıllık büyüme', 'yıllık büyümesi', 'yıldan yıla', 'yıllık değişim'].map(
    (p): [string, Keyword] => [p, { kind: 'periodOverPeriod', grain: 'yearly' }],
  ),
  ...['neden', 'niçin', 'niye', 'sebebi', 'nedeni', 'ne etkiledi'].map((p): [string, Keyword] => [
    p,
    { kind: 'driver' },
  ]),
  ...[
    'haftanın günleri',
    'haftanın günü',
    'haftanın günlerine',
    'hafta günleri',
    'hafta içi günler',
  ].map((p): [string, Keyword] => [p, { kind: 'dayOfWeek' }]),
  ...['hiç', 'sıfır'].map((p): [string, Keyword] => [p, { kind: 'none' }]),
  ...['aralığı', 'değişim aralığı'].map((p): [string, Keyword] => [p, agg('range')]),
  ...['on yıl', 'on yıllık', 'on yıllara', 'onyıl'].map((p): [string, Keyword] => [
    p,
    { kind: 'decade' },
  ]),
];

export const turkish: LanguagePack = {
  keywords: KEYWORDS,
  fillers:
    'bir bu şu o ve ile için de da mi mı mu mü nedir neydi ne göster bana listele ver olan olarak içinde arasında gibi kadar sahip tüm hepsi değeri değerler veri toplam sayısı dönem dönemi yılı yılında yılındaki yılda ayı ayında içindeki üzere yapılan yapan yapılmış olan gelen aldı var düştü arttı azaldı değişti yükseldi oldu'.split(
      ' ',
    ),
  scales: { bin: 1e3, milyon: 1e6, milyar: 1e9 },
  fromWords: ['den', 'dan', 'ten', 'tan', 'kalkan', 'cikan'],
  toWords: ['e', 'a', 'ye', 'ya', 'giden', 'varan'],
  comparatives: {
    yasli: { op: '>', words: ['yaş', 'age'] },
    genc: { op: '<', words: ['yaş', 'age'] },
    agir: { op: '>', words: ['ağırlık', 'weight'] },
    hafif: { op: '<', words: ['ağırlık', 'weight'] },
    pahali: { op: '>', words: ['fiyat', 'price'] },
    ucuz: { op: '<', words: ['fiyat', 'price'] },
  },
  units: {
    tl: 'currency',
    '₺': 'currency',
    lira: 'currency',
    $: 'currency',
    dolar: 'currency',
    euro: 'currency',
    '%': 'percent',
    yuzde: 'percent',
    g: 'measure',
    gr: 'measure',
    kg: 'measure',
    mm: 'measure',
    cm: 'measure',
    km: 'measure',
  },
  withSuffixes: ['li', 'lu'],
  withoutSuffixes: ['siz', 'suz'],
  negationFollows: true,
  perWords: ['basina'],
  allWords: ['butun'],
  downWords: ['dustu', 'dusus', 'azaldi', 'azalis', 'geriledi', 'dusmesi', 'azalmasi'],
  upWords: ['artti', 'artis', 'yukseldi', 'artmasi', 'buyudu'],
};
