import { ListPage } from '@waste/shared';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';
import { useHsCodeSearchInit } from '@/common/api/initHsCodeSearch';
import { Explanation } from '@/common/components/Explanation';
import { HsCodesTable } from '@/common/components/HsCodesTable';
import { LinesFilters } from '@/common/components/LinesFilters';
import { useCodeSectorSearch } from '@/common/hooks/useCodeSectorSearch';
import { hsCodeSearcher, useHsCodes } from '../api/searchHsCodes';
import { useOpensOnPlastics } from '../hooks/useOpensOnPlastics';

/** `/hscodes`: the HS2022 subheadings and their sectors, from chapter 39 (plastics), pages cached in local storage. */
export function HsCodesPage() {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  const opening = useOpensOnPlastics();
  const { page, filters, setPage, setFilters } = useCodeSectorSearch({ words: true });
  const init = useHsCodeSearchInit();
  const version = opening ? undefined : init.data?.version;
  const result = useHsCodes(hsCodeSearcher(page, filters), version);
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
