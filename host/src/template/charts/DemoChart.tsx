import { theme } from 'antd';
import { useId } from 'react';

export interface DemoChartPoint {
  label: string;
  value: number;
}

interface DemoChartProps {
  kind: 'line' | 'bar';
  title: string;
  description: string;
  points: DemoChartPoint[];
}

const WIDTH = 640;
const HEIGHT = 300;
const PAD = { top: 16, right: 16, bottom: 36, left: 48 };
const TICKS = 4;

/** A small SVG line or bar chart; the template pages need no chart library for a static demo series. */
export function DemoChart({ kind, title, description, points }: DemoChartProps) {
  const { token } = theme.useToken();
  const titleId = useId();
  const descId = useId();
  const max = Math.max(1, ...points.map((point) => point.value));
  const top = Math.ceil(max / 10) * 10;
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = plotWidth / Math.max(1, points.length);
  const x = (index: number) => PAD.left + step * index + step / 2;
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const ticks = Array.from({ length: TICKS + 1 }, (_, index) => (top / TICKS) * index);

  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`} style={{ width: '100%', maxWidth: WIDTH }} data-testid={`demo-${kind}-chart`}>
      <title id={titleId}>{title}</title>
      <desc id={descId}>{`${description} ${points.map((point) => `${point.label}: ${point.value}`).join(', ')}`}</desc>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke={token.colorBorderSecondary} />
          <text x={PAD.left - 8} y={y(tick) + 4} textAnchor="end" fontSize={12} fill={token.colorTextSecondary}>
            {tick}
          </text>
        </g>
      ))}
      {kind === 'bar'
        ? points.map((point, index) => (
            <rect key={point.label} x={x(index) - step * 0.3} y={y(point.value)} width={step * 0.6} height={y(0) - y(point.value)} fill={token.colorPrimary} rx={3} />
          ))
        : (
          <>
            <polyline points={points.map((point, index) => `${x(index)},${y(point.value)}`).join(' ')} fill="none" stroke={token.colorPrimary} strokeWidth={2} />
            {points.map((point, index) => (
              <circle key={point.label} cx={x(index)} cy={y(point.value)} r={4} fill={token.colorPrimary} />
            ))}
          </>
        )}
      {points.map((point, index) => (
        <text key={point.label} x={x(index)} y={HEIGHT - 12} textAnchor="middle" fontSize={12} fill={token.colorTextSecondary}>
          {point.label}
        </text>
      ))}
    </svg>
  );
}
