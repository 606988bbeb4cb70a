import { CurrentUserCard, queryStatus, useCurrentUser, useNarrowerThan } from '@waste/shared';
import { Alert, Card, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';
import { CustomsStatistics } from './CustomsStatistics';

export function CustomsDashboardPage() {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  const { t: tCommon } = useTranslation('common');
  const me = useCurrentUser();
  // On a phone, labels above values: side by side, Tamil words broke letter by letter.
  const narrow = useNarrowerThan('sm');
  const status = queryStatus(me, t('dashboard.loadFailed'));
  return (
    <Flex vertical gap="middle" data-testid="customs-dashboard">
      <Typography.Title level={3}>{t('dashboard.title')}</Typography.Title>
      <CurrentUserCard scope={t('dashboard.scope')} />
      <Card title={t('dashboard.account')}>
        {status.loading ? <Skeleton active /> : null}
        {status.error ? <Alert type="error" showIcon title={status.error} /> : null}
        {me.data ? (
          <Descriptions layout={narrow ? 'vertical' : 'horizontal'} column={1} size="small" data-testid="server-account">
            <Descriptions.Item label={tCommon('session.email')}>{me.data.email}</Descriptions.Item>
            <Descriptions.Item label={t('dashboard.memberOf')}>
              {me.data.roles.map((role) => tCommon(`role.${role}`)).join(', ')}
            </Descriptions.Item>
          </Descriptions>
        ) : null}
      </Card>
      <CustomsStatistics />
    </Flex>
  );
}
