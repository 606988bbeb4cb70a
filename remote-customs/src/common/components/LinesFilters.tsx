import { FilterBar } from '@waste/shared';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';
import { useSectors } from '../api/getSectors';
import type { CodeSectorFilters } from '../hooks/useCodeSectorSearch';

const NO_STYLE = {};

export interface LinesFiltersProps {
  value: CodeSectorFilters;
  onSearch: (filters: CodeSectorFilters) => void;
  testId: string;
  /** The HS code list also finds codes by words of their description. */
  words?: boolean;
}

/** HS code prefix and sector ('NONE': lines whose code has no sector yet). */
export function LinesFilters({ value, onSearch, testId, words = false }: LinesFiltersProps) {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  const sectors = useSectors();
  const options = [
    { value: 'NONE', label: t('sector.none') },
    ...(sectors.data?.sectors ?? []).map((sector) => ({ value: sector.id, label: t(`sector.${sector.id}`) })),
  ];
  return (
    <FilterBar<CodeSectorFilters>
      values={value}
      initialValues={value}
      style={NO_STYLE}
      searchType="default"
      testId={testId}
      onSearch={(values) => onSearch({ code: values.code?.trim() || undefined, sector: values.sector || undefined })}
    >
      <Form.Item
        name="code"
        label={t(words ? 'field.hsCodeOrWords' : 'field.hsCode')}
        rules={words ? [] : [{ pattern: /^\d{0,8}$/, message: t('field.hsCodeDigits') }]}
      >
        {/* No clear icon: too small a target (WCAG 2.2 target size); deleting the text and Search clears the filter. */}
        <Input inputMode={words ? 'text' : 'numeric'} maxLength={words ? 100 : 8} style={{ width: words ? 220 : 140, maxWidth: '100%' }} />
      </Form.Item>
      <Form.Item name="sector" label={t('field.sector')}>
        <Select allowClear options={options} style={{ minWidth: 200 }} />
      </Form.Item>
    </FilterBar>
  );
}
