import { useNarrowerThan } from '@waste/shared';
import { Button, Form, InputNumber, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';
import { PLASTIC_TYPES, type PlasticType, type ReturnSearchFilters } from '@/api/types';

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
  const [form] = Form.useForm<FilterValues>();
  const narrow = useNarrowerThan('sm');

  useEffect(() => {
    form.setFieldsValue({ year: filters.year ?? null, plasticType: filters.plasticType });
  }, [form, filters.year, filters.plasticType]);

  return (
    <Form
      form={form}
      layout={narrow ? 'vertical' : 'inline'}
      onFinish={(values) => onSearch({ year: values.year ?? undefined, plasticType: values.plasticType })}
      data-testid="return-filters"
      style={{ rowGap: 8 }}
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
      <Space>
        <Button type="primary" htmlType="submit">
          {t('wasteData.filter.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {t('wasteData.filter.reset')}
        </Button>
      </Space>
    </Form>
  );
}
