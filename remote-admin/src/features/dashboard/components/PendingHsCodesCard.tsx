import { QueryError, queryStatus, useFormatters } from '@waste/shared';
import { Card, List, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { usePendingHsCodes } from '../api/searchPendingHsCodes';

/** HS codes from customs files that still wait for a customs user to give them a sector. */
export function PendingHsCodesCard() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const pending = usePendingHsCodes();
  const loadFailed = t('dashboard.hsCodesFailed');
  const status = queryStatus(pending, loadFailed);
  return (
    <Card
      title={t('dashboard.pendingHsCodes')}
      extra={pending.data ? <Statistic value={pending.data.total} data-testid="pending-hs-total" /> : null}
      data-testid="pending-hs-codes-card"
    >
      {status.error ? (
        <QueryError query={pending} loadFailed={loadFailed} retry={false} />
      ) : (
        <List
          size="small"
          loading={status.loading}
          dataSource={pending.data?.rows ?? []}
          locale={{ emptyText: <Typography.Text type="secondary">{t('dashboard.noPendingHsCodes')}</Typography.Text> }}
          renderItem={(code) => (
            <List.Item
              extra={
                <Typography.Text type="secondary">
                  {t('dashboard.hsLines', { count: code.lineCount, formatted: format.number(code.lineCount) })}
                </Typography.Text>
              }
            >
              <List.Item.Meta title={<Typography.Text code>{code.hsCode}</Typography.Text>} description={code.description} />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
