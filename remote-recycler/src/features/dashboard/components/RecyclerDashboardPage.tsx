import { CurrentUserCard, loggedUserAtom, queryStatus, useCurrentUser } from '@waste/shared';
import { Alert, Card, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { RECYCLER_NAMESPACE } from '../../../i18n/namespace';

export function RecyclerDashboardPage() {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  const me = useCurrentUser();
  const status = queryStatus(me, t('dashboard.loadFailed'));
  // A super admin acting as a recycler has it in the session; a recycler account has it on the server.
  const selected = useAtomValue(loggedUserAtom)?.selectedRecycler;
  const recycler = selected ?? me.data?.selectedRecycler ?? null;
  return (
    <Flex vertical gap="middle" data-testid="recycler-dashboard">
      <Typography.Title level={3}>{t('dashboard.title')}</Typography.Title>
      <CurrentUserCard scope={recycler?.name} />
      <Card title={t('dashboard.recycler')}>
        {status.loading ? <Skeleton active /> : null}
        {status.error ? <Alert type="error" showIcon title={status.error} /> : null}
        {!status.loading && !status.error && !recycler ? <Alert type="warning" showIcon title={t('dashboard.noRecycler')} /> : null}
        {!status.loading && recycler ? (
          <Descriptions column={1} size="small" data-testid="recycler-scope">
            <Descriptions.Item label={t('dashboard.name')}>{recycler.name}</Descriptions.Item>
            <Descriptions.Item label={t('dashboard.primaryAddress')}>{recycler.primaryAddress}</Descriptions.Item>
            <Descriptions.Item label={t('dashboard.hotline')}>{recycler.hotline}</Descriptions.Item>
          </Descriptions>
        ) : null}
      </Card>
    </Flex>
  );
}
