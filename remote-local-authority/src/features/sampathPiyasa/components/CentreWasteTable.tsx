import { ServerPagedTable, useFormatters, usePagedSearch, type LocalAuthorityScope } from '@waste/shared';
import { Flex, Select, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { useCentreWasteSearch } from '../api/searchCentreWaste';
import { CENTRE_WASTE_FILTERS, TYPES_OF_COLLECTION } from '../hooks/centreWasteFilters';
import type { CentreWasteEntry, TypeOfCollectionId } from '../api/types';

/** A centre's entries, server-paged by period start, filtered by type of collection (kept in the address). */
export function CentreWasteTable({ centreId, scope }: { centreId: string; scope: LocalAuthorityScope }) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const format = useFormatters();
  const { search, setPage, setFilters } = usePagedSearch(CENTRE_WASTE_FILTERS);
  const result = useCentreWasteSearch(centreId, search, scope);
  const kg = (value: number) => `${format.number(value)} ${t('wasteData.unit.KG')}`;
  const columns: NonNullable<TableProps<CentreWasteEntry>['columns']> = [
    {
      key: 'period',
      title: t('wasteData.field.period'),
      render: (_, entry) => <Link to={`/sampath-piyasa/waste-view/${entry.id}`}>{format.period(entry.startDate, entry.endDate)}</Link>,
    },
    {
      key: 'type',
      title: t('sampathPiyasa.field.typeOfCollection'),
      render: (_, entry) => t(`sampathPiyasa.collection.${entry.typeOfCollectionId}`),
    },
    {
      key: 'materials',
      title: t('sampathPiyasa.field.materials'),
      render: (_, entry) => entry.quantities.map((q) => t(`sampathPiyasa.material.${q.materialId}`)).join(', '),
    },
    { key: 'collected', title: t('sampathPiyasa.field.collectedKg'), align: 'right', render: (_, entry) => kg(entry.totals.collectedKg) },
    { key: 'sold', title: t('sampathPiyasa.field.soldKg'), align: 'right', render: (_, entry) => kg(entry.totals.soldKg) },
    { key: 'rejected', title: t('sampathPiyasa.field.rejectedKg'), align: 'right', render: (_, entry) => kg(entry.totals.rejectedKg) },
  ];
  return (
    <Flex vertical gap="middle">
      <Select
        allowClear
        aria-label={t('sampathPiyasa.field.typeOfCollection')}
        placeholder={t('sampathPiyasa.field.typeOfCollection')}
        value={search.typeOfCollectionId}
        onChange={(value?: TypeOfCollectionId) => setFilters({ typeOfCollectionId: value })}
        options={TYPES_OF_COLLECTION.map((id) => ({ value: id, label: t(`sampathPiyasa.collection.${id}`) }))}
        style={{ maxWidth: 320 }}
        data-testid="collection-filter"
      />
      <ServerPagedTable<CentreWasteEntry>
        result={result}
        page={search}
        onPageChange={setPage}
        columns={columns}
        sortColumn="period"
        rowKey="id"
        texts={{ loadFailed: t('sampathPiyasa.wasteSearchFailed'), empty: t('wasteData.empty') }}
        testIds={{ table: 'centre-waste-table', error: 'centre-waste-error' }}
      />
    </Flex>
  );
}
