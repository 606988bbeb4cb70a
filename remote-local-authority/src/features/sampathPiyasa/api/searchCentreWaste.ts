import { apiPostQuery, type ApiBody, type LocalAuthorityScope, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** A page of a centre's entries, of one type of collection or all. */
type CentreWasteSearcher = PageRequest & Pick<ApiBody<'/sampath-piyasa/search-waste', 'post'>, 'typeOfCollectionId'>;

export const useCentreWasteSearch = (centreId: string, searcher: CentreWasteSearcher, scope: LocalAuthorityScope) =>
  useQuery({
    ...apiPostQuery('/sampath-piyasa/search-waste', searcher, { query: { ...scope, sampathPiyasaId: centreId } }),
    placeholderData: keepPreviousData,
  });
