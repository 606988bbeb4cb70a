import { QueryError, queryStatus, useFormatters, type ChartSpec } from '@waste/shared';
import { Col, Row, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';
import { useSectorStatistics } from '../api/getSectorStatistics';
import { useStatistics } from '../api/getStatistics';
import type { GraphFilter } from '../api/types';
import { ChartCard } from './ChartCard';

/** The charts of one choice of flow and years: tonnes per year and month, the top HS codes and tonnes by sector. */
export function StatisticsCharts({ filter }: { filter: GraphFilter }) {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  const format = useFormatters();
  const statistics = useStatistics(filter);
  const sectors = useSectorStatistics(filter);
  const loading = queryStatus(statistics, t('dashboard.loadFailed')).loading;
  const tonnes = t('stats.tonnes');
  /** One series of tonnes, named by the chart's title. */
  const tonnesBy = (
    kind: ChartSpec['kind'],
    categoryName: string,
    title: string,
    rows: { category: string; tonnes: number }[],
  ): ChartSpec => ({
    kind,
    categoryName,
    categories: rows.map((row) => row.category),
    series: [{ name: title, values: rows.map((row) => row.tonnes) }],
    format: format.tonnes,
    unit: tonnes,
  });
  const name = `customs-${filter.type || 'all'}-${filter.year}-${filter.toYear}`;

  let charts: ReactNode = null;
  if (statistics.data) {
    const perYear = statistics.data.perYear.map((row) => ({ category: String(row.year), tonnes: row.tonnes }));
    const perMonth = statistics.data.perMonth.map((row) => ({ category: format.months[row.month - 1], tonnes: row.tonnes }));
    const top = statistics.data.topHsCodes.map((row) => ({ category: row.hsCode, tonnes: row.tonnes }));
    const bySector = (sectors.data?.sectors ?? []).map((row) => ({
      category: row.sectorId ? t(`sector.${row.sectorId}`) : t('sector.none'),
      tonnes: row.tonnes,
    }));
    const perMonthTitle = t('stats.perMonth', { year: filter.toYear });
    charts = (
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ChartCard
            title={t('stats.perYear')}
            testId="stats-per-year"
            spec={tonnesBy('columns', t('stats.year'), t('stats.perYear'), perYear)}
            fileName={`${name}-years`}
            table={() => [[t('stats.year'), `${tonnes}`, 'USD'], ...statistics.data!.perYear.map((r) => [r.year, r.tonnes, r.valueUsd])]}
          />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            title={perMonthTitle}
            testId="stats-per-month"
            spec={tonnesBy('columns', t('stats.month'), perMonthTitle, perMonth)}
            fileName={`${name}-months`}
            table={() => [
              [t('stats.month'), `${tonnes}`, 'USD'],
              ...statistics.data!.perMonth.map((r) => [format.months[r.month - 1], r.tonnes, r.valueUsd]),
            ]}
          />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            title={t('stats.topHsCodes')}
            testId="stats-top-hs"
            spec={tonnesBy('columns', t('field.hsCode'), t('stats.topHsCodes'), top)}
            fileName={`${name}-hs-codes`}
            table={() => [
              [t('field.hsCode'), t('field.description'), `${tonnes}`, 'USD'],
              ...statistics.data!.topHsCodes.map((r) => [r.hsCode, r.description, r.tonnes, r.valueUsd]),
            ]}
          />
        </Col>
        <Col xs={24} lg={12}>
          {/* Bars lie down: the sector names are long and overlapped under narrow columns. */}
          <ChartCard
            title={t('stats.bySector')}
            testId="stats-by-sector"
            spec={tonnesBy('bars', t('field.sector'), t('stats.bySector'), bySector)}
            fileName={`${name}-sectors`}
            table={() => [
              [t('field.sector'), `${tonnes}`, 'USD'],
              ...(sectors.data?.sectors ?? []).map((r) => [
                r.sectorId ? t(`sector.${r.sectorId}`) : t('sector.none'),
                r.tonnes,
                r.valueUsd,
              ]),
            ]}
          />
        </Col>
      </Row>
    );
  }

  return (
    <>
      <QueryError query={statistics} loadFailed={t('dashboard.loadFailed')} retry={false} />
      {loading ? <Skeleton active /> : null}
      {charts}
    </>
  );
}
