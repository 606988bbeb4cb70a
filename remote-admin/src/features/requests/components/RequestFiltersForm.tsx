import { FilterBar } from '@waste/shared';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { datesOfPeriod, periodOfDates, PeriodFormItem, type PeriodValue } from '@/common/components/PeriodFormItem';
import { LocalAuthorityPicker } from '@/common/components/LocalAuthorityPicker';
import type { RequestFilters } from '../api/searchRequests';

type FilterValues = Omit<RequestFilters, 'fromDate' | 'toDate'> & PeriodValue;

const STATUSES = [0, 1, 2, 3] as const;

/** Status, seen, the authority that sent it and the days it was sent between; a search starts again at the first page. */
export function RequestFiltersForm({ filters, onSearch }: { filters: RequestFilters; onSearch: (filters: RequestFilters) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const values: FilterValues = {
    status: filters.status,
    seen: filters.seen,
    localAuthorityId: filters.localAuthorityId,
    ...periodOfDates(filters),
  };
  return (
    <FilterBar<FilterValues>
      values={values}
      onSearch={({ period, ...chosen }) => onSearch({ ...chosen, ...datesOfPeriod({ period }) })}
      onReset={() => onSearch({})}
      testId="request-filters"
      searchTestId="request-search"
    >
      <Form.Item name="status" label={t('requests.field.status')}>
        <Select
          allowClear
          style={{ minWidth: 140 }}
          placeholder={t('requests.any')}
          options={STATUSES.map((value) => ({ value, label: t(`requests.status.${value}`) }))}
          data-testid="request-status-filter"
        />
      </Form.Item>
      <Form.Item name="seen" label={t('requests.field.seen')}>
        <Select
          allowClear
          style={{ minWidth: 120 }}
          placeholder={t('requests.any')}
          options={[
            { value: false, label: t('requests.unseen') },
            { value: true, label: t('requests.seen') },
          ]}
          data-testid="request-seen-filter"
        />
      </Form.Item>
      <Form.Item name="localAuthorityId" label={t('requests.field.authority')}>
        <LocalAuthorityPicker placeholder={t('requests.any')} notFound={t('requests.noAuthority')} />
      </Form.Item>
      <PeriodFormItem label={t('requests.field.period')} />
    </FilterBar>
  );
}
