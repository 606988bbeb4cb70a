import { ChartFilter, QueryError, ReservedSkeleton } from '@waste/shared';
import { Card, Empty, Flex, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';
import { Explanation } from '@/common/components/Explanation';
import { useGraphInit } from '../api/initGraphSearch';
import type { GraphFilter } from '../api/types';
import { graphFilterOf, OPENING_CHOICE } from '../rules/graphFilter';
import { StatisticsCharts } from './StatisticsCharts';

/**
 * What the years' answer draws below the filters on a phone when there is nothing to chart (its least), held
 * while it is awaited so that the cards below do not move (docs/adr/0276-skeletons-at-the-contents-size.md).
 */
const YEARS_ANSWER_HEIGHT = 130;

/**
 * The customs dashboard's statistics: what they are drawn from (the route's intro, so that the first frame paints
 * it), the flow and years to chart, then their charts once the years are known.
 */
export function CustomsStatistics() {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  const init = useGraphInit();
  const years = init.data?.years ?? [];
  const [chosen, setChosen] = useState<Partial<GraphFilter>>(OPENING_CHOICE);
  const filter = graphFilterOf(years, chosen);
  const yearOptions = years.map((value) => ({ value, label: String(value) }));
  return (
    <Card title={t('stats.title')} data-testid="customs-statistics">
      <Flex vertical gap="middle">
        <Explanation>{t('dashboard.scope')}</Explanation>
        <Flex gap="middle" align="flex-end" wrap>
          <ChartFilter label={t('field.type')} testId="customs-statistics-type">
            {(id) => (
              <Select
                id={id}
                value={chosen.type ?? ''}
                style={{ minWidth: 160 }}
                popupMatchSelectWidth={false}
                options={(init.data?.importExportType ?? [{ id: '', name: 'Import/Export' }]).map((option) => ({
                  value: option.id,
                  label: option.id ? t(`type.${option.id}`) : t('type.BOTH'),
                }))}
                onChange={(type) => setChosen({ ...chosen, type })}
              />
            )}
          </ChartFilter>
          <ChartFilter label={t('stats.fromYear')} testId="customs-statistics-year">
            {(id) => (
              <Select
                id={id}
                value={filter?.year}
                style={{ width: 110 }}
                options={yearOptions}
                onChange={(value) => setChosen({ ...chosen, year: value })}
              />
            )}
          </ChartFilter>
          <ChartFilter label={t('stats.toYear')} testId="customs-statistics-toYear">
            {(id) => (
              <Select
                id={id}
                value={filter?.toYear}
                style={{ width: 110 }}
                options={yearOptions}
                onChange={(value) => setChosen({ ...chosen, toYear: value })}
              />
            )}
          </ChartFilter>
        </Flex>
        <QueryError query={init} loadFailed={t('dashboard.loadFailed')} retry={false} />
        {init.isPending ? <ReservedSkeleton height={YEARS_ANSWER_HEIGHT} /> : null}
        {init.data && years.length === 0 ? <Empty description={t('stats.noData')} /> : null}
        {filter ? <StatisticsCharts filter={filter} /> : null}
      </Flex>
    </Card>
  );
}
