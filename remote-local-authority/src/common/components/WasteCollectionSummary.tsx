import {
  Chart,
  ChartDownloadButton,
  colomboYear,
  QueryError,
  queryStatus,
  tonnes,
  useFormatters,
  type ChartHandle,
  type LocalAuthorityScope,
  useNarrowerThan,
} from '@waste/shared';
import { Card, Flex, Select, Skeleton, Statistic, Typography } from 'antd';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { useWasteCollection, type CollectedKg } from '../api/getWasteCollection';

const MEASURES = ['collectedKg', 'recycledKg', 'recoveredKg', 'rejectedKg'] as const satisfies readonly (keyof CollectedKg)[];
const CHART_HEIGHT = 360;

/** The months some record of the year reports anything for. */
const monthsWithRecords = (months: CollectedKg[]) => months.filter((month) => MEASURES.some((measure) => month[measure] > 0)).length;

export interface WasteCollectionSummaryProps {
  scope: LocalAuthorityScope;
  /** In the user's language: titles the chart and names the downloaded files. */
  authorityName: string;
}

/**
 * Totals of the chosen year and the monthly chart, with the chart downloads of spec section 9: the records as reported,
 * for the months they cover, never scaled to the year (the MFA card's annual estimate is; issue 35).
 */
export function WasteCollectionSummary({ scope, authorityName }: WasteCollectionSummaryProps) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const format = useFormatters();
  const [year, setYear] = useState(colomboYear);
  const chart = useRef<ChartHandle>(null);
  const collection = useWasteCollection(year, scope);
  const loadFailed = t('wasteCollection.loadFailed');
  const { loading } = queryStatus(collection, loadFailed);
  // Drawn in a render React can interrupt, so the figures' arrival is no long task on a slow phone.
  const latest = useMemo(() => (collection.data ? { year, figures: collection.data } : undefined), [year, collection.data]);
  const deferred = useDeferredValue(latest);
  // Only the chosen year's: while another year loads the card shows its skeleton, not the last year's chart
  // (which a download would no longer match), and the download waits until this year's chart is drawn.
  const data = deferred?.year === year ? deferred.figures : undefined;
  const monthNames = format.months;
  const label = (measure: (typeof MEASURES)[number]) => t(`wasteCollection.measure.${measure}`);
  const unit = t('wasteCollection.tonnes');
  // On a phone the card's head has no room for the title next to the year and the download.
  const narrow = useNarrowerThan('sm');

  const table = () => [
    [t('wasteCollection.month'), ...MEASURES.map((measure) => `${label(measure)} (${unit})`)],
    ...(data?.months ?? []).map((row) => [monthNames[row.month - 1], ...MEASURES.map((measure) => tonnes(row[measure]))]),
  ];

  const controls = (
    <Flex gap="small" data-testid="collection-controls">
      <Select
        aria-label={t('wasteCollection.year')}
        value={year}
        onChange={setYear}
        options={(data?.years ?? [year]).map((value) => ({ value, label: String(value) }))}
        style={{ width: 100 }}
        data-testid="collection-year"
      />
      <ChartDownloadButton chart={chart} fileName={`${authorityName}-${year}`} table={table} disabled={!data} />
    </Flex>
  );

  return (
    <Card title={t('wasteCollection.title')} data-testid="waste-collection" extra={narrow ? null : controls}>
      <CollectionBasis year={year} />
      {narrow ? <div style={{ marginBottom: 16 }}>{controls}</div> : null}
      <QueryError query={collection} loadFailed={loadFailed} />
      {loading || (collection.data && !data) ? (
        <WasteCollectionFiguresSkeleton chartTitle={t('wasteCollection.chartTitle', { name: authorityName, year })} narrow={narrow} />
      ) : null}
      {data ? (
        <Flex vertical gap="large">
          {/* A basis, not the title's width: a long Tamil or Sinhala title wraps within the phone's width. */}
          <Flex wrap gap="middle">
            {MEASURES.map((measure) => (
              <Statistic
                key={measure}
                title={t(`wasteCollection.reported.${measure}`)}
                value={format.tonnes(tonnes(data.totals[measure]))}
                suffix={unit}
                style={{ flex: '1 1 150px', minWidth: 0 }}
                styles={narrow ? { content: { fontSize: 18 } } : undefined}
                data-testid={`total-${measure}`}
              />
            ))}
          </Flex>
          <Typography.Text type="secondary" data-testid="collection-months">
            {t('wasteCollection.monthsWithRecords', { count: monthsWithRecords(data.months), year: data.year })}
          </Typography.Text>
          <Chart
            ref={chart}
            title={t('wasteCollection.chartTitle', { name: authorityName, year: data.year })}
            spec={{
              kind: 'columns',
              categoryName: t('wasteCollection.month'),
              categories: data.months.map((row) => monthNames[row.month - 1]),
              series: MEASURES.map((measure) => ({ name: label(measure), values: data.months.map((row) => tonnes(row[measure])) })),
              format: format.tonnes,
              unit,
            }}
            height={CHART_HEIGHT}
            testId="bar-chart"
          />
        </Flex>
      ) : null}
    </Card>
  );
}

/**
 * What the figures are, first in the card's body, in the words of the dashboard route's intro: the first frame
 * paints it in this place before the page's code arrives (docs/adr/0016-first-frame-before-the-shell.md).
 */
function CollectionBasis({ year }: { year: number }) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  return (
    <Typography.Paragraph type="secondary" data-testid="collection-basis">
      {t('wasteCollection.basis', { year })}
    </Typography.Paragraph>
  );
}

/**
 * The card's body while its figures load, laid out as the loaded body (the four totals with their titles,
 * the chart's caption and box), so that nothing below moves when they arrive.
 */
function WasteCollectionFiguresSkeleton({ chartTitle, narrow }: { chartTitle: string; narrow: boolean }) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  return (
    <Flex vertical gap="large" aria-busy="true" data-testid="waste-collection-loading">
      <Flex wrap gap="middle">
        {MEASURES.map((measure) => (
          <Statistic
            key={measure}
            loading
            title={t(`wasteCollection.reported.${measure}`)}
            style={{ flex: '1 1 150px', minWidth: 0 }}
            styles={narrow ? { content: { fontSize: 18 } } : undefined}
          />
        ))}
      </Flex>
      {/* As the Chart draws its caption and box. */}
      <div>
        <div>
          <Typography.Text strong>{chartTitle}</Typography.Text>
        </div>
        <div style={{ height: CHART_HEIGHT }}>
          <Skeleton.Node active style={{ width: '100%', height: CHART_HEIGHT }} />
        </div>
      </div>
    </Flex>
  );
}

/** The whole card before the authority is known (its name titles the chart and names the downloads). */
export function WasteCollectionSummarySkeleton({ authorityName }: { authorityName?: string }) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const narrow = useNarrowerThan('sm');
  const year = colomboYear();
  return (
    <Card title={t('wasteCollection.title')} extra={narrow ? null : <div style={{ height: 32 }} />}>
      <CollectionBasis year={year} />
      {narrow ? <div style={{ height: 32, marginBottom: 16 }} /> : null}
      <WasteCollectionFiguresSkeleton chartTitle={t('wasteCollection.chartTitle', { name: authorityName ?? '', year })} narrow={narrow} />
    </Card>
  );
}
