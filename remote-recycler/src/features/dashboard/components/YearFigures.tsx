import { QueryState, tonnes, useFormatters, type RecyclerScope } from '@waste/shared';
import { Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';
import { PLASTIC_TYPES } from '@/common/rules/plasticTypes';
import { useOwnGraph } from '../api/getOwnGraph';
import { graphYears } from '../rules/graphYears';

const MEASURES = ['intakeKg', 'outputKg', 'rejectedKg'] as const;

/** The figures' height on a phone, held while they load (docs/adr/0276-skeletons-at-the-contents-size.md). */
export const FIGURES_HEIGHT = { body: 626, card: 707 };

/**
 * This year's intake, output and rejects in tonnes, hard and soft plastic apart: the sums of the returns entered,
 * each plastic type saying which months those are (a month without a return adds nothing; nothing is estimated).
 */
export function YearFigures({ scope, year }: { scope: RecyclerScope; year: number }) {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  const format = useFormatters();
  const own = useOwnGraph(graphYears(year, 1), scope);
  const rowsOf = (plasticType: string) => (own.data?.months ?? []).filter((row) => row.plasticType === plasticType);
  const total = (plasticType: string, measure: (typeof MEASURES)[number]) =>
    tonnes(rowsOf(plasticType).reduce((sum, row) => sum + row[measure], 0));
  const monthsEntered = (plasticType: string) => {
    const numbers = [...new Set(rowsOf(plasticType).map((row) => Number(row.month.slice(5))))].sort((a, b) => a - b);
    const plastic = t(`plastic.${plasticType}`);
    return numbers.length === 0
      ? t('dashboard.figuresNoMonths', { plastic, year })
      : t('dashboard.figuresMonths', { plastic, months: numbers.map((number) => format.months[number - 1]).join(', ') });
  };
  return (
    <Card title={t('dashboard.figuresTitle', { year })} data-testid="recycler-figures">
      <QueryState query={own} loadFailed={t('dashboard.loadFailed')} retry={false} reserve={FIGURES_HEIGHT.body}>
        {() => (
          <Flex vertical gap="middle">
            <Typography.Text type="secondary" data-testid="figures-basis">
              {t('dashboard.figuresBasis', { year })}
            </Typography.Text>
            {PLASTIC_TYPES.map((plasticType) => (
              <Flex key={plasticType} vertical gap="small">
                <Typography.Text strong data-testid={`figures-months-${plasticType}`}>
                  {monthsEntered(plasticType)}
                </Typography.Text>
                <Row gutter={[16, 16]}>
                  {MEASURES.map((measure) => (
                    <Col key={measure} xs={24} sm={12} md={8}>
                      <Statistic
                        title={`${t(`plastic.${plasticType}`)} · ${t(`dashboard.measure.${measure}`)}`}
                        value={format.tonnes(total(plasticType, measure))}
                        suffix={t('unit.tonnes')}
                        data-testid={`figure-${plasticType}-${measure}`}
                      />
                    </Col>
                  ))}
                </Row>
              </Flex>
            ))}
          </Flex>
        )}
      </QueryState>
    </Card>
  );
}
