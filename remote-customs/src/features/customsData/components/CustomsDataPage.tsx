import { DownloadOutlined } from '@ant-design/icons';
import { errorMessage, ListCard, PageFrame, saveFile, useToast } from '@waste/shared';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';
import { CustomsLinesTable } from '@/common/components/CustomsLinesTable';
import { LinesFilters } from '@/common/components/LinesFilters';
import { useCodeSectorSearch } from '@/common/hooks/useCodeSectorSearch';
import { downloadCustomsLines } from '../api/downloadCustomsLines';
import { useCustomsSearchInit } from '../api/initCustomsSearch';
import { useCustomsLines } from '../api/searchCustomsLines';
import type { CustomsType } from '../api/types';
import { UploadCard } from './UploadCard';

/** The files the server makes of the lines. */
const DOWNLOAD_FORMATS = ['csv', 'xlsx'] as const;

/** `/import` and `/export`: upload a file of the flow and follow its job; below, the flow's lines. */
export function CustomsDataPage({ type }: { type: CustomsType }) {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  const toast = useToast();
  const { page, filters, setPage, setFilters } = useCodeSectorSearch();
  const linesFilters = { hscode: filters.code, sector: filters.sector };
  const init = useCustomsSearchInit();
  const result = useCustomsLines(type, { ...page, ...linesFilters });
  const [downloading, setDownloading] = useState(false);

  const download = async (format: (typeof DOWNLOAD_FORMATS)[number]) => {
    setDownloading(true);
    try {
      saveFile(`customs-${type.toLowerCase()}.${format}`, await downloadCustomsLines({ type, format }, linesFilters));
    } catch (error) {
      toast.error(errorMessage(error, t('lines.downloadFailed')));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <PageFrame title={t(type === 'IMPORT' ? 'customsData.importTitle' : 'customsData.exportTitle')}>
      <Flex vertical gap="middle">
        <UploadCard type={type} />
        <ListCard
          title={t('lines.title')}
          filters={<LinesFilters value={filters} onSearch={setFilters} testId="lines-filters" />}
          actions={
            <Flex gap="small" wrap>
              {DOWNLOAD_FORMATS.map((format) => (
                <Button key={format} icon={<DownloadOutlined />} loading={downloading} onClick={() => void download(format)}>
                  {t(`common:file.${format.toUpperCase()}`)}
                </Button>
              ))}
            </Flex>
          }
        >
          <CustomsLinesTable
            result={result}
            page={page}
            onPageChange={setPage}
            pageSizeOptions={init.data?.paginationOptions}
            testId="customs-lines-table"
          />
        </ListCard>
      </Flex>
    </PageFrame>
  );
}
