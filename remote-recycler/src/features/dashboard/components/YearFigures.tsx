import { QueryState, tonnes, useFormatters, type RecyclerScope } from '@waste/shared';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';
import { PLASTIC_TYPES } from '@/common/rules/plasticTypes';
import { useOwnGraph } from '../api/getOwnGraph';

const MEASURES = ['intakeKg', 'outputKg', 'rejectedKg'] as const;

/** This year's intake, output and rejects in tonnes, hard and soft plastic apart. */
export function YearFigures({ scope, year }: { scope: RecyclerScope; year: number }) {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  const format = useFormatters();
  const own = useOwnGraph({ fromYear: year, toYear: year }, scope);
  const total = (plasticType: string, measure: (typeof MEASURES)[number]) =>
    tonnes((own.data?.months ?? []).filter((row) => row.plasticType === plasticType).reduce((sum, row) => sum + row[measure], 0));
  return (
    <Card title={t('dashboard.figuresTitle', { year })} data-testid="recycler-figures">
      <QueryState query={own} loadFailed={t('dashboard.loadFailed')} retry={false}>
        {() => (
          <Row gutter={[16, 16]}>
            {PLASTIC_TYPES.map((plasticType) =>
              MEASURES.map((measure) => (
                <Col key={`${plasticType}-${measure}`} xs={24} sm={12} md={8}>
                  <Statistic
                    title={`${t(`plastic.${plasticType}`)} · ${t(`dashboard.measure.${measure}`)}`}
                    value={format.number(total(plasticType, measure))}
                    suffix={t('unit.tonnes')}
                    data-testid={`figure-${plasticType}-${measure}`}
                  />
                </Col>
              )),
            )}
          </Row>
        )}
      </QueryState>
    </Card>
  );
}
