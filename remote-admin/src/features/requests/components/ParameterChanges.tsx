import { ListTable, useFormatters } from '@waste/shared';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { parameterName, parameterValue } from '@/common/rules/parameterText';
import type { AdminRequestDetail } from '../api/getRequest';
import type { RequestEffect } from '../api/getRequestEffect';

type Change = AdminRequestDetail['changes'][number];

/**
 * A parameter request's proposed values by their names and in their units, each beside the authority's current
 * value (from the what-if, while the request is open): "Collection leakage level: Medium → Low".
 */
export function ParameterChanges({ changes, effect }: { changes: Change[]; effect: RequestEffect | undefined }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { number } = useFormatters();
  const wording = { t, number };
  const current = (change: Change) => effect?.parameters?.find((entry) => entry.parameter === change.parameter)?.current;
  return (
    <ListTable<Change>
      size="small"
      bordered
      pagination={false}
      rowKey="parameter"
      title={() => <Typography.Text strong>{t('requests.field.changes')}</Typography.Text>}
      dataSource={changes}
      locale={{ emptyText: <Typography.Text type="secondary">{t('requests.noChanges')}</Typography.Text> }}
      data-testid="request-changes"
      onRow={(change) => ({ 'data-testid': `request-change-${change.parameter}` }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { key: 'parameter', title: t('requests.field.parameter'), render: (_, change) => parameterName(change.parameter, wording) },
        {
          key: 'current',
          title: t('requests.field.current'),
          render: (_, change) => {
            const value = current(change);
            return value === undefined ? '—' : parameterValue(change.parameter, value, wording);
          },
        },
        {
          key: 'value',
          title: t('requests.field.value'),
          render: (_, change) => <Typography.Text strong>{parameterValue(change.parameter, change.value, wording)}</Typography.Text>,
        },
      ]}
    />
  );
}
