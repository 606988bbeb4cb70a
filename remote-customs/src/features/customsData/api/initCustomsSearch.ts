import { apiGetQuery } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The page sizes the flow's lines offer. */
export const useCustomsSearchInit = () => useQuery(apiGetQuery('/customs/init-search'));
