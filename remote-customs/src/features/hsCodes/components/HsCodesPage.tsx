import { DEFAULT_PAGE, PageFrame, queryStatus, usePagedSearch } from '@waste/shared';
import { Alert, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';
import { CODE_OR_WORDS_FILTERS } from '@/common/addressFilters';
import { LinesFilters } from '@/common/LinesFilters';
import { useHsCodes, useHsInit } from '@/common/api/hsCodes';
import { HsCodesTable } from '@/common/HsCodesTable';

/** `/hscodes`: the HS2022 subheadings and their sectors, pages cached in local storage. */
export function HsCodesPage() {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  const { search, setPage, setFilters } = usePagedSearch(CODE_OR_WORDS_FILTERS);
  const { code, sector, ...page } = search;
  const init = useHsInit('/hscode/init-search');
  const initError = queryStatus(init, t('hsCodes.initFailed')).error;
  const result = useHsCodes({ ...page, hsCode: code, sectorId: sector }, init.data?.version);
  return (
    <PageFrame title={t('hsCodes.title')}>
      <Card>
        <Flex vertical gap="middle">
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('hsCodes.source')}
          </Typography.Paragraph>
          <LinesFilters value={{ code, sector }} onSearch={setFilters} testId="hs-filters" words />
          {initError ? <Alert type="error" showIcon title={initError} /> : null}
          <HsCodesTable
            result={result}
            page={page}
            onPageChange={setPage}
            pageSizeOptions={init.data?.paginationOptions ?? [10, DEFAULT_PAGE.pageSize, 50, 100]}
            texts={{ loadFailed: t('hsCodes.loadFailed'), empty: t('hsCodes.empty') }}
            testId="hs-codes-table"
          />
        </Flex>
      </Card>
    </PageFrame>
  );
}
