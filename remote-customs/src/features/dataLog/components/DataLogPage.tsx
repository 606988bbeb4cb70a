import { ListPage, ServerPagedTable, useFormatters, usePagedSearch } from '@waste/shared';
import type { TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';
import { useDataLog, type CustomsUpload } from '../api/searchDataLog';
import { StatusTag } from './StatusTag';

/** `/data-log`: every uploaded customs file with its job's outcome. */
export function DataLogPage() {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  const format = useFormatters();
  const { search, setPage } = usePagedSearch();
  const result = useDataLog(search);
  const columns: NonNullable<TableProps<CustomsUpload>['columns']> = [
    {
      key: 'fileName',
      title: t('field.fileName'),
      render: (_, upload) => <Link to={`/customs/data-log/view/${upload.id}`}>{upload.fileName}</Link>,
    },
    { key: 'type', title: t('field.type'), render: (_, upload) => t(`type.${upload.type}`) },
    {
      key: 'rows',
      title: t('field.lines'),
      align: 'right',
      render: (_, upload) => (upload.rows === null ? '' : format.number(upload.rows)),
    },
    { key: 'status', title: t('field.status'), render: (_, upload) => <StatusTag status={upload.status} /> },
    { key: 'error', title: t('field.error'), ellipsis: true, width: 320, render: (_, upload) => upload.errorMessage?.split('\n')[0] ?? '' },
    { key: 'createdBy', title: t('field.createdBy'), render: (_, upload) => upload.createdBy.name },
    { key: 'createdAt', title: t('field.createdAt'), render: (_, upload) => format.dateTime(upload.createdAt) },
  ];
  return (
    <ListPage title={t('dataLog.title')}>
      <ServerPagedTable<CustomsUpload>
        result={result}
        page={search}
        onPageChange={setPage}
        columns={columns}
        sortColumn="createdAt"
        rowKey="id"
        texts={{ loadFailed: t('dataLog.loadFailed'), empty: t('dataLog.empty') }}
        testIds={{ table: 'data-log-table', error: 'data-log-error' }}
      />
    </ListPage>
  );
}
