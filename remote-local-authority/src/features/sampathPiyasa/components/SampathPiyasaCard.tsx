import { colomboYear, queryStatus, useFormatters, type LocalAuthorityScope, useNarrowerThan } from '@waste/shared';
import { Alert, Card, Empty, Flex, Skeleton, Statistic } from 'antd';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { useRecyclableGraph } from '../api/centreGraphs';

const PLASTIC = /_(HARD|SOFT)$/;

/** The dashboard's Sampath Piyasa card: the plastic the authority's centres recovered this year, by material. */
export function SampathPiyasaCard({ scope }: { scope: LocalAuthorityScope }) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const format = useFormatters();
  // At phone width the link beside the title squeezed it to a few letters: it moves into the body.
  const narrow = useNarrowerThan('sm');
  const year = colomboYear();
  const graph = useRecyclableGraph({ year }, scope);
  const status = queryStatus(graph, t('sampathPiyasa.graphLoadFailed'));
  // Drawn in a render React can interrupt.
  const data = useDeferredValue(graph.data);
  const plastics = (data?.materials ?? []).filter((row) => PLASTIC.test(row.materialId) && row.collectedKg > 0);
  const link = <Link to="/sampath-piyasa">{t('sampathPiyasa.title')}</Link>;
  return (
    <Card
      title={t('sampathPiyasa.cardTitle', { year })}
      styles={{ title: { whiteSpace: 'normal' } }}
      extra={narrow ? null : link}
      data-testid="sampath-piyasa-card"
    >
      {narrow ? <div style={{ marginBottom: 12 }}>{link}</div> : null}
      {status.loading || (graph.data && !data) ? <Skeleton active /> : null}
      {status.error ? <Alert type="error" showIcon title={status.error} /> : null}
      {data && plastics.length === 0 ? <Empty description={t('sampathPiyasa.noGraphData')} /> : null}
      <Flex wrap gap="middle">
        {plastics.map((row) => (
          <Statistic
            key={row.materialId}
            title={t(`sampathPiyasa.material.${row.materialId}`)}
            value={format.number(row.collectedKg)}
            suffix={t('wasteData.unit.KG')}
            style={{ minWidth: 140 }}
          />
        ))}
      </Flex>
    </Card>
  );
}
