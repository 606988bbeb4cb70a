import { useFormatters } from '@waste/shared';
import { Descriptions, Drawer, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import type { LoggerRow } from '@/common/api/searchLoggers';
import { changeRows, type ChangeRow } from '../rules/changeRows';

/** One audit entry: who did what, when, and what it changed (the fields that differ are marked). */
export function LoggerChangeDrawer({ entry, onClose }: { entry: LoggerRow | null; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const rows = entry ? changeRows(entry.before, entry.after) : [];
  const mark = (text: string, record: ChangeRow) => (record.changed ? <Typography.Text mark>{text}</Typography.Text> : text);
  return (
    <Drawer open={entry !== null} onClose={onClose} title={t('loggers.change.title')} size="large" data-testid="logger-change">
      {entry ? (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('loggers.field.at')}>{format.dateTime(entry.at)}</Descriptions.Item>
            <Descriptions.Item label={t('loggers.field.user')}>
              {entry.userName ? `${entry.userName} (${entry.userEmail ?? ''})` : t('loggers.system')}
            </Descriptions.Item>
            <Descriptions.Item label={t('loggers.field.authority')}>{entry.actingLocalAuthorityName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('loggers.field.action')}>{entry.action}</Descriptions.Item>
            <Descriptions.Item
              label={t('loggers.field.entity')}
            >{`${entry.entity}${entry.entityId ? ` ${entry.entityId}` : ''}`}</Descriptions.Item>
          </Descriptions>
          <Table<ChangeRow>
            style={{ marginTop: 16 }}
            size="small"
            rowKey="field"
            pagination={false}
            dataSource={rows}
            locale={{ emptyText: <Typography.Text type="secondary">{t('loggers.change.none')}</Typography.Text> }}
            data-testid="logger-change-table"
            columns={[
              { key: 'field', title: t('loggers.change.field'), dataIndex: 'field' },
              { key: 'before', title: t('loggers.change.before'), dataIndex: 'before', render: mark },
              { key: 'after', title: t('loggers.change.after'), dataIndex: 'after', render: mark },
            ]}
          />
        </>
      ) : null}
    </Drawer>
  );
}
