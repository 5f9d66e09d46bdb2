import type { DuckRunner } from '../sources/duckdb-runner';
import { quoteIdent } from '../sources/duckdb-runner';
import { fold } from '../text/normalize';
import type { Dimension, Metric, SemanticModel } from './semantic-model';
import {
  columnSynonyms,
  defaultAggregation,
  formatOf,
  humanLabel,
  isCountLike,
  looksLikeIdentifier,
  looksLikeYear,
  nameWords,
  plural,
  singular,
} from './humanize';

const YES = new Set(['yes', 'y', 'true', 't', 'evet', 'e', 'var']);
const NO = new Set(['no', 'n', 'false', 'f', 'hayir', 'h', 'yok']);

// A column whose values are all yes/no words is a flag: it filters ("churned accounts") and rates.
function flagOf(found: string[]): Dimension['flag'] {
  if (!found.length || found.length > 2) return undefined;
  const yes = found.filter((v) => YES.has(fold(v)));
  const no = found.filter((v) => NO.has(fold(v)));
  return yes.length + no.length === found.length && yes.length ? { yes, no } : undefined;
}

// "Churned" is also said "churn" ("churn rate") and "churned"; "Is Returned" as "returned".
function flagSynonyms(name: string) {
  const words = nameWords(name).filter((w) => !['is', 'has', 'was', 'mi', 'mu'].includes(w));
  const phrases = new Set([...columnSynonyms(name), words.join(' ')]);
  const last = words[words.length - 1] ?? '';
  const stem = last.replace(/(ed|d)$/, '').replace(/(ing)$/, '');
  if (stem.length >= 3 && stem !== last) phrases.add([...words.slice(0, -1), stem].join(' '));
  return { en: [...phrases], tr: [...phrases] };
}

type Profile = {
  name: string;
  type: string;
  distinct: number;
  min: number | null;
  max: number | null;
};

const NUMERIC =
  /^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|FLOAT|DOUBLE|REAL|DECIMAL.*)$/;
const INTEGER = /INT/;
const VALUE_INDEX_LIMIT = 50_000;
const CATEGORICAL_NUMBER_LIMIT = 24;

const PROFILE_SAMPLE = 200_000;

// Column types, distinct counts and ranges; a large table is profiled on a sample (roles only need
// the shape of the data), while the row count stays exact.
async function profile(
  db: DuckRunner,
  table: string,
): Promise<{ columns: Profile[]; rows: number; profiled: number; timed: Set<string> }> {
  const counted = await db.rows(`SELECT count(*) AS n FROM ${quoteIdent(table)}`);
  const total = Number(counted[0]?.n ?? 0);
  const from =
    total > PROFILE_SAMPLE * 5
      ? `(SELECT * FROM ${quoteIdent(table)} USING SAMPLE ${PROFILE_SAMPLE} ROWS)`
      : quoteIdent(table);
  const summary = await db.rows(`SUMMARIZE SELECT * FROM ${from}`);
  const columns = summary.map((r) => ({
    name: String(r.column_name),
    type: String(r.column_type),
    distinct: Number(r.approx_unique ?? 0),
    min: r.min === null || Number.isNaN(Number(r.min)) ? null : Number(r.min),
    max: r.max === null || Number.isNaN(Number(r.max)) ? null : Number(r.max),
  }));
  const profiled = Number(summary[0]?.count ?? 0);
  return { columns, rows: total, profiled, timed: await timedColumns(db, from, columns) };
}

// Timestamp columns with a time of day somewhere: dates exported as midnight timestamps (Excel,
// JSON) are dates, and cannot be broken down by hour.
async function timedColumns(
  db: DuckRunner,
  from: string,
  columns: Profile[],
): Promise<Set<string>> {
  const stamps = columns.filter((c) => c.type.startsWith('TIMESTAMP'));
  if (!stamps.length) return new Set();
  const [row] = await db.rows(
    `SELECT ${stamps.map((c, i) => `bool_or(epoch(${quoteIdent(c.name)}) % 86400 <> 0) AS t${i}`).join(', ')} FROM ${from}`,
  );
  return new Set(stamps.filter((_, i) => row?.[`t${i}`] === 'true').map((c) => c.name));
}

function synonyms(name: string) {
  const phrases = columnSynonyms(name);
  return { en: phrases, tr: phrases };
}

function label(name: string) {
  const text = humanLabel(name);
  return { en: text, tr: text };
}

// Words that name one row besides the file's name: the id column that names it ("Account" → accounts),
// the event a date column records ("Signup Date" → signups, "Order Date" → orders), and the generic
// nouns of a ledger (transactions, işlem, satış) when no column claims them.
const LEDGER_NOUNS = ['transaction', 'transactions', 'islem', 'islemler', 'satis', 'satislar'];
function rowNouns(columns: Profile[], dimensions: Dimension[], profiled: number): string[] {
  const out = new Set<string>();
  const add = (w: string) => {
    if (w.length < 3) return;
    out
      .add(w)
      .add(singular(w))
      .add(plural(singular(w)));
  };
  for (const c of columns) {
    const words = nameWords(c.name);
    if (c.type === 'VARCHAR' && words.length === 1 && c.distinct >= profiled * 0.9) add(words[0]);
  }
  for (const d of dimensions) {
    const words = nameWords(d.column);
    if (
      d.kind === 'time' &&
      words.length === 2 &&
      /^(date|time|at|tarihi|zamani)$/.test(words[1])
    ) {
      add(words[0]);
      // "signups" counts rows; the column itself stays "signup date" or "date".
      for (const l of ['en', 'tr'] as const)
        d.synonyms[l] = d.synonyms[l].filter((p) => p !== words[0]);
    }
  }
  const taken = new Set(columns.flatMap((c) => nameWords(c.name)));
  for (const w of LEDGER_NOUNS) if (!taken.has(w)) out.add(w);
  return [...out];
}

