import { ListPage } from '@waste/shared';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';
import { useHsCodeSearchInit } from '@/common/api/initHsCodeSearch';
import { Explanation } from '@/common/components/Explanation';
import { HsCodesTable } from '@/common/components/HsCodesTable';
import { LinesFilters } from '@/common/components/LinesFilters';
import { useCodeSectorSearch } from '@/common/hooks/useCodeSectorSearch';
import { useHsCodes } from '../api/searchHsCodes';
import { useOpensOnPlastics } from '../hooks/useOpensOnPlastics';

/** `/hscodes`: the HS2022 subheadings and their sectors, from chapter 39 (plastics), pages cached in local storage. */
export function HsCodesPage() {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  useOpensOnPlastics();
  const { page, filters, setPage, setFilters } = useCodeSectorSearch({ words: true });
  const version = useHsCodeSearchInit().data?.version;
  const result = useHsCodes({ ...page, hsCode: filters.code, sectorId: filters.sector }, version);
  return (
    <ListPage
      title={t('hsCodes.title')}
      intro={
        <>
          <Explanation>{t('hsCodes.source')}</Explanation>
          <Explanation>{t('hsCodes.opensOnPlastics')}</Explanation>
        </>
      }
      filters={<LinesFilters value={filters} onSearch={setFilters} testId="hs-filters" words />}
    >
      <HsCodesTable
        result={result}
        page={page}
        onPageChange={setPage}
        texts={{ initFailed: t('hsCodes.initFailed'), loadFailed: t('hsCodes.loadFailed'), empty: t('hsCodes.empty') }}
        testId="hs-codes-table"
      />
    </ListPage>
  );
}
