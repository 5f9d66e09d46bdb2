import type { DuckRunner } from '../sources/duckdb-runner';
import { quoteIdent, quoteLiteral } from '../sources/duckdb-runner';
import { allPacks } from '../parse/keywords';
import { LABEL_WORDS, markFlags, rowNouns, withoutSharedShortNames } from './row-semantics';
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
): Promise<{
  columns: Profile[];
  rows: number;
  profiled: number;
  timed: Set<string>;
  whole: Set<string>;
  // The rows profiled: the table, or a sample of a large one.
  from: string;
}> {
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
  await exactDistinct(db, from, columns, profiled);
  return {
    columns,
    rows: total,
    profiled,
    timed: await timedColumns(db, from, columns),
    whole: await wholeColumns(db, from, columns),
    from,
  };
}

// Measures stored once per thing on each of its rows: a state's total population repeated on each
// of its income groups. Summed per state they would count it once per row; grouped by the state
// they are its value. A measure is constant within a text column when each of the column's values
// comes with one value of it, the column repeats (two rows or more per value on average) and the
// measure differs between them.
const CONSTANT_PAIRS = 96;
async function markConstantWithin(
  db: DuckRunner,
  from: string,
  metrics: Metric[],
  dimensions: Dimension[],
  profiled: number,
): Promise<void> {
  const things = dimensions.filter(
    (d) =>
      d.kind === 'categorical' &&
      !d.numeric &&
      !d.flag &&
      (d.distinct ?? 0) >= 2 &&
      (d.distinct ?? 0) * 2 <= profiled,
  );
  const measures = metrics.filter(
    (m) => m.expression.kind === 'column' && !m.identifier && !m.countLike,
  );
  const pairs = things.flatMap((d) => measures.map((m) => ({ d, m }))).slice(0, CONSTANT_PAIRS);
  if (!pairs.length) return;
  const column = (m: Metric) => quoteIdent((m.expression as { column: string }).column);
  const [counts] = await db.rows(
    `SELECT ${[
      ...pairs.map(
        ({ d, m }, i) => `count(DISTINCT (${quoteIdent(d.column)}, ${column(m)})) AS p${i}`,
      ),
      ...things.map((d, i) => `count(DISTINCT ${quoteIdent(d.column)}) AS d${i}`),
      ...measures.map((m, i) => `count(DISTINCT ${column(m)}) AS m${i}`),
    ].join(', ')} FROM ${from}`,
  );
  pairs.forEach(({ d, m }, i) => {
    const perThing = Number(counts?.[`d${things.indexOf(d)}`]);
    const values = Number(counts?.[`m${measures.indexOf(m)}`]);
    if (values > 1 && Number(counts?.[`p${i}`]) === perThing)
      m.constantWithin = [...(m.constantWithin ?? []), d.id];
  });
}

// Words that say a value is all of the others ("All natural disasters", "Total", "Toplam"): the
// packs' words of all, and of totals.
const WHOLE_WORDS = new Set([
  ...allPacks().flatMap((p) => p.allWords),
  'total',
  'overall',
  'toplam',
  'genel',
  'tum',
]);
// How close the value's sum must come to the others' (rounding in the source).
const WHOLE_TOLERANCE = 0.01;
const WHOLE_VALUES_LIMIT = 200;

// A value said to be all of the others whose rows add up, for every measure that adds up, to the
// rows of all the others together: each year's "All natural disasters" is that year's sum of the
// kinds. Marked so sums and rankings do not count everything twice.
async function markTotalValues(
  db: DuckRunner,
  from: string,
  metrics: Metric[],
  dimensions: Dimension[],
  values: Record<string, string[]>,
): Promise<void> {
  const sums = metrics.filter(
    (m) => m.expression.kind === 'column' && m.defaultAggregation === 'sum' && !m.identifier,
  );
  if (!sums.length) return;
  for (const d of dimensions) {
    const own = values[d.id] ?? [];
    if (d.kind !== 'categorical' || d.numeric || d.flag || own.length > WHOLE_VALUES_LIMIT)
      continue;
    const whole = own.filter((v) => nameWords(v).some((w) => WHOLE_WORDS.has(w)));
    if (whole.length !== 1 || own.length < 3) continue;
    const col = quoteIdent(d.column);
    const value = quoteLiteral(whole[0]);
    const [row] = await db.rows(
      `SELECT ${sums
        .map((m, i) => {
          const x = quoteIdent((m.expression as { column: string }).column);
          return `sum(CASE WHEN ${col} = ${value} THEN ${x} END) AS a${i}, sum(CASE WHEN ${col} <> ${value} THEN ${x} END) AS b${i}`;
        })
        .join(', ')} FROM ${from}`,
    );
    const adds = sums.every((_, i) => {
      const a = Number(row?.[`a${i}`]);
      const b = Number(row?.[`b${i}`]);
      return a > 0 && b > 0 && Math.abs(a - b) <= WHOLE_TOLERANCE * Math.max(a, b);
    });
    if (adds) d.totalValue = whole[0];
  }
}

