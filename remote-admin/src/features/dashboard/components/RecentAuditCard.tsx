import { QueryError, queryStatus, useFormatters } from '@waste/shared';
import { Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useLoggerSearch } from '@/common/api/searchLoggers';

const RECENT = { pageStart: 0, pageSize: 8, pageSort: 'DESC' as const };

/** The newest audit entries; the whole log is on /loggers. */
export function RecentAuditCard() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const recent = useLoggerSearch(RECENT);
  const loadFailed = t('loggers.loadFailed');
  const status = queryStatus(recent, loadFailed);
  return (
    <Card
      title={t('dashboard.recentAudit')}
      styles={{ title: { whiteSpace: 'normal' } }}
      extra={<Link to="/loggers">{t('menu.loggers')}</Link>}
      data-testid="recent-audit-card"
    >
      {status.error ? (
        <QueryError query={recent} loadFailed={loadFailed} retry={false} />
      ) : (
        <List
          size="small"
          loading={status.loading}
          dataSource={recent.data?.rows ?? []}
          locale={{ emptyText: <Typography.Text type="secondary">{t('loggers.empty')}</Typography.Text> }}
          renderItem={(row) => (
            <List.Item>
              <List.Item.Meta
                title={`${row.userName ?? t('loggers.system')} · ${row.action} · ${row.entity}`}
                description={`${format.dateTime(row.at)}${row.actingLocalAuthorityName ? ` · ${row.actingLocalAuthorityName}` : ''}`}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
