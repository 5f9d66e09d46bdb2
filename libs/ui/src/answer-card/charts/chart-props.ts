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
