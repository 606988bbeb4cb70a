import { FilterBar } from '@waste/shared';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { datesOfPeriod, periodOfDates, PeriodFormItem, type PeriodValue } from '@/common/components/PeriodFormItem';
import { LocalAuthorityPicker } from '@/common/components/LocalAuthorityPicker';
import { REQUEST_KINDS, type RequestFilters } from '../api/searchRequests';
import { RecyclerPicker } from './RecyclerPicker';

type FilterValues = Omit<RequestFilters, 'fromDate' | 'toDate'> & PeriodValue;

const STATUSES = [0, 1, 2, 3] as const;

/** Kind, status, seen, the authority or recycler it is about and the days it was sent between; a search starts again at the first page. */
export function RequestFiltersForm({ filters, onSearch }: { filters: RequestFilters; onSearch: (filters: RequestFilters) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const values: FilterValues = {
    kind: filters.kind,
    status: filters.status,
    seen: filters.seen,
    localAuthorityId: filters.localAuthorityId,
    recyclerId: filters.recyclerId,
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
      <Form.Item name="kind" label={t('requests.field.kind')}>
        <Select
          allowClear
          style={{ minWidth: 160 }}
          placeholder={t('requests.any')}
          options={REQUEST_KINDS.map((value) => ({ value, label: t(`requests.kind.${value}`) }))}
          data-testid="request-kind-filter"
        />
      </Form.Item>
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
      <Form.Item name="recyclerId" label={t('requests.field.recycler')}>
        <RecyclerPicker placeholder={t('requests.any')} notFound={t('requests.noRecycler')} testId="request-recycler-filter" />
      </Form.Item>
      <PeriodFormItem label={t('requests.field.period')} />
    </FilterBar>
  );
}
