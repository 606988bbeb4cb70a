import { localizedName, useNarrowerThan } from '@waste/shared';
import { Button, Form, Input, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useProvinces } from '@/common/api/getProvinces';
import { RECYCLER_STATUSES, useDistricts, type RecyclerSearchFilters } from '../api/registry';

export interface RecyclerFiltersProps {
  filters: RecyclerSearchFilters;
  onSearch: (filters: RecyclerSearchFilters) => void;
}

/** Name, provinces, districts (of the chosen provinces) and status; a search starts from the first page. */
export function RecyclerFilters({ filters, onSearch }: RecyclerFiltersProps) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const [form] = Form.useForm<RecyclerSearchFilters>();
  const narrow = useNarrowerThan('sm');
  const provinces = useProvinces();
  const districts = useDistricts();
  const provinceIds = Form.useWatch('provinceIds', form);

  useEffect(() => {
    form.setFieldsValue({ name: filters.name, provinceIds: filters.provinceIds, districtIds: filters.districtIds, status: filters.status });
  }, [form, filters.name, filters.provinceIds, filters.districtIds, filters.status]);

  const districtOptions = (districts.data ?? [])
    .filter((district) => !provinceIds?.length || provinceIds.includes(district.provinceId))
    .map((district) => ({ value: district.id, label: localizedName(district, i18n.language) }));

  return (
    <Form
      form={form}
      layout={narrow ? 'vertical' : 'inline'}
      onFinish={(values) => onSearch({ ...values, name: values.name?.trim() || undefined })}
      data-testid="recycler-filters"
      style={{ rowGap: 8 }}
    >
      <Form.Item name="name" label={t('recyclers.field.name')}>
        <Input allowClear style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="provinceIds" label={t('recyclers.field.province')}>
        <Select
          mode="multiple"
          allowClear
          style={{ minWidth: 180 }}
          placeholder={t('recyclers.filter.any')}
          optionFilterProp="label"
          options={(provinces.data ?? []).map((province) => ({ value: province.id, label: localizedName(province, i18n.language) }))}
        />
      </Form.Item>
      <Form.Item name="districtIds" label={t('recyclers.field.district')}>
        <Select
          mode="multiple"
          allowClear
          style={{ minWidth: 180 }}
          placeholder={t('recyclers.filter.any')}
          optionFilterProp="label"
          options={districtOptions}
        />
      </Form.Item>
      <Form.Item name="status" label={t('recyclers.field.status')}>
        <Select
          allowClear
          style={{ minWidth: 140 }}
          placeholder={t('recyclers.filter.any')}
          options={RECYCLER_STATUSES.map((value) => ({ value, label: t(`recyclers.status.${value}`) }))}
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          {t('recyclers.filter.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {t('recyclers.filter.reset')}
        </Button>
      </Space>
    </Form>
  );
}
