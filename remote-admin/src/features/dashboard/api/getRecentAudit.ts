import { useLoggerSearch } from '@/common/api/searchLoggers';

/** The newest audit entries, the super admin's dashboard's. */
export const RECENT_AUDIT = { pageStart: 0, pageSize: 8, pageSort: 'DESC' as const };

export const useRecentAudit = () => useLoggerSearch(RECENT_AUDIT);
