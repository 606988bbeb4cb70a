import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import type { AdminRequestDetail } from '../api/getRequest';

/** A parameter request's proposed values, each with its parameter's name. */
export function ParameterChanges({ changes }: { changes: AdminRequestDetail['changes'] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Table
      size="small"
      bordered
      pagination={false}
      rowKey="parameter"
      title={() => <Typography.Text strong>{t('requests.field.changes')}</Typography.Text>}
      dataSource={changes}
      locale={{ emptyText: <Typography.Text type="secondary">{t('requests.noChanges')}</Typography.Text> }}
      data-testid="request-changes"
      columns={[
        {
          key: 'parameter',
          title: t('requests.field.parameter'),
          render: (_, change) => <Typography.Text code>{change.parameter}</Typography.Text>,
        },
        {
          key: 'value',
          title: t('requests.field.value'),
          render: (_, change) => <Typography.Text strong>{String(change.value)}</Typography.Text>,
        },
      ]}
    />
  );
}
