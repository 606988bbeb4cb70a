import { useNarrowerThan } from '@waste/shared';
import { Button, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
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
  const [form] = Form.useForm<CentreSearchFilters>();
  const narrow = useNarrowerThan('sm');
  useEffect(() => form.setFieldsValue(filters), [form, filters]);
  const flag = [
    { value: true, label: t('sampathPiyasa.yes') },
    { value: false, label: t('sampathPiyasa.no') },
  ];
  return (
    <Form
      form={form}
      layout={narrow ? 'vertical' : 'inline'}
      onFinish={(values) => onSearch({ ...values, name: values.name?.trim() || undefined })}
      data-testid="centre-filters"
      style={{ rowGap: 8 }}
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
      <Form.Item>
        <Button type="primary" htmlType="submit">
          {t('wasteData.filter.search')}
        </Button>
      </Form.Item>
    </Form>
  );
}
