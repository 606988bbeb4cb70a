import {
  Chart,
  ChartDownloadButton,
  ChartFilter,
  chartYears,
  ControlsCard,
  QueryState,
  useFormatters,
  type ChartHandle,
  type LocalAuthorityScope,
  useNarrowerThan,
} from '@waste/shared';
import { Flex, Select } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { useRecyclableGraph } from '@/common/api/getRecyclableGraph';
import { useCollectedGraph } from '../api/getCollectedGraph';
import { firstGraphRange } from '../rules/firstGraphRange';
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
  const [range, setRange] = useState(firstGraphRange);
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
  const noData = t('sampathPiyasa.noGraphData');

  const yearSelect = (key: 'year' | 'toYear', label: string) => (
    <ChartFilter label={label} testId={`centre-graphs-${key}`}>
      {(id) => (
        <Select
          id={id}
          value={range[key]}
          style={{ width: 100 }}
          options={years.map((value) => ({ value, label: String(value) }))}
          onChange={(value: number) =>
            setRange(
              key === 'year'
                ? { year: value, toYear: Math.max(value, range.toYear) }
                : { year: Math.min(value, range.year), toYear: value },
            )
          }
        />
      )}
    </ChartFilter>
  );

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
      <Flex gap="middle" align="flex-end" wrap>
        {yearSelect('year', t('sampathPiyasa.fromYear'))}
        {yearSelect('toYear', t('sampathPiyasa.toYear'))}
      </Flex>
      <ControlsCard title={t('sampathPiyasa.collectedGraph')} controls={collectedGraphDownload}>
        <QueryState query={collected} loadFailed={failed}>
          {({ months }) => (
            <Chart
              empty={noData}
              ref={collectedRef}
              title={t('sampathPiyasa.collectedGraphTitle', { name, years: span })}
              spec={collectedChart(months, range, material, format.months, format.number, unit, t('wasteCollection.month'))}
              testId="collected-chart"
            />
          )}
        </QueryState>
      </ControlsCard>
      <ControlsCard title={t('sampathPiyasa.recyclableGraph')} controls={recyclableGraphDownload}>
        <QueryState query={recyclable} loadFailed={failed}>
          {({ materials }) => (
            <Chart
              empty={noData}
              ref={recyclableRef}
              title={t('sampathPiyasa.recyclableGraphTitle', { name, years: span })}
              spec={recyclableChart(
                materials,
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
          )}
        </QueryState>
      </ControlsCard>
    </Flex>
  );
}
