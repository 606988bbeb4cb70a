import { QueryError, queryStatus, useFormatters, type ChartSeries, type ChartSpec } from '@waste/shared';
import { Col, Row, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';
import { useCountryName } from '@/common/countryNames/useCountryName';
import { usePartnerStatistics } from '../api/getPartnerStatistics';
import { useSectorStatistics } from '../api/getSectorStatistics';
import { useStatistics } from '../api/getStatistics';
import type { GraphFilter } from '../api/types';
import { ChartCard, unknownWeightIn } from './ChartCard';

/** Characters of an HS code's description kept in its bar's label (the data table and the CSV have it whole). */
const LABEL_DESCRIPTION = 38;

interface Tonnes {
  tonnes: number;
  importTonnes: number;
  exportTonnes: number;
}

const short = (text: string) => (text.length > LABEL_DESCRIPTION ? `${text.slice(0, LABEL_DESCRIPTION - 1)}…` : text);

/**
 * The charts of one choice of flow and years: tonnes per year and month, the top HS codes (with their
 * descriptions), by partner country and by sector. Import/Export draws imports and exports as two series
 * (ADR 0232), toned as goods coming in and going out; every chart's title names the flow, the years and the unit.
 */
export function StatisticsCharts({ filter }: { filter: GraphFilter }) {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  const format = useFormatters();
  const countryName = useCountryName();
  const statistics = useStatistics(filter);
  const sectors = useSectorStatistics(filter);
  const partners = usePartnerStatistics(filter);
  const loading = queryStatus(statistics, t('dashboard.loadFailed')).loading;
  const tonnes = t('stats.tonnes');
  const both = filter.type === '';
  const flow = both ? t('type.BOTH') : t(`type.${filter.type}`);
  const years = filter.year === filter.toYear ? String(filter.year) : `${filter.year}–${filter.toYear}`;
  const titled = (chart: string, chartYears = years) =>
    t('stats.chartFile', { chart, flow, years: chartYears, unit: t('stats.unitTonnes') });

  /** Tonnes of each row: imports and exports apart for Import/Export, else the one flow. */
  const seriesOf = (title: string, rows: Tonnes[]): ChartSeries[] =>
    both
      ? [
          { name: t('type.IMPORT'), values: rows.map((row) => row.importTonnes), tone: 'intake' },
          { name: t('type.EXPORT'), values: rows.map((row) => row.exportTonnes), tone: 'output' },
        ]
      : [{ name: title, values: rows.map((row) => row.tonnes) }];
  const spec = (kind: ChartSpec['kind'], categoryName: string, categories: string[], series: ChartSeries[]): ChartSpec => ({
    kind,
    categoryName,
    categories,
    series,
    format: format.tonnes,
    unit: tonnes,
  });
  /** The CSV's tonnes columns: each flow's beside the total for Import/Export. */
  const tonnesHeads = both ? [`${t('type.IMPORT')} (${tonnes})`, `${t('type.EXPORT')} (${tonnes})`, `${tonnes}`] : [`${tonnes}`];
  const tonnesCells = (row: Tonnes) => (both ? [row.importTonnes, row.exportTonnes, row.tonnes] : [row.tonnes]);
  const name = `customs-${filter.type || 'all'}-${filter.year}-${filter.toYear}`;

  let charts: ReactNode = null;
  if (statistics.data) {
    const { perYear, perMonth, topHsCodes } = statistics.data;
    const bySector = (sectors.data?.sectors ?? []).map((row) => ({
      category: row.sectorId ? t(`sector.${row.sectorId}`) : t('sector.none'),
      tonnes: row.tonnes,
      valueUsd: row.valueUsd,
      unknownWeightLines: row.unknownWeightLines,
    }));
    const partnerRows = [
      ...(partners.data?.partners ?? []).map((row) => ({ ...row, category: countryName(row.partnerCountry) })),
      ...(partners.data?.others
        ? [{ ...partners.data.others, category: t('stats.otherPartners', { count: partners.data.others.partners }) }]
        : []),
    ];
    const perMonthTitle = t('stats.perMonth', { year: filter.toYear });
    charts = (
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ChartCard
            title={t('stats.perYear')}
            chartTitle={titled(t('stats.perYear'))}
            testId="stats-per-year"
            spec={spec(
              'columns',
              t('stats.year'),
              perYear.map((row) => String(row.year)),
              seriesOf(t('stats.perYear'), perYear),
            )}
            fileName={`${name}-years`}
            unknownWeightLines={unknownWeightIn(perYear)}
            table={() => [[t('stats.year'), ...tonnesHeads, 'USD'], ...perYear.map((r) => [r.year, ...tonnesCells(r), r.valueUsd])]}
          />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            title={perMonthTitle}
            chartTitle={titled(t('stats.perMonthChart'), String(filter.toYear))}
            testId="stats-per-month"
            spec={spec(
              'columns',
              t('stats.month'),
              perMonth.map((row) => format.months[row.month - 1]),
              seriesOf(perMonthTitle, perMonth),
            )}
            fileName={`${name}-months`}
            unknownWeightLines={unknownWeightIn(perMonth)}
            table={() => [
              [t('stats.month'), ...tonnesHeads, 'USD'],
              ...perMonth.map((r) => [format.months[r.month - 1], ...tonnesCells(r), r.valueUsd]),
            ]}
          />
        </Col>
        <Col xs={24} lg={12}>
          {/* Bars lie down: every code is named, with its description. */}
          <ChartCard
            title={t('stats.topHsCodes')}
            chartTitle={titled(t('stats.topHsCodes'))}
            testId="stats-top-hs"
            height={Math.max(300, topHsCodes.length * (both ? 44 : 30) + 80)}
            spec={spec(
              'bars',
              t('field.hsCode'),
              topHsCodes.map((row) => `${row.hsCode} ${short(row.description)}`),
              seriesOf(t('stats.topHsCodes'), topHsCodes),
            )}
            fileName={`${name}-hs-codes`}
            unknownWeightLines={unknownWeightIn(topHsCodes)}
            table={() => [
              [t('field.hsCode'), t('field.description'), ...tonnesHeads, 'USD'],
              ...topHsCodes.map((r) => [r.hsCode, r.description, ...tonnesCells(r), r.valueUsd]),
            ]}
          />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            title={t('stats.byPartner')}
            chartTitle={titled(t('stats.byPartner'))}
            testId="stats-by-partner"
            height={Math.max(300, partnerRows.length * (both ? 40 : 26) + 80)}
            spec={spec(
              'bars',
              t('field.partnerCountry'),
              partnerRows.map((row) => row.category),
              seriesOf(t('stats.byPartner'), partnerRows),
            )}
            fileName={`${name}-partners`}
            unknownWeightLines={unknownWeightIn(partnerRows)}
            table={() => [
              [t('field.partnerCountry'), ...tonnesHeads, 'USD'],
              ...partnerRows.map((r) => [r.category, ...tonnesCells(r), r.valueUsd]),
            ]}
          />
        </Col>
        <Col xs={24} lg={12}>
          {/* Bars lie down: the sector names are long and overlapped under narrow columns. */}
          <ChartCard
            title={t('stats.bySector')}
            chartTitle={titled(t('stats.bySector'))}
            testId="stats-by-sector"
            spec={spec(
              'bars',
              t('field.sector'),
              bySector.map((row) => row.category),
              [{ name: t('stats.bySector'), values: bySector.map((row) => row.tonnes) }],
            )}
            fileName={`${name}-sectors`}
            unknownWeightLines={unknownWeightIn(bySector)}
            table={() => [[t('field.sector'), `${tonnes}`, 'USD'], ...bySector.map((r) => [r.category, r.tonnes, r.valueUsd])]}
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
