// Part of `npm run bench -- ask`: a "why" question against the plain comparison it explains, on
// the same loaded table (issue 17 budget: ≤ 3×). The driver card adds one scan of both periods per
// categorical dimension to the comparison's own query.
import type { DataSource } from '@parley/analytics';
import { ask } from '@parley/analytics';

export const DRIVER_QUESTION = 'why did average delay rise in March 2001';
export const PLAIN_COMPARISON = 'average delay in March 2001 vs previous period';
export const DRIVER_BUDGET = 3;

export type DriverLine = { driver: number; plain: number; text: string };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function time(f: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await f();
  return performance.now() - t;
}

export async function driverVersusComparison(
  source: DataSource,
  now: string,
  runs: number,
): Promise<DriverLine> {
  const first = await ask(source, { phrase: DRIVER_QUESTION, now });
  if (!('card' in first) || !first.card.query.interpretation.some((i) => i.kind === 'driver'))
    throw new Error(`"${DRIVER_QUESTION}" did not give a driver card`);
  const driver: number[] = [];
  const plain: number[] = [];
  for (let i = 0; i < runs; i++) {
    // Alternate so caches and the machine's load favour neither side.
    plain.push(await time(() => ask(source, { phrase: PLAIN_COMPARISON, now })));
    driver.push(await time(() => ask(source, { phrase: DRIVER_QUESTION, now })));
  }
  return { driver: median(driver), plain: median(plain), text: first.card.text };
}

export function driverVerdict({ driver, plain }: DriverLine): string {
  const ratio = driver / plain;
  return `- driver question on flights-3m: "${DRIVER_QUESTION}" ${driver.toFixed(1)} ms vs "${PLAIN_COMPARISON}" ${plain.toFixed(1)} ms, ratio ${ratio.toFixed(2)} (budget ≤ ${DRIVER_BUDGET}) ${ratio <= DRIVER_BUDGET ? 'PASS' : 'FAIL'}`;
}
