import { ListTable, useFormatters } from '@waste/shared';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import type { UncertaintyKind, UncertaintyRule } from '../api/getUncertaintyRules';

/** Every saved version, newest first: who set which kind to what, when and why. */
export function RuleHistoryTable({ history, loading }: { history: readonly UncertaintyRule[]; loading: boolean }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const rows = [...history].sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? '') || b.version - a.version);
  return (
    <Card title={t('uncertaintyRules.history')} data-testid="uncertainty-rules-history">
      <ListTable<UncertaintyRule>
        size="small"
        rowKey={(rule) => `${rule.kind}-${rule.version}`}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        loading={loading}
        data-testid="uncertainty-rules-history-table"
        dataSource={rows}
        locale={{ emptyText: t('uncertaintyRules.noHistory') }}
        columns={[
          {
            title: t('uncertaintyRules.column.when'),
            dataIndex: 'updatedAt',
            render: (at: string | null) => (at ? format.dateTime(at) : '-'),
          },
          {
            title: t('uncertaintyRules.column.kind'),
            dataIndex: 'kind',
            render: (kind: UncertaintyKind) => t(`uncertaintyRules.kind.${kind}`),
          },
          { title: t('uncertaintyRules.column.version'), dataIndex: 'version', align: 'right' },
          {
            title: t('uncertaintyRules.column.value'),
            dataIndex: 'relativeSd',
            align: 'right',
            render: (relativeSd: number) => `${format.number(Math.round(relativeSd * 10_000) / 100)} %`,
          },
          {
            title: t('uncertaintyRules.column.who'),
            dataIndex: 'updatedByName',
            render: (name: string | null) => name ?? t('uncertaintyRules.unknownUser'),
          },
          { title: t('uncertaintyRules.note'), dataIndex: 'note' },
        ]}
      />
    </Card>
  );
}
