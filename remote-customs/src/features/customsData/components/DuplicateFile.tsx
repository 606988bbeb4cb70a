import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';

/** A file refused as one already uploaded: why, on the card, with a link to the earlier upload on the Data Log. */
export function DuplicateFile({ fileName, earlier }: { fileName: string; earlier: { jobId: string; fileName: string } }) {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="upload-duplicate"
      title={t('upload.duplicateTitle', { file: fileName })}
      description={
        <>
          <Typography.Paragraph style={{ marginBottom: 4 }}>
            {t('upload.duplicateText', { earlier: earlier.fileName })}
          </Typography.Paragraph>
          <Link to={`/customs/data-log/view/${earlier.jobId}`} data-testid="upload-duplicate-link">
            {t('upload.openEarlier')}
          </Link>
        </>
      }
    />
  );
}
