import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridColumns } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { ChartProps } from './chart-props';
import { fittingTickCount, margin, thinTicks } from './chart-props';
import { axisColor, chartFont, colorAt, gridColor, negativeColor, positiveColor } from './palette';

// Horizontal bars: long category names read better down the side than under a column.
export function BarChart({ data, series, width, height, format, label: title }: ChartProps) {
  const left = Math.min(
    160,
    Math.max(60, ...data.map((d) => Math.min(20, d.label.length) * 6.5 + 18)),
  );
  const innerW = Math.max(10, width - left - margin.right);
  const innerH = Math.max(10, height - margin.top - 32);
  const values = data.flatMap((d) => series.map((s) => d.values[s.key] ?? 0));
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  const x = scaleLinear<number>({
    domain: [min, max === min ? min + 1 : max],
    range: [0, innerW],
    nice: true,
  });
  const y = scaleBand<string>({
    domain: data.map((d) => d.label),
    range: [0, innerH],
    padding: 0.2,
  });
  const inner = y.bandwidth() / Math.max(1, series.length);
  // One series crossing zero (a driver card's changes) diverges: gains green, losses red, from zero.
  const diverging = series.length === 1 && min < 0 && max > 0;
  const fillOf = (v: number, i: number) =>
    diverging ? (v < 0 ? negativeColor : positiveColor) : colorAt(i);
  const valueTicks = fittingTickCount(
    innerW,
    Math.max(...x.ticks(5).map((v) => format(v).length)),
    5,
  );
  const valueTickValues = thinTicks(x.ticks(valueTicks), valueTicks);
  const tick = { fill: axisColor, fontSize: 11, fontFamily: chartFont };
  return (
    <svg width={width} height={height} role="img" aria-label={title}>
      <Group left={left} top={margin.top}>
        <GridColumns scale={x} height={innerH} stroke={gridColor} tickValues={valueTickValues} />
        {data.map((d) =>
          series.map((s, i) => {
            const v = d.values[s.key] ?? 0;
            return (
              <Bar
                key={`${d.label}-${s.key}`}
                x={Math.min(x(v), x(0))}
                y={(y(d.label) ?? 0) + i * inner}
                width={Math.abs(x(v) - x(0))}
                height={Math.max(1, inner - 2)}
                fill={fillOf(v, i)}
                rx={2}
              />
            );
          }),
        )}
        {diverging ? (
          <line x1={x(0)} x2={x(0)} y1={0} y2={innerH} stroke={axisColor} strokeWidth={1} />
        ) : null}
        <AxisLeft
          scale={y}
          stroke={axisColor}
          tickStroke={axisColor}
          tickFormat={(v) => (String(v).length > 20 ? `${String(v).slice(0, 19)}…` : String(v))}
          tickLabelProps={() => ({ ...tick, textAnchor: 'end', dx: -4, dy: 4 })}
        />
        <AxisBottom
          top={innerH}
          scale={x}
          tickValues={valueTickValues}
          stroke={axisColor}
          tickStroke={axisColor}
          tickFormat={(v) => format(Number(v))}
          tickLabelProps={() => ({ ...tick, textAnchor: 'middle' })}
        />
      </Group>
    </svg>
  );
}
