import type { Row } from '../sources/duckdb-runner';

// A level in the data: a card whose rows hold one value of a measure per entity and period (the
// population of each country by year) shows a level when each entity's path is smooth, as a stock
// is: it is carried from one period to the next, so what a period adds or removes is small against
// both how far the path travels over time and how far entities stand apart. A flow (sales by store
// by month) is counted afresh each period: its period-to-period changes are as large as its own
// ups and downs. Two figures, both needed:
// - smoothness, the von Neumann ratio of each entity's log values pooled (the sum of squared
//   successive differences over the sum of squared deviations from the entity's mean): about 2 for
//   values counted afresh each period, near 0 for a path that is carried on (a steady growth over
//   n periods gives about 12/n², a random walk about 6/n); below 0.2, under what a flow's smoothest
//   regular pattern gives, a yearly season by month with no noise at all: 2(1 − cos(2π/12)) ≈ 0.27;
// - within/across, the typical change of an entity's log value from one period to the next over the
//   typical spread of log values across entities in one period: a flow of entities of very
//   different sizes (revenue by country by month) is below 0.1 too, which is why smoothness is
//   asked as well; a flow growing smoothly without any noise is beyond what data can tell.
export type PanelSignal = {
  entities: number;
  periods: number;
  smoothness: number;
  withinAcross: number;
};

// At least this many entities with this many periods each: fewer make no spread or no path.
const MIN_ENTITIES = 3;
const MIN_PERIODS = 5;
export const SMOOTH_BELOW = 0.2;
export const WITHIN_ACROSS_BELOW = 0.1;

const order = (a: unknown, b: unknown): number =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

const spread = (xs: number[]): number => {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (xs.length - 1));
};

// The two figures of a panel of rows (entity × period → value), or undefined when the rows are no
// panel with enough entities, periods and positive values to tell.
export function panelSignal(
  rows: readonly Row[],
  entity: string,
  period: string,
  value: string,
): PanelSignal | undefined {
  const paths = new Map<unknown, { t: unknown; x: number }[]>();
  const seen = new Set<string>();
  for (const r of rows) {
    const v = r[value];
    if (typeof v !== 'number' || !(v > 0) || r[period] === null || r[period] === undefined)
      continue;
    const cell = `${String(r[entity])}\u0000${String(r[period])}`;
    // A value per entity and period, once: otherwise these rows are no panel.
    if (seen.has(cell)) return undefined;
    seen.add(cell);
    const path = paths.get(r[entity]) ?? [];
    path.push({ t: r[period], x: Math.log(v) });
    paths.set(r[entity], path);
  }
  const kept = [...paths.values()].filter((p) => p.length >= MIN_PERIODS);
  if (kept.length < MIN_ENTITIES) return undefined;
  let steps = 0;
  let deviations = 0;
  const changes: number[] = [];
  const byPeriod = new Map<string, number[]>();
  for (const path of kept) {
    path.sort((a, b) => order(a.t, b.t));
    const mean = path.reduce((a, p) => a + p.x, 0) / path.length;
    path.forEach((p, i) => {
      deviations += (p.x - mean) ** 2;
      byPeriod.set(String(p.t), [...(byPeriod.get(String(p.t)) ?? []), p.x]);
      if (i === 0) return;
      const d = p.x - path[i - 1].x;
      steps += d * d;
      changes.push(Math.abs(d));
    });
  }
  const spreads = [...byPeriod.values()].filter((xs) => xs.length >= MIN_ENTITIES).map(spread);
  if (!spreads.length || deviations === 0) return undefined;
  const across = median(spreads);
  return {
    entities: kept.length,
    periods: byPeriod.size,
    smoothness: steps / deviations,
    withinAcross: across > 0 ? median(changes) / across : Infinity,
  };
}

export function panelLevel(signal: PanelSignal | undefined): boolean {
  return !!signal && signal.smoothness < SMOOTH_BELOW && signal.withinAcross < WITHIN_ACROSS_BELOW;
}
