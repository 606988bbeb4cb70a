import { queryStatus } from '@waste/shared';
import { Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';
import { LoadFailedAlert } from '../LoadFailedAlert';
import { useProfile } from './api/fetchProfile';
import { ChangePasswordCard } from './ChangePasswordCard';
import { ProfileForm } from './ProfileForm';

/** /profile, for every signed-in user whatever the role (or none). */
export function ProfilePage() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const profile = useProfile();
  const status = queryStatus(profile, t('profile.loadFailed'));

  return (
    <Flex vertical gap="middle" data-testid="profile-page">
      <Typography.Title level={3}>{t('profile.title')}</Typography.Title>
      {status.loading ? <Spin data-testid="profile-loading" /> : null}
      <LoadFailedAlert message={status.error} onRetry={() => void profile.refetch()} />
      {profile.data ? <ProfileForm profile={profile.data} /> : null}
      <ChangePasswordCard />
    </Flex>
  );
}
