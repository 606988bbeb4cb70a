import { ListTable } from '@waste/shared';
import { Alert, Descriptions, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import type { WasteCorrectionInput, WasteRecordView } from '../api/types';
import { WasteDataDescriptions, useWasteDataRows } from './WasteDataDescriptions';
import { WasteDataPeriodTotals } from './WasteDataPeriodTotals';

interface ComparedRow {
  key: string;
  label: string;
  current: ReactNode;
  proposed: ReactNode;
  changed: boolean;
}

/** The record's values beside the replacement's, a changed one marked, so the author sees exactly what changes. */
function ValuesCompared({
  record,
  replacement,
}: {
  record: WasteRecordView;
  replacement: NonNullable<WasteCorrectionInput['replacement']>;
}) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const current = useWasteDataRows(record);
  const proposed = useWasteDataRows(replacement);
  const rows: ComparedRow[] = current.map((row, index) => ({
    key: row.key,
    label: row.label,
    current: row.value,
    proposed: proposed[index]?.value,
    changed: String(row.value) !== String(proposed[index]?.value),
  }));
  return (
    <ListTable<ComparedRow>
      data-testid="correction-compared"
      rowKey="key"
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        { key: 'field', title: t('corrections.field'), render: (_, row) => row.label },
        { key: 'current', title: t('corrections.current'), render: (_, row) => row.current },
        {
          key: 'proposed',
          title: t('corrections.proposed'),
          render: (_, row) =>
            row.changed ? (
              <Typography.Text strong mark data-testid={`changed-${row.key}`}>
                {row.proposed}
              </Typography.Text>
            ) : (
              row.proposed
            ),
        },
      ]}
    />
  );
}

export interface WasteCorrectionReviewProps {
  record: WasteRecordView;
  input: WasteCorrectionInput;
  saveError: string | null;
}

/** What will be asked: void the record, or its current values beside the proposed ones with the new totals; and why. */
export function WasteCorrectionReview({ record, input, saveError }: WasteCorrectionReviewProps) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const { replacement } = input;
  return (
    <Flex vertical gap="middle" data-testid="correction-review">
      <Alert
        type="info"
        showIcon
        title={t(replacement ? 'corrections.reviewReplace' : 'corrections.reviewVoid', { wasteId: record.wasteId })}
        description={t('corrections.reviewApproval')}
      />
      {saveError ? <Alert type="error" showIcon title={saveError} data-testid="save-error" /> : null}
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label={t('corrections.reason')}>
          <span data-testid="correction-review-reason">{input.reason}</span>
        </Descriptions.Item>
      </Descriptions>
      {replacement ? (
        <>
          <ValuesCompared record={record} replacement={replacement} />
          <WasteDataPeriodTotals input={replacement} />
        </>
      ) : (
        <WasteDataDescriptions input={record} leading={[{ key: 'wasteId', label: t('wasteData.field.wasteId'), value: record.wasteId }]} />
      )}
    </Flex>
  );
}
