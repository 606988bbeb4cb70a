import { FilterBar, localizedName } from '@waste/shared';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useDistricts } from '@/common/api/getDistricts';
import { useProvinces } from '@/common/api/getProvinces';
import type { RecyclerSearchFilters } from '@/common/api/searchRecyclers';
import { RECYCLER_STATUSES } from '../api/types';

export interface RecyclerFiltersProps {
  filters: RecyclerSearchFilters;
  onSearch: (filters: RecyclerSearchFilters) => void;
}

/** Name, provinces, districts (of the chosen provinces) and status; a search starts from the first page. */
export function RecyclerFilters({ filters, onSearch }: RecyclerFiltersProps) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const [form] = Form.useForm<RecyclerSearchFilters>();
  const provinces = useProvinces();
  const districts = useDistricts();
  const provinceIds = Form.useWatch('provinceIds', form);

  const districtOptions = (districts.data ?? [])
    .filter((district) => !provinceIds?.length || provinceIds.includes(district.provinceId))
    .map((district) => ({ value: district.id, label: localizedName(district, i18n.language) }));
  const multi = {
    mode: 'multiple',
    allowClear: true,
    style: { minWidth: 180 },
    placeholder: t('recyclers.filter.any'),
    optionFilterProp: 'label',
  } as const;

  return (
    <FilterBar<RecyclerSearchFilters>
      form={form}
      values={{ name: filters.name, provinceIds: filters.provinceIds, districtIds: filters.districtIds, status: filters.status }}
      onSearch={(values) => onSearch({ ...values, name: values.name?.trim() || undefined })}
      onReset={() => onSearch({})}
      testId="recycler-filters"
    >
      <Form.Item name="name" label={t('recyclers.field.name')}>
        <Input allowClear style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="provinceIds" label={t('recyclers.field.province')}>
        <Select
          {...multi}
          options={(provinces.data ?? []).map((province) => ({ value: province.id, label: localizedName(province, i18n.language) }))}
        />
      </Form.Item>
      <Form.Item name="districtIds" label={t('recyclers.field.district')}>
        <Select {...multi} options={districtOptions} />
      </Form.Item>
      <Form.Item name="status" label={t('recyclers.field.status')}>
        <Select
          allowClear
          style={{ minWidth: 140 }}
          placeholder={t('recyclers.filter.any')}
          options={RECYCLER_STATUSES.map((value) => ({ value, label: t(`recyclers.status.${value}`) }))}
        />
      </Form.Item>
    </FilterBar>
  );
}