function entityWords(sourceName: string): string[] {
  const ws = nameWords(sourceName.replace(/\.[a-z0-9]+$/i, ''));
  const out = new Set<string>();
  for (const w of ws) if (w.length >= 3 && !/^\d+$/.test(w)) out.add(w).add(singular(w));
  return [...out];
}

// Builds a semantic model for any table from its column types, names and a profile of its values.
export async function buildAutoModel(
  db: DuckRunner,
  table: string,
  source: { name: string; type: string; datasource_id: string },
): Promise<SemanticModel> {
  const { columns, rows, profiled, timed } = await profile(db, table);
  const entityTable =
    rows >= 20 && columns.some((c) => c.type === 'VARCHAR' && c.distinct >= profiled * 0.6);
  const metrics: Metric[] = [];
  const dimensions: Dimension[] = [];
  // No prototype: a column may be called "__proto__".
  const values = Object.create(null) as Record<string, string[]>;
  for (const c of columns) {
    const isNumber = NUMERIC.test(c.type);
    const isInteger = isNumber && INTEGER.test(c.type);
    if (c.type === 'DATE' || c.type.startsWith('TIMESTAMP')) {
      dimensions.push({
        id: c.name,
        label: label(c.name),
        synonyms: synonyms(c.name),
        column: c.name,
        kind: 'time',
        timeKind: timed.has(c.name) ? 'timestamp' : 'date',
      });
      continue;
    }
    if (
      isInteger &&
      looksLikeYear(c.name) &&
      c.min !== null &&
      c.max !== null &&
      c.min >= 1000 &&
      c.max <= 2300
    ) {
      dimensions.push({
        id: c.name,
        label: label(c.name),
        synonyms: synonyms(c.name),
        column: c.name,
        kind: 'time',
        timeKind: 'year',
        numeric: true,
      });
      continue;
    }
    if (isNumber) {
      const identifier = looksLikeIdentifier(c.name);
      if (
        isInteger &&
        (c.distinct <= CATEGORICAL_NUMBER_LIMIT || identifier) &&
        !isCountLike(c.name)
      ) {
        dimensions.push({
          id: c.name,
          label: label(c.name),
          synonyms: synonyms(c.name),
          column: c.name,
          kind: 'categorical',
          numeric: true,
          distinct: c.distinct,
        });
      }
      if (identifier) continue;
      const fractional = !isInteger && c.min !== null && c.max !== null && c.min >= 0 && c.max <= 1;
      metrics.push({
        id: c.name,
        label: label(c.name),
        synonyms: synonyms(c.name),
        expression: { kind: 'column', column: c.name },
        defaultAggregation: defaultAggregation(c.name, entityTable, fractional),
        ...formatOf(c.name),
        countLike: isCountLike(c.name),
      });
      continue;
    }
    const dimension: Dimension = {
      id: c.name,
      label: label(c.name),
      synonyms: synonyms(c.name),
      column: c.name,
      kind: 'categorical',
      distinct: c.distinct,
    };
    dimensions.push(dimension);
    if (c.distinct <= VALUE_INDEX_LIMIT * 1.2) {
      const col = quoteIdent(c.name);
      const found = await db.rows(
        `SELECT DISTINCT ${col}::VARCHAR AS v FROM ${quoteIdent(table)} WHERE ${col} IS NOT NULL LIMIT ${VALUE_INDEX_LIMIT}`,
      );
      values[c.name] = found.map((r) => String(r.v));
      const flag = flagOf(values[c.name]);
      if (flag) {
        dimension.flag = flag;
        dimension.synonyms = flagSynonyms(c.name);
      }
    }
  }
  const entity = [...entityWords(source.name), ...rowNouns(columns, dimensions, profiled)];
  const words = nameWords(source.name.replace(/\.[a-z0-9]+$/i, '')).filter((w) => !/\d/.test(w));
  // "cars.json" → cars; a longer name ("seattle-weather") says little about one row, so: records.
  const entityName = words.length === 1 && /s$/.test(words[0]) ? words[0] : 'records';
  const rowsLabel =
    entityName === 'records'
      ? { en: 'Number of records', tr: 'Kayıt sayısı' }
      : { en: `Number of ${entityName}`, tr: `${entityName} sayısı` };
  metrics.push({
    id: metrics.some((m) => m.id === 'count') ? '__rows' : 'count',
    label: rowsLabel,
    synonyms: { en: [], tr: [] },
    expression: { kind: 'rows' },
    defaultAggregation: 'count',
    format: 'number',
  });
  const time =
    dimensions.find((d) => d.kind === 'time' && d.timeKind !== 'year') ??
    dimensions.find((d) => d.kind === 'time');
  return {
    name: source.name,
    table,
    source: { type: source.type, datasource_id: source.datasource_id },
    entity: { en: entity, tr: entity },
    entityLabel: { en: entityName, tr: entityName },
    metrics,
    dimensions,
    defaultTime: time?.id,
    values,
    rowCount: rows,
  };
}
