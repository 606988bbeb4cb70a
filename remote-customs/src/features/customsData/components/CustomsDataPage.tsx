import { DownloadOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE, errorMessage, PageFrame, saveFile, usePagedSearch, useToast } from '@waste/shared';
import { Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';
import { downloadLines, useCustomsInitSearch, useCustomsLines, type CustomsType } from '@/common/api/customsData';
import { CODE_SECTOR_FILTERS } from '@/common/addressFilters';
import { CustomsLinesTable } from '@/common/CustomsLinesTable';
import { LinesFilters } from '@/common/LinesFilters';
import { UploadCard } from './UploadCard';

const FALLBACK_PAGE_SIZES = [10, DEFAULT_PAGE.pageSize, 50, 100];

/** `/import` and `/export`: upload a file of the flow and follow its job; below, the flow's lines. */
export function CustomsDataPage({ type }: { type: CustomsType }) {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  const toast = useToast();
  const { search, setPage, setFilters } = usePagedSearch(CODE_SECTOR_FILTERS);
  const { code, sector, ...page } = search;
  const filters = { hscode: code, sector };
  const init = useCustomsInitSearch();
  const result = useCustomsLines(type, { ...page, ...filters });
  const [downloading, setDownloading] = useState(false);

  const download = async (format: 'csv' | 'xlsx') => {
    setDownloading(true);
    try {
      saveFile(`customs-${type.toLowerCase()}.${format}`, await downloadLines(type, format, filters));
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
        <Card title={t('lines.title')}>
          <Flex vertical gap="middle">
            <Flex justify="space-between" gap="middle" wrap>
              <LinesFilters value={{ code, sector }} onSearch={setFilters} testId="lines-filters" />
              <Flex gap="small" wrap>
                <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download('csv')}>
                  {t('common:file.CSV')}
                </Button>
                <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download('xlsx')}>
                  {t('common:file.XLSX')}
                </Button>
              </Flex>
            </Flex>
            <CustomsLinesTable
              result={result}
              page={page}
              onPageChange={setPage}
              pageSizeOptions={init.data?.paginationOptions ?? FALLBACK_PAGE_SIZES}
              testId="customs-lines-table"
            />
          </Flex>
        </Card>
      </Flex>
    </PageFrame>
  );
}
