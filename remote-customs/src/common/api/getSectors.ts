import { apiGetQuery } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The sectors a code can be given, read once a session; the pages with the sector filter prefetch them. */
export const sectorsQuery = { ...apiGetQuery('/sector'), staleTime: Infinity };

export const useSectors = () => useQuery(sectorsQuery);
