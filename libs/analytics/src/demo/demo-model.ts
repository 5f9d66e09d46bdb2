import type { Dimension, Metric, SemanticModel } from '../model/semantic-model';

const metric = (m: Omit<Metric, 'synonyms'> & { en: string[]; tr: string[] }): Metric => {
  const { en, tr, ...rest } = m;
  return { ...rest, synonyms: { en, tr } };
};

const METRICS: Metric[] = [
  metric({
    id: 'revenue',
    label: { en: 'Revenue', tr: 'Gelir' },
    expression: { kind: 'column', column: 'revenue' },
    defaultAggregation: 'sum',
    format: 'currency',
    currency: 'USD',
    en: ['revenue', 'sales', 'income', 'turnover', 'gmv', 'money'],
    tr: ['gelir', 'ciro', 'satış', 'satışlar', 'hasılat', 'kazanç'],
  }),
  metric({
    id: 'orders',
    label: { en: 'Orders', tr: 'Siparişler' },
    expression: { kind: 'column', column: 'orders' },
    defaultAggregation: 'sum',
    format: 'number',
    en: ['orders', 'order', 'purchases', 'transactions'],
    tr: ['sipariş', 'siparişler', 'satın alma', 'işlem'],
  }),
  metric({
    id: 'sessions',
    label: { en: 'Sessions', tr: 'Oturumlar' },
    expression: { kind: 'column', column: 'sessions' },
    defaultAggregation: 'sum',
    format: 'number',
    en: ['sessions', 'visits', 'traffic'],
    tr: ['oturum', 'oturumlar', 'ziyaret', 'ziyaretler', 'trafik'],
  }),
  metric({
    id: 'users',
    label: { en: 'Users', tr: 'Kullanıcılar' },
    expression: { kind: 'column', column: 'users' },
    defaultAggregation: 'sum',
    format: 'number',
    en: ['users', 'visitors', 'people'],
    tr: ['kullanıcı', 'kullanıcılar', 'ziyaretçi', 'ziyaretçiler'],
  }),
  metric({
    id: 'clicks',
    label: { en: 'Clicks', tr: 'Tıklamalar' },
    expression: { kind: 'column', column: 'clicks' },
    defaultAggregation: 'sum',
    format: 'number',
    en: ['clicks', 'ad clicks'],
    tr: ['tıklama', 'tıklamalar'],
  }),
  metric({
    id: 'ad_spend',
    label: { en: 'Ad spend', tr: 'Reklam harcaması' },
    expression: { kind: 'column', column: 'ad_spend' },
    defaultAggregation: 'sum',
    format: 'currency',
    currency: 'USD',
    en: ['ad spend', 'spend', 'advertising spend', 'ad cost', 'marketing spend', 'cost'],
    tr: ['reklam harcaması', 'harcama', 'reklam maliyeti', 'maliyet', 'reklam bütçesi'],
  }),
  metric({
    id: 'conversions',
    label: { en: 'Conversions', tr: 'Dönüşümler' },
    expression: { kind: 'column', column: 'conversions' },
    defaultAggregation: 'sum',
    format: 'number',
    en: ['conversions', 'conversion', 'signups'],
    tr: ['dönüşüm', 'dönüşümler'],
  }),
  metric({
    id: 'conversion_rate',
    label: { en: 'Conversion rate', tr: 'Dönüşüm oranı' },
    expression: { kind: 'ratio', numerator: 'conversions', denominator: 'sessions', scale: 100 },
    defaultAggregation: 'avg',
    format: 'percent',
    en: ['conversion rate', 'cvr', 'conv rate'],
    tr: ['dönüşüm oranı'],
  }),
  metric({
    id: 'average_order_value',
    label: { en: 'Average order value', tr: 'Ortalama sipariş değeri' },
    expression: { kind: 'ratio', numerator: 'revenue', denominator: 'orders', scale: 1 },
    defaultAggregation: 'avg',
    format: 'currency',
    currency: 'USD',
    en: ['average order value', 'aov', 'basket size', 'order value'],
    tr: ['ortalama sipariş değeri', 'sepet ortalaması', 'sipariş değeri'],
  }),
  metric({
    id: 'roas',
    label: { en: 'Return on ad spend', tr: 'Reklam harcaması getirisi' },
    expression: { kind: 'ratio', numerator: 'revenue', denominator: 'ad_spend', scale: 1 },
    defaultAggregation: 'avg',
    format: 'number',
    en: ['roas', 'return on ad spend'],
    tr: ['roas', 'reklam getirisi', 'reklam harcaması getirisi'],
  }),
  metric({
    id: 'cost_per_click',
    label: { en: 'Cost per click', tr: 'Tıklama başı maliyet' },
    expression: { kind: 'ratio', numerator: 'ad_spend', denominator: 'clicks', scale: 1 },
    defaultAggregation: 'avg',
    format: 'currency',
    currency: 'USD',
    en: ['cost per click', 'cpc'],
    tr: ['tıklama başı maliyet', 'tbm', 'cpc'],
  }),
  metric({
    id: 'count',
    label: { en: 'Number of records', tr: 'Kayıt sayısı' },
    expression: { kind: 'rows' },
    defaultAggregation: 'count',
    format: 'number',
    en: [],
    tr: [],
  }),
];

