import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear, scalePoint } from '@visx/scale';
import { AreaClosed, Bar, LinePath } from '@visx/shape';
import { axisLabels } from '@parley/domain';
import { stackTotals } from '../utils/chart-data';
import type { ChartProps } from './chart-props';
import { fittingTickCount, margin } from './chart-props';
import { axisColor, chartFont, colorAt, gridColor } from './palette';

export type CartesianKind = 'line' | 'area' | 'column' | 'bar-stacked';

const tickLabel = { fill: axisColor, fontSize: 11, fontFamily: chartFont };

function extent(props: ChartProps, stacked: boolean): [number, number] {
  const values = stacked
    ? stackTotals(props.data, props.series)
    : props.data.flatMap((d) => props.series.map((s) => d.values[s.key] ?? 0));
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  return [min, max === min ? min + 1 : max];
}

// Line, area, grouped columns and stacked columns share one frame: band or point x, linear y from zero.
export function CartesianChart({ kind, ...props }: ChartProps & { kind: CartesianKind }) {
  const { data, series, width, height, format, label } = props;
  const innerW = Math.max(10, width - margin.left - margin.right);
  const innerH = Math.max(10, height - margin.top - margin.bottom);
  const labels = data.map((d) => d.label);
  const shortened = axisLabels(labels);
  const tickText = new Map(labels.map((l, i) => [l, shortened[i] ?? l]));
  const y = scaleLinear<number>({
    domain: extent(props, kind === 'bar-stacked'),
    range: [innerH, 0],
    nice: true,
  });
  const band = scaleBand<string>({ domain: labels, range: [0, innerW], padding: 0.25 });
  const point = scalePoint<string>({ domain: labels, range: [0, innerW], padding: 0.5 });
  const isBars = kind === 'column' || kind === 'bar-stacked';
  const xOf = (label: string) =>
    isBars ? (band(label) ?? 0) + band.bandwidth() / 2 : (point(label) ?? 0);
  const tickTextOf = (value: string) => {
    const text = tickText.get(value) ?? value;
    return text.length > 14 ? `${text.slice(0, 13)}…` : text;
  };
  const widestTick = Math.max(0, ...labels.map((l) => tickTextOf(l).length));
  const everyNth = Math.max(
    1,
    Math.ceil(labels.length / fittingTickCount(innerW, widestTick, labels.length)),
  );
  const inner = band.bandwidth() / Math.max(1, series.length);
  return (
    <svg width={width} height={height} role="img" aria-label={label}>
      <Group left={margin.left} top={margin.top}>
        <GridRows scale={y} width={innerW} stroke={gridColor} numTicks={5} />
        {kind === 'line' || kind === 'area'
          ? series.map((s, i) => (
              <g key={s.key}>
                {kind === 'area' ? (
                  <AreaClosed
                    data={[...data]}
                    x={(d) => xOf(d.label)}
                    y={(d) => y(d.values[s.key] ?? 0)}
                    yScale={y}
                    fill={colorAt(i)}
                    fillOpacity={0.18}
                    stroke="none"
                  />
                ) : null}
                <LinePath
                  data={[...data]}
                  x={(d) => xOf(d.label)}
                  y={(d) => y(d.values[s.key] ?? 0)}
                  stroke={colorAt(i)}
                  strokeWidth={2.2}
                />
                {data.length <= 40
                  ? data.map((d) => (
                      <circle
                        key={d.label}
                        cx={xOf(d.label)}
                        cy={y(d.values[s.key] ?? 0)}
                        r={2.6}
                        fill={colorAt(i)}
                      />
                    ))
                  : null}
              </g>
            ))
          : null}
        {kind === 'column'
          ? data.map((d) =>
              series.map((s, i) => {
                const v = d.values[s.key] ?? 0;
                return (
                  <Bar
                    key={`${d.label}-${s.key}`}
                    x={(band(d.label) ?? 0) + i * inner}
                    y={Math.min(y(v), y(0))}
                    width={Math.max(1, inner - 2)}
                    height={Math.abs(y(0) - y(v))}
                    fill={colorAt(i)}
                    rx={2}
                  />
                );
              }),
            )
          : null}
        {kind === 'bar-stacked'
          ? data.map((d) => {
              let base = 0;
              return series.map((s, i) => {
                const v = Math.max(0, d.values[s.key] ?? 0);
                const top = base + v;
                const bar = (
                  <Bar
                    key={`${d.label}-${s.key}`}
                    x={band(d.label) ?? 0}
                    y={y(top)}
                    width={band.bandwidth()}
                    height={Math.abs(y(base) - y(top))}
                    fill={colorAt(i)}
                  />
                );
                base = top;
                return bar;
              });
            })
          : null}
        <AxisLeft
          scale={y}
          numTicks={5}
          tickFormat={(v) => format(Number(v))}
          stroke={axisColor}
          tickStroke={axisColor}
          tickLabelProps={() => ({ ...tickLabel, textAnchor: 'end', dx: -4, dy: 4 })}
        />
        <AxisBottom
          top={innerH}
          scale={isBars ? band : point}
          tickValues={labels.filter((_, i) => i % everyNth === 0)}
          stroke={axisColor}
          tickStroke={axisColor}
          tickFormat={(v) => tickTextOf(String(v))}
          tickLabelProps={() => ({ ...tickLabel, textAnchor: 'middle' })}
        />
      </Group>
    </svg>
  );
}
