import { localizedName, loggedUserAtom, ownLocalAuthorityId, PageFrame, usePagedSearch, type LocalAuthorityScope } from '@waste/shared';
import { Card } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { LocalAuthorityCard } from '@/common/components/LocalAuthorityCard';
import { WasteCollectionSummary } from '@/common/components/WasteCollectionSummary';
import { WasteRecordsTable } from '@/common/components/WasteRecordsTable';

/**
 * `/wasteData/la-view/{id}`: an authority's information, its totals by month and its records. An
 * authority's own user opens its own without naming it; any other id is sent as localAuthorityId, which
 * the API client lets through only for the authority a super admin is acting as.
 */
export function LocalAuthorityWasteDataPage() {
  const { t, i18n } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const { id = '' } = useParams();
  const ownAuthority = ownLocalAuthorityId(useAtomValue(loggedUserAtom));
  const scope: LocalAuthorityScope = id === ownAuthority ? {} : { localAuthorityId: id };
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
