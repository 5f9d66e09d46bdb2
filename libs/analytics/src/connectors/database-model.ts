import {
  columnSynonyms,
  defaultAggregation,
  formatOf,
  humanLabel,
  isCountLike,
  looksLikeIdentifier,
  looksLikeYear,
  nameWords,
  singular,
} from '../model/humanize';
import { markFlags, rowNouns, withoutSharedShortNames } from '../model/row-semantics';
import type { ColumnType, Dimension, Metric, SemanticModel } from '../model/semantic-model';

// What a database says about one column: its type, whether it is a key, its comment, and a
// profile of its values taken from the table itself.
export type DatabaseColumn = {
  name: string;
  type: ColumnType;
  key?: 'primary' | 'foreign';
  comment?: string;
  distinct: number;
  min?: number | null;
  max?: number | null;
};

export type DatabaseTable = {
  // As the connector names it in SQL: "schema.table" (PostgreSQL) or "table" (MySQL).
  table: string;
  name: string;
  comment?: string;
  rowCount: number;
  columns: DatabaseColumn[];
  // A sample of distinct stored values per text column, so "in Texas" finds its column.
  values: Record<string, string[]>;
};

const CATEGORICAL_NUMBER_LIMIT = 24;

function words(column: DatabaseColumn) {
  const phrases = columnSynonyms(column.name);
  const comment = column.comment?.trim().toLowerCase();
  const all = comment && comment.length <= 40 ? [...phrases, comment] : phrases;
  return { en: all, tr: all };
}

function labelOf(column: DatabaseColumn) {
  const text =
    column.comment && column.comment.trim().length <= 40
      ? column.comment.trim()
      : humanLabel(column.name);
  return { en: text, tr: text };
}

function dimensionOf(c: DatabaseColumn): Dimension | undefined {
  const base = { id: c.name, label: labelOf(c), synonyms: words(c), column: c.name };
  if (c.type === 'date' || c.type === 'timestamp')
    return { ...base, kind: 'time', timeKind: c.type };
  if (
    c.type === 'integer' &&
    looksLikeYear(c.name) &&
    c.min != null &&
    c.max != null &&
    c.min >= 1000 &&
    c.max <= 2300
  ) {
    return { ...base, kind: 'time', timeKind: 'year', numeric: true };
  }
  const numeric = c.type === 'number' || c.type === 'integer';
  if (!numeric) return { ...base, kind: 'categorical', distinct: c.distinct };
  // Keys and small sets of whole numbers (ratings, floors) group rows; they are not amounts.
  const keyLike = Boolean(c.key) || looksLikeIdentifier(c.name);
  if (
    c.type === 'integer' &&
    (keyLike || c.distinct <= CATEGORICAL_NUMBER_LIMIT) &&
    !isCountLike(c.name)
  ) {
    return { ...base, kind: 'categorical', numeric: true, distinct: c.distinct };
  }
  return undefined;
}

function metricOf(c: DatabaseColumn, entityTable: boolean): Metric | undefined {
  if (c.type !== 'number' && c.type !== 'integer') return undefined;
  if (c.type === 'integer' && looksLikeYear(c.name)) return undefined;
  // A key or an id is a label; it is measured only where a question aggregates it by name.
  const identifier = Boolean(c.key) || looksLikeIdentifier(c.name);
  const fractional =
    c.type === 'number' && c.min != null && c.max != null && c.min >= 0 && c.max <= 1;
  return {
    id: c.name,
    label: labelOf(c),
    synonyms: words(c),
    expression: { kind: 'column', column: c.name },
    defaultAggregation: defaultAggregation(c.name, entityTable, fractional),
    ...formatOf(c.name),
    countLike: isCountLike(c.name),
    ...(identifier ? { identifier } : {}),
    ...(c.min != null && c.max != null ? { range: { min: c.min, max: c.max } } : {}),
  };
}

// The automatic model of a database table, from the database's own metadata (types, keys,
// comments) and a sample of distinct values; the same shape as a file's automatic model.
export function databaseModel(
  table: DatabaseTable,
  source: { type: string; datasource_id: string },
): SemanticModel {
  const entityTable = table.columns.some((c) => c.key === 'primary');
  const dimensions = table.columns.map(dimensionOf).filter((d): d is Dimension => Boolean(d));
  const metrics = table.columns
    .map((c) => metricOf(c, entityTable))
    .filter((m): m is Metric => Boolean(m));
  const tableWords = nameWords(table.name).filter((w) => w.length >= 3 && !/\d/.test(w));
  const entity = [...new Set(tableWords.flatMap((w) => [w, singular(w)]))];
  const entityName =
    tableWords.length === 1 && /s$/.test(tableWords[0]) ? tableWords[0] : 'records';
  metrics.push({
    id: metrics.some((m) => m.id === 'count') ? '__rows' : 'count',
    label:
      entityName === 'records'
        ? { en: 'Number of records', tr: 'Kayıt sayısı' }
        : { en: `Number of ${entityName}`, tr: `${entityName} sayısı` },
    synonyms: { en: [], tr: [] },
    expression: { kind: 'rows' },
    defaultAggregation: 'count',
    format: 'number',
  });
  const known = new Set(
    dimensions.filter((d) => d.kind === 'categorical' && !d.numeric).map((d) => d.id),
  );
  const values = Object.fromEntries(
    Object.entries(table.values).filter(([column]) => known.has(column)),
  );
  const time =
    dimensions.find((d) => d.kind === 'time' && d.timeKind !== 'year') ??
    dimensions.find((d) => d.kind === 'time');
  markFlags(dimensions, values);
  const nouns = rowNouns(
    table.columns.map((c) => ({ name: c.name, text: c.type === 'text', distinct: c.distinct })),
    dimensions,
    table.rowCount,
  );
  withoutSharedShortNames([...dimensions, ...metrics], entity);
  entity.push(...nouns);
  return {
    name: table.name,
    table: table.table,
    source,
    entity: { en: entity, tr: entity },
    rowNouns: nouns,
    entityLabel: { en: entityName, tr: entityName },
    metrics,
    dimensions,
    defaultTime: time?.id,
    values,
    rowCount: table.rowCount,
  };
}
