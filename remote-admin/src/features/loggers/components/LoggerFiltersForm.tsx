import { FilterBar } from '@waste/shared';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { findAccounts } from '@/common/api/searchAccounts';
import { findLocalAuthorities } from '@/common/api/searchLocalAuthorities';
import type { LoggerFilters } from '@/common/api/searchLoggers';
import { datesOfPeriod, periodOfDates, PeriodFormItem, type PeriodValue } from '@/common/components/PeriodFormItem';
import { RemoteSearchSelect } from '@/common/components/RemoteSearchSelect';
import type { LoggerOptions } from '../api/getLoggerOptions';

type FilterValues = Omit<LoggerFilters, 'fromDate' | 'toDate'> & PeriodValue;

export interface LoggerFiltersFormProps {
  filters: LoggerFilters;
  options: LoggerOptions | undefined;
  onSearch: (filters: LoggerFilters) => void;
}

/** Who, the authority acted for, action, entity and a date range; a search starts again at the first page. */
export function LoggerFiltersForm({ filters, options, onSearch }: LoggerFiltersFormProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const values: FilterValues = {
    userId: filters.userId,
    actingLocalAuthorityId: filters.actingLocalAuthorityId,
    action: filters.action,
    entity: filters.entity,
    ...periodOfDates(filters),
  };

  const submit = ({ period, ...chosen }: FilterValues) => onSearch({ ...chosen, ...datesOfPeriod({ period }) });

  const choices = (list: string[] | undefined) => (list ?? []).map((value) => ({ value, label: value }));
  return (
    <FilterBar<FilterValues>
      values={values}
      onSearch={submit}
      onReset={() => onSearch({})}
      testId="logger-filters"
      searchTestId="logger-search"
    >
      <Form.Item name="userId" label={t('loggers.field.user')}>
        <RemoteSearchSelect
          queryName="users"
          find={findAccounts}
          placeholder={t('loggers.filter.any')}
          notFound={t('loggers.filter.noMatch')}
          testId="logger-user-filter"
        />
      </Form.Item>
      <Form.Item name="actingLocalAuthorityId" label={t('loggers.field.authority')}>
        <RemoteSearchSelect
          queryName="authorities"
          find={findLocalAuthorities}
          placeholder={t('loggers.filter.any')}
          notFound={t('loggers.filter.noMatch')}
        />
      </Form.Item>
      <Form.Item name="action" label={t('loggers.field.action')}>
        <Select
          allowClear
          showSearch
          style={{ minWidth: 160 }}
          placeholder={t('loggers.filter.any')}
          options={choices(options?.actions)}
          data-testid="logger-action-filter"
        />
      </Form.Item>
      <Form.Item name="entity" label={t('loggers.field.entity')}>
        <Select
          allowClear
          showSearch
          style={{ minWidth: 160 }}
          placeholder={t('loggers.filter.any')}
          options={choices(options?.entities)}
          data-testid="logger-entity-filter"
        />
      </Form.Item>
      <PeriodFormItem label={t('loggers.field.period')} />
    </FilterBar>
  );
}