// SUMMARIZE estimates distinct counts (HyperLogLog, a few percent off: 7 of 8 unique values). On a
// table small enough to count in one scan, the exact counts decide whether a column names each row.
// Counted a few columns at a time: a thousand exact counts in one query hold a thousand hash tables
// at once (out of memory on a 1,000-column file), and a wide table only costs more short scans.
const EXACT_DISTINCT_ROWS = 100_000;
const EXACT_DISTINCT_CELLS = 5_000_000;
const EXACT_DISTINCT_BATCH = 32;
async function exactDistinct(
  db: DuckRunner,
  from: string,
  columns: Profile[],
  rows: number,
): Promise<void> {
  if (rows > EXACT_DISTINCT_ROWS || rows * columns.length > EXACT_DISTINCT_CELLS) return;
  for (let at = 0; at < columns.length; at += EXACT_DISTINCT_BATCH) {
    const batch = columns.slice(at, at + EXACT_DISTINCT_BATCH);
    const [row] = await db.rows(
      `SELECT ${batch.map((c, i) => `count(DISTINCT ${quoteIdent(c.name)}) AS d${i}`).join(', ')} FROM ${from}`,
    );
    batch.forEach((c, i) => {
      const exact = Number(row?.[`d${i}`]);
      if (Number.isFinite(exact)) c.distinct = exact;
    });
  }
}

// Columns of fractional type that hold only whole numbers ("1.0", "2.0": ids and years written by
// an export that types every number as a float).
async function wholeColumns(
  db: DuckRunner,
  from: string,
  columns: Profile[],
): Promise<Set<string>> {
  const floats = columns.filter((c) => NUMERIC.test(c.type) && !INTEGER.test(c.type));
  return columnsWhere(
    db,
    from,
    floats,
    (col) => `coalesce(bool_and(${col} = trunc(${col})), false)`,
  );
}

// The names of the columns for which a boolean aggregate holds, all asked in one scan.
async function columnsWhere(
  db: DuckRunner,
  from: string,
  columns: Profile[],
  test: (quoted: string) => string,
): Promise<Set<string>> {
  if (!columns.length) return new Set();
  const [row] = await db.rows(
    `SELECT ${columns.map((c, i) => `${test(quoteIdent(c.name))} AS c${i}`).join(', ')} FROM ${from}`,
  );
  return new Set(columns.filter((_, i) => row?.[`c${i}`] === 'true').map((c) => c.name));
}

// Timestamp columns with a time of day somewhere: dates exported as midnight timestamps (Excel,
// JSON) are dates, and cannot be broken down by hour.
async function timedColumns(
  db: DuckRunner,
  from: string,
  columns: Profile[],
): Promise<Set<string>> {
  const stamps = columns.filter((c) => c.type.startsWith('TIMESTAMP'));
  return columnsWhere(db, from, stamps, (col) => `bool_or(epoch(${col}) % 86400 <> 0)`);
}

function synonyms(name: string) {
  const phrases = columnSynonyms(name);
  return { en: phrases, tr: phrases };
}

function label(name: string) {
  const text = humanLabel(name);
  return { en: text, tr: text };
}

function entityWords(sourceName: string): string[] {
  const ws = nameWords(sourceName.replace(/\.[a-z0-9]+$/i, ''));
  const out = new Set<string>();
  for (const w of ws) if (w.length >= 3 && !/^\d+$/.test(w)) out.add(w).add(singular(w));
  // The whole name too ("tv channel" of tv_channel.csv), so its short words are read with it.
  if (ws.length > 1 && ws.every((w) => !/^\d+$/.test(w)))
    out.add(ws.join(' ')).add([...ws.slice(0, -1), singular(ws[ws.length - 1])].join(' '));
  return [...out];
}

