import { ListTable } from '@waste/shared';
import { Typography, theme } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import type { ComparisonRow } from '../../rules/correctionRows';

/** The record's values and, for a replacement, the proposed ones beside them; a value that changes is marked. */
export function CorrectionComparison({ rows, replacing }: { rows: ComparisonRow[]; replacing: boolean }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { token } = theme.useToken();
  return (
    <ListTable<ComparisonRow>
      size="small"
      bordered
      pagination={false}
      rowKey="key"
      dataSource={rows}
      data-testid="correction-comparison"
      onRow={(row) =>
        ({
          'data-changed': row.changed ? 'true' : undefined,
          style: row.changed ? { background: token.colorWarningBg } : undefined,
        }) as HTMLAttributes<HTMLElement>
      }
      columns={[
        { key: 'label', title: t('corrections.column.field'), dataIndex: 'label' },
        {
          key: 'current',
          title: t('corrections.column.current'),
          render: (_, row) => <span data-testid="correction-current">{row.current}</span>,
        },
        ...(replacing
          ? [
              {
                key: 'proposed',
                title: t('corrections.column.proposed'),
                render: (_: unknown, row: ComparisonRow) =>
                  row.changed ? (
                    <Typography.Text strong data-testid="correction-proposed">
                      {row.proposed} <Typography.Text type="secondary">({t('corrections.changed')})</Typography.Text>
                    </Typography.Text>
                  ) : (
                    <span data-testid="correction-proposed">{row.proposed}</span>
                  ),
              },
            ]
          : []),
      ]}
    />
  );
}
