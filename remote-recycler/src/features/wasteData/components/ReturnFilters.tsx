import { FilterBar } from '@waste/shared';
import { Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';
import { PLASTIC_TYPES } from '@/common/rules/plasticTypes';
import type { PlasticType, ReturnSearchFilters } from '../api/types';

interface FilterValues {
  year?: number | null;
  plasticType?: PlasticType;
}

export interface ReturnFiltersProps {
  filters: ReturnSearchFilters;
  onSearch: (filters: ReturnSearchFilters) => void;
}

/** Year and plastic type; a search applies them from the first page. */
export function ReturnFilters({ filters, onSearch }: ReturnFiltersProps) {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  return (
    <FilterBar<FilterValues>
      values={{ year: filters.year ?? null, plasticType: filters.plasticType }}
      onSearch={(values) => onSearch({ year: values.year ?? undefined, plasticType: values.plasticType })}
      onReset={() => onSearch({})}
      testId="return-filters"
    >
      <Form.Item name="year" label={t('wasteData.field.year')}>
        <InputNumber min={2000} max={2100} precision={0} style={{ width: 110 }} />
      </Form.Item>
      <Form.Item name="plasticType" label={t('wasteData.field.plasticType')}>
        <Select
          allowClear
          style={{ minWidth: 160 }}
          placeholder={t('wasteData.filter.any')}
          options={PLASTIC_TYPES.map((value) => ({ value, label: t(`plastic.${value}`) }))}
        />
      </Form.Item>
    </FilterBar>
  );
}
