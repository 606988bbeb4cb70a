import {
  Chart,
  colomboYear,
  DEFAULT_PAGE,
  errorMessage,
  localizedName,
  monthColumns,
  monthLabel,
  nationalGraphPoints,
  ownGraphPoints,
  ownIntakeShare,
  PageFrame,
  queryStatus,
  ServerPagedTable,
  useFormatters,
  type ChartHandle,
  type OwnGraphProductRow,
  type PageRequest,
  useNarrowerThan,
} from '@waste/shared';
import { Alert, Badge, Button, Card, Col, Descriptions, Flex, Row, Select, Skeleton, Statistic, Tag, type TableProps } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useRecycler } from '../api/registry';
import {
  useRecyclerNationalGraph,
  useRecyclerOwnGraph,
  useRecyclerReturns,
  type RecyclerReturn,
  type ReturnSearcher,
} from '../api/recyclerView';
import { masterDataName } from './masterDataName';

const PAGE_SIZES = [10, DEFAULT_PAGE.pageSize, 50, 100];
/** Spec section 9: chart data for at most ten years. */
const YEAR_SPANS = [1, 2, 5, 10];
const STATUS_BADGES: Record<string, 'success' | 'warning' | 'default'> = { ACTIVE: 'success', SUSPENDED: 'warning', CLOSED: 'default' };

interface GraphProps {
  recyclerId: string;
  recyclerName: string;
  fromYear: number;
  toYear: number;
}

/** The recycler's own graph as its dashboard draws it: monthly intake beside output by product type, in tonnes. */
function OwnGraph({ recyclerId, recyclerName, fromYear, toYear }: GraphProps) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const chart = useRef<ChartHandle>(null);
  const own = useRecyclerOwnGraph(recyclerId, { fromYear, toYear });
  const status = queryStatus(own, t('recyclers.view.graphFailed'));
  const productName = (row: OwnGraphProductRow) => {
    const name = masterDataName({ name: row.productTypeName, nameSi: row.productTypeNameSi, nameTa: row.productTypeNameTa }, i18n.language);
    return `${t(`recyclers.plastic.${row.plasticType}`)}: ${name.text}${name.fallback ? ` (${t('recyclers.view.english')})` : ''}`;
  };
  const points = own.data ? ownGraphPoints(own.data, fromYear, toYear, t('recyclers.view.intake'), productName) : [];
  return (
    <Card title={t('recyclers.view.ownGraph')} data-testid="recycler-view-own-graph">
      {status.loading ? <Skeleton active /> : null}
      {status.error ? (
        <Alert
          type="error"
          showIcon
          title={status.error}
          action={<Button onClick={() => void own.refetch()}>{t('common:state.retry')}</Button>}
        />
      ) : null}
      {own.data && points.length === 0 ? <Alert type="info" showIcon title={t('recyclers.view.noReturns')} /> : null}
      {points.length > 0 ? (
        <Chart
          ref={chart}
          title={t('recyclers.view.ownGraphTitle', { name: recyclerName, fromYear, toYear })}
          spec={monthColumns(
            points,
            (month) => monthLabel(month, format.months),
            t('recyclers.view.month'),
            t('recyclers.unit.tonnes'),
            format.number,
          )}
          testId="recycler-view-own-chart"
        />
      ) : null}
    </Card>
  );
}

/** The national graph as the recycler sees it: every recycler's monthly totals and this recycler's share. */
function NationalGraph({ recyclerId, recyclerName, fromYear, toYear }: GraphProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const chart = useRef<ChartHandle>(null);
  const national = useRecyclerNationalGraph(recyclerId, { fromYear, toYear });
  const months = national.data?.months ?? [];
  const series = {
    intakeKg: t('recyclers.view.nationalIntake'),
    outputKg: t('recyclers.view.nationalOutput'),
    ownIntakeKg: t('recyclers.view.ownIntake'),
  } as const;
  const points = nationalGraphPoints(months, series);
  const share = ownIntakeShare(months);
  return (
    <Card title={t('recyclers.view.nationalGraph')} data-testid="recycler-view-national-graph">
      {national.isPending ? <Skeleton active /> : null}
      {national.isError ? (
        // Spec section 8: the national graph's failure reads 'Unknown error' unless the server says more.
        <Alert
          type="error"
          showIcon
          title={errorMessage(national.error, t('common:error.unknown'))}
          action={<Button onClick={() => void national.refetch()}>{t('common:state.retry')}</Button>}
        />
      ) : null}
      {national.data ? (
        <>
          <Statistic
            title={t('recyclers.view.shareOf', { name: recyclerName })}
            value={format.number(Number(share.toFixed(1)))}
            suffix="%"
            data-testid="recycler-view-share"
          />
          {points.length === 0 ? <Alert type="info" showIcon title={t('recyclers.view.noReturns')} /> : null}
          {points.length > 0 ? (
            <Chart
              ref={chart}
              title={t('recyclers.view.nationalGraphTitle', { fromYear, toYear })}
              spec={monthColumns(
                points,
                (month) => monthLabel(month, format.months),
                t('recyclers.view.month'),
                t('recyclers.unit.tonnes'),
                format.number,
              )}
              testId="recycler-view-national-chart"
            />
          ) : null}
        </>
      ) : null}
    </Card>
  );
}

