// The wording of digest, report and failure mails, en and tr, in i18next's format: `{{name}}`
// interpolates, `_one`/`_other` are plural forms. The API's i18next serves it in its `digest`
// namespace; templates fill a wording with its interpolator (digest-words.ts).
export type DigestWords = {
  digestSubject: string;
  reportSubject: string;
  previewTag: string;
  intro: string;
  attachmentsOnly: string;
  open: string;
  insights: string;
  unsubscribe: string;
  unsubscribeWhy: string;
  pdfName: string;
  failedCards: string;
  more_one: string;
  more_other: string;
  chart: string;
  reportIndustries: string;
  reportClients: string;
  reportClientsUnshown: string;
  openReports: string;
  openReport: string;
  readingWhere: string;
  readingAnd: string;
  reportPeriodLatest: string;
  reportPeriodLast: string;
  reportIntroPeriod: string;
  reportSummary: string;
  reportSummaryLead: string;
  reportSummaryYear: string;
  reportSummaryNoYear: string;
  reportSummaryDriver: string;
  reportSummaryAnomaly: string;
  reportSummaryCalm: string;
  reportNoData: string;
  reportUp: string;
  reportDown: string;
  reportFlat: string;
  reportAnomaly: string;
  reportAbove: string;
  reportBelow: string;
  reportReadAs: string;
  reportAsk: string;
  reportMovers: string;
  reportPlaces: string;
  reportMover: string;
  reportTrend: string;
  reportUnits: Record<string, string>;
  // A source without dates: no period compared, the figures of all its rows.
  reportSubjectAll: string;
  reportPeriodAll: string;
  reportIntroAll: string;
  reportUndated: string;
  reportUndatedLead: string;
  reportUndatedGroup: string;
  reportUndatedCalm: string;
  reportUndatedNoData: string;
  reportGroups: string;
  reportGroup: string;
  reportFileName: string;
  failedSubject: string;
  failedIntro: string;
  failedWhat: string;
  failedNext: string;
};

