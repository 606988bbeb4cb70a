import {
  ChartFilter,
  colomboYear,
  CurrentUserCard,
  loggedUserAtom,
  QueryState,
  queryStatus,
  ReservedSkeleton,
  useCurrentUser,
  useRecyclerScope,
  useNarrowerThan,
} from '@waste/shared';
import { Alert, Card, Col, Descriptions, Flex, Row, Select, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';
import { FIRST_SPAN, graphYears, YEAR_SPANS } from '../rules/graphYears';
import { NationalGraphCard } from './NationalGraphCard';
import { OwnGraphCard } from './OwnGraphCard';
import { FIGURES_HEIGHT, YearFigures } from './YearFigures';

export function RecyclerDashboardPage() {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  const me = useCurrentUser();
  const scope = useRecyclerScope();
  // On a phone, labels above values: side by side, Tamil words broke letter by letter.
  const narrow = useNarrowerThan('sm');
  const status = queryStatus(me, t('dashboard.loadFailed'));
  const [span, setSpan] = useState(FIRST_SPAN);
  const year = colomboYear();
  // A super admin acting as a recycler has it in the session; a recycler account has it on the server.
  const selected = useAtomValue(loggedUserAtom)?.selectedRecycler;
  const recycler = selected ?? me.data?.selectedRecycler ?? null;
  // Who is signed in and the recycler come after the figures; without a recycler they are all there is (issue 39).
  const identity = (
    <>
      <Card title={t('dashboard.recycler')}>
        <QueryState query={me} loadFailed={t('dashboard.loadFailed')} retry={false} />
        {!status.loading && !status.error && !recycler ? <Alert type="warning" showIcon title={t('dashboard.noRecycler')} /> : null}
        {!status.loading && recycler ? (
          <Descriptions layout={narrow ? 'vertical' : 'horizontal'} column={1} size="small" data-testid="recycler-scope">
            <Descriptions.Item label={t('dashboard.name')}>{recycler.name}</Descriptions.Item>
            <Descriptions.Item label={t('dashboard.primaryAddress')}>{recycler.primaryAddress}</Descriptions.Item>
            <Descriptions.Item label={t('dashboard.hotline')}>{recycler.hotline}</Descriptions.Item>
          </Descriptions>
        ) : null}
      </Card>
      <CurrentUserCard scope={recycler?.name} />
    </>
  );
  return (
    <Flex vertical gap="middle" data-testid="recycler-dashboard">
      <Typography.Title level={3}>{t('dashboard.title')}</Typography.Title>
      {recycler ? (
        <>
          <YearFigures scope={scope} year={year} />
          <Flex justify="flex-end">
            <ChartFilter label={t('dashboard.span')}>
              {(id) => (
                <Select
                  id={id}
                  value={span}
                  onChange={setSpan}
                  options={YEAR_SPANS.map((value) => ({ value, label: t('dashboard.lastYears', { count: value }) }))}
                  style={{ width: 180 }}
                  data-testid="graph-span"
                />
              )}
            </ChartFilter>
          </Flex>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              <OwnGraphCard scope={scope} {...graphYears(year, span)} recyclerName={recycler.name} />
            </Col>
            <Col xs={24} xl={12}>
              <NationalGraphCard scope={scope} {...graphYears(year, span)} recyclerName={recycler.name} />
            </Col>
          </Row>
          {identity}
        </>
      ) : status.loading ? (
        // A recycler account learns its recycler from the server: the figures' place is held until then, so that
        // the cards about the account are not drawn first and pushed down.
        <ReservedSkeleton height={FIGURES_HEIGHT.card} />
      ) : (
        identity
      )}
    </Flex>
  );
}