/** Its returns, paged on the server, as its own list shows them; no way to add or change one from here. */
function Returns({ recyclerId }: { recyclerId: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const [searcher, setSearcher] = useState<ReturnSearcher>({ ...DEFAULT_PAGE, pageSort: 'DESC' });
  const result = useRecyclerReturns(recyclerId, searcher);
  const kg = (value: number) => `${format.number(value)} ${t('recyclers.unit.kg')}`;
  const columns: NonNullable<TableProps<RecyclerReturn>['columns']> = [
    { key: 'month', title: t('recyclers.view.month'), render: (_, row) => monthLabel(row.month, format.months) },
    { key: 'plasticType', title: t('recyclers.view.plasticType'), render: (_, row) => t(`recyclers.plastic.${row.plasticType}`) },
    { key: 'intake', title: t('recyclers.view.intake'), align: 'right', render: (_, row) => kg(row.intakeKg) },
    { key: 'output', title: t('recyclers.view.output'), align: 'right', render: (_, row) => kg(row.outputKg) },
    { key: 'rejected', title: t('recyclers.view.rejected'), align: 'right', render: (_, row) => kg(row.rejectedKg) },
    { key: 'closing', title: t('recyclers.view.closingStock'), align: 'right', render: (_, row) => kg(row.closingStockKg) },
  ];
  return (
    <Card title={t('recyclers.view.returns')} extra={<Tag>{t('recyclers.view.readOnly')}</Tag>}>
      <Flex vertical gap="middle">
        <Select
          allowClear
          aria-label={t('recyclers.view.plasticType')}
          placeholder={t('recyclers.filter.any')}
          style={{ width: 200, maxWidth: '100%' }}
          value={searcher.plasticType}
          onChange={(plasticType) => setSearcher((current) => ({ ...current, pageStart: 0, plasticType }))}
          options={(['HARD', 'SOFT'] as const).map((value) => ({ value, label: t(`recyclers.plastic.${value}`) }))}
          data-testid="recycler-view-plastic"
        />
        <ServerPagedTable<RecyclerReturn>
          result={result}
          page={searcher}
          onPageChange={(page: PageRequest) => setSearcher((current) => ({ ...current, ...page }))}
          columns={columns}
          sortColumn="month"
          rowKey="id"
          pageSizeOptions={PAGE_SIZES}
          texts={{ loadFailed: t('recyclers.view.returnsFailed'), empty: t('recyclers.view.noReturns') }}
          testIds={{ table: 'recycler-view-returns', error: 'recycler-view-returns-error' }}
        />
      </Flex>
    </Card>
  );
}

/**
 * `/recycler/view/{id}`: a recycler from the registry, read-only: its details, its returns and its two
 * graphs as its own dashboard shows them. Changes go through "Edit"; returns are the recycler's to file.
 */
export function RecyclerViewPage() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const { id = '' } = useParams();
  const format = useFormatters();
  const recycler = useRecycler(id);
  const status = queryStatus(recycler, t('recyclers.loadFailed'));
  const [span, setSpan] = useState(2);
  // At phone width labels sit above their values (side by side, Tamil values broke letter by letter).
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
          {status.loading ? <Skeleton active /> : null}
          {status.error ? <Alert type="error" showIcon title={status.error} data-testid="recycler-view-error" /> : null}
          {data ? (
            <Descriptions
              column={{ xs: 1, sm: 2, lg: 3 }}
              size="small"
              layout={narrow ? 'vertical' : 'horizontal'}
              data-testid="recycler-view-details"
            >
              <Descriptions.Item label={t('recyclers.field.name')}>{data.name}</Descriptions.Item>
              <Descriptions.Item label={t('recyclers.field.primaryAddress')}>{data.primaryAddress}</Descriptions.Item>
              <Descriptions.Item label={t('recyclers.field.district')}>
                {data.district ? localizedName(data.district, i18n.language) : t('recyclers.none')}
              </Descriptions.Item>
              <Descriptions.Item label={t('recyclers.field.province')}>
                {data.province ? localizedName(data.province, i18n.language) : t('recyclers.none')}
              </Descriptions.Item>
              <Descriptions.Item label={t('recyclers.field.hotline')}>{data.hotline}</Descriptions.Item>
              <Descriptions.Item label={t('recyclers.field.registrationNumber')}>
                {data.registrationNumber || t('recyclers.none')}
              </Descriptions.Item>
              <Descriptions.Item label={t('recyclers.field.plasticTypes')}>
                {data.plasticTypes.map((type) => t(`recyclers.plastic.${type}`)).join(', ')}
              </Descriptions.Item>
              <Descriptions.Item label={t('recyclers.field.capacity')}>
                {data.capacityTonnesPerMonth === null
                  ? t('recyclers.none')
                  : `${format.number(data.capacityTonnesPerMonth)} ${t('recyclers.unit.tonnesPerMonth')}`}
              </Descriptions.Item>
              <Descriptions.Item label={t('recyclers.field.status')}>
                <Badge status={STATUS_BADGES[data.status]} text={t(`recyclers.status.${data.status}`)} />
              </Descriptions.Item>
            </Descriptions>
          ) : null}
        </Card>
        {data ? (
          <>
            <Returns recyclerId={data.id} />
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
