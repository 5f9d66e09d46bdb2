// The base stylesheet rides with the strings: the app entry loads both, so every screen gets field, popover and
// list styles even when it uses react-aria directly.
import '../styles/ui.css';

// libs/ui strings; the web app merges them into its i18next resources under "ui".
const enUS = {
  ui: {
    close: 'Close',
    cancel: 'Cancel',
    no_items: 'No items available',
    search: 'Search',
    remove: 'Remove {{name}}',
    password_strength: 'Password strength',
    strength: {
      risky: 'Risky',
      guessable: 'Guessable',
      weak: 'Weak',
      safe: 'Safe',
      secure: 'Secure',
    },
    table: {
      total: 'Total',
      overall: 'All rows',
      change_over: 'Change {{from}} → {{to}}',
      sort_none: 'not sorted',
      sort_asc: 'sorted ascending',
      sort_desc: 'sorted descending',
      previous: 'Previous {{name}}',
      change: '{{name}} change',
      percent: '{{name}} %',
      infinity: '∞',
    },
    card: {
      summary: 'Summary',
      insights: 'Insights',
      chart_types: 'Change chart type',
      expand: 'Expand and export',
      table: 'Table',
      text: 'Text',
      image: 'Image',
      no_insights: 'No insights for this answer.',
      source: 'Source: {{source}}',
      answered_on: 'Answered {{date}}',
      views: 'Card views',
      legend: 'Series',
      more_series: 'and {{count}} more in the table',
      chart: {
        line: 'Line chart',
        area: 'Area chart',
        bar: 'Bar chart',
        'bar-stacked': 'Stacked bar chart',
        column: 'Column chart',
        pie: 'Pie chart',
        donut: 'Donut chart',
        number: 'Number',
      },
    },
    export: {
      title: 'Export card',
      pdf: 'PDF',
      png: 'PNG',
      csv: 'CSV',
      email: 'E-mail me the card',
      sending: 'Sending…',
    },
  },
};

type UiMessages = typeof enUS;

const tr: UiMessages = {
  ui: {
    close: 'Kapat',
    cancel: 'Vazgeç',
    no_items: 'Öğe yok',
    search: 'Ara',
    remove: '{{name}} kaldır',
    password_strength: 'Parola gücü',
    strength: {
      risky: 'Riskli',
      guessable: 'Tahmin edilebilir',
      weak: 'Zayıf',
      safe: 'Güvenli',
      secure: 'Çok güvenli',
    },
    table: {
      total: 'Toplam',
      overall: 'Tüm satırlar',
      change_over: 'Değişim {{from}} → {{to}}',
      sort_none: 'sıralı değil',
      sort_asc: 'artan sırada',
      sort_desc: 'azalan sırada',
      previous: 'Önceki {{name}}',
      change: '{{name}} değişim',
      percent: '{{name}} %',
      infinity: '∞',
    },
    card: {
      summary: 'Özet',
      insights: 'İçgörüler',
      chart_types: 'Grafik türünü değiştir',
      expand: 'Büyüt ve dışa aktar',
      table: 'Tablo',
      text: 'Metin',
      image: 'Görsel',
      no_insights: 'Bu yanıt için içgörü yok.',
      source: 'Kaynak: {{source}}',
      answered_on: 'Yanıt tarihi {{date}}',
      views: 'Kart görünümleri',
      legend: 'Seriler',
      more_series: 've tabloda {{count}} tane daha',
      chart: {
        line: 'Çizgi grafik',
        area: 'Alan grafik',
        bar: 'Çubuk grafik',
        'bar-stacked': 'Yığılmış çubuk grafik',
        column: 'Sütun grafik',
        pie: 'Pasta grafik',
        donut: 'Halka grafik',
        number: 'Sayı',
      },
    },
    export: {
      title: 'Kartı dışa aktar',
      pdf: 'PDF',
      png: 'PNG',
      csv: 'CSV',
      email: 'Kartı bana e-postala',
      sending: 'Gönderiliyor…',
    },
  },
};

export const uiMessages: Record<'en-US' | 'en-GB' | 'tr', UiMessages> = {
  'en-US': enUS,
  'en-GB': enUS,
  tr,
};
