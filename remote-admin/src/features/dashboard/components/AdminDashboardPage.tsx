import { CurrentUserCard, useAccess } from '@waste/shared';
import { Col, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../../i18n/namespace';
import { CompletenessCard } from './CompletenessCard';
import { ProvincesCard } from './ProvincesCard';
import { RecentAuditCard } from './RecentAuditCard';
import { WaitingRequestsCard } from './WaitingRequestsCard';

/**
 * The admin and super admin dashboard. The national MFA summary and Sankey, requests waiting, recent
 * imports and pending HS codes are other issues' cards: each joins as its own component and one line here.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { actsAsSuperAdmin } = useAccess();
  return (
    <Flex vertical gap="middle" data-testid="admin-dashboard">
      <Typography.Title level={3}>{t('dashboard.title')}</Typography.Title>
      <CurrentUserCard scope={t('dashboard.nationalScope')} />
      {actsAsSuperAdmin ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            <CompletenessCard />
          </Col>
          <Col xs={24} xl={10}>
            <RecentAuditCard />
          </Col>
        </Row>
      ) : null}
      <WaitingRequestsCard />
      <ProvincesCard />
    </Flex>
  );
}
