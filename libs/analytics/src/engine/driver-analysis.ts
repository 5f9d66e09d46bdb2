import type { AnswerCard, CardColumn } from '@parley/domain';
import { changePercent, formatPercent } from '@parley/domain';
import { buildCard } from '../card/card-builder';
import { isAdditiveMetric, measureText, numberLocale } from '../card/measure-format';
import { rangeLabel } from '../card/phrases';
import { inEveryLanguage, wordingOf } from '../card/wording/wording';
import type { Wording } from '../card/wording/wording';
import type { Dimension, Localized } from '../model/semantic-model';
import type { Row } from '../sources/duckdb-runner';
import { DRIVER_DIMENSION, buildDriverQuery, buildQuery } from '../sql/sql-builder';
import type { PlanMetric, QueryPlan } from '../sql/query-plan';
import type { DateRange } from '../parse/date-spec';
import type { Locale } from '../text/normalize';
import type { DataSource } from './data-source';
import { additiveContributions, ratioContributions, unevenness } from './driver-decomposition';
import type { Contribution, Segment } from './driver-decomposition';

// Dimensions with more values than this are ids or free text: no one value explains a change there
// (229 airports still name a driver).
const MAX_VALUES = 500;
// The card lists the top movers of the strongest dimensions, enough for a chart that reads at once.
const MAX_ROWS = 8;
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

type Driver = Contribution & { dimension: Dimension };

const columnName = (name: keyof Wording['driverColumns']): Localized =>
  inEveryLanguage((w) => w.driverColumns[name]);
const DRIVER = columnName('driver');
const VALUE = columnName('value');
const CONTRIBUTION = columnName('contribution');
const RATE = columnName('rate');
const MIX = columnName('mix');

function column(id: string, label: Localized): Dimension {
  return { id, label, synonyms: { en: [], tr: [] }, column: label.en, kind: 'categorical' };
}

// A measure that is a quotient (a ratio, or an average = sum / count) splits into mix and rate; it
// is read from its parts, two sums the source's own dialect computes (pushed down like any plan).
type Parts = { num: PlanMetric; den: PlanMetric; scale: number } | undefined;

function partsOf(m: PlanMetric): Parts {
  const e = m.expression;
  const sum = (key: string, column: string, aggregation: 'sum' | 'count'): PlanMetric => ({
    ...m,
    key,
    expression: { kind: 'column', column },
    aggregation,
    part: undefined,
    per: undefined,
    perEach: undefined,
    percentile: undefined,
  });
  if (e.kind === 'ratio' && !m.part && !m.per)
    return {
      num: sum('__num', e.numerator, 'sum'),
      den: sum('__den', e.denominator, 'sum'),
      scale: e.scale,
    };
  if (e.kind === 'column' && m.aggregation === 'avg' && !m.part && !m.per && !m.perEach)
    return {
      num: sum('__num', e.column, 'sum'),
      den: sum('__den', e.column, 'count'),
      scale: 1,
    };
  return undefined;
}

const zero = { num: 0, den: 0 };
const add = (a: { num: number; den: number }, b: { num: number; den: number }) => ({
  num: a.num + b.num,
  den: a.den + b.den,
});

function reader(metric: PlanMetric, parts: Parts) {
  return (r: Row) =>
    parts ? { num: num(r.__num), den: num(r.__den) } : { num: num(r[metric.key]), den: 1 };
}

function driverPlan(plan: QueryPlan, metric: PlanMetric, parts: Parts): QueryPlan {
  return {
    ...plan,
    metrics: parts ? [parts.num, parts.den] : [metric],
    driver: undefined,
    window: undefined,
    rank: undefined,
    share: false,
    conditions: plan.conditions.filter((c) => !c.aggregate),
    groups: [],
  };
}

type Totals = { current: number; previous: number | undefined };

// The measure's value in both periods: read from its parts where it has them (a ratio of sums,
// an average = sum / count), which is how the comparison computes it too.
function totalsOf(row: Row | undefined, metric: PlanMetric, parts: Parts): Totals | undefined {
  if (!row) return undefined;
  const at = (key: string) => row[key];
  if (!parts) {
    const previous = at(`Previous_${metric.key}`);
    return { current: num(at(metric.key)), previous: previous == null ? undefined : num(previous) };
  }
  const quotient = (n: unknown, d: unknown) =>
    n == null || !num(d) ? undefined : (num(n) / num(d)) * parts.scale;
  return {
    current: quotient(at('__num'), at('__den')) ?? 0,
    previous: quotient(at('Previous___num'), at('Previous___den')),
  };
}

