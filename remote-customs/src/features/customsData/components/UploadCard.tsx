import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { saveFile, WRAPPING_BUTTON } from '@waste/shared';
import { Alert, Button, Card, Flex, Progress, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';
import { Explanation } from '@/common/components/Explanation';
import { ImportNotes } from '@/common/components/ImportNotes';
import { uploadErrorWords } from '@/common/uploadErrorWords';
import { ImportProgress } from '@/common/components/ImportProgress';
import type { CustomsType } from '../api/types';
import { useUploadJob } from '../hooks/useUploadJob';
import { DuplicateFile } from './DuplicateFile';

const TEMPLATE_HEADER = 'year,month,hsCode,description,partnerCountry,quantity,quantityUnit,netWeightKg,value,currency';
const COMTRADE_COLUMNS = 'refYear,refMonth,flowCode,cmdCode,partnerISO,qty,qtyUnitAbbr,netWgt,primaryValue';

/** Upload of a customs file with its progress, then the import job followed until it ends (also across a reload). */
export function UploadCard({ type }: { type: CustomsType }) {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  const { job, upload, reset, checkAgain } = useUploadJob(type);
  const busy = job.state === 'UPLOADING' || job.state === 'PENDING';

  return (
    <Card title={t(type === 'IMPORT' ? 'upload.titleImport' : 'upload.titleExport')} data-testid="upload-card">
      <Flex vertical gap="middle">
        {/* What a file must be, before the choice of one; its two sentences are the routes' intro, which the first
            frame paints (docs/adr/0016-first-frame-before-the-shell.md), each header's columns a block of its own. */}
        <Explanation>{t('upload.limits')}</Explanation>
        <Explanation>{t('upload.columns')}</Explanation>
        <Columns header={TEMPLATE_HEADER} />
        <Explanation>{t('upload.comtrade')}</Explanation>
        <Columns header={COMTRADE_COLUMNS} />
        <Flex gap="small" wrap>
          <Upload
            accept=".csv,.xlsx"
            maxCount={1}
            showUploadList={false}
            disabled={busy}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button type="primary" icon={<UploadOutlined />} disabled={busy} data-testid="choose-file" style={WRAPPING_BUTTON}>
              {t('upload.choose')}
            </Button>
          </Upload>
          <Button
            icon={<DownloadOutlined />}
            style={WRAPPING_BUTTON}
            onClick={() => saveFile('customs-template.csv', new Blob([`${TEMPLATE_HEADER}\r\n`], { type: 'text/csv' }))}
          >
            {t('upload.template')}
          </Button>
          {job.state === 'COMPLETED' || job.state === 'FAILED' || job.state === 'DUPLICATE' || job.state === 'WITHDRAWN' ? (
            <Button onClick={reset}>{t('upload.reset')}</Button>
          ) : null}
        </Flex>
        {job.state === 'UPLOADING' ? <Progress percent={job.progress} data-testid="upload-progress" /> : null}
        <div data-testid="upload-job" data-state={job.state} aria-live="polite">
          {job.state === 'PENDING' ? (
            <Alert
              type="info"
              showIcon
              title={t('upload.pending', { file: job.fileName ?? '' })}
              description={
                <Flex vertical gap={4}>
                  <span>{t('upload.started')}</span>
                  <ImportProgress
                    percent={job.importProgress?.percent ?? 0}
                    linesRead={job.importProgress?.linesRead ?? 0}
                    fileName={job.fileName ?? ''}
                  />
                </Flex>
              }
              action={job.statusFailed ? <Button onClick={checkAgain}>{t('upload.checkAgain')}</Button> : null}
            />
          ) : null}
          {job.state === 'COMPLETED' ? (
            <Alert
              type="success"
              showIcon
              title={t('upload.completed', { file: job.fileName ?? '' })}
              description={
                <>
                  {job.message}
                  <ImportNotes notes={job.importNotes} />
                </>
              }
            />
          ) : null}
          {job.state === 'DUPLICATE' && job.earlier ? <DuplicateFile fileName={job.fileName ?? ''} earlier={job.earlier} /> : null}
          {job.state === 'WITHDRAWN' ? <Alert type="warning" showIcon title={`${job.fileName ?? ''}: ${t('status.WITHDRAWN')}`} /> : null}
          {job.state === 'FAILED' ? (
            <Alert
              type="error"
              showIcon
              title={t('upload.failedTitle', { file: job.fileName ?? '' })}
              description={
                <pre style={{ whiteSpace: 'pre-wrap', margin: 0, maxHeight: 240, overflow: 'auto' }}>{uploadErrorWords(job)}</pre>
              }
              data-testid="upload-error"
            />
          ) : null}
        </div>
      </Flex>
    </Card>
  );
}

/**
 * A header's columns in the order a file gives them, each name as code of its own, so that a line breaks between
 * names, never inside one (a phone broke `partnerCountry` in two).
 */
function Columns({ header }: { header: string }) {
  return (
    <Flex wrap gap={4} data-testid="upload-columns">
      {header.split(',').map((name) => (
        <Typography.Text code key={name}>
          {name}
        </Typography.Text>
      ))}
    </Flex>
  );
}
