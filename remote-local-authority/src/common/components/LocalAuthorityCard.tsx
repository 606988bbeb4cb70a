import { localAuthorityInfoQuery, localizedName, QueryState, type LocalAuthorityInfo, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions } from 'antd';
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

  return (
    <>
      <Card title={title}>
        <QueryState query={info} loadFailed={t('dashboard.loadFailed')} retry={false} errorTestId="local-authority-error">
          {(data) => (
            <Descriptions column={{ xs: 1, md: 2 }} size="small" data-testid="local-authority-info">
              <Descriptions.Item label={t('dashboard.name')}>{localizedName(data, i18n.language)}</Descriptions.Item>
              <Descriptions.Item label={t('dashboard.councilType')}>{t(`councilType.${data.councilType.code}`)}</Descriptions.Item>
              <Descriptions.Item label={t('dashboard.district')}>{localizedName(data.district, i18n.language)}</Descriptions.Item>
              <Descriptions.Item label={t('dashboard.province')}>{localizedName(data.province, i18n.language)}</Descriptions.Item>
            </Descriptions>
          )}
        </QueryState>
      </Card>
      {info.data && children ? children(info.data) : null}
    </>
  );
}
