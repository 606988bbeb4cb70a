import {
  Chart,
  ChartDownloadButton,
  chartYears,
  ControlsCard,
  queryStatus,
  useFormatters,
  type ChartHandle,
  type LocalAuthorityScope,
  useNarrowerThan,
} from '@waste/shared';
import { Alert, Button, Empty, Flex, Select, Skeleton } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { useCollectedGraph, useRecyclableGraph } from '../api/centreGraphs';
import { collectedChart, monthOf, recyclableChart } from './centreCharts';

export interface CentreGraphsProps {
  scope: LocalAuthorityScope;
  /** One centre; absent: all the authority's centres. */
  centreId?: string;
  /** Names the downloaded files. */
  name: string;
}

/** Collected by month and material, and sold against rejected by material, over a chosen run of years. */
export function CentreGraphs({ scope, centreId, name }: CentreGraphsProps) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const format = useFormatters();
  // At phone width a card's head has no room for its title beside the download button: the button moves into the body.
  const narrow = useNarrowerThan('sm');
  const years = chartYears();
  const latest = years[0];
  const [range, setRange] = useState({ year: latest, toYear: latest });
  const body = { ...range, sampathPiyasaId: centreId };
  const collected = useCollectedGraph(body, scope);
  const recyclable = useRecyclableGraph(body, scope);
  const collectedRef = useRef<ChartHandle>(null);
  const recyclableRef = useRef<ChartHandle>(null);
  const failed = t('sampathPiyasa.graphLoadFailed');
  const material = (id: string) => t(`sampathPiyasa.material.${id}`);
  const unit = t('wasteData.unit.KG');
  const span = range.year === range.toYear ? String(range.year) : `${range.year}–${range.toYear}`;
  const fileName = `${name}-${span}`;

  const yearSelect = (key: 'year' | 'toYear', label: string) => (
    <Select
      aria-label={label}
      value={range[key]}
      style={{ width: 100 }}
      options={years.map((value) => ({ value, label: String(value) }))}
      onChange={(value: number) =>
        setRange(
          key === 'year' ? { year: value, toYear: Math.max(value, range.toYear) } : { year: Math.min(value, range.year), toYear: value },
        )
      }
    />
  );

  const state = (query: typeof collected | typeof recyclable, empty: boolean) => {
    const status = queryStatus(query, failed);
    if (status.loading) return <Skeleton active />;
    if (status.error)
      return (
        <Alert
          type="error"
          showIcon
          title={status.error}
          action={<Button onClick={() => void query.refetch()}>{t('common:state.retry')}</Button>}
        />
      );
    if (empty) return <Empty description={t('sampathPiyasa.noGraphData')} />;
    return null;
  };

  const collectedGraphDownload = (
    <ChartDownloadButton
      chart={collectedRef}
      fileName={`${fileName}-collected`}
      disabled={!collected.data?.months.length}
      table={() => [
        [t('wasteCollection.month'), t('sampathPiyasa.field.material'), `${t('sampathPiyasa.field.collectedKg')}`],
        ...(collected.data?.months ?? []).map((row) => [monthOf(row), material(row.materialId), row.collectedKg]),
      ]}
    />
  );
  const recyclableGraphDownload = (
    <ChartDownloadButton
      chart={recyclableRef}
      fileName={`${fileName}-recyclable`}
      disabled={!recyclable.data?.materials.length}
      table={() => [
        [
          t('sampathPiyasa.field.material'),
          t('sampathPiyasa.field.collectedKg'),
          t('sampathPiyasa.field.soldKg'),
          t('sampathPiyasa.field.rejectedKg'),
        ],
        ...(recyclable.data?.materials ?? []).map((row) => [material(row.materialId), row.collectedKg, row.soldKg, row.rejectedKg]),
      ]}
    />
  );

  return (
    <Flex vertical gap="middle" data-testid="centre-graphs">
      <Flex gap="small" align="center" wrap>
        {yearSelect('year', t('sampathPiyasa.fromYear'))}
        {yearSelect('toYear', t('sampathPiyasa.toYear'))}
      </Flex>
      <ControlsCard title={t('sampathPiyasa.collectedGraph')} controls={collectedGraphDownload}>
        {state(collected, collected.data?.months.length === 0) ??
          (collected.data ? (
            <Chart
              ref={collectedRef}
              title={t('sampathPiyasa.collectedGraphTitle', { name, years: span })}
              spec={collectedChart(collected.data.months, material, format.number, unit, t('wasteCollection.month'))}
              testId="collected-chart"
            />
          ) : null)}
      </ControlsCard>
      <ControlsCard title={t('sampathPiyasa.recyclableGraph')} controls={recyclableGraphDownload}>
        {state(recyclable, recyclable.data?.materials.length === 0) ??
          (recyclable.data ? (
            <Chart
              ref={recyclableRef}
              title={t('sampathPiyasa.recyclableGraphTitle', { name, years: span })}
              spec={recyclableChart(
                recyclable.data.materials,
                material,
                {
                  material: t('sampathPiyasa.field.material'),
                  sold: t('sampathPiyasa.series.soldKg'),
                  rejected: t('sampathPiyasa.field.rejectedKg'),
                },
                format.number,
                unit,
                narrow,
              )}
              testId="recyclable-chart"
            />
          ) : null)}
      </ControlsCard>
    </Flex>
  );
}