// "unemployment-across-industries": the noun after a word of breaking down ("across", "by") in a
// file's name names what its rows are broken down by, not the rows: it becomes a name of the one
// column of a few text categories, where there is exactly one.
function breakdownOfName(sourceName: string, dimensions: Dimension[]): void {
  const by = new Set(
    allPacks().flatMap((p) => p.keywords.flatMap(([w, k]) => (k.kind === 'by' ? [w] : []))),
  );
  const ws = nameWords(sourceName.replace(/\.[a-z0-9]+$/i, ''));
  const at = ws.findIndex((w, k) => k > 0 && k < ws.length - 1 && by.has(w));
  const kinds = dimensions.filter(
    (d) => d.kind === 'categorical' && !d.numeric && !d.flag && (d.distinct ?? 0) <= 50,
  );
  if (at < 0 || kinds.length !== 1) return;
  const words = ws.slice(at + 1);
  const phrases = [
    words.join(' '),
    [...words.slice(0, -1), singular(words[words.length - 1])].join(' '),
  ];
  for (const l of ['en', 'tr'] as const)
    kinds[0].synonyms[l] = [...new Set([...kinds[0].synonyms[l], ...phrases])];
}

// Builds a semantic model for any table from its column types, names and a profile of its values.
export async function buildAutoModel(
  db: DuckRunner,
  table: string,
  source: { name: string; type: string; datasource_id: string },
): Promise<SemanticModel> {
  const { columns, rows, profiled, timed, whole, from } = await profile(db, table);
  const entityTable =
    rows >= 20 && columns.some((c) => c.type === 'VARCHAR' && c.distinct >= profiled * 0.6);
  const metrics: Metric[] = [];
  const dimensions: Dimension[] = [];
  // No prototype: a column may be called "__proto__".
  const values = Object.create(null) as Record<string, string[]>;
  for (const c of columns) {
    const isNumber = NUMERIC.test(c.type);
    const isInteger = isNumber && (INTEGER.test(c.type) || whole.has(c.name));
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
      const fractional = !isInteger && c.min !== null && c.max !== null && c.min >= 0 && c.max <= 1;
      metrics.push({
        id: c.name,
        label: label(c.name),
        synonyms: synonyms(c.name),
        expression: { kind: 'column', column: c.name },
        defaultAggregation: defaultAggregation(c.name, entityTable, fractional),
        ...formatOf(c.name),
        countLike: isCountLike(c.name),
        ...(identifier ? { identifier } : {}),
        ...(fractional ? { fraction: true } : {}),
        ...(c.min !== null && c.max !== null ? { range: { min: c.min, max: c.max } } : {}),
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
    }
  }
  markFlags(dimensions, values);
  await markConstantWithin(db, from, metrics, dimensions, profiled);
  await markTotalValues(db, from, metrics, dimensions, values);
  const nouns = rowNouns(
    columns.map((c) => ({ name: c.name, text: c.type === 'VARCHAR', distinct: c.distinct })),
    dimensions,
    profiled,
  );
  // A file noun a column also starts with ("sipariş" of siparisler.csv and Sipariş No) names the rows.
  for (const w of withoutSharedShortNames([...dimensions, ...metrics], entityWords(source.name)))
    nouns.push(w, singular(w), plural(singular(w)));
  breakdownOfName(source.name, dimensions);
  const entity = [...entityWords(source.name), ...nouns];
  const words = nameWords(source.name.replace(/\.[a-z0-9]+$/i, '')).filter((w) => !/\d/.test(w));
  // "cars.json" → cars; a longer name ("seattle-weather") says little about one row, so: records.
  // The rows' own noun when a column names each one ("Account" → accounts), else the file's.
  const idNoun = columns.find(
    (c) =>
      c.type === 'VARCHAR' &&
      nameWords(c.name).length === 1 &&
      !LABEL_WORDS.test(nameWords(c.name)[0]) &&
      c.distinct >= profiled * 0.75,
  );
  const entityName = idNoun
    ? plural(singular(nameWords(idNoun.name)[0]))
    : words.length === 1 && /s$/.test(words[0])
      ? words[0]
      : 'records';
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
    rowNouns: nouns,
    entityLabel: { en: entityName, tr: entityName },
    metrics,
    dimensions,
    defaultTime: time?.id,
    values,
    rowCount: rows,
  };
}
