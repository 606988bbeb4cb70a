import { useFormatters } from '@waste/shared';
import { Card, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { actingAuthorityText, actionText, entityText } from '@/common/rules/auditWords';
import { useRecentAudit } from '../api/getRecentAudit';
import { CardList } from './CardList';

/** The newest audit entries; the whole log is on /loggers. */
export function RecentAuditCard() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const recent = useRecentAudit();
  return (
    <Card
      title={t('dashboard.recentAudit')}
      styles={{ title: { whiteSpace: 'normal' } }}
      extra={<Link to="/loggers">{t('menu.loggers')}</Link>}
      data-testid="recent-audit-card"
    >
      <CardList
        query={recent}
        loadFailed={t('loggers.loadFailed')}
        empty={t('loggers.empty')}
        renderItem={(row) => (
          <List.Item>
            <List.Item.Meta
              title={`${row.userName ?? t('loggers.system')} · ${actionText(row.action, { t })} · ${entityText(row.entity, { t })}`}
              description={[format.dateTime(row.at), actingAuthorityText(row, i18n.language)].filter(Boolean).join(' · ')}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
