import { apiPostQuery } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

const NEWEST = { pageStart: 0, pageSize: 5, pageSort: 'DESC' } as const;

/** The newest customs files uploaded, with their status. */
export const useRecentImports = () => useQuery(apiPostQuery('/customs-log/search', NEWEST));
