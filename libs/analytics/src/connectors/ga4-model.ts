import type { Dimension, Metric, SemanticModel } from '../model/semantic-model';

const metric = (
  id: string,
  en: string,
  tr: string,
  format: Metric['format'],
  enWords: string[],
  trWords: string[],
  currency?: string,
): Metric => ({
  id,
  label: { en, tr },
  synonyms: { en: enWords, tr: trWords },
  // The column is the GA4 API name of the metric: the only thing the request compiler sends.
  expression: { kind: 'column', column: id },
  defaultAggregation: 'sum',
  format,
  ...(currency ? { currency } : {}),
});

const dimension = (
  id: string,
  en: string,
  tr: string,
  enWords: string[],
  trWords: string[],
  kind: Dimension['kind'] = 'categorical',
): Dimension => ({
  id,
  label: { en, tr },
  synonyms: { en: enWords, tr: trWords },
  column: id,
  kind,
  ...(kind === 'time' ? { timeKind: 'date' as const } : {}),
});

// Curated GA4 metrics and dimensions (GA4 Data API names), worded in English and Turkish.
export const GA4_METRICS: Metric[] = [
  metric(
    'sessions',
    'Sessions',
    'Oturumlar',
    'number',
    ['sessions', 'visits', 'traffic'],
    ['oturum', 'oturumlar', 'ziyaret', 'ziyaretler', 'trafik'],
  ),
  metric(
    'totalUsers',
    'Users',
    'Kullanıcılar',
    'number',
    ['users', 'visitors', 'total users', 'people'],
    ['kullanıcı', 'kullanıcılar', 'ziyaretçi', 'ziyaretçiler'],
  ),
  metric(
    'newUsers',
    'New users',
    'Yeni kullanıcılar',
    'number',
    ['new users', 'new visitors'],
    ['yeni kullanıcı', 'yeni kullanıcılar', 'yeni ziyaretçi'],
  ),
  metric(
    'engagementRate',
    'Engagement rate',
    'Etkileşim oranı',
    'percent',
    ['engagement rate', 'engagement'],
    ['etkileşim oranı', 'etkileşim'],
  ),
  metric(
    'conversions',
    'Conversions',
    'Dönüşümler',
    'number',
    ['conversions', 'conversion', 'key events'],
    ['dönüşüm', 'dönüşümler', 'önemli etkinlikler'],
  ),
  metric(
    'totalRevenue',
    'Revenue',
    'Gelir',
    'currency',
    ['revenue', 'sales', 'income', 'total revenue'],
    ['gelir', 'ciro', 'satış', 'hasılat'],
    'USD',
  ),
];

export const GA4_DIMENSIONS: Dimension[] = [
  dimension('date', 'Date', 'Tarih', ['date', 'day', 'time'], ['tarih', 'gün', 'zaman'], 'time'),
  dimension(
    'sessionDefaultChannelGroup',
    'Channel group',
    'Kanal grubu',
    ['channel', 'channels', 'channel group', 'default channel group'],
    ['kanal', 'kanallar', 'kanal grubu'],
  ),
  dimension(
    'sessionSourceMedium',
    'Source / medium',
    'Kaynak / aracı',
    ['source medium', 'source', 'medium', 'source / medium'],
    ['kaynak', 'aracı', 'kaynak aracı'],
  ),
  dimension('country', 'Country', 'Ülke', ['country', 'countries', 'geo'], ['ülke', 'ülkeler']),
  dimension(
    'deviceCategory',
    'Device',
    'Cihaz',
    ['device', 'devices', 'device category', 'platform'],
    ['cihaz', 'cihazlar', 'cihaz kategorisi'],
  ),
  dimension(
    'landingPage',
    'Landing page',
    'Giriş sayfası',
    ['landing page', 'landing pages', 'page'],
    ['giriş sayfası', 'açılış sayfası', 'sayfa'],
  ),
];

const GA4_VALUES: Record<string, string[]> = {
  sessionDefaultChannelGroup: [
    'Organic Search',
    'Paid Search',
    'Direct',
    'Referral',
    'Organic Social',
    'Paid Social',
    'Email',
    'Display',
    'Unassigned',
  ],
  deviceCategory: ['desktop', 'mobile', 'tablet'],
};

const GA4_VALUE_SYNONYMS: Record<string, Record<string, string[]>> = {
  sessionDefaultChannelGroup: {
    'Organic Search': ['organic', 'seo', 'organik arama', 'organik'],
    'Paid Search': ['paid search', 'ppc', 'ücretli arama'],
    Direct: ['doğrudan', 'direkt'],
    Email: ['e-mail', 'e-posta'],
  },
  deviceCategory: {
    desktop: ['computer', 'masaüstü', 'bilgisayar'],
    mobile: ['phone', 'mobil', 'telefon'],
    tablet: ['ipad'],
  },
};

// One GA4 property as a source; `values` may be widened with the property's own channels and countries.
export function ga4Model(
  propertyId: string,
  name: string,
  values: Record<string, string[]> = {},
): SemanticModel {
  return {
    name,
    table: `properties/${propertyId}`,
    source: { type: 'google_analytics', datasource_id: propertyId },
    entity: { en: ['sessions'], tr: ['oturum'] },
    entityLabel: { en: 'sessions', tr: 'oturum' },
    metrics: GA4_METRICS,
    dimensions: GA4_DIMENSIONS,
    defaultTime: 'date',
    values: { ...GA4_VALUES, ...values },
    valueSynonyms: GA4_VALUE_SYNONYMS,
    defaultMetric: 'sessions',
    rowCount: 0,
    suggestions: {
      en: [
        'sessions by channel group last 30 days',
        'users by country last month',
        'new users by device this month',
        'engagement rate by landing page last 7 days',
        'revenue by source medium this year',
        'monthly conversions this year',
      ],
      tr: [
        'son 30 günde kanal grubuna göre oturumlar',
        'geçen ay ülkelere göre kullanıcılar',
        'bu ay cihaza göre yeni kullanıcılar',
        'son 7 günde giriş sayfasına göre etkileşim oranı',
        'bu yıl kaynak aracıya göre gelir',
        'bu yıl aylık dönüşümler',
      ],
    },
  };
}
