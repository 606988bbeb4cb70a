import { localAuthorityInfoQuery, localizedName, queryStatus, type LocalAuthorityInfo, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';

export interface LocalAuthorityCardProps {
  scope: LocalAuthorityScope;
  title: string;
  /** What to show below the card once the authority is known (it needs the authority's name). */
  children?: (info: LocalAuthorityInfo) => ReactNode;
}

export function LocalAuthorityCard({ scope, title, children }: LocalAuthorityCardProps) {
  const { t, i18n } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const info = useQuery(localAuthorityInfoQuery(scope.localAuthorityId));
  const status = queryStatus(info, t('dashboard.loadFailed'));

  return (
    <>
      <Card title={title}>
        {status.loading ? <Skeleton active /> : null}
        {status.error ? <Alert type="error" showIcon title={status.error} data-testid="local-authority-error" /> : null}
        {info.data ? (
          <Descriptions column={{ xs: 1, md: 2 }} size="small" data-testid="local-authority-info">
            <Descriptions.Item label={t('dashboard.name')}>{info.data.name}</Descriptions.Item>
            <Descriptions.Item label={t('dashboard.councilType')}>{t(`councilType.${info.data.councilType.code}`)}</Descriptions.Item>
            <Descriptions.Item label={t('dashboard.district')}>{localizedName(info.data.district, i18n.language)}</Descriptions.Item>
            <Descriptions.Item label={t('dashboard.province')}>{localizedName(info.data.province, i18n.language)}</Descriptions.Item>
          </Descriptions>
        ) : null}
      </Card>
      {info.data && children ? children(info.data) : null}
    </>
  );
}
