import { ListCard, PageFrame, useFormatters, useNarrowerThan } from '@waste/shared';
import { Card, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';
import { CustomsLinesTable } from '@/common/components/CustomsLinesTable';
import { LinesFilters } from '@/common/components/LinesFilters';
import { useCodeSectorSearch } from '@/common/hooks/useCodeSectorSearch';
import { ImportNotes } from '@/common/components/ImportNotes';
import { uploadErrorWords } from '@/common/uploadErrorWords';
import { useDataLogEntry } from '../api/searchDataLogEntry';
import { StatusTag } from './StatusTag';

/** `/customs/data-log/view/{id}`: one uploaded file and the lines it brought. */
export function DataLogViewPage() {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  // On a phone, labels above values: side by side, Tamil words broke letter by letter.
  const narrow = useNarrowerThan('sm');
  const format = useFormatters();
  const { id = '' } = useParams();
  const { page, filters, setPage, setFilters } = useCodeSectorSearch();
  const result = useDataLogEntry(id, { ...page, hsCode: filters.code, sector: filters.sector });
  const upload = result.data?.upload;
  return (
    <PageFrame title={t('dataLog.viewTitle')}>
      <Flex vertical gap="middle">
        {upload ? (
          <Card>
            <Descriptions
              layout={narrow ? 'vertical' : 'horizontal'}
              column={{ xs: 1, md: 2 }}
              size="small"
              data-testid="upload-descriptions"
            >
              <Descriptions.Item label={t('field.fileName')}>{upload.fileName}</Descriptions.Item>
              <Descriptions.Item label={t('field.type')}>{t(`type.${upload.type}`)}</Descriptions.Item>
              <Descriptions.Item label={t('field.status')}>
                <StatusTag status={upload.status} />
              </Descriptions.Item>
              <Descriptions.Item label={t('field.lines')}>{upload.rows === null ? '' : format.number(upload.rows)}</Descriptions.Item>
              <Descriptions.Item label={t('field.createdBy')}>{upload.createdBy.name}</Descriptions.Item>
              <Descriptions.Item label={t('field.createdAt')}>{format.dateTime(upload.createdAt)}</Descriptions.Item>
              {upload.errorMessage ? (
                <Descriptions.Item label={t('field.error')} span={2}>
                  <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{uploadErrorWords(upload)}</pre>
                </Descriptions.Item>
              ) : null}
              {upload.importNotes ? (
                <Descriptions.Item label={t('importNotes.label')} span={2}>
                  <ImportNotes notes={upload.importNotes} />
                </Descriptions.Item>
              ) : null}
            </Descriptions>
          </Card>
        ) : null}
        <ListCard title={t('lines.title')} filters={<LinesFilters value={filters} onSearch={setFilters} testId="view-filters" />}>
          <CustomsLinesTable result={result} page={page} onPageChange={setPage} testId="data-log-lines-table" />
        </ListCard>
      </Flex>
    </PageFrame>
  );
}
