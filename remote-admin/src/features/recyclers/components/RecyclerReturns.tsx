import { DEFAULT_PAGE, monthLabel, useFormatters, type PageRequest } from '@waste/shared';
import { Card, Flex, Select, Tag, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { PagedTable } from '@/common/components/PagedTable';
import { useRecyclerReturns, type RecyclerReturn, type ReturnSearcher } from '../api/searchRecyclerReturns';

/** Its returns, paged on the server, as its own list shows them; no way to add or change one from here. */
export function RecyclerReturns({ recyclerId }: { recyclerId: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const [searcher, setSearcher] = useState<ReturnSearcher>({ ...DEFAULT_PAGE, pageSort: 'DESC' });
  const result = useRecyclerReturns(recyclerId, searcher);
  const kg = (value: number) => `${format.number(value)} ${t('recyclers.unit.kg')}`;
  const columns: NonNullable<TableProps<RecyclerReturn>['columns']> = [
    { key: 'month', title: t('recyclers.view.month'), render: (_, row) => monthLabel(row.month, format.months) },
    { key: 'plasticType', title: t('recyclers.view.plasticType'), render: (_, row) => t(`recyclers.plastic.${row.plasticType}`) },
    { key: 'intake', title: t('recyclers.view.intake'), align: 'right', render: (_, row) => kg(row.intakeKg) },
    { key: 'output', title: t('recyclers.view.output'), align: 'right', render: (_, row) => kg(row.outputKg) },
    { key: 'rejected', title: t('recyclers.view.rejected'), align: 'right', render: (_, row) => kg(row.rejectedKg) },
    { key: 'closing', title: t('recyclers.view.closingStock'), align: 'right', render: (_, row) => kg(row.closingStockKg) },
  ];
  return (
    <Card title={t('recyclers.view.returns')} extra={<Tag>{t('recyclers.view.readOnly')}</Tag>}>
      <Flex vertical gap="middle">
        <Select
          allowClear
          aria-label={t('recyclers.view.plasticType')}
          placeholder={t('recyclers.filter.any')}
          style={{ width: 200, maxWidth: '100%' }}
          value={searcher.plasticType}
          onChange={(plasticType) => setSearcher((current) => ({ ...current, pageStart: 0, plasticType }))}
          options={(['HARD', 'SOFT'] as const).map((value) => ({ value, label: t(`recyclers.plastic.${value}`) }))}
          data-testid="recycler-view-plastic"
        />
        <PagedTable<RecyclerReturn>
          result={result}
          page={searcher}
          onPageChange={(page: PageRequest) => setSearcher((current) => ({ ...current, ...page }))}
          columns={columns}
          sortColumn="month"
          texts={{ loadFailed: t('recyclers.view.returnsFailed'), empty: t('recyclers.view.noReturns') }}
          testIds={{ table: 'recycler-view-returns', error: 'recycler-view-returns-error' }}
        />
      </Flex>
    </Card>
  );
}