// In DuckDB, every dimension's values in both periods and the total from one scan (GROUPING SETS).
async function allDimensionsAtOnce(
  source: DataSource,
  plan: QueryPlan,
  dimensions: readonly Dimension[],
  metric: PlanMetric,
  parts: Parts,
): Promise<{ segments: Segment[][]; totals: Totals | undefined } | undefined> {
  if (source.compile || !plan.previous) return undefined;
  const query = buildDriverQuery(
    driverPlan(plan, metric, parts),
    source.model.table,
    plan.range,
    plan.previous,
    dimensions,
  );
  if (!query) return undefined;
  const read = reader(metric, parts);
  // The previous period's aggregates sit beside the current ones, as Previous_{key}.
  const before = (r: Row) =>
    read(Object.fromEntries(Object.keys(r).map((k) => [k, r[`Previous_${k}`]])));
  const segments: Segment[][] = dimensions.map(() => []);
  let total: Row | undefined;
  for (const r of await source.db.rows(query.sql, query.params)) {
    if (r[DRIVER_DIMENSION] == null) {
      total = r;
      continue;
    }
    const i = Number(r[DRIVER_DIMENSION]);
    const d = dimensions[i];
    if (d) segments[i]?.push({ value: String(r[d.column]), current: read(r), previous: before(r) });
  }
  return { segments, totals: totalsOf(total, metric, parts) };
}

// The grain whose buckets split two adjacent periods exactly: months when both start on the 1st
// and last whole months, else days; none for hours or periods apart (last year's).
function splittingGrain(plan: QueryPlan): 'monthly' | 'daily' | undefined {
  const [now, then] = [plan.range, plan.previous];
  if (!now || !then || now.time || then.time || !plan.time || plan.time.timeKind === 'year')
    return undefined;
  if (then.end !== now.start) return undefined;
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (![now.start, now.end, then.start].every((d) => day.test(d))) return undefined;
  return [now.start, now.end, then.start].every((d) => d.endsWith('-01')) ? 'monthly' : 'daily';
}

const BUCKET = '__bucket';

// Each value of one dimension in both periods (a value present in one period only counts as 0 in
// the other: a channel that vanished is a driver too), on a database: sums and counts in one scan
// of both periods, split by time buckets; anything else (a median, a distinct count) by one query
// per period.
async function segmentsOf(
  source: DataSource,
  plan: QueryPlan,
  d: Dimension,
  metric: PlanMetric,
  parts: Parts,
): Promise<Segment[]> {
  const compile = source.compile ?? buildQuery;
  const byValue: QueryPlan = {
    ...driverPlan(plan, metric, parts),
    groups: [{ key: d.column, label: d.label, dimension: d }],
  };
  const read = reader(metric, parts);
  const segments = new Map<string, Segment>();
  const put = (r: Row, period: 'current' | 'previous') => {
    const value = String(r[d.column]);
    const seen = segments.get(value) ?? { value, current: zero, previous: zero };
    segments.set(value, { ...seen, [period]: add(seen[period], read(r)) });
  };
  const grain = splittingGrain(plan);
  if (grain && plan.time && plan.previous && plan.range && (parts || isAdditiveMetric(metric))) {
    const both = compile(
      {
        ...byValue,
        groups: [
          ...byValue.groups,
          { key: BUCKET, label: plan.time.label, dimension: plan.time, grain },
        ],
      },
      source.model.table,
      { ...plan.range, start: plan.previous.start },
    );
    const start = plan.range.start;
    for (const r of await source.db.rows(both.sql, both.params))
      put(r, String(r[BUCKET]).slice(0, 10) >= start ? 'current' : 'previous');
    return [...segments.values()];
  }
  const now = compile(byValue, source.model.table, plan.range);
  const then = compile(byValue, source.model.table, plan.previous);
  for (const r of await source.db.rows(now.sql, now.params)) put(r, 'current');
  for (const r of await source.db.rows(then.sql, then.params)) put(r, 'previous');
  return [...segments.values()];
}

// "Why did revenue fall in June": the change against the period before, split across every
// categorical dimension of the source. Each value's contribution sums, per dimension, to the
// change of the total (for a ratio: its rate effect plus its mix effect); dimensions are ranked by
// the largest share of the change one of their values explains, and the card names those values.
export async function explainChange(
  source: DataSource,
  asked: QueryPlan,
  comparison: () => Promise<Row[]>,
  locale: Locale,
): Promise<AnswerCard | undefined> {
  const card = await explainAgainst(source, asked, comparison, locale);
  if (card || !asked.metrics[0] || asked.groups.length) return card;
  // The period before has no data (a point every five years, asked about 1995 against 1994):
  // the change is measured against the latest earlier period that has some, and says which.
  const earlier = await previousWithData(source, asked);
  if (!earlier) return undefined;
  const none = (): Promise<Row[]> => Promise.resolve([]);
  return explainAgainst(source, { ...asked, previous: earlier }, none, locale, true);
}

