import { localizedName, loggedUserAtom, PageFrame, usePagedSearch } from '@waste/shared';
import { Card } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { LocalAuthorityCard } from '@/common/components/LocalAuthorityCard';
import { WasteCollectionSummary } from '@/common/components/WasteCollectionSummary';
import { WasteRecordsTable } from '@/common/components/WasteRecordsTable';
import { viewedAuthorityScope } from '../rules/viewedAuthorityScope';

/** `/wasteData/la-view/{id}`: an authority's information, its totals by month and its records. */
export function LocalAuthorityWasteDataPage() {
  const { t, i18n } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const { id = '' } = useParams();
  const scope = viewedAuthorityScope(id, useAtomValue(loggedUserAtom));
  const { search, setPage } = usePagedSearch();

  return (
    <PageFrame title={t('wasteData.laViewTitle')} parents={[{ title: t('wasteData.title'), path: '/wasteData' }]}>
      <LocalAuthorityCard scope={scope} title={t('wasteData.authority')}>
        {(info) => (
          <>
            <WasteCollectionSummary scope={scope} authorityName={localizedName(info, i18n.language)} />
            <Card title={t('wasteData.records')}>
              <WasteRecordsTable searcher={search} scope={scope} onPageChange={setPage} />
            </Card>
          </>
        )}
      </LocalAuthorityCard>
    </PageFrame>
  );
}