const dimension = (d: Omit<Dimension, 'synonyms'> & { en: string[]; tr: string[] }): Dimension => {
  const { en, tr, ...rest } = d;
  return { ...rest, synonyms: { en, tr } };
};

const DIMENSIONS: Dimension[] = [
  dimension({
    id: 'date',
    label: { en: 'Date', tr: 'Tarih' },
    column: 'date',
    kind: 'time',
    timeKind: 'date',
    en: ['date', 'time', 'period'],
    tr: ['tarih', 'zaman', 'dönem'],
  }),
  dimension({
    id: 'channel',
    label: { en: 'Channel', tr: 'Kanal' },
    column: 'channel',
    kind: 'categorical',
    distinct: 6,
    en: ['channel', 'channels', 'source', 'traffic source', 'marketing channel'],
    tr: ['kanal', 'kanallar', 'kaynak', 'trafik kaynağı'],
  }),
  dimension({
    id: 'campaign',
    label: { en: 'Campaign', tr: 'Kampanya' },
    column: 'campaign',
    kind: 'categorical',
    distinct: 11,
    en: ['campaign', 'campaigns'],
    tr: ['kampanya', 'kampanyalar'],
  }),
  dimension({
    id: 'country',
    label: { en: 'Country', tr: 'Ülke' },
    column: 'country',
    kind: 'categorical',
    distinct: 6,
    en: ['country', 'countries', 'market', 'markets', 'geo'],
    tr: ['ülke', 'ülkeler', 'pazar'],
  }),
  dimension({
    id: 'region',
    label: { en: 'Region', tr: 'Bölge' },
    column: 'region',
    kind: 'categorical',
    distinct: 3,
    en: ['region', 'regions', 'area', 'continent'],
    tr: ['bölge', 'bölgeler'],
  }),
  dimension({
    id: 'device',
    label: { en: 'Device', tr: 'Cihaz' },
    column: 'device',
    kind: 'categorical',
    distinct: 3,
    en: ['device', 'devices', 'platform', 'device type'],
    tr: ['cihaz', 'cihazlar', 'platform', 'cihaz türü'],
  }),
  dimension({
    id: 'product_category',
    label: { en: 'Product category', tr: 'Ürün kategorisi' },
    column: 'product_category',
    kind: 'categorical',
    distinct: 5,
    en: ['product category', 'category', 'categories', 'product'],
    tr: ['ürün kategorisi', 'kategori', 'kategoriler', 'ürün'],
  }),
];