const DAY = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

// The period as long as the one asked about (a year, a month, a quarter, else as many days) that
// holds the latest data before it, under the question's own filters.
async function previousWithData(
  source: DataSource,
  plan: QueryPlan,
): Promise<DateRange | undefined> {
  const [range, time] = [plan.range, plan.time];
  if (!range || !time || range.time || !plan.previous) return undefined;
  const compile = source.compile ?? buildQuery;
  const latest: PlanMetric = {
    key: '__latest',
    label: time.label,
    name: time.label,
    expression: { kind: 'column', column: time.column },
    aggregation: 'max',
    format: 'number',
  };
  const before: DateRange = { ...range, start: '0001-01-01', end: range.start };
  const query = compile(
    {
      ...plan,
      metrics: [latest],
      groups: [],
      previous: undefined,
      driver: undefined,
      window: undefined,
      rank: undefined,
      share: false,
      conditions: plan.conditions.filter((c) => !c.aggregate),
    },
    source.model.table,
    before,
  );
  const [row] = await source.db.rows(query.sql, query.params);
  const found = row?.__latest;
  if (found === null || found === undefined) return undefined;
  const day =
    typeof found === 'number'
      ? `${String(found).padStart(4, '0')}-01-01`
      : String(found).slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || day >= range.start) return undefined;
  const [y, m] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  const spec = range.spec;
  if (spec.kind === 'year' || time.timeKind === 'year')
    return { start: `${y}-01-01`, end: `${y + 1}-01-01`, spec: { kind: 'year', year: y } };
  if (spec.kind === 'month') {
    const end = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
    return { start: `${day.slice(0, 7)}-01`, end, spec: { kind: 'month', month: m, year: y } };
  }
  if (spec.kind === 'quarter') {
    const q = Math.floor((m - 1) / 3);
    const start = `${y}-${String(q * 3 + 1).padStart(2, '0')}-01`;
    const end = q === 3 ? `${y + 1}-01-01` : `${y}-${String(q * 3 + 4).padStart(2, '0')}-01`;
    return { start, end, spec: { kind: 'quarter', quarter: q + 1, year: y } };
  }
  const length = Date.parse(range.end) - Date.parse(range.start);
  const end = Date.parse(day) + DAY;
  return {
    start: isoDay(end - length),
    end: isoDay(end),
    spec: { kind: 'between', from: dayOf(isoDay(end - length)), to: dayOf(day) },
  };
}

const dayOf = (d: string) =>
  ({
    kind: 'day',
    year: Number(d.slice(0, 4)),
    month: Number(d.slice(5, 7)),
    day: Number(d.slice(8, 10)),
  }) as const;

