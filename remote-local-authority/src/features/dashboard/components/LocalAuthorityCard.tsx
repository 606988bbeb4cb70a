import { localizedName, loggedUserAtom, ROLE, useRequest } from '@waste/shared';
import { Alert, Card, Descriptions, Skeleton } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '../../../i18n/namespace';
import { getLocalAuthorityInfo } from '../api/getLocalAuthorityInfo';

export function LocalAuthorityCard() {
  const { t, i18n } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const user = useAtomValue(loggedUserAtom);
  const impersonatedId = user?.roles.includes(ROLE.SUPER_ADMIN) ? user.selectedLocalAuthority?.id : undefined;
  const info = useRequest(() => getLocalAuthorityInfo(impersonatedId), [impersonatedId], t('dashboard.loadFailed'));

  return (
    <Card title={t('dashboard.authority')}>
      {info.loading ? <Skeleton active /> : null}
      {info.error ? <Alert type="error" showIcon title={info.error} /> : null}
      {info.data ? (
        <Descriptions column={1} size="small" data-testid="local-authority-info">
          <Descriptions.Item label={t('dashboard.name')}>{info.data.name}</Descriptions.Item>
          <Descriptions.Item label={t('dashboard.district')}>{info.data.district.name}</Descriptions.Item>
          <Descriptions.Item label={t('dashboard.province')}>{localizedName(info.data.province, i18n.language)}</Descriptions.Item>
          <Descriptions.Item label={t('dashboard.councilType')}>{info.data.councilType.name}</Descriptions.Item>
        </Descriptions>
      ) : null}
    </Card>
  );
}
