import { apiGetQuery, PREFETCHED_READ_STALE_MS } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The council types, the local authority searcher's choices; /local-authorities prefetches them. */
export const councilTypesQuery = { ...apiGetQuery('/master-data/get-la-types'), staleTime: PREFETCHED_READ_STALE_MS };

export const useCouncilTypes = () => useQuery(councilTypesQuery);
