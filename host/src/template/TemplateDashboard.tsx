import { CurrentUserCard } from '@waste/shared';
import { Alert, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';

export function TemplateDashboard() {
  const { t } = useTranslation(HOST_NAMESPACE);
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3}>{t('template.dashboardTitle')}</Typography.Title>
      <Alert type="info" showIcon title={t('template.noRole')} />
      <CurrentUserCard />
    </Flex>
  );
}
