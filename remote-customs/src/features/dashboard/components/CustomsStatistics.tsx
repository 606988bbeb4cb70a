import { QueryError, queryStatus, useFormatters, type ChartSpec } from '@waste/shared';
import { Card, Col, Empty, Flex, Row, Select, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';
import { useSectorStatistics } from '../api/getSectorStatistics';
import { useStatistics } from '../api/getStatistics';
import { useGraphInit } from '../api/initGraphSearch';
import type { GraphFilter } from '../api/types';
import { ChartCard } from './ChartCard';

/** Spec section 9: chart data covers at most ten years. */
const MAX_YEARS = 10;

/** The customs dashboard's charts: tonnes per year and month, the top HS codes and tonnes by sector. */
export function CustomsStatistics() {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  const format = useFormatters();
  const init = useGraphInit();
  const years = init.data?.years ?? [];
  const [chosen, setChosen] = useState<Partial<GraphFilter>>({ type: '' });
  const toYear = chosen.toYear ?? years[0];
  const year = chosen.year ?? (toYear === undefined ? undefined : Math.max(years[years.length - 1] ?? toYear, toYear - MAX_YEARS + 1));
  const filter: GraphFilter | null = toYear === undefined || year === undefined ? null : { type: chosen.type ?? '', year, toYear };
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
    format: format.number,
    unit: tonnes,
  });
  const name = `customs-${filter?.type || 'all'}-${filter?.year}-${filter?.toYear}`;
  const yearOptions = years.map((value) => ({ value, label: String(value) }));

  let charts: ReactNode = null;
  if (statistics.data && filter) {
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
    <Card title={t('stats.title')} data-testid="customs-statistics">
      <Flex vertical gap="middle">
        <Flex gap="small" wrap>
          <Select
            aria-label={t('field.type')}
            value={chosen.type ?? ''}
            style={{ minWidth: 160 }}
            popupMatchSelectWidth={false}
            options={(init.data?.importExportType ?? [{ id: '', name: 'Import/Export' }]).map((option) => ({
              value: option.id,
              label: option.id ? t(`type.${option.id}`) : t('type.BOTH'),
            }))}
            onChange={(type) => setChosen({ ...chosen, type })}
          />
          <Select
            aria-label={t('stats.fromYear')}
            value={year}
            style={{ width: 110 }}
            options={yearOptions}
            onChange={(value) => setChosen({ ...chosen, year: value })}
          />
          <Select
            aria-label={t('stats.toYear')}
            value={toYear}
            style={{ width: 110 }}
            options={yearOptions}
            onChange={(value) => setChosen({ ...chosen, toYear: value })}
          />
        </Flex>
        <QueryError query={init} loadFailed={t('dashboard.loadFailed')} retry={false} />
        <QueryError query={statistics} loadFailed={t('dashboard.loadFailed')} retry={false} />
        {init.data && years.length === 0 ? <Empty description={t('stats.noData')} /> : null}
        {loading && filter ? <Skeleton active /> : null}
        {charts}
      </Flex>
    </Card>
  );
}
