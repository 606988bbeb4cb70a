import { useFormatters } from '@waste/shared';
import { Card, List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useRecentImports } from '../api/searchCustomsLog';
import { CardList } from './CardList';

const STATUS_COLOR: Record<string, string | undefined> = {
  COMPLETED: 'success',
  FAILED: 'error',
  PENDING: 'processing',
  WITHDRAWN: 'warning',
};

/** The newest customs files and what became of them (the customs data log). */
export function RecentImportsCard() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const imports = useRecentImports();
  return (
    <Card title={t('dashboard.recentImports')} data-testid="recent-imports-card">
      <CardList
        query={imports}
        loadFailed={t('dashboard.importsFailed')}
        empty={t('dashboard.noImports')}
        renderItem={(upload) => (
          <List.Item
            extra={
              <Tag color={STATUS_COLOR[upload.status]}>{t(`dashboard.importStatus.${upload.status}`, { defaultValue: upload.status })}</Tag>
            }
          >
            <List.Item.Meta
              title={upload.fileName}
              description={[
                t(`dashboard.importType.${upload.type}`, { defaultValue: upload.type }),
                upload.createdBy.name,
                format.dateTime(upload.createdAt),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
