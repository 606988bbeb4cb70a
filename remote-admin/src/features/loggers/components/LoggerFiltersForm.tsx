import { FilterBar } from '@waste/shared';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { findAccounts } from '@/common/api/searchAccounts';
import type { LoggerFilters } from '@/common/api/searchLoggers';
import { datesOfPeriod, periodOfDates, PeriodFormItem, type PeriodValue } from '@/common/components/PeriodFormItem';
import { LocalAuthorityPicker } from '@/common/components/LocalAuthorityPicker';
import { RemoteSearchSelect } from '@/common/components/RemoteSearchSelect';
import type { LoggerOptions } from '../api/getLoggerOptions';
import { actionText, entityText } from '@/common/rules/auditWords';

type FilterValues = Omit<LoggerFilters, 'fromDate' | 'toDate'> & PeriodValue;

/** The filters chosen among what the log holds: each reads its list of the log's options. */
const CHOICES = [
  { field: 'action', list: 'actions', testId: 'logger-action-filter', say: actionText },
  { field: 'entity', list: 'entities', testId: 'logger-entity-filter', say: entityText },
] as const;

export interface LoggerFiltersFormProps {
  filters: LoggerFilters;
  options: LoggerOptions | undefined;
  onSearch: (filters: LoggerFilters) => void;
}

/** Who, the authority acted for, action, entity and a date range; a search starts again at the first page. */
export function LoggerFiltersForm({ filters, options, onSearch }: LoggerFiltersFormProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const wording = { t, number: String };
  const values: FilterValues = {
    userId: filters.userId,
    actingLocalAuthorityId: filters.actingLocalAuthorityId,
    action: filters.action,
    entity: filters.entity,
    ...periodOfDates(filters),
  };

  const submit = ({ period, ...chosen }: FilterValues) => onSearch({ ...chosen, ...datesOfPeriod({ period }) });

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
        <LocalAuthorityPicker placeholder={t('loggers.filter.any')} notFound={t('loggers.filter.noMatch')} />
      </Form.Item>
      {CHOICES.map(({ field, list, testId, say }) => (
        <Form.Item key={field} name={field} label={t(`loggers.field.${field}`)}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ minWidth: 160 }}
            placeholder={t('loggers.filter.any')}
            options={(options?.[list] ?? []).map((value) => ({ value, label: say(value, wording) }))}
            data-testid={testId}
          />
        </Form.Item>
      ))}
      <PeriodFormItem label={t('loggers.field.period')} />
    </FilterBar>
  );
}
