import { useFormatters } from '@waste/shared';
import { Card, List, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { usePendingHsCodes } from '../api/searchPendingHsCodes';
import { CardList } from './CardList';

/** HS codes from customs files that still wait for a customs user to give them a sector. */
export function PendingHsCodesCard() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const pending = usePendingHsCodes();
  return (
    <Card
      title={t('dashboard.pendingHsCodes')}
      extra={pending.data ? <Statistic value={pending.data.total} data-testid="pending-hs-total" /> : null}
      data-testid="pending-hs-codes-card"
    >
      <CardList
        query={pending}
        loadFailed={t('dashboard.hsCodesFailed')}
        empty={t('dashboard.noPendingHsCodes')}
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
    </Card>
  );
}
