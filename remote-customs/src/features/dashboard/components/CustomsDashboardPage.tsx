import { CurrentUserCard, QueryState, useCurrentUser, useNarrowerThan } from '@waste/shared';
import { Card, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';
import { CustomsStatistics } from './CustomsStatistics';

/** The customs dashboard: the statistics first, then who is signed in and the account (issue 39: data first). */
export function CustomsDashboardPage() {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  const { t: tCommon } = useTranslation('common');
  const me = useCurrentUser();
  // On a phone, labels above values: side by side, Tamil words broke letter by letter.
  const narrow = useNarrowerThan('sm');
  return (
    <Flex vertical gap="middle" data-testid="customs-dashboard">
      <Typography.Title level={3}>{t('dashboard.title')}</Typography.Title>
      <CustomsStatistics />
      <CurrentUserCard scope={t('dashboard.scope')} />
      <Card title={t('dashboard.account')}>
        <QueryState query={me} loadFailed={t('dashboard.loadFailed')} retry={false}>
          {(account) => (
            <Descriptions layout={narrow ? 'vertical' : 'horizontal'} column={1} size="small" data-testid="server-account">
              <Descriptions.Item label={tCommon('session.email')}>{account.email}</Descriptions.Item>
              <Descriptions.Item label={t('dashboard.memberOf')}>
                {account.roles.map((role) => tCommon(`role.${role}`)).join(', ')}
              </Descriptions.Item>
            </Descriptions>
          )}
        </QueryState>
      </Card>
    </Flex>
  );
}
