import { CurrentUserCard, useAccess } from '@waste/shared';
import { Col, Flex, Row, Typography } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { NationalMfaCard } from './NationalMfaCard';
import { PendingHsCodesCard } from './PendingHsCodesCard';
import { ProvincesCard } from './ProvincesCard';
import { RecentAuditCard } from './RecentAuditCard';
import { RecentImportsCard } from './RecentImportsCard';
import { WaitingRequestsCard } from './WaitingRequestsCard';

/**
 * The admin (001) and super admin (005) dashboard: the national map (issue 36), requests waiting and the national
 * MFA for both; the super admin also sees the audit log, customs imports and pending HS codes. Who is signed in
 * comes last: the first screen is the data (issue 39). The map and the national report are features of their own
 * (a feature imports no other): `pages.tsx` hands them over.
 */
export function AdminDashboardPage({ Map, Report }: { Map?: ComponentType<{ showAuthoritiesLink: boolean }>; Report?: ComponentType }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { actsAsSuperAdmin } = useAccess();
  return (
    <Flex vertical gap="middle" data-testid="admin-dashboard">
      <Typography.Title level={3}>{t('dashboard.title')}</Typography.Title>
      {Map ? <Map showAuthoritiesLink={actsAsSuperAdmin} /> : null}
      {actsAsSuperAdmin ? <RecentAuditCard /> : null}
      <WaitingRequestsCard />
      <NationalMfaCard />
      {Report ? <Report /> : null}
      {actsAsSuperAdmin ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <RecentImportsCard />
          </Col>
          <Col xs={24} xl={12}>
            <PendingHsCodesCard />
          </Col>
        </Row>
      ) : null}
      <ProvincesCard />
      <CurrentUserCard scope={t('dashboard.nationalScope')} />
    </Flex>
  );
}
