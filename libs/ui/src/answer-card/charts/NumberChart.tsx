import type { ChartProps } from './chart-props';
import { chartFont } from './palette';

// A single figure: the first series of the first row, large, with the series name under it.
export function NumberChart({ data, series, width, height, format, label }: ChartProps) {
  const first = series[0];
  const value = first ? (data[0]?.values[first.key] ?? 0) : 0;
  return (
    <svg width={width} height={height} role="img" aria-label={label}>
      <text
        x={width / 2}
        y={height / 2}
        textAnchor="middle"
        fontSize={Math.min(56, width / 6)}
        fontWeight={700}
        fontFamily={chartFont}
        fill="#111827"
      >
        {format(value)}
      </text>
      <text
        x={width / 2}
        y={height / 2 + 32}
        textAnchor="middle"
        fontSize={14}
        fontFamily={chartFont}
        fill="#64748b"
      >
        {first?.name ?? ''}
      </text>
    </svg>
  );
}
