import { FilterBar } from '@waste/shared';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import type { CentreSearchFilters } from '../api/types';

export interface CentreFiltersProps {
  filters: CentreSearchFilters;
  onSearch: (filters: CentreSearchFilters) => void;
}

/** Name and the two facility flags; a search applies them from the first page. */
export function CentreFilters({ filters, onSearch }: CentreFiltersProps) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const flag = [
    { value: true, label: t('sampathPiyasa.yes') },
    { value: false, label: t('sampathPiyasa.no') },
  ];
  const values: CentreSearchFilters = {
    name: filters.name,
    isMaterialRecoveryFacility: filters.isMaterialRecoveryFacility,
    isRecyclingFacility: filters.isRecyclingFacility,
  };
  return (
    <FilterBar<CentreSearchFilters>
      values={values}
      onSearch={(chosen) => onSearch({ ...chosen, name: chosen.name?.trim() || undefined })}
      testId="centre-filters"
    >
      <Form.Item name="name" label={t('sampathPiyasa.field.name')}>
        <Input allowClear />
      </Form.Item>
      <Form.Item name="isMaterialRecoveryFacility" label={t('sampathPiyasa.field.mrfShort')}>
        <Select allowClear options={flag} placeholder={t('wasteData.filter.any')} style={{ minWidth: 100 }} />
      </Form.Item>
      <Form.Item name="isRecyclingFacility" label={t('sampathPiyasa.field.recyclingShort')}>
        <Select allowClear options={flag} placeholder={t('wasteData.filter.any')} style={{ minWidth: 100 }} />
      </Form.Item>
    </FilterBar>
  );
}
