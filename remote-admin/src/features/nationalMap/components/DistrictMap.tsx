import { theme } from 'antd';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import boundaries from '../boundaries/districts.geo.json';
import type { Measure } from '../rules/measures';
import type { MapRow } from '../rules/mapRows';
import { projectDistricts, type DistrictCollection } from '../rules/projection';

/** Projected once: the boundaries do not change while the page is open. */
let projected: ReturnType<typeof projectDistricts> | null = null;
const districtsMap = () => (projected ??= projectDistricts(boundaries as unknown as DistrictCollection));

export interface DistrictMapProps {
  rows: readonly MapRow[];
  measure: Measure;
  colours: readonly string[];
  /** The chosen measure's value as the table writes it. */
  label: (row: MapRow) => string;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}

/**
 * The 25 districts coloured by the class of the chosen measure. Each is a button (Tab reaches it; Enter or
 * Space chooses it, which marks its row in the table) named with its district and figure; the table beside
 * it is the text alternative.
 */
export function DistrictMap({ rows, measure, colours, label, selectedId, onSelect }: DistrictMapProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { token } = theme.useToken();
  const { width, height, paths } = districtsMap();
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const byId = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);
  const toggle = (id: string) => onSelect(selectedId === id ? null : id);
  const onKeyDown = (id: string) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    toggle(id);
  };
  const marked = [selectedId, hoveredId].filter((id): id is string => id !== null && paths.has(id));

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      style={{ display: 'block', maxHeight: '75vh' }}
      role="group"
      aria-label={t('nationalMap.mapLabel', { measure: t(`nationalMap.measure.${measure}`) })}
      data-testid="district-map-svg"
    >
      {[...paths].map(([id, path]) => {
        const row = byId.get(id);
        const classIndex = row?.classIndex ?? null;
        return (
          <path
            key={id}
            d={path}
            fill={classIndex === null ? token.colorFillSecondary : colours[classIndex]}
            stroke={token.colorBgContainer}
            strokeWidth={0.8}
            strokeLinejoin="round"
            role="button"
            tabIndex={0}
            aria-pressed={selectedId === id}
            aria-label={row ? t('nationalMap.districtFigure', { district: row.name, value: label(row) }) : id}
            data-district={id}
            data-class={classIndex ?? 'none'}
            style={{ cursor: 'pointer', outline: 'none' }}
            onClick={() => toggle(id)}
            onKeyDown={onKeyDown(id)}
            onFocus={() => setHoveredId(id)}
            onBlur={() => setHoveredId(null)}
            onMouseEnter={() => setHoveredId(id)}
            onMouseLeave={() => setHoveredId(null)}
          />
        );
      })}
      {/* The chosen and the hovered or focused district outlined above their neighbours (an SVG has no z-index). */}
      {marked.map((id, index) => (
        <path
          key={`${id}-${index}`}
          d={paths.get(id)}
          fill="none"
          stroke={index === 0 && id === selectedId ? token.colorText : token.colorPrimary}
          strokeWidth={2}
          strokeLinejoin="round"
          pointerEvents="none"
          aria-hidden
        />
      ))}
    </svg>
  );
}
