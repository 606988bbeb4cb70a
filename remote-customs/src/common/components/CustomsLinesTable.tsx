import { useFormatters, wrapText } from '@waste/shared';
import type { TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';
import type { CustomsLine } from '../api/types';
import { useCountryName } from '../countryNames/useCountryName';
import { HsCodeOrderedTable, type HsCodeOrderedTableProps } from './HsCodeOrderedTable';

/** Customs lines: code, period, sector, partner, weight and value; sorted by HS code on the server. */
export function CustomsLinesTable(props: Omit<HsCodeOrderedTableProps<CustomsLine>, 'columns' | 'texts'>) {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  const format = useFormatters();
  const countryName = useCountryName();
  const columns: NonNullable<TableProps<CustomsLine>['columns']> = [
    { key: 'hsCode', title: t('field.hsCode'), dataIndex: 'hsCode' },
    {
      key: 'period',
      title: t('field.period'),
      render: (_, line) => (line.month ? `${line.year}-${String(line.month).padStart(2, '0')}` : String(line.year)),
    },
    // Wrapped, so that the sector, weight and value stay in sight beside it (issue 39 rule 1).
    { key: 'description', title: t('field.description'), dataIndex: 'description', ...wrapText(260) },
    { key: 'sector', title: t('field.sector'), render: (_, line) => (line.sectorId ? t(`sector.${line.sectorId}`) : t('sector.none')) },
    { key: 'partner', title: t('field.partnerCountry'), render: (_, line) => countryName(line.partnerCountry) },
    {
      key: 'netWeightKg',
      title: t('field.netWeightKg'),
      align: 'right',
      render: (_, line) => (line.netWeightKg === null ? t('field.netWeightUnknown') : format.number(line.netWeightKg)),
    },
    { key: 'value', title: t('field.value'), align: 'right', render: (_, line) => `${format.money(line.value)} ${line.currency}` },
    { key: 'fileName', title: t('field.fileName'), dataIndex: 'fileName' },
  ];
  return (
    <HsCodeOrderedTable<CustomsLine>
      {...props}
      columns={columns}
      texts={{ loadFailed: t('lines.loadFailed'), empty: t('lines.empty'), total: (count) => t('lines.total', { count }) }}
    />
  );
}
