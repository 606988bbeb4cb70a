import { DEFAULT_PAGE, PageFrame, ServerPagedTable, useFormatters, usePagedSearch } from '@waste/shared';
import { Card, Tag, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';
import { useDataLog, type CustomsUpload } from '../api/dataLog';

const STATUS_COLOUR: Record<string, string> = { PENDING: 'processing', COMPLETED: 'success', FAILED: 'error' };

export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  return <Tag color={STATUS_COLOUR[status]}>{t(`status.${status}`)}</Tag>;
}

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
    <PageFrame title={t('dataLog.title')}>
      <Card>
        <ServerPagedTable<CustomsUpload>
          result={result}
          page={search}
          onPageChange={setPage}
          columns={columns}
          sortColumn="createdAt"
          rowKey="id"
          pageSizeOptions={[10, DEFAULT_PAGE.pageSize, 50, 100]}
          texts={{ loadFailed: t('dataLog.loadFailed'), empty: t('dataLog.empty') }}
          testIds={{ table: 'data-log-table', error: 'data-log-error' }}
        />
      </Card>
    </PageFrame>
  );
}
