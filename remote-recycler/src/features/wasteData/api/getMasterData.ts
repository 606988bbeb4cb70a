import { apiGetQuery } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The four lists the return's lines name (current entries only). */
export const useMasterData = () => useQuery(apiGetQuery('/recycler/master-data'));
