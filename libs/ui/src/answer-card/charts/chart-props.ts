import type { ChartDatum, ChartSeries } from '../utils/chart-data';

// Charts take explicit sizes and data, no DOM measuring, so the server can render the same SVG for e-mails.
export type ChartProps = {
  data: readonly ChartDatum[];
  series: readonly ChartSeries[];
  width: number;
  height: number;
  format: (value: number) => string;
  label: string;
};

export const margin = { top: 16, right: 16, bottom: 40, left: 56 };

// An 11px axis label is about 6.5px a character; ticks keep a gap of two characters between them.
const tickCharWidth = 6.5;

// How many ticks fit along an axis of `length` pixels when the widest label is `widestLabel`:
// at most `most`, at least two (the ends), so a narrow card thins its labels instead of
// overlapping them ("$0 $50K$100K$150K").
export function fittingTickCount(length: number, widestLabel: number, most: number): number {
  const slot = (widestLabel + 2) * tickCharWidth;
  return Math.max(2, Math.min(most, Math.floor(length / slot)));
}

// d3 treats a tick count as a hint and may return more ("$0 $50K $100K $150K" when asked for 3):
// every k-th tick is kept so no more than `most` are drawn.
export function thinTicks(ticks: readonly number[], most: number): number[] {
  const step = Math.ceil(ticks.length / Math.max(1, most));
  return ticks.filter((_, i) => i % step === 0);
}
