import { theme } from 'antd';
import { forwardRef, useId } from 'react';
import { niceScale } from './niceScale';

export interface ChartSeries {
  key: string;
  label: string;
  values: number[];
}

export interface BarChartProps {
  title: string;
  /** The x axis labels, one per value of each series. */
  categories: string[];
  series: ChartSeries[];
  /** The unit of the values, shown above the y axis. */
  unit: string;
  format: (value: number) => string;
}

const WIDTH = 760;
const HEIGHT = 360;
const MIN_WIDTH = 520;
const PAD = { top: 56, right: 16, bottom: 40, left: 72 };
const FONT = "'Noto Sans', 'Noto Sans Sinhala', 'Noto Sans Tamil', system-ui, sans-serif";

/**
 * A grouped bar chart drawn as plain SVG: the browser shapes Sinhala and Tamil, and the same element is
 * what the SVG, PNG and PDF downloads are made from, so it carries its own background, title and legend.
 */
export const BarChart = forwardRef<SVGSVGElement, BarChartProps>(function BarChart({ title, categories, series, unit, format }, ref) {
  const { token } = theme.useToken();
  const titleId = useId();
  const colors = [token.colorPrimary, token.colorSuccess, token.colorWarning, token.colorError, token['purple-6'] ?? '#722ed1'];
  const ticks = niceScale(Math.max(0, ...series.flatMap((s) => s.values)));
  const top = ticks[ticks.length - 1];
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, categories.length);
  const barWidth = (slot * 0.8) / Math.max(1, series.length);
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;

  return (
    // Below its minimum width the chart scrolls sideways instead of shrinking past legibility.
    <div style={{ overflowX: 'auto' }}>
      <svg
        ref={ref}
        xmlns="http://www.w3.org/2000/svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-labelledby={titleId}
        fontFamily={FONT}
        style={{ width: '100%', minWidth: MIN_WIDTH, height: 'auto', maxWidth: WIDTH }}
        data-testid="bar-chart"
      >
        <title id={titleId}>{title}</title>
        <rect width={WIDTH} height={HEIGHT} fill={token.colorBgContainer} />
        <text x={PAD.left} y={20} fontSize={15} fontWeight={600} fill={token.colorText}>
          {title}
        </text>
        {/* One text flow, so each label takes the width it needs in every script. */}
        <text x={PAD.left} y={36} fontSize={12} fill={token.colorTextSecondary} data-testid="chart-legend">
          {series.map((s, index) => (
            <tspan key={s.key} dx={index === 0 ? 0 : 18}>
              <tspan fill={colors[index % colors.length]}>■</tspan> {s.label}
            </tspan>
          ))}
        </text>
        <text x={PAD.left - 8} y={PAD.top - 18} textAnchor="end" fontSize={11} fill={token.colorTextSecondary}>
          {unit}
        </text>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke={token.colorBorderSecondary} />
            <text x={PAD.left - 8} y={y(tick) + 4} textAnchor="end" fontSize={11} fill={token.colorTextSecondary}>
              {format(tick)}
            </text>
          </g>
        ))}
        {categories.map((category, categoryIndex) => (
          <g key={category}>
            {series.map((s, seriesIndex) => {
              const value = s.values[categoryIndex] ?? 0;
              const x = PAD.left + slot * categoryIndex + slot * 0.1 + barWidth * seriesIndex;
              return (
                <rect key={s.key} x={x} y={y(value)} width={Math.max(1, barWidth - 1)} height={y(0) - y(value)} fill={colors[seriesIndex % colors.length]}>
                  <title>{`${category} · ${s.label}: ${format(value)} ${unit}`}</title>
                </rect>
              );
            })}
            <text x={PAD.left + slot * categoryIndex + slot / 2} y={HEIGHT - 16} textAnchor="middle" fontSize={11} fill={token.colorTextSecondary}>
              {category}
            </text>
          </g>
        ))}
      </svg>
    </div>
  );
});
