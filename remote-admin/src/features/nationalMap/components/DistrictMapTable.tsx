import { ListTable, useFormatters } from '@waste/shared';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import type { Measure } from '../rules/measures';
import type { MapRow } from '../rules/mapRows';
import { useMeasureFormat } from './useMeasureFormat';

export interface DistrictMapTableProps {
  rows: readonly MapRow[];
  measure: Measure;
  colours: readonly string[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  loading: boolean;
}

/**
 * The map's text alternative and its figures: every district with all three measures, the chosen one marked with its
 * colour. Each district's name is a button that chooses it, as on the map (and gives the sideways-scrolling table
 * something the keyboard reaches).
 */
export function DistrictMapTable({ rows, measure, colours, selectedId, onSelect, loading }: DistrictMapTableProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const write = useMeasureFormat();
  const cell = (each: Measure) => (_: unknown, row: MapRow) => {
    const text = write(each, row.values[each]);
    if (each !== measure || row.classIndex === null) return text;
    return (
      <span style={{ display: 'inline-flex', justifyContent: 'flex-end', alignItems: 'center', gap: 6 }}>
        <span aria-hidden style={{ width: 10, height: 10, background: colours[row.classIndex], display: 'inline-block' }} />
        {text}
      </span>
    );
  };
  return (
    <ListTable<MapRow>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={[...rows]}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="district-map-table"
      rowClassName={(row) => (row.id === selectedId ? 'ant-table-row-selected' : '')}
      onRow={(row) => ({ 'data-district': row.id }) as object}
      columns={[
        {
          title: t('nationalMap.district'),
          key: 'name',
          render: (_, row) => (
            <Button
              type="link"
              size="small"
              // The chosen row's shade under link blue falls short of 4.5:1 in the dark theme: its name takes the text colour.
              style={row.id === selectedId ? { padding: 0, color: 'inherit', fontWeight: 600 } : { padding: 0 }}
              aria-pressed={row.id === selectedId}
              onClick={() => onSelect(row.id === selectedId ? null : row.id)}
            >
              {row.name}
            </Button>
          ),
        },
        { title: t('dashboard.province'), key: 'province', dataIndex: 'provinceName' },
        {
          title: t('nationalMap.measure.completeness'),
          key: 'completeness',
          align: 'right',
          render: (value, row) => (
            <span style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end' }}>
              {cell('completeness')(value, row)}
              <span>
                {t('nationalMap.reportingOf', {
                  reporting: format.number(row.figures.reporting),
                  authorities: format.number(row.figures.authorities),
                })}
              </span>
            </span>
          ),
        },
        { title: t('nationalMap.measure.coverage'), key: 'coverage', align: 'right', render: cell('coverage') },
        { title: t('nationalMap.measure.leakage'), key: 'leakage', align: 'right', render: cell('leakage') },
      ]}
    />
  );
}
