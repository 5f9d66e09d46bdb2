import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridColumns, GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import type { ScatterData } from '../utils/chart-data';
import type { ChartProps } from './chart-props';
import { fittingTickCount, margin, thinTicks } from './chart-props';
import { axisColor, chartFont, colorAt, gridColor } from './palette';

export type ScatterChartProps = Omit<ChartProps, 'data'> & {
  scatter: ScatterData;
  // The x column's values as its table cells read ("1955", "$1.2K"), for a linear x axis.
  formatX: (value: number) => string;
  xLabel?: string;
};

const tick = { fill: axisColor, fontSize: 11, fontFamily: chartFont };
const axisTitle = {
  fill: '#334155',
  fontSize: 11,
  fontFamily: chartFont,
  textAnchor: 'middle' as const,
};
// An 11px label is about 6.5px a character (chart-props).
const charWidth = 6.5;
const radius = 4;

// The smallest and largest value, a twentieth of their spread wider on each side so no point sits
// on an axis line (never below zero for values that are not, no "-1" order); a single value is
// widened so it sits mid-axis.
function span(values: readonly number[]): [number, number] {
  if (!values.length) return [0, 1];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const pad = min === max ? Math.max(1, Math.abs(min) / 10) : (max - min) / 20;
  return [min >= 0 ? Math.max(0, min - pad) : min - pad, max + pad];
}

// Only whole ticks along an axis of whole numbers (ids, counts): "2", never "1.5".
function wholeWhenWhole(ticks: number[], values: readonly number[]): number[] {
  if (!values.every(Number.isInteger)) return ticks;
  const whole = ticks.filter(Number.isInteger);
  return whole.length >= 2 ? whole : ticks;
}

const shorten = (text: string) => (text.length > 14 ? `${text.slice(0, 13)}…` : text);

// One point per row and series: x from the chart's x column (a linear axis for numbers, one place
// per label otherwise), y from the series, so two measures can be read against each other. The
// value axis spans the values, not from zero: a relationship is read in the spread of the points.
export function ScatterChart({
  scatter: { numericX, points },
  series,
  width,
  height,
  format,
  formatX,
  label,
  xLabel,
}: ScatterChartProps) {
  const yLabel = series.length === 1 ? series[0]?.name : undefined;
  const bottom = margin.bottom + (xLabel ? 8 : 0);
  const innerH = Math.max(10, height - margin.top - bottom);
  const ys = points.flatMap((p) =>
    series.flatMap((s) => {
      const v = p.values[s.key];
      return v === null || v === undefined ? [] : [v];
    }),
  );
  const y = scaleLinear<number>({ domain: span(ys), range: [innerH, 0], nice: true });
  const yTicks = wholeWhenWhole(y.ticks(5), ys);
  const yTickWidth = Math.max(1, ...yTicks.map((v) => format(v).length)) * charWidth;
  const left = Math.min(140, yTickWidth + (yLabel ? 30 : 14));
  const innerW = Math.max(10, width - left - margin.right);

  const xs = points.flatMap((p) => (p.x === null ? [] : [p.x]));
  const linear = scaleLinear<number>({ domain: span(xs), range: [0, innerW], nice: true });
  const names = [...new Set(points.map((p) => p.label))];
  const point = scalePoint<string>({ domain: names, range: [0, innerW], padding: 0.5 });
  const xOf = (p: (typeof points)[number]) =>
    numericX ? (p.x === null ? null : linear(p.x)) : (point(p.label) ?? null);

  const linearTicks = wholeWhenWhole(linear.ticks(6), xs);
  const xTickCount = fittingTickCount(
    innerW,
    Math.max(1, ...linearTicks.map((v) => formatX(v).length)),
    6,
  );
  const widestName = Math.max(1, ...names.map((n) => shorten(n).length));
  const everyNth = Math.max(
    1,
    Math.ceil(names.length / fittingTickCount(innerW, widestName, names.length)),
  );
  const xAxis = {
    top: innerH,
    stroke: axisColor,
    tickStroke: axisColor,
    tickLabelProps: () => ({ ...tick, textAnchor: 'middle' as const }),
    label: xLabel,
    labelOffset: 4,
    labelProps: axisTitle,
  };
  return (
    <svg width={width} height={height} role="img" aria-label={label}>
      <Group left={left} top={margin.top}>
        <GridRows scale={y} width={innerW} stroke={gridColor} tickValues={yTicks} />
        {numericX ? (
          <GridColumns
            scale={linear}
            height={innerH}
            stroke={gridColor}
            tickValues={thinTicks(linearTicks, xTickCount)}
          />
        ) : null}
        {series.map((s, i) => (
          <g key={s.key} className="pui-chart__points">
            {points.map((p, row) => {
              const v = p.values[s.key];
              const cx = xOf(p);
              if (v === null || v === undefined || cx === null) return null;
              return (
                <circle
                  key={row}
                  cx={cx}
                  cy={y(v)}
                  r={radius}
                  fill={colorAt(i)}
                  fillOpacity={0.75}
                  stroke="#ffffff"
                  strokeWidth={0.8}
                >
                  <title>{`${p.label}: ${format(v)}`}</title>
                </circle>
              );
            })}
          </g>
        ))}
        <AxisLeft
          scale={y}
          tickValues={yTicks}
          tickFormat={(v) => format(Number(v))}
          stroke={axisColor}
          tickStroke={axisColor}
          tickLabelProps={() => ({ ...tick, textAnchor: 'end', dx: -4, dy: 4 })}
          label={yLabel}
          labelOffset={yTickWidth + 8}
          labelProps={axisTitle}
        />
        {numericX ? (
          <AxisBottom
            {...xAxis}
            scale={linear}
            tickValues={thinTicks(linearTicks, xTickCount)}
            tickFormat={(v) => formatX(Number(v))}
          />
        ) : (
          <AxisBottom
            {...xAxis}
            scale={point}
            tickValues={names.filter((_, i) => i % everyNth === 0)}
            tickFormat={(v) => shorten(String(v))}
          />
        )}
      </Group>
    </svg>
  );
}
