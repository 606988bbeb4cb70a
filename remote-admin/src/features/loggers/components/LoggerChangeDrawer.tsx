import { ListTable, useFormatters } from '@waste/shared';
import { Descriptions, Drawer, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import type { LoggerRow } from '@/common/api/searchLoggers';
import { changeRows, type ChangeRow } from '../rules/changeRows';
import { colomboTime } from '../rules/colomboTime';
import { actingAuthorityText, actionText, entityText } from '@/common/rules/auditWords';
import { fieldText, recordText, valueText } from '../rules/entryText';

/** One audit entry: who did what, when, to which record, and what it changed in words and units (the fields that differ are marked). */
export function LoggerChangeDrawer({ entry, onClose }: { entry: LoggerRow | null; onClose: () => void }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const { number } = useFormatters();
  const wording = { t, number };
  const record = entry ? recordText(entry, wording, i18n.language) : '';
  const rows = entry ? changeRows(entry.before, entry.after, (field, value) => valueText(entry.entity, field, value, wording)) : [];
  const mark = (text: string, record: ChangeRow) => (record.changed ? <Typography.Text mark>{text}</Typography.Text> : text);
  return (
    <Drawer open={entry !== null} onClose={onClose} title={t('loggers.change.title')} size="large" data-testid="logger-change">
      {entry ? (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('loggers.field.atColombo')}>{colomboTime(entry.at)}</Descriptions.Item>
            <Descriptions.Item label={t('loggers.field.user')}>
              {entry.userName ? `${entry.userName} (${entry.userEmail ?? ''})` : t('loggers.system')}
            </Descriptions.Item>
            <Descriptions.Item label={t('loggers.field.authority')}>{actingAuthorityText(entry, i18n.language) ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('loggers.field.action')}>
              <span data-testid="logger-change-action">{actionText(entry.action, wording)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('loggers.field.entity')}>{entityText(entry.entity, wording)}</Descriptions.Item>
            <Descriptions.Item label={t('loggers.field.entityId')}>
              <span data-testid="logger-change-record">{record}</span>
              {entry.entityId && entry.entityId !== record ? (
                <Typography.Text type="secondary" copyable={{ text: entry.entityId }}>{` (${entry.entityId})`}</Typography.Text>
              ) : null}
            </Descriptions.Item>
          </Descriptions>
          <ListTable<ChangeRow>
            style={{ marginTop: 16 }}
            size="small"
            rowKey="field"
            pagination={false}
            dataSource={rows}
            locale={{ emptyText: <Typography.Text type="secondary">{t('loggers.change.none')}</Typography.Text> }}
            data-testid="logger-change-table"
            columns={[
              { key: 'field', title: t('loggers.change.field'), dataIndex: 'field', render: (field: string) => fieldText(field, wording) },
              { key: 'before', title: t('loggers.change.before'), dataIndex: 'before', render: mark },
              { key: 'after', title: t('loggers.change.after'), dataIndex: 'after', render: mark },
            ]}
          />
        </>
      ) : null}
    </Drawer>
  );
}
