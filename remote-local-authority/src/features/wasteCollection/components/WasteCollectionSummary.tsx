import { BarChart, ChartDownloadButton, useRequest, type LocalAuthorityScope } from '@waste/shared';
import { Alert, Button, Card, Flex, Grid, Select, Skeleton, Statistic } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '../../../i18n/namespace';
import { useFormatters } from '../../../lib/useFormatters';
import { getWasteCollection, type CollectedKg } from '../api/getWasteCollection';
import { colomboYear } from './colomboYear';

const MEASURES = ['collectedKg', 'recycledKg', 'recoveredKg', 'rejectedKg'] as const satisfies readonly (keyof CollectedKg)[];
const tonnes = (kg: number) => kg / 1000;

export interface WasteCollectionSummaryProps {
  scope: LocalAuthorityScope;
  /** Names the downloaded files. */
  authorityName: string;
}

/** Totals of the chosen year and the monthly chart, with the chart downloads of spec section 9. */
export function WasteCollectionSummary({ scope, authorityName }: WasteCollectionSummaryProps) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const format = useFormatters();
  const [year, setYear] = useState(colomboYear);
  const chart = useRef<SVGSVGElement>(null);
  const collection = useRequest(() => getWasteCollection(year, scope), [year, scope.localAuthorityId], t('wasteCollection.loadFailed'));
  const data = collection.data;
  const monthNames = format.months;
  const label = (measure: (typeof MEASURES)[number]) => t(`wasteCollection.measure.${measure}`);
  const unit = t('wasteCollection.tonnes');
  // On a phone the card's head has no room for the title next to the year and the download.
  const narrow = !Grid.useBreakpoint().sm;

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
      <ChartDownloadButton chart={chart} fileName={`${authorityName}-${year}`} table={table} />
    </Flex>
  );

  return (
    <Card title={t('wasteCollection.title')} data-testid="waste-collection" extra={narrow ? null : controls}>
      {narrow ? <div style={{ marginBottom: 16 }}>{controls}</div> : null}
      {collection.error ? (
        <Alert type="error" showIcon title={collection.error} action={<Button onClick={collection.reload}>{t('common:state.retry')}</Button>} />
      ) : null}
      {collection.loading ? <Skeleton active /> : null}
      {data ? (
        <Flex vertical gap="large">
          {/* Wrapping by content, so a long Tamil or Sinhala title takes a line of its own on a phone. */}
          <Flex wrap gap="middle">
            {MEASURES.map((measure) => (
              <Statistic
                key={measure}
                title={label(measure)}
                value={format.number(tonnes(data.totals[measure]))}
                suffix={unit}
                style={{ flex: '1 0 auto', minWidth: 120 }}
                styles={narrow ? { content: { fontSize: 18 } } : undefined}
                data-testid={`total-${measure}`}
              />
            ))}
          </Flex>
          <BarChart
            ref={chart}
            title={t('wasteCollection.chartTitle', { name: authorityName, year: data.year })}
            categories={monthNames}
            series={MEASURES.map((measure) => ({ key: measure, label: label(measure), values: data.months.map((row) => tonnes(row[measure])) }))}
            unit={unit}
            format={format.number}
          />
        </Flex>
      ) : null}
    </Card>
  );
}
