import { ListTable, QueryState, tonnes, useFormatters, type LocalAuthorityScope } from '@waste/shared';
import { Card, Collapse, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { useLeakageParameters } from '../api/getLeakageParameters';
import { SourceTag } from './SourceTag';

const LEVEL_COLOURS: Record<string, string> = { NONE: 'green', LOW: 'lime', MEDIUM: 'gold', HIGH: 'orange', VERY_HIGH: 'red' };
const FATES = ['land', 'water', 'drains', 'burning'] as const;

/** The level per stage with what each level looks like on the ground, and the year's leakage per stage and fate. */
export function LeakageCard({ year, scope }: { year: number; scope: LocalAuthorityScope }) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const format = useFormatters();
  const parameters = useLeakageParameters(year, scope);
  const tn = (kg: number) => format.tonnes(tonnes(kg));

  return (
    <Card title={t('mfa.leakageTitle')} data-testid="mfa-leakage">
      <QueryState query={parameters} loadFailed={t('mfa.loadFailed')} retry={false}>
        {(data) => (
          <Flex vertical gap="middle">
            <ListTable
              size="small"
              pagination={false}
              rowKey="stage"
              dataSource={data.stages}
              columns={[
                {
                  title: t('mfa.stage'),
                  dataIndex: 'stage',
                  render: (stage: string) => (
                    <Flex vertical>
                      <Typography.Text strong>{t(`mfa.stageName.${stage}`)}</Typography.Text>
                      <Typography.Text type="secondary">{t(`mfa.stageHint.${stage}`)}</Typography.Text>
                    </Flex>
                  ),
                },
                {
                  title: t('mfa.level'),
                  key: 'level',
                  render: (_, row) => (
                    <Flex vertical gap={4}>
                      <Tag color={LEVEL_COLOURS[row.level]}>{t(`mfa.levelName.${row.level}`)}</Tag>
                      <SourceTag source={row.source} />
                    </Flex>
                  ),
                },
                ...FATES.map((fate) => ({
                  title: `${t(`mfa.fate.${fate}`)} (${t('mfa.t')})`,
                  key: fate,
                  align: 'right' as const,
                  render: (_: unknown, row: (typeof data.stages)[number]) => tn(row.leakage.byFate[fate]),
                })),
                {
                  title: `${t('mfa.totalLeaked')} (${t('mfa.t')})`,
                  key: 'total',
                  align: 'right' as const,
                  // The WFD's results swing with the level: the figure with its reach at the neighbouring levels (ADR 0212).
                  render: (_, row) => (
                    <Flex vertical align="end">
                      <strong>{tn(row.leakage.totalKg)}</strong>
                      <Typography.Text type="secondary" data-testid={`mfa-leakage-range-${row.stage}`}>
                        {t('mfa.leakageRange', { low: tn(row.leakage.lowKg), high: tn(row.leakage.highKg) })}
                      </Typography.Text>
                    </Flex>
                  ),
                },
              ]}
            />
            <Flex gap="small" align="baseline" wrap data-testid="mfa-fate-split-source">
              <Typography.Text type="secondary">{t('mfa.fateSplitSource')}</Typography.Text>
              <SourceTag source={data.stages[0].fateSplitSource} />
            </Flex>
            <Collapse
              items={[
                {
                  key: 'levels',
                  label: t('mfa.levelGuide'),
                  children: (
                    <Flex vertical gap="small" data-testid="mfa-level-guide">
                      {data.levels.map((level) => (
                        <Flex key={level.level} gap="small" align="baseline" wrap>
                          <Tag color={LEVEL_COLOURS[level.level]}>{t(`mfa.levelName.${level.level}`)}</Tag>
                          <Typography.Text>{t(`mfa.levelDescription.${level.level}`)}</Typography.Text>
                          <Typography.Text type="secondary">
                            {t('mfa.factor', { percent: format.number(level.factor * 100) })}
                          </Typography.Text>
                        </Flex>
                      ))}
                      <SourceTag source={data.levels[0].source} />
                    </Flex>
                  ),
                },
              ]}
            />
          </Flex>
        )}
      </QueryState>
    </Card>
  );
}