const en: DigestWords = {
  digestSubject: '{{brand}} digest: {{name}}',
  reportSubject: '{{brand}} report for {{business}}: {{from}} – {{to}}',
  previewTag: '(preview)',
  intro: 'Your {{frequency}} digest of “{{name}}”, answered again this morning.',
  attachmentsOnly: 'Your {{frequency}} digest of “{{name}}” is attached.',
  open: 'Open the live collection',
  insights: 'Insights',
  unsubscribe: 'Unsubscribe from this digest',
  unsubscribeWhy: 'You receive this because you chose a {{frequency}} digest of this collection.',
  pdfName: 'digest',
  failedCards: 'These cards could not be answered',
  more_one: '{{count, number}} more row in the collection.',
  more_other: '{{count, number}} more rows in the collection.',
  chart: 'Chart',
  reportIndustries: 'Read for {{industries}}: the measures they watch come first.',
  reportClients: 'Your clients',
  reportClientsUnshown:
    'Also in {{source}}, not shown here: {{names}}. Ask about them in {{brand}}.',
  openReports: 'See all reports',
  openReport: 'Open this report in {{brand}}',
  readingWhere: '{{measure}} where {{filters}}',
  readingAnd: 'and',
  reportPeriodLatest: 'the latest {{unit}} with data, {{range}}',
  reportPeriodLast: 'last {{unit}}, {{range}}',
  reportIntroPeriod: 'What changed in {{period}}, by your topics of interest.',
  reportSummary: 'Summary',
  reportSummaryLead:
    'In {{period}}, {{measure}} was {{value}}, {{change}} against the {{unit}} before.',
  reportSummaryYear: 'Against the same {{unit}} last year, {{measure}} was {{change}}.',
  reportSummaryNoYear: 'The data holds no same {{unit}} last year to compare {{measure}} with.',
  reportSummaryDriver: 'The biggest move behind it: {{mover}}.',
  reportSummaryAnomaly: 'Worth a look: {{anomaly}}',
  reportSummaryCalm: 'Each topic follows with its movers and its trend.',
  reportNoData:
    'Your default data source holds no complete {{unit}} yet, so there is nothing to report. Add data or choose another source.',
  reportUp: 'up {{pct}}',
  reportDown: 'down {{pct}}',
  reportFlat: 'unchanged',
  reportAnomaly: '{{key}} stands out at {{value}}, far {{direction}} the usual level.',
  reportAbove: 'above',
  reportBelow: 'below',
  reportReadAs: 'Read as {{readAs}}',
  reportAsk: 'Ask it yourself: “{{question}}”',
  reportMovers: 'What moved it',
  reportPlaces: 'In your focus countries',
  reportMover: '{{value}} ({{driver}}): {{previous}} → {{current}} ({{change}})',
  reportTrend: 'Trend',
  reportUnits: {
    daily: 'day',
    weekly: 'week',
    monthly: 'month',
    'bi-monthly': 'two months',
    quarterly: 'quarter',
  },
  reportSubjectAll: '{{brand}} report for {{business}}',
  reportPeriodAll: 'all rows of {{source}}',
  reportIntroAll: 'Where your topics of interest stand in {{period}}.',
  reportUndated:
    '{{source}} has no date column, so no period is compared with another: the figures cover all its rows.',
  reportUndatedLead: 'In all, {{measure}} is {{value}}.',
  reportUndatedGroup: 'Its largest group: {{group}}.',
  reportUndatedCalm: 'Each topic follows with its largest groups.',
  reportUndatedNoData:
    '{{source}} has no date column, and none of your topics has a figure in it. Check what each topic is read as on the strategy page, or choose another source.',
  reportGroups: 'Largest groups',
  reportGroup: '{{value}} ({{dimension}}): {{figure}}',
  reportFileName: 'report',
  failedSubject: '{{brand}}: your {{what}} could not be sent',
  failedIntro:
    'We tried {{attempts}} times to prepare your {{what}} and could not. Nothing was sent.',
  failedWhat: 'What failed: {{reason}}',
  failedNext:
    'The next one will be tried as usual. You can send a preview from {{brand}} at any time.',
};

