import { ListTable, useFormatters } from '@waste/shared';
import { Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { periodDays, periodKg } from '@/common/rules/periodKg';
import { shownKg, shownTonnes } from '@/common/rules/shownKg';
import type { WasteDataInput } from '../api/types';
import { periodOf } from '../rules/wasteDataRules';

const TYPED = ['collectedQuantity', 'recoveredQuantity', 'rejectedQuantity', 'discardedQuantity'] as const;
const MEASURE_OF = {
  collectedQuantity: 'collected',
  recoveredQuantity: 'recovered',
  rejectedQuantity: 'rejected',
  discardedQuantity: 'discarded',
} as const;

interface TotalRow {
  measure: string;
  totalKg: number;
  perDayKg: number;
}

/**
 * Before the irreversible submit: each quantity as the period's total and as a daily rate, in tonnes and in kg,
 * worked out as the server will (`periodKg`), so a month's total typed as a daily rate shows 31 times too large here.
 */
export function WasteDataPeriodTotals({ input }: { input: WasteDataInput }) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const format = useFormatters();
  const { startDate, endDate } = periodOf(input);
  if (!startDate || !endDate) return null;
  const days = periodDays(startDate, endDate);
  const rows: TotalRow[] = [
    ...TYPED.map((name) => {
      const totalKg = periodKg(input[name], input.quantityUnit, startDate, endDate);
      return { measure: MEASURE_OF[name], totalKg, perDayKg: totalKg / days };
    }),
    { measure: 'recycled', totalKg: input.recycledQuantityKg, perDayKg: input.recycledQuantityKg / days },
  ];
  const amount = (kg: number) =>
    t('wasteData.periodTotals.amount', { tonnes: format.number(shownTonnes(kg)), kg: format.number(shownKg(kg)) });

  return (
    <ListTable<TotalRow>
      data-testid="period-totals"
      rowKey="measure"
      size="small"
      pagination={false}
      title={() => (
        <Typography.Text strong>
          {t('wasteData.periodTotals.title', { count: days, period: format.period(startDate, endDate) })}
        </Typography.Text>
      )}
      dataSource={rows}
      onRow={(row) => ({ 'data-testid': `period-total-${row.measure}` }) as HTMLAttributes<HTMLElement>}
      columns={[
        { key: 'measure', title: t('wasteData.periodTotals.measure'), render: (_, row) => t(`wasteData.measure.${row.measure}`) },
        { key: 'total', title: t('wasteData.periodTotals.total'), render: (_, row) => amount(row.totalKg) },
        { key: 'perDay', title: t('wasteData.periodTotals.perDay'), render: (_, row) => amount(row.perDayKg) },
      ]}
    />
  );
}
