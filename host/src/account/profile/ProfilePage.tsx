import { useRequest } from '@waste/shared';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';
import { fetchProfile } from './api/fetchProfile';
import { ChangePasswordCard } from './ChangePasswordCard';
import { ProfileForm } from './ProfileForm';

/** /profile, for every signed-in user whatever the role (or none). */
export function ProfilePage() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const profile = useRequest(fetchProfile, [], t('profile.loadFailed'));

  return (
    <Flex vertical gap="middle" data-testid="profile-page">
      <Typography.Title level={3}>{t('profile.title')}</Typography.Title>
      {profile.loading ? <Spin data-testid="profile-loading" /> : null}
      {profile.error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={profile.error}
          action={<Button onClick={profile.reload}>{t('account.retry')}</Button>}
        />
      ) : null}
      {profile.data ? <ProfileForm profile={profile.data} /> : null}
      <ChangePasswordCard />
    </Flex>
  );
}
