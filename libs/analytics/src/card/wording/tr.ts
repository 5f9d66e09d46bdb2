import type { Unit } from '../../parse/date-spec';
import type { ChartKind } from '../../parse/presentation';
import type { GroupTestOp, Wording } from './wording';

const CHART_NAMES: Record<ChartKind, string> = {
  bar: 'Çubuk grafik',
  line: 'Çizgi grafik',
  pie: 'Pasta grafik',
  donut: 'Halka grafik',
  area: 'Alan grafiği',
  scatter: 'Serpilme grafiği',
  table: 'Tablo',
};

// Turkish nouns stay singular after a number ("3 ay", "5 ürün").
// "China and India", "China ve India": names joined the language's way.
const list = (names: readonly string[]) =>
  new Intl.ListFormat('tr', { type: 'conjunction' }).format(names);

const UNIT: Record<Unit, string> = {
  day: 'gün',
  week: 'hafta',
  month: 'ay',
  quarter: 'çeyrek',
  half: 'yarıyıl',
  year: 'yıl',
};

const GRAIN = {
  hourly: 'saat',
  daily: 'gün',
  weekly: 'hafta',
  monthly: 'ay',
  quarterly: 'çeyrek',
  yearly: 'yıl',
};

const PER_PERIOD = {
  hourly: 'saatlik',
  daily: 'günlük',
  weekly: 'haftalık',
  monthly: 'aylık',
  quarterly: 'çeyreklik',
  yearly: 'yıllık',
};

const AGGREGATION = {
  sum: 'Toplam',
  avg: 'Ortalama',
  min: 'En düşük',
  max: 'En yüksek',
  count: 'Sayı:',
  count_distinct: 'Farklı',
  median: 'Medyan',
  stddev: 'Standart sapma:',
  percentile: 'Yüzdelik:',
  range: 'Aralık:',
};

const highest = (direction: 'desc' | 'asc') => (direction === 'desc' ? 'en yüksek' : 'en düşük');

const TEST: Record<GroupTestOp, (a: string, b: string) => string> = {
  '>': (a) => `${a} üzerinde`,
  '>=': (a) => `en az ${a}`,
  '<': (a) => `${a} altında`,
  '<=': (a) => `en fazla ${a}`,
  '=': (a) => a,
  '<>': (a) => `${a} dışında`,
  between: (a, b) => `${a} ile ${b} arasında`,
};

