// The Turkish words of an answer: i18next's catalogue for the `wording` namespace, keyed as the
// English one (locales/en.ts). Turkish nouns stay singular after a number ("3 ay", "5 ürün"), so
// the `_one` and `_other` forms read alike; an ordinal is "90." whatever the number (`_ordinal_other`).
export const TR_WORDING = {
  join: { and: ' ve ', or: ' veya ', comma: ', ' },

  aggregation: {
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
  },
  grain: {
    hourly: 'saat',
    daily: 'gün',
    weekly: 'hafta',
    monthly: 'ay',
    quarterly: 'çeyrek',
    yearly: 'yıl',
  },
  // "Ortalama aylık Ciro": the period word with -lık/-lik/-luk/-lük by its last vowel (saat, a
  // loanword, takes the front one).
  periodAdjective: {
    hourly: 'saatlik',
    daily: 'günlük',
    weekly: 'haftalık',
    monthly: 'aylık',
    quarterly: 'çeyreklik',
    yearly: 'yıllık',
  },
  months: [
    'Ocak',
    'Şubat',
    'Mart',
    'Nisan',
    'Mayıs',
    'Haziran',
    'Temmuz',
    'Ağustos',
    'Eylül',
    'Ekim',
    'Kasım',
    'Aralık',
  ],
  cycle: { weekday: 'Haftanın günü', decade: 'On yıl' },

  unit: {
    day_one: 'gün',
    day_other: 'gün',
    week_one: 'hafta',
    week_other: 'hafta',
    month_one: 'ay',
    month_other: 'ay',
    quarter_one: 'çeyrek',
    quarter_other: 'çeyrek',
    half_one: 'yarıyıl',
    half_other: 'yarıyıl',
    year_one: 'yıl',
    year_other: 'yıl',
  },

  range: {
    relativeDay_today: 'bugün',
    relativeDay_yesterday: 'dün',
    lastN: 'son {{count}} {{unit}}',
    lastHours_one: 'son {{count}} saat',
    lastHours_other: 'son {{count}} saat',
    previousUnit: 'geçen {{unit}}',
    currentUnit_this: 'bu {{unit}}',
    currentUnit_toDate: 'bu {{unit}} (bugüne kadar)',
    half_first: '{{ofYear}}1. yarı',
    half_second: '{{ofYear}}2. yarı',
    ofYear: '{{year}} ',
    until: '{{day}} tarihine kadar',
    excluding: 'hariç {{range}}',
  },

  column: {
    previous: 'Önceki {{label}}',
    change: '{{label}} değişim',
    share: 'Pay %',
    windowed: {
      cumulative: 'Kümülatif {{metric}}',
      growth: '{{metric}} büyümesi %',
      moving: '{{metric}} (hareketli ortalama)',
    },
    // "1990'ler".
    decade: "{{n}}'ler",
  },

  measure: {
    aggregated: '{{aggregation}} {{metric}}',
    countLabel: '{{what}} sayısı',
    countLabel_grains: '{{what}} sayısı',
    countName: '{{what}} sayısı',
    countName_grains: '{{what}} sayısı',
    rate: '{{flag}} oranı',
    ratio: '{{over}} başına {{metric}}',
    margin: '{{metric}} marjı',
    perPeriod: 'Ortalama {{period}} {{metric}}',
    perEach: '{{each}} başına ortalama {{metric}}',
    percentile_ordinal_other: '{{metric}} {{count}}. yüzdelik',
    partShare: '{{metric}} içinde {{part}} payı',
  },

  title: {
    plain: '{{metrics}}{{filters}}{{range}}{{previous}}',
    by: '{{metrics}} ({{groups}} bazında){{filters}}{{range}}{{previous}}',
    ranked_desc_one: '{{metrics}} — ilk {{count}} {{group}}{{filters}}{{range}}{{previous}}',
    ranked_desc_other: '{{metrics}} — ilk {{count}} {{group}}{{filters}}{{range}}{{previous}}',
    ranked_asc_one: '{{metrics}} — son {{count}} {{group}}{{filters}}{{range}}{{previous}}',
    ranked_asc_other: '{{metrics}} — son {{count}} {{group}}{{filters}}{{range}}{{previous}}',
    range: ', {{range}}',
    previous: ' / {{previous}}',
  },

  sentence: {
    noData: 'Bu soruya uyan veri bulunamadı.',
    groupTest_gt: '{{a}} üzerinde',
    groupTest_ge: 'en az {{a}}',
    groupTest_lt: '{{a}} altında',
    groupTest_le: 'en fazla {{a}}',
    groupTest_eq: '{{a}}',
    groupTest_ne: '{{a}} dışında',
    groupTest_between: '{{a}} ile {{b}} arasında',
    groupTest_outside: '{{a}} altında veya {{b}} üzerinde',
    keptNone: '{{label}} değeri {{test}} olan {{noun}} yok.',
    keptOne: '{{label}} değeri {{test}} olan tek {{noun}}: {{value}}.',
    keptMany_one:
      '{{label}} değeri {{test}} olan {{count}} {{noun}}: en yüksek {{max}}, en düşük {{min}}.',
    keptMany_other:
      '{{label}} değeri {{test}} olan {{count}} {{noun}}: en yüksek {{max}}, en düşük {{min}}.',
    passedTest: '{{label}} değeri {{test}}',
    passed_zero: '{{tests}} olan {{noun}} yok.',
    passed_one: '{{tests}} olan {{number}} {{noun}} var.',
    passed_other: '{{tests}} olan {{number}} {{noun}} var.',
    comparedScalar_new:
      '{{range}} için {{label}}: {{value}}; {{previousRange}} döneminde {{previous}} (yeni).',
    comparedScalar_up:
      '{{range}} için {{label}}: {{value}}; {{previousRange}} döneminde {{previous}} ({{percent}} artış).',
    comparedScalar_down:
      '{{range}} için {{label}}: {{value}}; {{previousRange}} döneminde {{previous}} ({{percent}} düşüş).',
    scalar: '{{range}}{{label}}: {{value}}.',
    scalarRange: '{{range}} için ',
    rankedOne_desc: '{{label}} değeri en yüksek olan {{group}}: {{key}} ({{value}}).',
    rankedOne_asc: '{{label}} değeri en düşük olan {{group}}: {{key}} ({{value}}).',
    rankedMany_desc_one: '{{label}} değeri en yüksek {{group}}: {{list}}.',
    rankedMany_desc_other: '{{label}} değeri en yüksek {{group}}: {{list}}.',
    rankedMany_asc_one: '{{label}} değeri en düşük {{group}}: {{list}}.',
    rankedMany_asc_other: '{{label}} değeri en düşük {{group}}: {{list}}.',
    overTime:
      '{{label}}: {{first}} tarihinde {{firstValue}}, {{last}} tarihinde {{lastValue}}; zirve {{peak}} ({{peakValue}}).',
    largestShare: 'En büyük pay {{key}}: {{share}}.',
    single: '{{key}} için {{label}}: {{value}}.',
    spread: '{{label}}: en yüksek {{max}} ({{maxValue}}), en düşük {{min}} ({{minValue}}).',
  },

  insight: {
    contributes: '{{key}}, toplam {{metric}} değerinin {{share}} kadarını oluşturuyor.',
    concentrated:
      'İlk 3 {{dimension}} toplamın {{share}} kadarını oluşturuyor: dağılım yoğunlaşmış.',
    movedMost_up: 'En büyük değişim {{key}}: önceki döneme göre {{signed}}.',
    movedMost_down: 'En büyük değişim {{key}}: önceki döneme göre {{signed}}.',
    trend_flat: '{{metric}} dönem boyunca yatay seyretti: {{ends}}.',
    trend_mixed: '{{metric}} dönem boyunca dalgalı seyretti, net bir yön yok: {{ends}}.',
    trend_up: '{{metric}} dönem boyunca yükseliş eğiliminde: {{ends}}.',
    trend_down: '{{metric}} dönem boyunca düşüş eğiliminde: {{ends}}.',
    unusual_above_seasonal: '{{key}} olağan dışı: {{value}} (mevsimsel örüntünün çok üstünde).',
    unusual_below_seasonal: '{{key}} olağan dışı: {{value}} (mevsimsel örüntünün çok altında).',
    unusual_above_level: '{{key}} olağan dışı: {{value}} (serinin olağan düzeyinin çok üstünde).',
    unusual_below_level: '{{key}} olağan dışı: {{value}} (serinin olağan düzeyinin çok altında).',
    newSinceZero: 'Önceki dönemde sıfır olan {{metric}} bu dönemde oluştu (değişim: sonsuz).',
    above: '{{top}} için {{metric}}, {{bottom}} değerinin {{percent}} üstünde.',
    gap: '{{top}} için {{metric}}, {{bottom}} değerinin {{ratio}} katı.',
    seriesTrend: '{{metric}} dönem boyunca {{parts}}.',
    seriesRose: '{{names, list}} için arttı',
    seriesFell: '{{names, list}} için azaldı',
    seriesFlat: '{{names, list}} için yatay kaldı',
    seriesLead:
      '{{at}} itibarıyla {{metric}} değerinde {{leader}} önde: {{value}}; ardından {{second}} ({{secondValue}}).',
    overallChange_rose: '{{metric}}, {{from}} ile {{to}} arasında {{percent}} arttı.',
    overallChange_fell: '{{metric}}, {{from}} ile {{to}} arasında {{percent}} azaldı.',
    rankedGap: 'Bu {{n}} içinde {{top}} için {{metric}}, {{bottom}} değerinin {{ratio}} katı.',
    rankedRange: 'Bu {{n}} değer {{minValue}} ({{min}}) ile {{maxValue}} ({{max}}) arasında.',
    outlier_above:
      '{{key}} öne çıkıyor: {{value}}, ortanca değer olan {{median}} değerinin çok üstünde.',
    outlier_below:
      '{{key}} öne çıkıyor: {{value}}, ortanca değer olan {{median}} değerinin çok altında.',
  },

  driver: {
    columns: {
      driver: 'Etken',
      value: 'Değer',
      contribution: 'Değişime katkı',
      rate: 'Oran etkisi',
      mix: 'Karışım etkisi',
    },
    changeBar: 'Değişim',
    title: '{{metric}} değişiminin etkenleri, {{when}} / {{was}}',
    mixEffect_rate:
      '{{value}} etkisi çoğunlukla kendi {{metric}} değerinin değişmesinden geliyor (oran etkisi).',
    mixEffect_mix:
      '{{value}} etkisi çoğunlukla payının değişmesinden geliyor (karışım etkisi), kendi oranından değil.',
    // Every period reads "… döneminde", a relative one ("son 3 ay") too.
    at: '{{when}}',
    at_relative: '{{when}}',
    head_fell:
      '{{metric}} {{at}} döneminde {{was}} dönemine göre{{by}} düştü ({{before}} → {{after}}).',
    head_rose:
      '{{metric}} {{at}} döneminde {{was}} dönemine göre{{by}} arttı ({{before}} → {{after}}).',
    head_same:
      '{{metric}} {{at}} döneminde {{was}} dönemine göre{{by}} değişmedi ({{before}} → {{after}}).',
    tail_declines: '{{head}} En çok düşenler: {{named}}.',
    tail_increases: '{{head}} En çok artanlar: {{named}}.',
    tail_mostly: '{{head}} En çok etkileyenler: {{named}}.',
    shareOfChange:
      '{{metric}} değişiminin {{share}} kadarı tek başına {{value}} ({{dimension}}) kaynaklı.',
    moreThanAll:
      '{{value}} ({{dimension}}) tek başına {{amount}} değişti, toplam değişimden ({{total}}) fazla; {{dimension}} içindeki diğerleri ters yönde {{rest}} değişti.',
    againstAll:
      '{{value}} ({{dimension}}) {{amount}} değişirken toplam {{total}} değişti: {{dimension}} içindeki diğerleri {{rest}} değişti.',
    withData: '{{period}} (verisi olan en yakın önceki dönem)',
    latestWithData:
      'Hemen önceki dönemde veri yok; değişim, verisi olan en yakın önceki dönem olan {{period}} ile karşılaştırıldı.',
  },

  prompt: {
    whichField: '"{{phrase}}" ile hangisini kastettiniz?',
    countOfRate:
      '"{{phrase}}" sayılan bir şey değil, satır başına bir oran ya da tutar. Neyin sayısı istendi?',
    whichColumn: '"{{phrase}}" birden fazla sütunda geçiyor. Hangisi?',
    rowsOrValue: '"{{phrase}}" tüm kayıtlar mı, yoksa yalnızca bu değere sahip kayıtlar mı?',
    everyRowQuestion: 'kayıtlar',
    everyRowLabel: 'Tüm kayıtlar',
    understoodBut: '"{{rest}}" anlaşıldı, ama "{{words}}" {{source}} içinde bulunamadı.',
    askWithout: 'Bu kelime olmadan sorabilir ya da başka türlü sorabilirsiniz:',
    notFound: '{{source}} içinde "{{words}}" bulunamadı.',
    canAnswer: 'Bu verinin yanıtlayabileceği sorular:',
    tryOne: 'Bunlardan birini deneyin:',
    noTime: '{{source}} içinde tarih sütunu yok; tarih aralığı uygulanamaz.',
    axisFor: {
      bar: 'Çubuk grafik',
      line: 'Çizgi grafik',
      pie: 'Pasta grafik',
      donut: 'Halka grafik',
      area: 'Alan grafiği',
      scatter: 'Serpilme grafiği',
      table: 'Tablo',
      order: 'Sıralama',
    },
    chartNeedsAxis: '{{what}} için cevabın neye göre ayrılacağı gerekli. Hangisini kastettiniz?',
    textMatch_starts: '{{column}}: {{values}} ile başlar',
    textMatch_ends: '{{column}}: {{values}} ile biter',
    textMatch_contains: '{{column}}: {{values}} içerir',
    withBreakdown: '{{question}}, {{column}} bazında',
    noHours:
      '{{source}} içindeki {{column}} sütununda saat bilgisi yok; saatlik kırılım yapılamaz.',
    noHours_window:
      '{{source}} içindeki {{column}} sütununda saat bilgisi yok; {{window}} için yanıt verilemez.',
    whatToMeasure: 'Neyi ölçmek istersiniz?',
    unanswerable: 'Bu soru bu veriyle yanıtlanamadı.',
  },

  suggest: {
    aggregation: 'toplam',
    aggregation_avg: 'ortalama',
    by: '{{dimension}} bazında {{aggregation}} {{metric}}',
    perYear: 'yıllık {{aggregation}} {{metric}}',
    top: '{{metric}} değerine göre ilk 5 {{dimension}}',
    howMany: 'kaç {{entity}} var',
    howMany_rows: 'kaç kayıt var',
  },
};
