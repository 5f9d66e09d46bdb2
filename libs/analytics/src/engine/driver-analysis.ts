import type { AnswerCard } from '@parley/domain';
import { buildCard } from '../card/card-builder';
import { formatNumber, rangeLabel } from '../card/phrases';
import type { Dimension, Localized } from '../model/semantic-model';
import type { Row } from '../sources/duckdb-runner';
import { buildQuery } from '../sql/sql-builder';
import type { QueryPlan } from '../sql/query-plan';
import type { Locale } from '../text/normalize';
import { withPrevious } from './combine-rows';
import type { DataSource } from './data-source';

// Dimensions with more values than this are ids or free text: no one value explains a change there.
const MAX_VALUES = 60;
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

type Contribution = { dimension: Dimension; value: string; current: number; previous: number };

const DRIVER: Localized = { en: 'Driver', tr: 'Etken' };
const VALUE: Localized = { en: 'Value', tr: 'Değer' };

function column(id: string, label: Localized): Dimension {
  return { id, label, synonyms: { en: [], tr: [] }, column: label.en, kind: 'categorical' };
}

// "Why did revenue fall in June": the change against the period before, split across every
// categorical dimension of the source; each value's share of the change ranks the dimensions, and
// the card names the values that moved most in the direction of the change.
export async function explainChange(
  source: DataSource,
  plan: QueryPlan,
  totals: Row[],
  locale: Locale,
): Promise<AnswerCard | undefined> {
  const metric = plan.metrics[0];
  if (!metric || !plan.previous || plan.groups.length) return undefined;
  const current = num(totals[0]?.[metric.key]);
  const previous = num(totals[0]?.[`Previous_${metric.key}`]);
  // Nothing to explain against: the period before has no data (yearly data asked about 2004).
  if (!totals[0] || totals[0][`Previous_${metric.key}`] == null || previous === 0) return undefined;
  const change = current - previous;
  const filtered = new Set(plan.filters.map((f) => f.dimension.id));
  const candidates = source.model.dimensions.filter(
    (d) =>
      d.kind === 'categorical' &&
      // A number column read as categories (quantity 1–24) says how much, not who or where.
      !d.numeric &&
      !filtered.has(d.id) &&
      (d.distinct ?? 0) <= MAX_VALUES &&
      (source.model.values[d.id]?.length ?? 0) <= MAX_VALUES,
  );
  const compile = source.compile ?? buildQuery;
  const found: Contribution[] = [];
  for (const d of candidates) {
    const byValue: QueryPlan = {
      ...plan,
      driver: undefined,
      window: undefined,
      rank: undefined,
      share: false,
      groups: [{ key: d.column, label: d.label, dimension: d }],
    };
    const now = compile(byValue, source.model.table, plan.range);
    const then = compile(byValue, source.model.table, plan.previous);
    const rows = withPrevious(
      byValue,
      await source.db.rows(now.sql, now.params),
      await source.db.rows(then.sql, then.params),
    );
    for (const r of rows)
      found.push({
        dimension: d,
        value: String(r[d.column]),
        current: num(r[metric.key]),
        previous: num(r[`Previous_${metric.key}`]),
      });
  }
  // The movers in the direction the question names ("why did it fall"), else in the total's.
  const asked = plan.driver?.direction;
  const movedWith = (d: number) =>
    found.some((c) => (c.current - c.previous) * d > 0) ? d : change < 0 ? -1 : 1;
  // Nothing moved the way the question says ("why did it fall" when every part rose): the movers
  // of the total's own direction, and the sentence says the total rose.
  const direction = movedWith(asked ? (asked === 'down' ? -1 : 1) : change < 0 ? -1 : 1);
  // The value that moved most with the change, for each dimension; dimensions ranked by it.
  const best = new Map<string, Contribution>();
  for (const c of found) {
    const top = best.get(c.dimension.id);
    const moved = (x: Contribution) => (x.current - x.previous) * direction;
    if (!top || moved(c) > moved(top)) best.set(c.dimension.id, c);
  }
  const drivers = [...best.values()]
    .filter((c) => (c.current - c.previous) * direction > 0)
    .sort((a, b) => (b.current - b.previous) * direction - (a.current - a.previous) * direction)
    .slice(0, 3);
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
  const rows: Row[] = drivers.map((c) => ({
    [driverCol.column]: c.dimension.label[locale],
    [valueCol.column]: c.value,
    [metric.key]: c.current,
    [`Previous_${metric.key}`]: c.previous,
    [`${metric.key}__%`]: c.previous
      ? Math.round(((c.current - c.previous) / c.previous) * 100)
      : null,
    [`${metric.key}__change`]: c.current - c.previous,
  }));
  const card = buildCard({
    model: source.model,
    plan: cardPlan,
    rows,
    sql: '',
    locale,
    computedAt: new Date().toISOString(),
  });
  return {
    ...card,
    text: sentence(metric.label[locale], current, previous, drivers, plan, locale),
  };
}

function sentence(
  name: string,
  current: number,
  previous: number,
  drivers: Contribution[],
  plan: QueryPlan,
  locale: Locale,
): string {
  const tr = locale === 'tr';
  const pct = previous ? Math.abs(((current - previous) / previous) * 100) : null;
  const when = plan.range ? rangeLabel(plan.range, locale) : '';
  const was = plan.previous ? rangeLabel(plan.previous, locale) : '';
  const moved =
    current < previous
      ? tr
        ? 'düştü'
        : 'fell'
      : current > previous
        ? tr
          ? 'arttı'
          : 'rose'
        : tr
          ? 'değişmedi'
          : 'did not change';
  const rounded = pct === null ? null : Math.round(pct * 10) / 10;
  const by =
    rounded === null
      ? ''
      : tr
        ? ` %${formatNumber(rounded, locale)}`
        : ` ${formatNumber(rounded, locale)}%`;
  const down = drivers.some((c) => c.current < c.previous);
  const named = drivers
    .map((c) => {
      const delta = c.current - c.previous;
      const signed = `${delta > 0 ? '+' : '−'}${formatNumber(Math.abs(delta), locale)}`;
      return `${c.value} (${c.dimension.label[locale]}, ${signed})`;
    })
    .join(', ');
  const head = tr
    ? `${name} ${when} döneminde ${was} dönemine göre${by} ${moved} (${formatNumber(previous, locale)} → ${formatNumber(current, locale)}).`
    : `${name} ${moved}${by} in ${when} against ${was} (${formatNumber(previous, locale)} → ${formatNumber(current, locale)}).`;
  if (!named) return head;
  // Movers against the total's direction are named as such, so the sentence stays true.
  const against = current < previous !== down;
  if (tr)
    return `${head} ${against ? (down ? 'En çok düşenler' : 'En çok artanlar') : 'En çok etkileyenler'}: ${named}.`;
  return `${head} ${against ? (down ? 'Largest declines' : 'Largest increases') : 'Mostly'}: ${named}.`;
}
