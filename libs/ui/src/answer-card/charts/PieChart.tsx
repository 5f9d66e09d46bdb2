import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { pieLabel } from '../utils/chart-data';
import type { ChartDatum } from '../utils/chart-data';
import type { ChartProps } from './chart-props';
import { chartFont, colorAt } from './palette';

// An 11px label is about 6.2px a character.
const labelCharWidth = 6.2;

// Pie and donut plot the first series; each slice is labelled with its name and whole percent (spec §9).
export function PieChart({
  data,
  series,
  width,
  height,
  donut,
  label,
  locale,
}: ChartProps & { donut: boolean; locale?: string }) {
  const key = series[0]?.key ?? '';
  const slices = data.filter((d) => (d.values[key] ?? 0) > 0);
  const total = slices.reduce((sum, d) => sum + (d.values[key] ?? 0), 0);
  const legendW = width > 420 ? 170 : 0;
  const radius = Math.max(10, Math.min(width - legendW, height) / 2 - 8);
  return (
    <svg width={width} height={height} role="img" aria-label={label}>
      <Group top={height / 2} left={(width - legendW) / 2}>
        <Pie<ChartDatum>
          data={slices}
          pieValue={(d) => d.values[key] ?? 0}
          outerRadius={radius}
          innerRadius={donut ? radius * 0.58 : 0}
          padAngle={0.01}
          pieSortValues={() => 0}
        >
          {(pie) =>
            pie.arcs.map((arc, i) => {
              const [cx, cy] = pie.path.centroid(arc);
              const big = arc.endAngle - arc.startAngle > 0.35;
              const value = arc.data.values[key] ?? 0;
              // A label that would run past the chart's edge ("artner 36%") keeps only its percent,
              // and any label is moved inside the edge rather than cut.
              const full = pieLabel(arc.data.label, value, total, locale);
              const text =
                full.length * labelCharWidth > width - 8
                  ? pieLabel('', value, total, locale).trim()
                  : full;
              const half = (text.length * labelCharWidth) / 2;
              const edge = (width - legendW) / 2 - 4;
              const x = Math.max(-edge + half, Math.min(edge - half, cx));
              return (
                <g key={arc.data.label}>
                  <path d={pie.path(arc) ?? ''} fill={colorAt(i)} />
                  {big && legendW === 0 ? (
                    <text
                      x={x}
                      y={cy}
                      fill="#fff"
                      stroke="rgba(15, 23, 42, 0.55)"
                      strokeWidth={2.5}
                      paintOrder="stroke"
                      fontSize={11}
                      fontFamily={chartFont}
                      textAnchor="middle"
                      dy={4}
                    >
                      {text}
                    </text>
                  ) : null}
                </g>
              );
            })
          }
        </Pie>
      </Group>
      {legendW > 0 ? (
        <Group left={width - legendW} top={Math.max(12, height / 2 - slices.length * 10)}>
          {slices.slice(0, 12).map((d, i) => (
            <g key={d.label} transform={`translate(0, ${i * 20})`}>
              <rect width={12} height={12} rx={2} fill={colorAt(i)} />
              <text x={18} y={10} fontSize={12} fontFamily={chartFont} fill="#334155">
                {pieLabel(
                  d.label.length > 16 ? `${d.label.slice(0, 15)}…` : d.label,
                  d.values[key] ?? 0,
                  total,
                  locale,
                )}
              </text>
            </g>
          ))}
        </Group>
      ) : null}
    </svg>
  );
}
