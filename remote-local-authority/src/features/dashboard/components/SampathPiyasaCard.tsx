import { colomboYear, QueryState, useFormatters, useNarrowerThan, type LocalAuthorityScope } from '@waste/shared';
import { Card, Empty, Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { useRecyclableGraph } from '@/common/api/getRecyclableGraph';

const PLASTIC = /_(HARD|SOFT)$/;

/** The dashboard's Sampath Piyasa card: the plastic the authority's centres recovered this year, by material. */
export function SampathPiyasaCard({ scope }: { scope: LocalAuthorityScope }) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const format = useFormatters();
  // At phone width the link beside the title squeezed it to a few letters: it moves into the body.
  const narrow = useNarrowerThan('sm');
  const year = colomboYear();
  const graph = useRecyclableGraph({ year }, scope);
  const link = <Link to="/sampath-piyasa">{t('sampathPiyasa.title')}</Link>;
  return (
    <Card
      title={t('sampathPiyasa.cardTitle', { year })}
      styles={{ title: { whiteSpace: 'normal' } }}
      extra={narrow ? null : link}
      data-testid="sampath-piyasa-card"
    >
      {narrow ? <div style={{ marginBottom: 12 }}>{link}</div> : null}
      {/* Deferred: drawn in a render React can interrupt. */}
      <QueryState query={graph} loadFailed={t('sampathPiyasa.graphLoadFailed')} retry={false} deferred>
        {(data) => {
          const plastics = data.materials.filter((row) => PLASTIC.test(row.materialId) && row.collectedKg > 0);
          return plastics.length === 0 ? (
            <Empty description={t('sampathPiyasa.noGraphData')} />
          ) : (
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
          );
        }}
      </QueryState>
    </Card>
  );
}
