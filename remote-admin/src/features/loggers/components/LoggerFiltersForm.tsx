import { apiClient, useNarrowerThan } from '@waste/shared';
import { Button, DatePicker, Form, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import type { AccountSearchResult } from '@/common/api/accounts';
import { findLocalAuthorities } from '@/common/api/pickers';
import type { LoggerFilters, LoggerOptions } from '@/common/api/searchLoggers';
import { RemoteSearchSelect, type RemoteOption } from '@/common/RemoteSearchSelect';

interface FilterValues {
  userId?: string;
  actingLocalAuthorityId?: string;
  action?: string;
  entity?: string;
  period?: [Dayjs | null, Dayjs | null] | null;
}

const ISO = 'YYYY-MM-DD';
const PICKER_PAGE = { pageStart: 0, pageSize: 20, pageSort: 'ASC' as const };

async function findUsers(text: string): Promise<RemoteOption[]> {
  const { data } = await apiClient.post<AccountSearchResult>('/users/search', { ...PICKER_PAGE, name: text || undefined });
  return data.rows.map((row) => ({ value: row.id, label: `${row.firstName} ${row.lastName} (${row.email})` }));
}

export interface LoggerFiltersFormProps {
  filters: LoggerFilters;
  options: LoggerOptions | undefined;
  onSearch: (filters: LoggerFilters) => void;
}

/** Who, the authority acted for, action, entity and a date range; a search starts again at the first page. */
export function LoggerFiltersForm({ filters, options, onSearch }: LoggerFiltersFormProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [form] = Form.useForm<FilterValues>();
  const narrow = useNarrowerThan('sm');

  useEffect(() => {
    form.setFieldsValue({
      userId: filters.userId,
      actingLocalAuthorityId: filters.actingLocalAuthorityId,
      action: filters.action,
      entity: filters.entity,
      period:
        filters.fromDate || filters.toDate
          ? [filters.fromDate ? dayjs(filters.fromDate) : null, filters.toDate ? dayjs(filters.toDate) : null]
          : null,
    });
  }, [form, filters.userId, filters.actingLocalAuthorityId, filters.action, filters.entity, filters.fromDate, filters.toDate]);

  const submit = (values: FilterValues) =>
    onSearch({
      userId: values.userId,
      actingLocalAuthorityId: values.actingLocalAuthorityId,
      action: values.action,
      entity: values.entity,
      fromDate: values.period?.[0]?.format(ISO),
      toDate: values.period?.[1]?.format(ISO),
    });

  const choices = (values: string[] | undefined) => (values ?? []).map((value) => ({ value, label: value }));
  return (
    <Form form={form} layout={narrow ? 'vertical' : 'inline'} onFinish={submit} data-testid="logger-filters" style={{ rowGap: 8 }}>
      <Form.Item name="userId" label={t('loggers.field.user')}>
        <RemoteSearchSelect
          queryName="users"
          find={findUsers}
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
      <Form.Item name="period" label={t('loggers.field.period')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} style={narrow ? { width: '100%' } : undefined} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" data-testid="logger-search">
          {t('loggers.filter.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {t('loggers.filter.reset')}
        </Button>
      </Space>
    </Form>
  );
}