const VALUES: Record<string, string[]> = {
  channel: ['Organic Search', 'Paid Search', 'Social', 'Email', 'Direct', 'Display'],
  campaign: [
    'SEO Evergreen',
    'SEO Blog',
    'Brand Search',
    'Generic Search',
    'Social Prospecting',
    'Social Retargeting',
    'Weekly Newsletter',
    'Cart Recovery',
    'Direct',
    'Display Awareness',
    'Display Retargeting',
  ],
  country: ['United States', 'United Kingdom', 'Germany', 'Türkiye', 'France', 'Canada'],
  region: ['North America', 'Europe', 'Middle East'],
  device: ['Desktop', 'Mobile', 'Tablet'],
  product_category: ['Electronics', 'Apparel', 'Home & Garden', 'Beauty', 'Sports'],
};

// Other names for stored values, in both languages ("mobil" → Mobile, "ABD" → United States).
const VALUE_SYNONYMS: Record<string, Record<string, string[]>> = {
  channel: {
    'Organic Search': ['organic', 'seo', 'organik arama', 'organik'],
    'Paid Search': ['paid search', 'sem', 'ppc', 'google ads', 'ücretli arama'],
    Social: ['social media', 'sosyal', 'sosyal medya'],
    Email: ['e-mail', 'newsletter', 'e-posta', 'eposta'],
    Direct: ['doğrudan', 'direkt'],
    Display: ['banner', 'görüntülü reklam'],
  },
  country: {
    'United States': ['usa', 'us', 'america', 'abd', 'amerika'],
    'United Kingdom': ['uk', 'britain', 'england', 'ingiltere', 'birleşik krallık'],
    Germany: ['almanya'],
    Türkiye: ['turkey', 'türkiye'],
    France: ['fransa'],
    Canada: ['kanada'],
  },
  region: {
    'North America': ['kuzey amerika', 'na'],
    Europe: ['avrupa', 'eu', 'european'],
    'Middle East': ['orta doğu', 'ortadoğu'],
  },
  device: {
    Desktop: ['desktop', 'computer', 'masaüstü', 'bilgisayar'],
    Mobile: ['mobile', 'phone', 'mobil', 'telefon', 'cep telefonu'],
    Tablet: ['tablet', 'ipad'],
  },
  product_category: {
    Electronics: ['elektronik'],
    Apparel: ['clothing', 'fashion', 'giyim', 'moda'],
    'Home & Garden': ['home and garden', 'home', 'ev ve bahçe', 'ev'],
    Beauty: ['cosmetics', 'güzellik', 'kozmetik'],
    Sports: ['sport', 'spor'],
  },
};

export function demoModel(table: string, rowCount: number): SemanticModel {
  return {
    name: 'Demo store',
    table,
    source: { type: 'demo', datasource_id: 'demo' },
    entity: { en: ['records', 'rows'], tr: ['kayıt', 'satır'] },
    entityLabel: { en: 'records', tr: 'kayıt' },
    metrics: METRICS,
    dimensions: DIMENSIONS,
    defaultTime: 'date',
    values: VALUES,
    valueSynonyms: VALUE_SYNONYMS,
    defaultMetric: 'revenue',
    rowCount,
    suggestions: {
      en: [
        'revenue by channel last 30 days vs previous period',
        'monthly orders this year',
        'top 5 campaigns by conversions last quarter',
        'conversion rate by device last month',
        'ad spend by channel this year vs last year',
        'share of revenue by country this month',
      ],
      tr: [
        'son 30 günde kanallara göre gelir',
        'bu yıl aylık siparişler',
        'geçen çeyrekte dönüşümlere göre ilk 5 kampanya',
        'geçen ay cihaza göre dönüşüm oranı',
        'bu yıl geçen yıla göre kanal bazında reklam harcaması',
        'bu ay ülkelere göre gelir payı',
      ],
    },
  };
}
