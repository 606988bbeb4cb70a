import { QueryState, useFormatters } from '@waste/shared';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useWaitingRequests } from '../api/getWaitingRequests';

/** Requests waiting for an answer by how long they have waited, and how many nobody has opened. */
export function WaitingRequestsCard() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const waiting = useWaitingRequests();
  return (
    <Card
      title={t('dashboard.waitingRequests')}
      extra={<Link to="/requests?seen=false">{t('menu.requests')}</Link>}
      // The card's own skeleton while the first answer is awaited.
      loading={waiting.isFetching && waiting.data === undefined}
      data-testid="waiting-requests-card"
    >
      <QueryState query={waiting} loadFailed={t('requests.loadOneFailed')} retry={false} loading={null}>
        {(data) => (
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
        )}
      </QueryState>
    </Card>
  );
}
