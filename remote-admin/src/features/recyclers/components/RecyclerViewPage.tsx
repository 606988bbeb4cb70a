import { colomboYear, PageFrame, QueryState, useNarrowerThan } from '@waste/shared';
import { Card, Col, Flex, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useRecycler } from '../api/getRecycler';
import { RecyclerDetails } from './RecyclerDetails';
import { NationalGraph, OwnGraph } from './RecyclerGraphs';
import { RecyclerReturns } from './RecyclerReturns';

/** Spec section 9: chart data for at most ten years. */
const YEAR_SPANS = [1, 2, 5, 10];

/**
 * `/recycler/view/{id}`: a recycler from the registry, read-only: its details, its returns and its two
 * graphs as its own dashboard shows them. Changes go through "Edit"; returns are the recycler's to file.
 */
export function RecyclerViewPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { id = '' } = useParams();
  const recycler = useRecycler(id);
  const [span, setSpan] = useState(2);
  const narrow = useNarrowerThan('sm');
  const year = colomboYear();
  const data = recycler.data;
  return (
    <PageFrame title={data?.name ?? t('recyclers.view.title')} parents={[{ title: t('recyclers.title'), path: '/recycler' }]}>
      <Flex vertical gap="middle" data-testid="recycler-view">
        <Card
          title={t('recyclers.view.details')}
          extra={<Link to={`/recycler/edit/${encodeURIComponent(id)}`}>{t('recyclers.edit')}</Link>}
        >
          <QueryState query={recycler} loadFailed={t('recyclers.loadFailed')} retry={false} errorTestId="recycler-view-error">
            {(entry) => <RecyclerDetails recycler={entry} />}
          </QueryState>
        </Card>
        {data ? (
          <>
            <RecyclerReturns recyclerId={data.id} />
            <Flex justify="flex-end">
              <Select
                aria-label={t('recyclers.view.span')}
                value={span}
                onChange={setSpan}
                options={YEAR_SPANS.map((value) => ({ value, label: t('recyclers.view.lastYears', { count: value }) }))}
                style={{ width: narrow ? '100%' : 260 }}
                data-testid="recycler-view-span"
              />
            </Flex>
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={12}>
                <OwnGraph recyclerId={data.id} recyclerName={data.name} fromYear={year - span + 1} toYear={year} />
              </Col>
              <Col xs={24} xl={12}>
                <NationalGraph recyclerId={data.id} recyclerName={data.name} fromYear={year - span + 1} toYear={year} />
              </Col>
            </Row>
          </>
        ) : null}
      </Flex>
    </PageFrame>
  );
}