async function explainAgainst(
  source: DataSource,
  plan: QueryPlan,
  comparison: () => Promise<Row[]>,
  locale: Locale,
  nearest = false,
): Promise<AnswerCard | undefined> {
  const metric = plan.metrics[0];
  if (!metric || !plan.previous || plan.groups.length) return undefined;
  const parts = partsOf(metric);
  // A column held to some values explains nothing; one with values left out ("except Flood", the
  // row of all the others) still does, by the rest.
  const filtered = new Set(plan.filters.filter((f) => !f.negate).map((f) => f.dimension.id));
  const candidates = source.model.dimensions.filter(
    (d) =>
      d.kind === 'categorical' &&
      // A number column read as categories (quantity 1–24) says how much, not who or where.
      !d.numeric &&
      !filtered.has(d.id) &&
      (d.distinct ?? 0) <= MAX_VALUES &&
      (source.model.values[d.id]?.length ?? 0) <= MAX_VALUES,
  );
  // In DuckDB the one driver scan also gives the totals; elsewhere the comparison's own query does.
  const together = await allDimensionsAtOnce(source, plan, candidates, metric, parts);
  const totals = together ? together.totals : totalsOf((await comparison())[0], metric, undefined);
  // Nothing to explain against: the period before has no data (yearly data asked about 2004).
  if (!totals || totals.previous === undefined || totals.previous === 0) return undefined;
  const { current, previous } = totals;
  const change = current - previous;
  const found: Driver[] = [];
  const bySegments = (d: Dimension, segments: Segment[]) => {
    const split = parts
      ? ratioContributions(segments, parts.scale)
      : additiveContributions(segments);
    found.push(...split.map((c) => ({ ...c, dimension: d })));
  };
  if (together) candidates.forEach((d, i) => bySegments(d, together.segments[i] ?? []));
  else for (const d of candidates) bySegments(d, await segmentsOf(source, plan, d, metric, parts));
  // The movers in the direction the question names ("why did it fall"), else in the total's.
  const asked = plan.driver?.direction;
  const movedWith = (d: number) =>
    found.some((c) => c.contribution * d > 0) ? d : change < 0 ? -1 : 1;
  // Nothing moved the way the question says ("why did it fall" when every part rose): the movers
  // of the total's own direction, and the sentence says the total rose.
  const direction = movedWith(asked ? (asked === 'down' ? -1 : 1) : change < 0 ? -1 : 1);
  const moved = (c: Driver) => c.contribution * direction;
  // The value that moved most with the change, for each dimension; dimensions ranked by it.
  const best = new Map<string, Driver>();
  for (const c of found) {
    const top = best.get(c.dimension.id);
    if (!top || moved(c) > moved(top)) best.set(c.dimension.id, c);
  }
  const ranked = [...best.values()].filter((c) => moved(c) > 0).sort((a, b) => moved(b) - moved(a));
  // Named: the dimensions whose values did not move in proportion to their size, those that explain
  // most first; when every dimension moved in proportion, the biggest mover still, so the answer
  // never goes silent.
  const explains = new Map(
    [...best.keys()].map((id) => [
      id,
      unevenness(
        found.filter((c) => c.dimension.id === id),
        change,
      ),
    ]),
  );
  const power = (c: Driver) => explains.get(c.dimension.id) ?? 0;
  const telling = ranked.filter((c) => power(c) >= 0.1).sort((a, b) => power(b) - power(a));
  const drivers = (telling.length ? telling : ranked).slice(0, 3);
  // The card: the named drivers first, then the other big movers of their dimensions, either way.
  const strong = new Set(drivers.map((c) => c.dimension.id));
  const others = found
    .filter((c) => strong.has(c.dimension.id) && !drivers.includes(c) && c.contribution !== 0)
    .sort((a, b) => Math.abs(b.contribution) - Math.abs(a.contribution));
  const shown = [...drivers, ...others].slice(0, MAX_ROWS);
  return driverCard(
    source,
    plan,
    metric,
    shown,
    { current, previous, drivers, parts, nearest },
    locale,
  );
}

function driverCard(
  source: DataSource,
  plan: QueryPlan,
  metric: PlanMetric,
  shown: Driver[],
  facts: { current: number; previous: number; drivers: Driver[]; parts: Parts; nearest: boolean },
  locale: Locale,
): AnswerCard {
  const driverCol = column('__driver', DRIVER);
  const valueCol = column('__value', VALUE);
  const cardPlan: QueryPlan = {
    ...plan,
    driver: undefined,
    groups: [
      { key: driverCol.column, label: DRIVER, dimension: driverCol },
      { key: valueCol.column, label: VALUE, dimension: valueCol },
    ],
  };
  const contributionKey = `${metric.key}__contribution`;
  const rows: Row[] = shown.map((c) => ({
    [driverCol.column]: c.dimension.label[locale],
    [valueCol.column]: c.value,
    [metric.key]: c.current,
    [`Previous_${metric.key}`]: c.previous,
    [`${metric.key}__%`]: c.previous ? changePercent(c.previous, c.current) : null,
    [`${metric.key}__change`]: c.current - c.previous,
    ...(facts.parts
      ? {
          [contributionKey]: c.contribution,
          [`${metric.key}__rate`]: c.rate ?? 0,
          [`${metric.key}__mix`]: c.mix ?? 0,
        }
      : {}),
  }));
  const card = buildCard({
    model: source.model,
    plan: cardPlan,
    rows,
    sql: '',
    locale,
    computedAt: new Date().toISOString(),
  });
  const measure = card.columns.find((c) => c.key === metric.key);
  // Driver rows come from several dimensions and overlap: none of their columns adds up.
  const columns: CardColumn[] = card.columns.map((c) =>
    c.role === 'metric' ? { ...c, additive: false } : c,
  );
  if (facts.parts && measure)
    columns.push(
      ...[
        [contributionKey, CONTRIBUTION],
        [`${metric.key}__rate`, RATE],
        [`${metric.key}__mix`, MIX],
      ].map(([key, label]) => ({
        ...measure,
        key: key as string,
        label: (label as Localized)[locale],
        additive: false,
      })),
    );
  // A diverging bar per value: how much of the change each one made, gains and losses from zero.
  const barKey = facts.parts ? contributionKey : `${metric.key}__change`;
  const barName = facts.parts ? CONTRIBUTION[locale] : wordingOf(locale).changeBar;
  const when = plan.range ? rangeLabel(plan.range, locale) : '';
  const was = plan.previous ? rangeLabel(plan.previous, locale) : '';
  const title = wordingOf(locale).driverTitle(metric.label[locale], when, was);
  const w = wordingOf(locale);
  return {
    ...card,
    title,
    columns,
    chart: [
      { chart: { type: 'bar' }, x: valueCol.column, series: [{ key: barKey, name: barName }] },
      ...card.chart.filter((c) => c.chart.type !== 'bar'),
    ],
    insights: [
      ...(facts.nearest ? [w.latestWithData(was)] : []),
      ...(facts.parts
        ? mixInsight(facts.drivers, metric, locale)
        : shareOfChange(facts, metric, locale)),
    ],
    text: sentence(metric, facts, plan, locale),
    query: {
      ...card.query,
      interpretation: [
        ...card.query.interpretation,
        { kind: 'driver', text: plan.driver?.direction ?? 'change' },
      ],
    },
  };
}

