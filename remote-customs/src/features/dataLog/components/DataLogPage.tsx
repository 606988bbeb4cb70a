import { ListPage, ServerPagedTable, useAccess, useFormatters, usePagedSearch } from '@waste/shared';
import { Button, Flex, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';
import { flipOrder, useDataLog, type CustomsUpload } from '../api/searchDataLog';
import { ImportProgress } from '@/common/components/ImportProgress';
import { StatusTag } from './StatusTag';
import { UploadError } from './UploadError';
import { ImportNotes } from '@/common/components/ImportNotes';
import { uploadErrorWords } from '@/common/uploadErrorWords';
import { WithdrawModal } from './WithdrawModal';

/** `/data-log`: every uploaded customs file with its job's outcome, newest first, and the whole of its error. */
export function DataLogPage() {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  const format = useFormatters();
  const { search, setPage } = usePagedSearch();
  const serverSearch = flipOrder(search);
  const result = useDataLog(serverSearch);
  // Customs staff withdraw files; a super admin reads the log.
  const { actsAsCustoms } = useAccess();
  const [withdrawing, setWithdrawing] = useState<CustomsUpload>();
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
    {
      key: 'status',
      title: t('field.status'),
      render: (_, upload) => (
        <Flex vertical gap={4} style={{ minWidth: 140 }}>
          <StatusTag status={upload.status} />
          {upload.progress ? <ImportProgress {...upload.progress} fileName={upload.fileName} /> : null}
          <ImportNotes notes={upload.importNotes} />
        </Flex>
      ),
    },
    {
      key: 'error',
      title: t('field.error'),
      width: 360,
      render: (_, upload) => {
        if (upload.withdrawal) {
          const { by, at, reason } = upload.withdrawal;
          return (
            <Typography.Text data-testid="withdrawal" style={{ overflowWrap: 'anywhere' }}>
              {t('withdraw.by', { name: by.name, date: format.dateTime(at), reason })}
            </Typography.Text>
          );
        }
        const words = uploadErrorWords(upload);
        return words ? <UploadError message={words} /> : '';
      },
    },
    { key: 'createdBy', title: t('field.createdBy'), render: (_, upload) => upload.createdBy.name },
    { key: 'createdAt', title: t('field.createdAt'), render: (_, upload) => format.dateTime(upload.createdAt) },
    ...(actsAsCustoms
      ? [
          {
            key: 'action',
            title: t('field.action'),
            render: (_: unknown, upload: CustomsUpload) =>
              // Not danger-red: red text on a small button fails the contrast minimum; the dialog says what it does.
              upload.status === 'COMPLETED' ? (
                <Button size="small" onClick={() => setWithdrawing(upload)} data-testid="withdraw">
                  {t('withdraw.action')}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <ListPage title={t('dataLog.title')}>
      <ServerPagedTable<CustomsUpload>
        result={result}
        page={serverSearch}
        onPageChange={(page) => setPage(flipOrder(page))}
        columns={columns}
        sortColumn="createdAt"
        rowKey="id"
        texts={{ loadFailed: t('dataLog.loadFailed'), empty: t('dataLog.empty') }}
        testIds={{ table: 'data-log-table', error: 'data-log-error' }}
      />
      {withdrawing ? <WithdrawModal upload={withdrawing} onClose={() => setWithdrawing(undefined)} /> : null}
    </ListPage>
  );
}
