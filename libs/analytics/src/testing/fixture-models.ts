import { columnSynonyms, humanLabel } from '../model/humanize';
import type { Dimension, Metric, SemanticModel } from '../model/semantic-model';
import { demoModel } from '../demo/demo-model';
import { markFlags, rowNouns } from '../model/row-semantics';

const syn = (name: string) => ({ en: columnSynonyms(name), tr: columnSynonyms(name) });
const label = (name: string) => ({ en: humanLabel(name), tr: humanLabel(name) });

// A column measure and a dimension as an uploaded file's model has them, for tests' own models.
export function metric(name: string, defaultAggregation: Metric['defaultAggregation']): Metric {
  return {
    id: name,
    label: label(name),
    synonyms: syn(name),
    expression: { kind: 'column', column: name },
    defaultAggregation,
    format: 'number',
  };
}

export function dim(
  name: string,
  kind: Dimension['kind'],
  extra: Partial<Dimension> = {},
): Dimension {
  return { id: name, label: label(name), synonyms: syn(name), column: name, kind, ...extra };
}

// The count of rows every model has.
export const rows: Metric = {
  id: 'count',
  label: { en: 'Number of records', tr: 'Kayıt sayısı' },
  synonyms: { en: [], tr: [] },
  expression: { kind: 'rows' },
  defaultAggregation: 'count',
  format: 'number',
};

// A world-population table in Turkish column names, shaped like an uploaded file's automatic model.
export function populationModel(): SemanticModel {
  return {
    name: 'nufus.csv',
    table: 't',
    source: { type: 'file', datasource_id: 'nufus.csv' },
    entity: { en: ['nufus'], tr: ['nufus'] },
    entityLabel: { en: 'records', tr: 'kayıt' },
    metrics: [
      metric('nüfus', 'sum'),
      metric('yaşam_beklentisi', 'avg'),
      metric('doğurganlık', 'avg'),
      rows,
    ],
    dimensions: [
      dim('yıl', 'time', { timeKind: 'year', numeric: true }),
      dim('ülke', 'categorical', { distinct: 60 }),
      dim('küme', 'categorical', { numeric: true, distinct: 6 }),
    ],
    defaultTime: 'yıl',
    values: { ülke: ['Türkiye', 'Japan', 'United States', 'Germany'] },
    rowCount: 700,
  };
}

// Weather by day with English column names (two temperature columns: "temperature" is ambiguous).
export function weatherModel(): SemanticModel {
  return {
    name: 'seattle-weather.csv',
    table: 't',
    source: { type: 'file', datasource_id: 'seattle-weather.csv' },
    entity: { en: ['seattle', 'weather'], tr: ['seattle', 'weather'] },
    entityLabel: { en: 'records', tr: 'kayıt' },
    metrics: [
      metric('precipitation', 'sum'),
      metric('temp_max', 'avg'),
      metric('temp_min', 'avg'),
      metric('wind', 'avg'),
      rows,
    ],
    dimensions: [
      dim('date', 'time', { timeKind: 'date' }),
      dim('weather', 'categorical', { distinct: 5 }),
    ],
    defaultTime: 'date',
    values: { weather: ['rain', 'sun', 'fog', 'drizzle', 'snow'] },
    rowCount: 1461,
  };
}

export function demoFixture(): SemanticModel {
  return demoModel('demo_store', 78_948);
}

// Orders with a time of day, shaped like the automatic model of a file of timestamps.
export function hourlyModel(): SemanticModel {
  return {
    name: 'orders.csv',
    table: 't',
    source: { type: 'file', datasource_id: 'orders.csv' },
    entity: { en: ['orders'], tr: ['orders'] },
    entityLabel: { en: 'records', tr: 'kayıt' },
    metrics: [metric('revenue', 'sum'), rows],
    dimensions: [
      dim('placed_at', 'time', { timeKind: 'timestamp' }),
      dim('channel', 'categorical', { distinct: 3 }),
    ],
    defaultTime: 'placed_at',
    values: { channel: ['Web', 'Store', 'Phone'] },
    rowCount: 60,
  };
}

// Sales by region with English column names, shaped like an uploaded file's automatic model.
export function salesModel(): SemanticModel {
  return {
    name: 'sales.csv',
    table: 't',
    source: { type: 'file', datasource_id: 'sales.csv' },
    entity: { en: ['sales'], tr: ['sales'] },
    entityLabel: { en: 'records', tr: 'kayıt' },
    metrics: [metric('revenue', 'sum'), rows],
    dimensions: [
      dim('date', 'time', { timeKind: 'date' }),
      dim('region', 'categorical', { distinct: 4 }),
      dim('product', 'categorical', { distinct: 5 }),
    ],
    defaultTime: 'date',
    values: {
      region: ['North', 'South', 'East', 'West'],
      product: ['Widget', 'Gadget', 'Gizmo', 'Doohickey', 'Thing'],
    },
    rowCount: 6,
  };
}

// An order ledger as its automatic model reads it (English or Turkish headers): an id per row,
// a yes/no column, money, counts and a weight in grams.
export function ledgerModel(language: 'en' | 'tr'): SemanticModel {
  const en = language === 'en';
  const [date, id, region, channel, units, amount, discount, returned, weight] = en
    ? [
        'Order Date',
        'Order ID',
        'Region',
        'Channel',
        'Units',
        'Amount',
        'Discount',
        'Returned',
        'Weight (g)',
      ]
    : ['Tarih', 'Sipariş No', 'Bölge', 'Kanal', 'Adet', 'Tutar', 'İndirim', 'İade', 'Ağırlık (g)'];
  const dimensions = [
    dim(date, 'time', { timeKind: 'date' }),
    dim(id, 'categorical', { distinct: 730 }),
    dim(region, 'categorical', { distinct: 4 }),
    dim(channel, 'categorical', { distinct: 3 }),
    dim(units, 'categorical', { numeric: true, distinct: 9 }),
    dim(discount, 'categorical', { numeric: true, distinct: 3 }),
    dim(returned, 'categorical', { distinct: 2 }),
  ];
  const values: Record<string, string[]> = {
    [region]: en ? ['North', 'South', 'East', 'West'] : ['Kuzey', 'Güney', 'Doğu', 'Batı'],
    [channel]: en ? ['Online', 'Store', 'Partner'] : ['Online', 'Mağaza', 'Bayi'],
    [returned]: en ? ['Yes', 'No'] : ['Evet', 'Hayır'],
  };
  markFlags(dimensions, values);
  const nouns = rowNouns([{ name: id, text: true, distinct: 730 }], dimensions, 730);
  return {
    name: en ? 'orders.csv' : 'siparisler.csv',
    table: 't',
    source: { type: 'file', datasource_id: 'ledger.csv' },
    entity: { en: nouns, tr: nouns },
    entityLabel: { en: 'orders', tr: 'sipariş' },
    metrics: [
      metric(units, 'sum'),
      { ...metric(amount, 'sum'), format: 'currency', currency: en ? 'USD' : 'TRY' },
      metric(discount, 'avg'),
      metric(weight, 'avg'),
      rows,
    ],
    dimensions,
    defaultTime: date,
    values,
    rowCount: 730,
  };
}