// For a sum or a count, how much of the whole change the top driver made: a dimension's values'
// changes add up to the total's, so the share is exact. Said only when it moved with the total.
function shareOfChange(
  facts: { current: number; previous: number; drivers: Driver[] },
  metric: PlanMetric,
  locale: Locale,
): string[] {
  const top = facts.drivers[0];
  const change = facts.current - facts.previous;
  if (!top || change === 0 || top.contribution === 0) return [];
  const text = (v: number) => measureText(metric, v, locale, [], { signed: true });
  const parts = {
    value: top.value,
    dimension: top.dimension.label[locale],
    amount: text(top.contribution),
    total: text(change),
    rest: text(change - top.contribution),
  };
  // Asked "why did it fall" of a total that rose: the faller, and what the rest did instead.
  if (top.contribution * change < 0) return [wordingOf(locale).againstAll(parts)];
  const share = top.contribution / change;
  // Past 100% the rest of its dimension moved the other way (its values' changes add up to the
  // total's): said as such, never as "made 118% of the change".
  if (share > 1) return [wordingOf(locale).moreThanAll(parts)];
  return [
    wordingOf(locale).shareOfChange({
      value: top.value,
      dimension: top.dimension.label[locale],
      share: formatPercent(Math.floor(share * 100), 100, numberLocale(locale)),
      metric: metric.label[locale],
    }),
  ];
}

// For a ratio, whether the top driver moved by its own rate or by its weight in the mix.
function mixInsight(drivers: Driver[], metric: PlanMetric, locale: Locale): string[] {
  const top = drivers[0];
  if (!top || top.rate === undefined || top.mix === undefined) return [];
  const byRate = Math.abs(top.rate) >= Math.abs(top.mix);
  return [wordingOf(locale).mixEffect(top.value, metric.label[locale], byRate)];
}

// "Total Revenue fell 8% in March 2026 against February 2026 ($120,400 → $110,800). Mostly: …"
function sentence(
  metric: PlanMetric,
  facts: { current: number; previous: number; drivers: Driver[]; nearest: boolean },
  plan: QueryPlan,
  locale: Locale,
): string {
  const { current, previous, drivers } = facts;
  const w = wordingOf(locale);
  const when = plan.range ? rangeLabel(plan.range, locale) : '';
  const period = plan.previous ? rangeLabel(plan.previous, locale) : '';
  const was = facts.nearest ? w.withData(period) : period;
  const pct = previous ? Math.abs(changePercent(previous, current)) : null;
  const by =
    pct === null || current === previous ? '' : ` ${formatPercent(pct, 100, numberLocale(locale))}`;
  const text = (v: number, signed = false) => measureText(metric, v, locale, [], { signed });
  const down = drivers.some((c) => c.contribution < 0);
  const named = drivers
    .map((c) => `${c.value} (${c.dimension.label[locale]}, ${text(c.contribution, true)})`)
    .join(', ');
  const head = w.driverHead({
    metric: metric.label[locale],
    moved: current < previous ? 'fell' : current > previous ? 'rose' : 'same',
    by,
    when,
    was,
    before: text(previous),
    after: text(current),
  });
  if (!named) return head;
  // Movers against the total's direction are named as such, so the sentence stays true.
  const against = current < previous !== down;
  return w.driverTail({ head, against, down, named });
}
