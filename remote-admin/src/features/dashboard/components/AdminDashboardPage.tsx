import { CurrentUserCard } from '@waste/shared';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../../i18n/namespace';
import { ProvincesCard } from './ProvincesCard';

export function AdminDashboardPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Flex vertical gap="middle" data-testid="admin-dashboard">
      <Typography.Title level={3}>{t('dashboard.title')}</Typography.Title>
      <CurrentUserCard scope={t('dashboard.nationalScope')} />
      <ProvincesCard />
    </Flex>
  );
}
