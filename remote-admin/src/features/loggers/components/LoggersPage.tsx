import { DownloadOutlined } from '@ant-design/icons';
import { ListPage, saveFile, useFormatters, useToast } from '@waste/shared';
import { Button, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useLoggerSearch, type LoggerRow } from '@/common/api/searchLoggers';
import { OpensRows } from '@/common/components/OpensRows';
import { PagedTable } from '@/common/components/PagedTable';
import { exportLoggers } from '../api/exportLoggers';
import { useLoggerOptions } from '../api/getLoggerOptions';
import { flipOrder, useLoggerSearcher } from '../hooks/useLoggerSearcher';
import { LoggerChangeDrawer } from './LoggerChangeDrawer';
import { LoggerFiltersForm } from './LoggerFiltersForm';
import { colomboTime } from '../rules/colomboTime';
import { actingAuthorityText, actionText, entityText } from '@/common/rules/auditWords';
import { recordText } from '../rules/entryText';

/**
 * `/loggers`: the audit log, filtered and paged on the server, in words (actions, entities, records by name) and in
 * Sri Lanka time, said once above the filters (the CSV is too); a row opens what it changed.
 */
export function LoggersPage() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const { number } = useFormatters();
  const wording = { t, number };
  const toast = useToast();
  const { search, setPage, setFilters } = useLoggerSearcher();
  const serverSearch = flipOrder(search);
  const result = useLoggerSearch(serverSearch);
  const options = useLoggerOptions();
  const [open, setOpen] = useState<LoggerRow | null>(null);
  const [exporting, setExporting] = useState(false);

  const download = async () => {
    setExporting(true);
    try {
      const { pageStart: _start, pageSize: _size, pageSort: _sort, ...filters } = search;
      saveFile('audit-log.csv', await exportLoggers(filters));
    } catch {
      toast.error(t('loggers.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  const columns: NonNullable<TableProps<LoggerRow>['columns']> = [
    {
      key: 'at',
      title: t('loggers.field.at'),
      render: (_, row) => (
        <Button size="small" onClick={() => setOpen(row)} data-testid="logger-open">
          {colomboTime(row.at)}
        </Button>
      ),
    },
    { key: 'user', title: t('loggers.field.user'), render: (_, row) => row.userName ?? t('loggers.system') },
    { key: 'action', title: t('loggers.field.action'), render: (_, row) => actionText(row.action, wording) },
    { key: 'entity', title: t('loggers.field.entity'), render: (_, row) => entityText(row.entity, wording) },
    { key: 'entityId', title: t('loggers.field.entityId'), render: (_, row) => recordText(row, wording, i18n.language) },
    { key: 'authority', title: t('loggers.field.authority'), render: (_, row) => actingAuthorityText(row, i18n.language) ?? '—' },
  ];

  return (
    <ListPage
      title={t('loggers.title')}
      intro={
        <Typography.Text type="secondary" data-testid="logger-time-zone">
          {t('loggers.timeZone')}
        </Typography.Text>
      }
      filters={<LoggerFiltersForm filters={search} options={options.data} onSearch={setFilters} />}
      actions={
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void download()} data-testid="logger-export">
          {t('loggers.export')}
        </Button>
      }
      dialogs={<LoggerChangeDrawer entry={open} onClose={() => setOpen(null)} />}
    >
      <OpensRows onOpen={(id) => setOpen(result.data?.rows.find((row) => row.id === id) ?? null)}>
        <PagedTable<LoggerRow>
          result={result}
          page={{ ...search, pageSort: serverSearch.pageSort }}
          onPageChange={(page) => setPage(flipOrder(page))}
          columns={columns}
          sortColumn="at"
          texts={{ loadFailed: t('loggers.loadFailed'), empty: t('loggers.empty') }}
          testIds={{ table: 'loggers-table', error: 'loggers-error' }}
        />
      </OpensRows>
    </ListPage>
  );
}
