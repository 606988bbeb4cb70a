import { apiGetQuery } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The page sizes and the version of the sector assignments, asked again on every visit: the version decides which cached pages still hold. */
export const useHsCodeSearchInit = () => useQuery({ ...apiGetQuery('/hscode/init-search'), staleTime: 0 });
