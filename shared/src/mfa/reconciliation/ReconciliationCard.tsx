import { Alert, Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
// Deferred: the table's code (antd's Table) stays out of the shared package's first load.
import { ListTable } from '../../deferredComponents';
import { useFormatters } from '../../format/useFormatters';
import { tonnes } from '../../format/tonnes';
import { COMMON_NAMESPACE } from '../../i18n/instance';
import { QueryState } from '../../query/QueryState';
import { checkKey, flaggedGroups, nodeKey, range95 } from './reconciliationWords';
import { useReconciliation, type ReconciledFlow, type Reconciliation, type ReconciliationLevel } from './useReconciliation';

export interface ReconciliationCardProps {
  year: number;
  level: ReconciliationLevel;
  /** The authority, district or province; a local authority's own when left out. */
  id?: string;
}

/**
 * "Reported vs reconciled": every flow as reported and as reconciled, with its standard deviation and 95 % range,
 * the chi-square verdict, and the flagged flows with what to check (issue 40).
 */
export function ReconciliationCard({ year, level, id }: ReconciliationCardProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const query = useReconciliation(year, level, id);
  return (
    <Card title={t('reconciliation.title', { year })} data-testid="reconciliation-card">
      <QueryState query={query} loadFailed={t('reconciliation.loadFailed')}>
        {(data) => <ReconciliationBody data={data} />}
      </QueryState>
    </Card>
  );
}

function ReconciliationBody({ data }: { data: Reconciliation }) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const format = useFormatters();
  const node = (id: string) => {
    const key = nodeKey(id);
    return key ? t(key) : id;
  };
  const flowName = (flow: Pick<ReconciledFlow, 'from' | 'to'>) =>
    t('reconciliation.flowName', { from: node(flow.from), to: node(flow.to) });
  const withSd = (kg: number, sd: number | null) =>
    sd === null
      ? format.tonnes(tonnes(kg))
      : t('reconciliation.plusMinus', { value: format.tonnes(tonnes(kg)), sd: format.tonnes(tonnes(sd)) });
  const statistics = { chi: format.number(Number(data.chiSquare.toFixed(2))), dof: data.degreesOfFreedom };
  const verdict = !data.overDetermined
    ? { type: 'info' as const, text: t('reconciliation.notOverDetermined') }
    : (data.pValue ?? 1) < 0.05
      ? { type: 'warning' as const, text: t('reconciliation.contradict', { ...statistics, p: formatP(data.pValue ?? 0) }) }
      : { type: 'success' as const, text: t('reconciliation.agree', { ...statistics, p: formatP(data.pValue ?? 1) }) };
  const groups = flaggedGroups(data.flows);

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('reconciliation.intro')}</Typography.Paragraph>
      <Alert type={verdict.type} title={verdict.text} showIcon data-testid="reconciliation-verdict" />
      {groups.map((group) => (
        <Alert
          key={`${group[0].from}>${group[0].to}`}
          type="warning"
          showIcon
          data-testid="reconciliation-flagged"
          title={
            group.length === 1
              ? t('reconciliation.flagged', { flow: flowName(group[0]) })
              : t('reconciliation.oneOf', { flows: group.map(flowName).join('; ') })
          }
          description={[...new Set(group.map((flow) => t(checkKey(flow))))].join(' ')}
        />
      ))}
      <ListTable<ReconciledFlow>
        size="small"
        pagination={false}
        rowKey={(flow) => `${flow.from}>${flow.to}`}
        dataSource={data.flows}
        rowClassName={(flow) => (flow.grossError.flagged ? 'reconciliation-flagged-row' : '')}
        columns={[
          { key: 'flow', title: t('reconciliation.column.flow'), render: (_, flow) => flowName(flow) },
          {
            key: 'reported',
            title: t('reconciliation.column.reported'),
            align: 'right',
            render: (_, flow) => withSd(flow.reportedKg, flow.reportedSdKg ?? null),
          },
          {
            key: 'reconciled',
            title: t('reconciliation.column.reconciled'),
            align: 'right',
            render: (_, flow) => withSd(flow.reconciledKg, flow.sdKg),
          },
          {
            key: 'range',
            title: t('reconciliation.column.range'),
            align: 'right',
            render: (_, flow) => {
              const range = range95(flow.reconciledKg, flow.sdKg);
              return range
                ? t('reconciliation.range', { low: format.tonnes(tonnes(range[0])), high: format.tonnes(tonnes(range[1])) })
                : '';
            },
          },
          {
            key: 'test',
            title: t('reconciliation.column.test'),
            align: 'right',
            render: (_, flow) => (
              <Flex gap="small" justify="flex-end" align="center">
                {flow.grossError.statistic === null ? '' : format.number(Number(flow.grossError.statistic.toFixed(2)))}
                {flow.grossError.flagged ? <Tag color="warning">{t('reconciliation.check.tag')}</Tag> : null}
              </Flex>
            ),
          },
        ]}
      />
      {data.critical === null ? null : (
        <Typography.Text type="secondary">
          {t('reconciliation.critical', { critical: format.number(Number(data.critical.toFixed(2))) })}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** A p-value as people read it: below 0.001 said so. */
const formatP = (p: number) => (p < 0.001 ? '< 0.001' : p.toFixed(3));
