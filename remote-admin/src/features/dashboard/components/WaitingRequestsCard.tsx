import { queryStatus, useFormatters } from '@waste/shared';
import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useWaitingRequests } from '@/common/api/requests';

/** Requests waiting for an answer by how long they have waited, and how many nobody has opened. */
export function WaitingRequestsCard() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const waiting = useWaitingRequests();
  const status = queryStatus(waiting, t('requests.loadOneFailed'));
  const data = waiting.data;
  return (
    <Card
      title={t('dashboard.waitingRequests')}
      extra={<Link to="/requests?seen=false">{t('menu.requests')}</Link>}
      loading={status.loading && !data}
      data-testid="waiting-requests-card"
    >
      {status.error ? (
        <Alert type="error" showIcon title={status.error} />
      ) : data ? (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={12} sm={8}>
              <Statistic title={t('dashboard.waiting')} value={data.waiting} />
            </Col>
            <Col xs={12} sm={8}>
              <Statistic title={t('requests.unseen')} value={data.unseen} data-testid="waiting-unseen" />
            </Col>
          </Row>
          <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
            {data.ages.map((age) => (
              <Col xs={12} sm={6} key={age.bucket}>
                <Statistic title={t(`dashboard.age.${age.bucket}`)} value={age.count} />
              </Col>
            ))}
          </Row>
          {data.oldest ? (
            <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
              {t('dashboard.oldestWaiting', { date: format.dateTime(data.oldest) })}
            </Typography.Paragraph>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
