import { apiPostQuery } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

const FIRST = { pageStart: 0, pageSize: 5, pageSort: 'ASC' } as const;

/** HS codes seen in customs files that wait for a sector, and how many. */
export const usePendingHsCodes = () => useQuery(apiPostQuery('/hscode/search-new', FIRST));
