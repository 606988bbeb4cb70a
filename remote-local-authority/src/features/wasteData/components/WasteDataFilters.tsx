import { FilterBar, PeriodRangePicker } from '@waste/shared';
import { Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import type { WasteSearchFilters } from '@/common/api/searchWaste';
import type { FrequencyType, PlasticType } from '../api/types';

interface FilterValues {
  period?: [Dayjs | null, Dayjs | null] | null;
  plasticType?: PlasticType;
  frequencyType?: FrequencyType;
}

export interface WasteDataFiltersProps {
  filters: WasteSearchFilters;
  /** The server's codes (init-waste-search answers them as plain strings). */
  plasticTypes: string[];
  frequencyTypes: string[];
  onSearch: (filters: WasteSearchFilters) => void;
}

const ISO = 'YYYY-MM-DD';

/** Date range, plastic type and frequency type; a search applies them from the first page. */
export function WasteDataFilters({ filters, plasticTypes, frequencyTypes, onSearch }: WasteDataFiltersProps) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const values: FilterValues = {
    period:
      filters.fromDate || filters.toDate
        ? [filters.fromDate ? dayjs(filters.fromDate) : null, filters.toDate ? dayjs(filters.toDate) : null]
        : null,
    plasticType: filters.plasticType,
    frequencyType: filters.frequencyType,
  };

  const submit = (chosen: FilterValues) =>
    onSearch({
      fromDate: chosen.period?.[0]?.format(ISO),
      toDate: chosen.period?.[1]?.format(ISO),
      plasticType: chosen.plasticType,
      frequencyType: chosen.frequencyType,
    });

  return (
    <FilterBar<FilterValues> values={values} onSearch={submit} onReset={() => onSearch({})} testId="waste-data-filters">
      <Form.Item name="period" label={t('wasteData.filter.period')}>
        <PeriodRangePicker allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item name="plasticType" label={t('wasteData.field.plasticType')}>
        <Select
          allowClear
          style={{ minWidth: 160 }}
          placeholder={t('wasteData.filter.any')}
          options={plasticTypes.map((value) => ({ value, label: t(`wasteData.plastic.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="frequencyType" label={t('wasteData.field.frequencyType')}>
        <Select
          allowClear
          style={{ minWidth: 140 }}
          placeholder={t('wasteData.filter.any')}
          options={frequencyTypes.map((value) => ({ value, label: t(`wasteData.frequency.${value}`) }))}
        />
      </Form.Item>
    </FilterBar>
  );
}
