import { DEFAULT_PAGE, PageFrame, ServerPagedTable, useFormatters, useNarrowerThan } from '@waste/shared';
import { Button, Card, DatePicker, Flex, Form, Select, Space, type TableProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { findLocalAuthorities } from '@/common/api/pickers';
import { RemoteSearchSelect } from '@/common/RemoteSearchSelect';
import { useRequestSearch, type AdminRequest, type RequestFilters } from '@/common/api/requests';
import { useRequestSearcher } from '../hooks/useRequestSearcher';
import { RequestDrawer } from './RequestDrawer';
import { RequestStatusTag } from './RequestStatusTag';

const PAGE_SIZES = [10, DEFAULT_PAGE.pageSize, 50, 100];
const ISO = 'YYYY-MM-DD';

type FilterValues = Pick<RequestFilters, 'status' | 'seen' | 'localAuthorityId'> & { period?: [Dayjs | null, Dayjs | null] | null };

/** `/requests` (001, 005): every authority's parameter-change requests, oldest first; a row opens it. */
export function RequestsPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const narrow = useNarrowerThan('sm');
  const { search, setPage, setFilters } = useRequestSearcher();
  const result = useRequestSearch(search);
  const [openId, setOpenId] = useState<string | null>(null);
  const [form] = Form.useForm<FilterValues>();

  useEffect(() => {
    form.setFieldsValue({
      status: search.status,
      seen: search.seen,
      localAuthorityId: search.localAuthorityId,
      period:
        search.fromDate || search.toDate
          ? [search.fromDate ? dayjs(search.fromDate) : null, search.toDate ? dayjs(search.toDate) : null]
          : null,
    });
  }, [form, search.status, search.seen, search.localAuthorityId, search.fromDate, search.toDate]);

  const submit = ({ period, ...values }: FilterValues) =>
    setFilters({ ...values, fromDate: period?.[0]?.format(ISO), toDate: period?.[1]?.format(ISO) });

  const columns: NonNullable<TableProps<AdminRequest>['columns']> = [
    {
      key: 'date',
      title: t('requests.field.date'),
      render: (_, row) => (
        <Button size="small" onClick={() => setOpenId(row.id)} data-testid="request-open">
          {format.dateTime(row.date)}
        </Button>
      ),
    },
    { key: 'authority', title: t('requests.field.authority'), dataIndex: 'localAuthorityName' },
    { key: 'header', title: t('requests.field.header'), dataIndex: 'header', ellipsis: true },
    { key: 'status', title: t('requests.field.status'), render: (_, row) => <RequestStatusTag status={row.status} /> },
    { key: 'seen', title: t('requests.field.seen'), render: (_, row) => (row.seen ? t('requests.seen') : t('requests.unseen')) },
    { key: 'changes', title: t('requests.field.changes'), render: (_, row) => row.changes.length },
  ];

  return (
    <PageFrame title={t('requests.title')}>
      <Card>
        <Flex vertical gap="middle">
          <Form form={form} layout={narrow ? 'vertical' : 'inline'} onFinish={submit} data-testid="request-filters" style={{ rowGap: 8 }}>
            <Form.Item name="status" label={t('requests.field.status')}>
              <Select
                allowClear
                style={{ minWidth: 140 }}
                placeholder={t('requests.any')}
                options={[0, 1, 2, 3].map((value) => ({ value, label: t(`requests.status.${value}`) }))}
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
              <RemoteSearchSelect
                queryName="authorities"
                find={findLocalAuthorities}
                placeholder={t('requests.any')}
                notFound={t('requests.noAuthority')}
              />
            </Form.Item>
            <Form.Item name="period" label={t('requests.field.period')}>
              <DatePicker.RangePicker allowEmpty={[true, true]} style={narrow ? { width: '100%' } : undefined} />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" data-testid="request-search">
                {t('requests.search')}
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  setFilters({});
                }}
              >
                {t('requests.reset')}
              </Button>
            </Space>
          </Form>
          <ServerPagedTable<AdminRequest>
            result={result}
            page={search}
            onPageChange={setPage}
            columns={columns}
            sortColumn="date"
            rowKey="id"
            pageSizeOptions={PAGE_SIZES}
            texts={{ loadFailed: t('requests.loadFailed'), empty: t('requests.empty') }}
            testIds={{ table: 'requests-table', error: 'requests-error' }}
          />
        </Flex>
      </Card>
      <RequestDrawer id={openId} onClose={() => setOpenId(null)} />
    </PageFrame>
  );
}
