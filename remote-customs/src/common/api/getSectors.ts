import { apiGetQuery } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The sectors a code can be given, read once a session. */
export const useSectors = () => useQuery({ ...apiGetQuery('/sector'), staleTime: Infinity });
