import { ListTable, monthLabel, QueryError, queryStatus, useFormatters, wrapText, type RecyclerScope } from '@waste/shared';
import { Card, Empty, Flex, Tag, Typography, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';
import { useSentCorrections } from '../api/getSentCorrections';
import type { SentCorrection } from '../api/types';
import { returnOfLabel } from '../rules/recordLabel';

const STATUS_COLOURS: Record<SentCorrection['statusLabel'], string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  unknown: 'default',
};

/** The corrections the recycler asked for, newest first: which return, void or replace, why, and the answer. */
export function SentCorrectionsCard({ scope }: { scope: RecyclerScope }) {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  const format = useFormatters();
  const sent = useSentCorrections(scope);
  const loadFailed = t('correction.sentLoadFailed');
  const returnName = (recordLabel: string) => {
    const named = returnOfLabel(recordLabel);
    return named ? `${monthLabel(named.month, format.months)}, ${t(`plastic.${named.plasticType}`)}` : recordLabel;
  };
  const columns: NonNullable<TableProps<SentCorrection>['columns']> = [
    { key: 'date', title: t('correction.field.sentOn'), render: (_, row) => format.dateTime(row.date) },
    // The answer next to the key, in sight at any width (issue 39 rule 1).
    {
      key: 'status',
      ...wrapText(240),
      title: t('correction.field.answer'),
      render: (_, row) => (
        <Flex vertical gap={4}>
          <Tag color={STATUS_COLOURS[row.statusLabel]} style={{ width: 'fit-content' }} data-testid="sent-correction-status">
            {t(`correction.answer.${row.statusLabel}`)}
          </Tag>
          {row.reason ? (
            <Typography.Text type="secondary">{t('correction.rejectedBecause', { reason: row.reason })}</Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'record',
      title: t('correction.field.return'),
      render: (_, row) => <Link to={`/wasteData/view/${row.correction.recordId}`}>{returnName(row.correction.recordLabel)}</Link>,
    },
    {
      key: 'kind',
      title: t('correction.field.action'),
      render: (_, row) => t(`correction.action.${row.correction.void ? 'VOID' : 'REPLACE'}`),
    },
    { key: 'reason', title: t('correction.field.reason'), ...wrapText(), render: (_, row) => row.correction.reason },
  ];
  return (
    <Card title={t('correction.sentTitle')} data-testid="sent-corrections">
      <Flex vertical gap="small">
        <QueryError query={sent} loadFailed={loadFailed} testId="sent-corrections-error" />
        <ListTable<SentCorrection>
          size="small"
          rowKey="id"
          loading={queryStatus(sent, loadFailed).loading}
          dataSource={sent.data ?? []}
          columns={columns}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          data-testid="sent-corrections-table"
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('correction.noneSent')} /> }}
        />
      </Flex>
    </Card>
  );
}
