import { apiPostQuery, PREFETCHED_READ_STALE_MS, type ApiBody, type LocalAuthorityScope, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** A page of a centre's entries, of one type of collection or all. */
type CentreWasteSearcher = PageRequest & Pick<ApiBody<'/sampath-piyasa/search-waste', 'post'>, 'typeOfCollectionId'>;

/** The centre's page prefetches the first. */
export const centreWasteSearchQuery = (centreId: string, searcher: CentreWasteSearcher, scope: LocalAuthorityScope) => ({
  ...apiPostQuery('/sampath-piyasa/search-waste', searcher, { query: { ...scope, sampathPiyasaId: centreId } }),
  staleTime: PREFETCHED_READ_STALE_MS,
});

export const useCentreWasteSearch = (centreId: string, searcher: CentreWasteSearcher, scope: LocalAuthorityScope) =>
  useQuery({ ...centreWasteSearchQuery(centreId, searcher, scope), placeholderData: keepPreviousData });