export const tr: Wording = {
  tag: 'tr-TR',

  aggregation: AGGREGATION,
  grain: GRAIN,
  months: 'Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık'.split(' '),
  cycle: { weekday: 'Haftanın günü', decade: 'On yıl' },

  relativeDay: (offset) => (offset === 0 ? 'bugün' : 'dün'),
  lastN: (n, u) => `son ${n} ${UNIT[u]}`,
  lastHours: (n) => `son ${n} saat`,
  previousUnit: (u) => `geçen ${UNIT[u]}`,
  currentUnit: (u, toDate) => (toDate ? `bu ${UNIT[u]} (bugüne kadar)` : `bu ${UNIT[u]}`),
  half: (half, year) => `${year ? `${year} ` : ''}${half}. yarı`,
  until: (day) => `${day} tarihine kadar`,
  excluding: (range) => `hariç ${range}`,

  previous: (label) => `Önceki ${label}`,
  change: (label) => `${label} değişim`,
  share: 'Pay %',
  windowed: {
    cumulative: (m) => `Kümülatif ${m}`,
    growth: (m) => `${m} büyümesi %`,
    moving: (m) => `${m} (hareketli ortalama)`,
  },
  // "1990'ler".
  decade: (n) => `${n}'ler`,

  aggregated: (a, metric) => `${AGGREGATION[a]} ${metric}`,
  countLabel: (what) => `${what} sayısı`,
  countName: (what) => `${what} sayısı`,
  rate: (flag) => `${flag} oranı`,
  ratio: (metric, over) => `${over} başına ${metric}`,
  margin: (metric) => `${metric} marjı`,
  // "Ortalama aylık Ciro": the period word with -lık/-lik/-luk/-lük by its last vowel (saat, a
  // loanword, takes the front one).
  perPeriod: (grain, metric) => `${AGGREGATION.avg} ${PER_PERIOD[grain]} ${metric}`,
  percentile: (metric, n) => `${metric} ${n}. yüzdelik`,
  partShare: (metric, part) => `${metric} içinde ${part} payı`,

  title: ({ metrics, groups, rank, filters, range, previous }) => {
    const top = rank
      ? ` — ${rank.direction === 'desc' ? 'ilk' : 'son'} ${rank.limit} ${groups[0]}`
      : '';
    const by = groups.length && !rank ? ` (${groups.join(' ve ')} bazında)` : '';
    return `${metrics}${by}${top}${filters}${range ? `, ${range}` : ''}${previous ? ` / ${previous}` : ''}`;
  },

  noData: 'Bu soruya uyan veri bulunamadı.',
  groupTest: (op, a, b) => TEST[op](a, b),
  keptNone: ({ label, test, noun }) => `${label} değeri ${test} olan ${noun} yok.`,
  keptOne: ({ label, test, noun, value }) => `${label} değeri ${test} olan tek ${noun}: ${value}.`,
  keptMany: ({ label, test, noun, count, max, min }) =>
    `${label} değeri ${test} olan ${count} ${noun}: en yüksek ${max}, en düşük ${min}.`,
  passedTest: (label, test) => `${label} değeri ${test}`,
  passedTests: (tests) => tests.join(' ve '),
  passed: ({ n, count, noun, tests }) =>
    n ? `${tests} olan ${count} ${noun} var.` : `${tests} olan ${noun} yok.`,
  comparedScalar: ({ label, value, range, previous, previousRange, direction, percent }) => {
    const word = direction === 'new' ? 'yeni' : direction === 'up' ? 'artış' : 'düşüş';
    return `${range} için ${label}: ${value}; ${previousRange} döneminde ${previous} (${percent ? `${percent} ` : ''}${word}).`;
  },
  scalar: ({ label, range, value }) => `${range ? `${range} için ` : ''}${label}: ${value}.`,
  rankedOne: ({ direction, label, group, key, value }) =>
    `${label} değeri ${highest(direction)} olan ${group}: ${key} (${value}).`,
  rankedMany: ({ direction, label, group, list }) =>
    `${label} değeri ${highest(direction)} ${group}: ${list}.`,
  overTime: ({ label, first, firstValue, last, lastValue, peak, peakValue }) =>
    `${label}: ${first} tarihinde ${firstValue}, ${last} tarihinde ${lastValue}; zirve ${peak} (${peakValue}).`,
  largestShare: (key, share) => `En büyük pay ${key}: ${share}.`,
  single: (label, key, value) => `${key} için ${label}: ${value}.`,
  spread: ({ label, max, maxValue, min, minValue }) =>
    `${label}: en yüksek ${max} (${maxValue}), en düşük ${min} (${minValue}).`,

  levelWords: [
    'nufus',
    'nufusu',
    'calisan',
    'personel',
    'bakiye',
    'bakiyesi',
    'stok',
    'envanter',
    'fiyat',
    'fiyati',
    'seviye',
    'sicaklik',
  ],

  contributes: (key, share, metric) =>
    `${key}, toplam ${metric} değerinin ${share} kadarını oluşturuyor.`,
  concentrated: (dimension, share) =>
    `İlk 3 ${dimension} toplamın ${share} kadarını oluşturuyor: dağılım yoğunlaşmış.`,
  movedMost: ({ key, signed }) => `En büyük değişim ${key}: önceki döneme göre ${signed}.`,
  trend: (reading, metric, ends) => {
    switch (reading) {
      case 'flat':
        return `${metric} dönem boyunca yatay seyretti: ${ends}.`;
      case 'mixed':
        return `${metric} dönem boyunca dalgalı seyretti, net bir yön yok: ${ends}.`;
      default:
        return `${metric} dönem boyunca ${reading === 'up' ? 'yükseliş' : 'düşüş'} eğiliminde: ${ends}.`;
    }
  },
  unusual: ({ key, value, above, seasonal }) =>
    `${key} olağan dışı: ${value} (${seasonal ? 'mevsimsel örüntünün' : 'serinin olağan düzeyinin'} ${above ? 'çok üstünde' : 'çok altında'}).`,
  newSinceZero: (metric) =>
    `Önceki dönemde sıfır olan ${metric} bu dönemde oluştu (değişim: sonsuz).`,
  above: ({ metric, top, bottom, percent }) =>
    `${top} için ${metric}, ${bottom} değerinin ${percent} üstünde.`,
  gap: ({ metric, top, bottom, ratio }) =>
    `${top} için ${metric}, ${bottom} değerinin ${ratio} katı.`,
  seriesTrend: ({ metric, up, down, flat }) => {
    const parts = [
      up.length ? `${list(up)} için arttı` : '',
      down.length ? `${list(down)} için azaldı` : '',
      flat.length ? `${list(flat)} için yatay kaldı` : '',
    ].filter(Boolean);
    return `${metric} dönem boyunca ${parts.join(', ')}.`;
  },
  seriesLead: ({ metric, at, leader, value, second, secondValue }) =>
    `${at} itibarıyla ${metric} değerinde ${leader} önde: ${value}; ardından ${second} (${secondValue}).`,
  overallChange: ({ metric, up, percent, from, to }) =>
    `${metric}, ${from} ile ${to} arasında ${percent} ${up ? 'arttı' : 'azaldı'}.`,
  rankedGap: ({ n, metric, top, bottom, ratio }) =>
    `Bu ${n} içinde ${top} için ${metric}, ${bottom} değerinin ${ratio} katı.`,
  rankedRange: ({ n, min, minValue, max, maxValue }) =>
    `Bu ${n} değer ${minValue} (${min}) ile ${maxValue} (${max}) arasında.`,
  outlier: ({ key, value, above, median }) =>
    `${key} öne çıkıyor: ${value}, ortanca değer olan ${median} değerinin çok ${above ? 'üstünde' : 'altında'}.`,

  driverColumns: {
    driver: 'Etken',
    value: 'Değer',
    contribution: 'Değişime katkı',
    rate: 'Oran etkisi',
    mix: 'Karışım etkisi',
  },
  changeBar: 'Değişim',
  driverTitle: (metric, when, was) => `${metric} değişiminin etkenleri, ${when} / ${was}`,
  mixEffect: (value, metric, byRate) =>
    byRate
      ? `${value} etkisi çoğunlukla kendi ${metric} değerinin değişmesinden geliyor (oran etkisi).`
      : `${value} etkisi çoğunlukla payının değişmesinden geliyor (karışım etkisi), kendi oranından değil.`,
  driverHead: ({ metric, moved, by, when, was, before, after }) => {
    const verb = moved === 'fell' ? 'düştü' : moved === 'rose' ? 'arttı' : 'değişmedi';
    return `${metric} ${when} döneminde ${was} dönemine göre${by} ${verb} (${before} → ${after}).`;
  },
  driverTail: ({ head, against, down, named }) =>
    `${head} ${against ? (down ? 'En çok düşenler' : 'En çok artanlar') : 'En çok etkileyenler'}: ${named}.`,

  shareOfChange: ({ value, dimension, share, metric }) =>
    `${metric} değişiminin ${share} kadarı tek başına ${value} (${dimension}) kaynaklı.`,
  moreThanAll: ({ value, dimension, amount, total, rest }) =>
    `${value} (${dimension}) tek başına ${amount} değişti, toplam değişimden (${total}) fazla; ${dimension} içindeki diğerleri ters yönde ${rest} değişti.`,
  againstAll: ({ value, dimension, amount, total, rest }) =>
    `${value} (${dimension}) ${amount} değişirken toplam ${total} değişti: ${dimension} içindeki diğerleri ${rest} değişti.`,
  withData: (period) => `${period} (verisi olan en yakın önceki dönem)`,
  latestWithData: (period) =>
    `Hemen önceki dönemde veri yok; değişim, verisi olan en yakın önceki dönem olan ${period} ile karşılaştırıldı.`,

  whichField: (phrase) => `"${phrase}" ile hangisini kastettiniz?`,
  whichColumn: (phrase) => `"${phrase}" birden fazla sütunda geçiyor. Hangisi?`,
  rowsOrValue: (phrase) =>
    `"${phrase}" tüm kayıtlar mı, yoksa yalnızca bu değere sahip kayıtlar mı?`,
  everyRow: { question: 'kayıtlar', label: 'Tüm kayıtlar' },
  understoodBut: ({ rest, words, source }) =>
    `"${rest}" anlaşıldı, ama "${words}" ${source} içinde bulunamadı.`,
  askWithout: 'Bu kelime olmadan sorabilir ya da başka türlü sorabilirsiniz:',
  notFound: (words, source) => `${source} içinde "${words}" bulunamadı.`,
  canAnswer: 'Bu verinin yanıtlayabileceği sorular:',
  tryOne: 'Bunlardan birini deneyin:',
  chartNeedsAxis: (chart) =>
    `${chart ? CHART_NAMES[chart] : 'Sıralama'} için cevabın neye göre ayrılacağı gerekli. Hangisini kastettiniz?`,
  textMatch: (column, match, values) =>
    `${column}: ${values.join(' veya ')} ${{ starts: 'ile başlar', ends: 'ile biter', contains: 'içerir' }[match]}`,
  withBreakdown: (question, column) => `${question.replace(/[?.!\s]+$/, '')}, ${column} bazında`,
  noTime: (source) => `${source} içinde tarih sütunu yok; tarih aralığı uygulanamaz.`,
  noHours: ({ source, column, window }) =>
    `${source} içindeki ${column} sütununda saat bilgisi yok; ${window ? `${window} için yanıt verilemez` : 'saatlik kırılım yapılamaz'}.`,
  whatToMeasure: 'Neyi ölçmek istersiniz?',
  unanswerable: 'Bu soru bu veriyle yanıtlanamadı.',
  // "saatlere" → "günlere": front vowels as for saat, with i rounded after ü ("saatlik" →
  // "günlük"); a suffix hardened after the t of saat softens after the n of gün ("saatte" → "günde").
  byDay: (word) => {
    const lower = word.toLocaleLowerCase('tr');
    if (!lower.startsWith('saat')) return undefined;
    let vowel = 'ü';
    let out = 'gün';
    const suffix = lower.slice(4).replace(/^t/, 'd').replace(/^ç/, 'c');
    for (const c of suffix) {
      const next = c === 'i' && vowel === 'ü' ? 'ü' : c;
      if ('aeıioöuü'.includes(next)) vowel = next;
      out += next;
    }
    return out;
  },

  suggestAggregation: (a) => (a === 'avg' ? 'ortalama' : 'toplam'),
  suggestBy: (aggregation, metric, dimension) => `${dimension} bazında ${aggregation} ${metric}`,
  suggestPerYear: (aggregation, metric) => `yıllık ${aggregation} ${metric}`,
  suggestTop: (metric, dimension) => `${metric} değerine göre ilk 5 ${dimension}`,
  suggestHowMany: (entity) => `kaç ${entity ?? 'kayıt'} var`,
};