const tr: DigestWords = {
  digestSubject: '{{brand}} özeti: {{name}}',
  reportSubject: '{{business}} için {{brand}} raporu: {{from}} – {{to}}',
  previewTag: '(önizleme)',
  intro: '“{{name}}” koleksiyonunun {{frequency}} özeti, bu sabah yeniden yanıtlandı.',
  attachmentsOnly: '“{{name}}” koleksiyonunun {{frequency}} özeti ektedir.',
  open: 'Canlı koleksiyonu aç',
  insights: 'İçgörüler',
  unsubscribe: 'Bu özetin aboneliğinden çık',
  unsubscribeWhy: 'Bu koleksiyon için {{frequency}} özet seçtiğiniz için bu e-postayı alıyorsunuz.',
  pdfName: 'ozet',
  failedCards: 'Şu kartlar yanıtlanamadı',
  more_one: 'Koleksiyonda {{count, number}} satır daha var.',
  more_other: 'Koleksiyonda {{count, number}} satır daha var.',
  chart: 'Grafik',
  reportIndustries: '{{industries}} için okundu: bu sektörlerin izlediği ölçüler önce gelir.',
  reportClients: 'Müşterileriniz',
  reportClientsUnshown:
    '{{source}} içinde de var, burada gösterilmedi: {{names}}. Onları {{brand}} içinde sorun.',
  openReports: 'Tüm raporları gör',
  openReport: 'Bu raporu {{brand}} içinde aç',
  readingWhere: '{{measure}} ({{filters}})',
  readingAnd: 've',
  reportPeriodLatest: 'verisi olan son {{unit}}, {{range}}',
  reportPeriodLast: 'geçen {{unit}}, {{range}}',
  reportIntroPeriod: '{{period}}: ilgi alanlarınıza göre neler değişti.',
  reportSummary: 'Özet',
  reportSummaryLead:
    '{{period}} döneminde {{measure}} {{value}} oldu; bir önceki döneme göre {{change}}.',
  reportSummaryYear: 'Geçen yılın aynı dönemine göre {{measure}} {{change}}.',
  reportSummaryNoYear: 'Verilerde {{measure}} için karşılaştırılacak geçen yılın aynı dönemi yok.',
  reportSummaryDriver: 'Arkasındaki en büyük değişim: {{mover}}.',
  reportSummaryAnomaly: 'Dikkat: {{anomaly}}',
  reportSummaryCalm: 'Her konu aşağıda etkenleri ve eğilimiyle yer alıyor.',
  reportNoData:
    'Varsayılan veri kaynağınızda henüz tamamlanmış bir {{unit}} yok, bu yüzden raporlanacak bir şey yok. Veri ekleyin veya başka bir kaynak seçin.',
  reportUp: '{{pct}} arttı',
  reportDown: '{{pct}} azaldı',
  reportFlat: 'değişmedi',
  reportAnomaly: '{{key}} {{value}} ile öne çıkıyor, olağan düzeyin çok {{direction}}.',
  reportAbove: 'üstünde',
  reportBelow: 'altında',
  reportReadAs: '{{readAs}} olarak okundu',
  reportAsk: 'Kendiniz sorun: “{{question}}”',
  reportMovers: 'Değişimi getirenler',
  reportPlaces: 'Odak ülkelerinizde',
  reportMover: '{{value}} ({{driver}}): {{previous}} → {{current}} ({{change}})',
  reportTrend: 'Eğilim',
  reportUnits: {
    daily: 'gün',
    weekly: 'hafta',
    monthly: 'ay',
    'bi-monthly': 'iki ay',
    quarterly: 'çeyrek',
  },
  reportSubjectAll: '{{business}} için {{brand}} raporu',
  reportPeriodAll: '{{source}} kaynağının tüm satırları',
  reportIntroAll: 'İlgi alanlarınızın durumu: {{period}}.',
  reportUndated:
    '{{source}} kaynağında tarih sütunu yok, bu yüzden hiçbir dönem bir başkasıyla karşılaştırılmıyor: rakamlar tüm satırları kapsıyor.',
  reportUndatedLead: 'Toplamda {{measure}}: {{value}}.',
  reportUndatedGroup: 'En büyük grubu: {{group}}.',
  reportUndatedCalm: 'Her konu aşağıda en büyük gruplarıyla yer alıyor.',
  reportUndatedNoData:
    '{{source}} kaynağında tarih sütunu yok ve konularınızın hiçbirinin orada bir rakamı yok. Her konunun nasıl okunduğunu strateji sayfasında kontrol edin ya da başka bir kaynak seçin.',
  reportGroups: 'En büyük gruplar',
  reportGroup: '{{value}} ({{dimension}}): {{figure}}',
  reportFileName: 'rapor',
  failedSubject: '{{brand}}: {{what}} gönderilemedi',
  failedIntro:
    '{{what}} hazırlamayı {{attempts}} kez denedik ve başaramadık. Hiçbir şey gönderilmedi.',
  failedWhat: 'Başarısız olan: {{reason}}',
  failedNext:
    'Bir sonraki her zamanki gibi denenecek. {{brand}} içinden istediğiniz zaman önizleme gönderebilirsiniz.',
};

export const DIGEST_MESSAGES: Record<'en' | 'tr', DigestWords> = { en, tr };

export const FREQUENCY_WORDS: Record<'en' | 'tr', Record<string, string>> = {
  en: {
    daily: 'daily',
    weekly: 'weekly',
    monthly: 'monthly',
    'bi-monthly': 'bi-monthly',
    quarterly: 'quarterly',
    digest: 'digest',
    report: 'organisation-strategy report',
  },
  tr: {
    daily: 'günlük',
    weekly: 'haftalık',
    monthly: 'aylık',
    'bi-monthly': 'iki aylık',
    quarterly: 'üç aylık',
    digest: 'özetiniz',
    report: 'organizasyon stratejisi raporunuz',
  },
};
